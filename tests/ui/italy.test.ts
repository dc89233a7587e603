/**
 * The Furia Francese and airfield reinforcements on the game screen (docs/ui.md): their choices as board taps and
 * buttons with a prompt, a tapped French infantry unit telling the Furia, and the log's lines.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../src/engine';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { planTurn } from '../../src/ui/game/controller';
import { inspectHex, type HexInspection } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { INSPECT_TEXT as I } from '../../src/ui/text/inspect';
import { GAME_TEXT as T } from '../../src/ui/text/game';
import { act, hex, idAt, mini, start } from '../engine/helpers';

const unitLines = (i: HexInspection | null): string[] => i?.entries.find((e) => e.key === 'unit')?.lines.map((l) => l.text) ?? [];

describe('the Furia Francese on the game screen', () => {
  const sc = applyBattleRules(
    mini({
      hexes: [
        { row: 4, col: 12, unit: { side: 'allies', kind: 'infantry', army: 'french' } },
        { row: 3, col: 13, unit: { side: 'axis', kind: 'infantry', figures: 1 } },
        { row: 4, col: 14, terrain: 'forest', unit: { side: 'axis', kind: 'infantry' } },
        { row: 8, col: 0, unit: { side: 'allies', kind: 'special-forces', army: 'french' } },
      ],
    }),
    ['furia-francese'],
  );

  it('[Equipment Pack §VII Furia Francese, l.650] after a won close assault: the cleared hex and a Take ground button, the other enemy as a 1-die target, and Stay', () => {
    const s0 = start(sc, { allies: ['attack-centre'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 4, 12) }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }, ['grenade', 'flag', 'flag']);
    const plan = planTurn(r.state);
    expect(plan.kind).toBe('furia');
    expect(plan.prompt).toBe(T.prompt.furia);
    expect(plan.buttons.map((b) => b.id).sort()).toEqual(['decline', 'takeGround']);
    expect(plan.taps.get(hexKey(hex(3, 13)))).toBeDefined();
    expect(plan.highlights.find((h) => hexKey(h.hex) === '4,14')).toMatchObject({ kind: 'target', label: '1' });
    const charge = act(r.state, { type: 'battle', unit: idAt(s, 4, 12), target: hex(4, 14) }, ['star']);
    expect(describeEvents(r.state, charge.state, charge.events, 'allies').map((l) => l.text).join(' ')).toMatch(/Furia Francese, 1 die/);
  });

  it('[Equipment Pack §VII Furia Francese, l.652] a tapped French infantry unit tells the Furia; French special forces do not', () => {
    const s = start(sc);
    expect(unitLines(inspectHex(s, { row: 4, col: 12 }, null))).toEqual(expect.arrayContaining([I.unit.army.frenchInfantry, I.unit.furia]));
    expect(unitLines(inspectHex(s, { row: 8, col: 0 }, null))).not.toContain(I.unit.furia);
  });
});

describe('airfield reinforcements on the game screen', () => {
  it('[House rules l.554 Airfield] after a Direct From HQ the free airfield is a tap, No landing a button; the log tells the landing', () => {
    const sc = applyBattleRules(
      mini({ hexes: [{ row: 8, col: 2, unit: { side: 'allies', kind: 'infantry' } }, { row: 0, col: 24, unit: { side: 'axis', kind: 'infantry' } }, { row: 6, col: 6, terrain: 'airfield' }] }),
      ['allied-airfield-reinforcements'],
    );
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['attack-centre'] });
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    const plan = planTurn(s);
    expect(plan.kind).toBe('airfield');
    expect(plan.prompt).toBe(T.prompt.airfield);
    expect(plan.buttons.map((b) => b.label)).toEqual([T.button.noLanding]);
    expect(plan.taps.get(hexKey(hex(6, 6)))).toBeDefined();
    const r = act(s, { type: 'target', target: hex(6, 6) });
    expect(describeEvents(s, r.state, r.events, 'allies').map((l) => l.text).join(' ')).toMatch(/Reinforcements land on the airfield/);
  });
});
