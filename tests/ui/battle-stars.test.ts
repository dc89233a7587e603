/**
 * The battle-star switches on the game screen (docs/ui.md "Battle stars"): the Sabotage button and its inspection line,
 * the spotting post's and the objective's descriptions, the log. Sources: house rules 001 l.340 (Forward Spotting),
 * l.343 (Sabotage), App. 2 Supply Depot l.575; decisions C360-C363.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { planTurn } from '../../src/ui/game/controller';
import { inspectHex } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { GAME_TEXT } from '../../src/ui/text/game';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import type { Scenario } from '../../src/scenario/types';
import { act, battleStep, hex, idAt, mini, start } from '../engine/helpers';

const sc: Scenario = {
  ...mini({
    hexes: [
      { row: 4, col: 12, terrain: 'supply-depot', unit: { side: 'allies', kind: 'infantry' } },
      { row: 6, col: 6, terrain: 'hill', marker: 'battle-star', unit: { side: 'allies', kind: 'infantry' } },
      { row: 0, col: 0, unit: { side: 'axis', kind: 'armor' } },
    ],
  }),
  rules: { forwardSpotting: { allies: { hexes: [hex(6, 6)] } }, sabotage: { allies: { hexes: [hex(4, 12)] } } },
};

/** The Allies in the battle step with Direct from HQ played (both their units ordered). */
function battling(): GameState {
  const s = start(sc, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
  return battleStep(act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state);
}

describe('Battle stars on the game screen', () => {
  it('[House rules l.343 Sabotage; rules-decisions C362] a unit on its objective gets the Blow up button, and its inspection says it may', () => {
    const s = battling();
    const id = idAt(s, 4, 12);
    expect(s.turn.ordered).toContain(id);
    const plan = planTurn(s, { unit: id, card: null });
    expect(plan.buttons.find((b) => b.id === 'sabotage')).toMatchObject({ label: GAME_TEXT.button.sabotage, action: { type: 'sabotage', unit: id } });
    const now = inspectHex(s, hex(4, 12), 'allies')?.entries.find((e) => e.key === 'now')?.lines.map((l) => l.text);
    expect(now).toContain(INSPECT_TEXT.now.sabotage);
  });

  it('[House rules l.340, l.343, App. 2 Supply Depot l.575; rules-decisions C360-C363] the post and the objective tell what they do; the log tells the blast, the medal and the slowed armor', () => {
    const s = battling();
    const post = inspectHex(s, hex(6, 6), 'allies')!.entries.find((e) => e.key === 'spotting')!;
    expect(post.lines.map((l) => l.text)).toEqual([INSPECT_TEXT.battleStars.spotting('allies', false), INSPECT_TEXT.battleStars.held(true)]);
    const obj = inspectHex(s, hex(4, 12), 'allies')!.entries.find((e) => e.key === 'sabotage')!;
    expect(obj.lines.map((l) => l.text)).toEqual([INSPECT_TEXT.battleStars.objective('allies'), INSPECT_TEXT.battleStars.depot('axis')]);
    const id = idAt(s, 4, 12);
    expect(s.turn.ordered).toContain(id);
    const r = act(s, { type: 'sabotage', unit: id }, ['star', 'flag', 'flag']);
    expect(describeEvents(s, r.state, r.events, 'allies').map((l) => l.text).join(' ')).toMatch(/blows up the supply depot: 1 medal to the Allies\. Axis armor moves 1 hex less/);
    const gone = inspectHex(r.state, hex(4, 12), 'allies')!.entries.find((e) => e.key === 'sabotage')!;
    expect(gone.lines.map((l) => l.text)).toEqual([INSPECT_TEXT.battleStars.destroyed('allies')]);
  });
});
