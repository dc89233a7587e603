/**
 * The computer plays the expansion content where a good player would (issue 18: "plays each battle's special rules";
 * the audit that found what it never did: scripts/ai-content-audit.ts, docs/ai.md "Expansion content audit"). Small
 * positions where the good action is clear; where the computer before the fix chose otherwise, the position is also
 * decided with the content's evaluation terms at zero (the planted fault: the computer as before), to show the test
 * tells the two apart. Cheap: a few decisions.
 */
import { describe, expect, it } from 'vitest';
import { hexDistance, playerView, type Action, type GameState } from '../../src/engine';
import { decide, LEVELS, type AiLevel, type LevelParams } from '../../src/ai';
import { A, T, X, act, idAt, mini, start } from '../engine/helpers';
import type { ScenarioHex } from '../../src/scenario/types';

/** A river across row 4 (every hex of it), Axis infantry beyond it on rows 0-1, the Allies below it. */
function riverBoard(allies: ScenarioHex[]): ScenarioHex[] {
  const hexes: ScenarioHex[] = [...allies, X(1, 9), X(1, 13), X(0, 4), X(0, 20)];
  for (let col = 0; col <= 24; col += 2) hexes.push(T(4, col, 'river'));
  return hexes;
}

/** The Allies' state with their one centre unit ordered (Recon in the centre) and `stage` reached. */
function orderedAt(allies: ScenarioHex[], stage: 'move' | 'battle'): GameState {
  let s = start(mini({ hexes: riverBoard(allies) }), { allies: ['recon-centre'], axis: ['recon-centre'] });
  s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  if (stage === 'battle') s = act(s, { type: 'endMoves' }).state;
  return s;
}

/** Normal or Hard as it is, and the same level with the Assault Bridge's evaluation terms at zero (before the fix). */
const params = (level: AiLevel, planted: boolean): LevelParams =>
  planted ? { ...LEVELS[level], weights: { ...LEVELS[level].weights, bridge: 0, bridgeReach: 0 } } : LEVELS[level];

const choose = (s: GameState, level: AiLevel, planted = false, seed = 1): Action => decide(playerView(s, 'allies'), level, seed, params(level, planted));

describe('the computer and the Assault Bridge (src/ai/content.ts; Equipment Pack Hobart\'s Funnies, FAQ §IV l.2857)', () => {
  it('[issue 18 audit: the Assault Bridge was never used] a bridge layer at the river, the enemy beyond it and out of reach: Normal and Hard place the bridge', () => {
    const s = orderedAt([A(5, 11, 'bridge-layer'), A(8, 2, 'infantry')], 'battle');
    for (const level of ['normal', 'hard'] as const) {
      const a = choose(s, level);
      expect(a.type, level).toBe('assaultBridge');
      if (a.type === 'assaultBridge') expect(a.target.row).toBe(4);
    }
    // Without the terms the computer placed it here too (driving onto it is a step forward): what it lacked was the
    // drive to the river, which the next test tells apart from the planted fault.
  });

  it('[issue 18 audit: the computer never brought a bridge layer to a river] a bridge layer three hexes from the river drives to its edge', () => {
    const s = orderedAt([A(8, 10, 'bridge-layer'), A(8, 2, 'infantry')], 'move');
    const layer = idAt(s, 8, 10);
    for (const level of ['normal', 'hard'] as const) {
      const a = choose(s, level);
      expect(a.type, level).toBe('move');
      if (a.type === 'move') {
        expect(a.unit).toBe(layer);
        expect(a.to.row, level).toBe(5);
      }
    }
    // The planted fault: without the pull towards the river it stays where it is.
    const before = choose(s, 'normal', true);
    expect(before.type === 'move' && before.to.row === 5).toBe(false);
  });

  it('[issue 18 audit] a bridge layer with no river towards the enemy is not pulled anywhere: the same choice as without the terms', () => {
    // A river behind the Allies (row 8 is theirs): no river hex is nearer the enemy than the layer.
    const s0 = orderedAt([A(6, 10, 'bridge-layer'), A(6, 2, 'infantry')], 'move');
    const s: GameState = { ...s0, board: { ...s0.board, cells: s0.board.cells.map((c) => (c && c.terrain === 'river' ? { ...c, terrain: 'countryside' as const } : c)) } };
    expect(s.board.cells.some((c) => c?.terrain === 'river')).toBe(false);
    const a = choose(s, 'normal');
    expect(a).toEqual(choose(s, 'normal', true));
    if (a.type === 'move') expect(hexDistance(a.to, { row: 1, col: 9 })).toBeLessThanOrEqual(hexDistance({ row: 6, col: 10 }, { row: 1, col: 9 }));
  });
});

