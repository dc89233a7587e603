import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { riverLinks } from '../../src/ui/board/render';

// Directions: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE.
function board(id: string) {
  return newGame(getBuiltinScenario(id)!, { seed: 1 }).board;
}

describe('river courses', () => {
  it('joins neighbouring river hexes and runs off the board at the ends (Operation Cobra, Vire)', () => {
    const b = board('operation-cobra');
    expect(riverLinks(b, 6, 0).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 7, 1).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 8, 2).sort()).toEqual([1, 4]);
  });

  it('bends where the river bends (Arracourt, Marne-Rhine canal)', () => {
    const b = board('arracourt');
    expect(riverLinks(b, 0, 20).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 1, 21).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 2, 22).sort()).toEqual([0, 4]);
    expect(riverLinks(b, 2, 24).sort()).toEqual([0, 3]);
  });

  it('draws a lone river hex straight across', () => {
    const b = board('arracourt');
    // (4, 12) is countryside with no water around it.
    expect(riverLinks(b, 4, 12).sort()).toEqual([0, 3]);
  });
});
