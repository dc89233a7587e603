/**
 * The game screen offers the battle-wide actions of FAQ §III in words (docs/ui.md): the desert armor's extra hex, Oasis
 * and Hospital Recovery; the hex words say a unit's own rules and a headquarters; the log tells a capture.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, hexKey, type GameState } from '../../src/engine';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { planTurn } from '../../src/ui/game/controller';
import { describeHex } from '../../src/ui/board/input';
import { describeEvents } from '../../src/ui/game/log';
import { act, hex, mini, start } from '../engine/helpers';

describe('battle-wide actions on the game screen', () => {
  it('[FAQ §III North African Desert Rules, l.1879] the extra hex is offered as taps on the board and a Stay button, with a prompt', () => {
    const sc = applyBattleRules(
      mini({ hexes: [{ row: 6, col: 12, unit: { side: 'allies', kind: 'armor' } }, { row: 5, col: 13, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }] }),
      ['desert'],
    );
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: 0, target: hex(5, 13) }, ['infantry']).state;
    s = act(s, { type: 'takeGround' }).state;
    const plan = planTurn(s);
    expect(plan.kind).toBe('desertMove');
    expect(plan.prompt).toMatch(/one more hex/);
    expect(plan.taps.get(hexKey(hex(4, 14)))).toBeDefined();
    expect(plan.buttons.map((b) => b.id)).toEqual(['decline']);
  });

  it('[FAQ §III Hospital Recovery, l.2026] a unit that may recover gets a button saying so', () => {
    const sc = applyBattleRules(mini({ hexes: [{ row: 6, col: 12, terrain: 'hospital', unit: { side: 'allies', kind: 'infantry' } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }] }), ['hospital-recovery']);
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    const hurt: GameState = { ...s0, units: s0.units.map((u) => (u.id === 0 ? { ...u, figures: 2 } : u)) };
    const s = act(hurt, { type: 'play', card: hurt.cards.hands.allies[0]! }).state;
    const plan = planTurn(s);
    expect(plan.buttons.find((b) => b.id === 'recover')?.action).toEqual({ type: 'recover', unit: 0 });
    expect(plan.prompt).toMatch(/wounded/);
  });

  it('[FAQ §III Capture HQ/Supply Tent, l.2010; rules-decisions C73-C74] hex words name a headquarters and a unit\'s own rules; the log tells the capture', () => {
    const sc = mini({
      hexes: [
        { row: 4, col: 12, terrain: 'hq-tent', headquarters: 'axis' },
        { row: 5, col: 13, unit: { side: 'allies', kind: 'armor', maxMove: 2 } },
        { row: 0, col: 0, unit: { side: 'axis', kind: 'elite-armor', ignoreOneFlag: true } },
      ],
    });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq', 'probe-left'] });
    expect(describeHex(s0, hex(4, 12))).toMatch(/Axis headquarters/);
    expect(describeHex(s0, hex(5, 13))).toMatch(/never moves more than 2 hexes/);
    expect(describeHex(s0, hex(0, 0))).toMatch(/one flag/);
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    const r = applyAction(s, { type: 'move', unit: 0, to: hex(4, 12) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(describeHex(r.state, hex(4, 12))).toMatch(/taken by the enemy/);
    expect(describeEvents(s, r.state, r.events, 'allies').map((l) => l.text).join(' ')).toMatch(/headquarters falls/);
  });
});