describe('the computer and the supply trucks (src/ai/content.ts; Equipment Pack Dodge WC-63, FAQ §IV Supply Trucks)', () => {
  /** An ordered truck at (6,10) in its battle step, a weakened infantry unit of two figures next to it. */
  function truckBeside(figures: number): GameState {
    const hexes: ScenarioHex[] = [A(6, 10, 'supply-truck'), A(6, 12, 'infantry'), X(0, 4), X(0, 20), X(1, 13)];
    let s = start(mini({ hexes }), { allies: ['recon-centre'], axis: ['recon-centre'] });
    const inf = idAt(s, 6, 12);
    s = { ...s, units: s.units.map((u) => (u.id === inf ? { ...u, figures } : u)) };
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 6, 10) }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    return s;
  }
  const planted = (level: AiLevel): LevelParams => ({ ...LEVELS[level], weights: { ...LEVELS[level].weights, supplyFigure: 0 } });

  it('[issue 18 audit: supply trucks almost never re-supplied] Normal and Hard give a figure to the weakened unit beside the truck', () => {
    const s = truckBeside(2);
    for (const level of ['normal', 'hard'] as const) {
      const a = choose(s, level);
      expect(a.type, level).toBe('resupply');
      if (a.type === 'resupply') expect([a.target.row, a.target.col]).toEqual([6, 12]);
    }
    // The planted fault: the truck valued as a fighting unit (the general term alone) keeps its figures.
    const before = decide(playerView(s, 'allies'), 'normal', 1, planted('normal'));
    expect(before.type).toBe('endBattles');
  });
});

describe('the computer and smoke (src/ai/search.ts quickSmoke, content.ts smokeHexWorth; Equipment Pack Screaming Meemies, FAQ §IV l.2811, §III Smoke Screen)', () => {
  /** An ordered Nebelwerfer at (8,8) in its battle step; Axis armor at (4,10) and (4,14), two hexes from (6,12). */
  function meemies(weak: boolean): GameState {
    const hexes: ScenarioHex[] = [A(8, 8, 'nebelwerfer'), X(4, 10, 'armor'), X(4, 14, 'armor'), X(0, 0), A(8, 0, 'infantry')];
    if (weak) hexes.push(A(6, 12, 'infantry'));
    let s = start(mini({ hexes }), { allies: ['recon-centre'], axis: ['recon-centre'] });
    if (weak) {
      const inf = idAt(s, 6, 12);
      s = { ...s, units: s.units.map((u) => (u.id === inf ? { ...u, figures: 1 } : u)) };
    }
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 8, 8) }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    return s;
  }

  it('[issue 18 audit: smoke shells never fired] a one-figure unit two hexes from two tanks: every level screens it with smoke shells rather than fire 2 dice at a tank', () => {
    const s = meemies(true);
    for (const level of ['easy', 'normal', 'hard'] as const) expect(choose(s, level).type, level).toBe('smokeShells');
    // Its hexes: the two between the tanks and the unit first (a third, where nothing is cut, changes nothing).
    let t = act(s, { type: 'smokeShells', unit: idAt(s, 8, 8) }).state;
    const picked: string[] = [];
    while (t.pending[0]?.kind === 'smoke') {
      const a = choose(t, 'normal');
      if (a.type === 'target') picked.push(`${a.target.row},${a.target.col}`);
      t = act(t, a).state;
    }
    expect(picked.slice(0, 2).sort()).toEqual(['5,11', '5,13']);
    // The planted fault: the salvo valued half done (no hex laid yet, the battle spent) is never worth it.
    expect(decide(playerView(s, 'allies'), 'normal', 1, { ...LEVELS.normal, ownFollowUps: false }).type).toBe('battle');
  });

  it('[issue 18 audit] with no weak unit under the tanks\' fire the Nebelwerfer lays no smoke', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) expect(choose(meemies(false), level).type, level).not.toBe('smokeShells');
  });
});
