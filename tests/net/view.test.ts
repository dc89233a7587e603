// The guest lists its own legal actions from its view alone: they must be exactly the full state's, in every
// position of random games (so the guest's screen offers what the host's engine will accept, no more, no less).
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, newGame, playerView, type GameOptions, type Side } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { viewActor, viewLegalActions, viewState } from '../../src/net/view';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';

const OPTIONS: GameOptions[] = [{}, { ambushAlwaysAsk: true }, { youngGenerals: true, noTakeGround: true }];

describe('net: the guest\'s legal actions from its view', () => {
  for (const sc of BUILTIN_SCENARIOS) {
    it(`${sc.id}: equal to the full state's for the side to act, none for the other, over random games`, () => {
      let positions = 0;
      for (let g = 0; g < 3; g++) {
        const options = OPTIONS[g]!;
        const rng = seedRng(`view/${sc.id}/${g}`);
        let s = newGame(sc, { seed: `${sc.id}-${g}`, options });
        for (let i = 0; i < 400 && !s.winner; i++) {
          const who = actor(s)!;
          for (const side of ['allies', 'axis'] as Side[]) {
            const view = playerView(s, side);
            expect(viewActor(view)).toBe(who);
            const mine = viewLegalActions(view);
            if (side === who) expect(mine).toEqual(legalActions(s));
            else expect(mine).toEqual([]);
          }
          positions++;
          const la = legalActions(s);
          const r = applyAction(s, la[nextInt(rng, la.length)]!);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
        expect(viewActor(playerView(s, 'axis'))).toBe(actor(s));
      }
      expect(positions).toBeGreaterThan(300);
    });
  }

  it('the stand-in state hides what the view hides: unknown cards are -1, the PRNG is zero', () => {
    const s = newGame(BUILTIN_SCENARIOS[0]!, { seed: 5 });
    const v = viewState(playerView(s, 'axis'));
    expect(v.cards.hands.axis).toEqual(s.cards.hands.axis);
    expect(v.cards.hands.allies).toEqual(s.cards.hands.allies.map(() => -1));
    expect(v.cards.deck).toEqual(s.cards.deck.map(() => -1));
    expect(v.rng).toEqual([0, 0, 0, 1]);
    expect('viewer' in v).toBe(false);
  });
});
