/**
 * The game screen offers a supply truck's Re-Supply (docs/ui.md): taps on the weakened neighbours, the choice in words,
 * the prompt, the inspection's "now" line and the log. Sources: Equipment Pack "Supply Trucks - Re-supply" l.387-405;
 * FAQ §IV Supply Trucks; decision C302.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, type GameState } from '../../src/engine';
import { pickLabel, planTurn } from '../../src/ui/game/controller';
import { inspectHex } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { GAME_TEXT } from '../../src/ui/text/game';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import { act, battleStep, hex, idAt, mini, ordered, start } from '../engine/helpers';
import { applyBattleRules } from '../../src/scenario/battleRules';

describe('Re-Supply on the game screen', () => {
  const base = ordered([
    { row: 6, col: 12, unit: { side: 'allies', kind: 'supply-truck' } },
    { row: 6, col: 14, unit: { side: 'allies', kind: 'infantry' } },
    { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
  ]);
  const s: GameState = battleStep({ ...base, units: base.units.map((u) => (u.row === 6 && u.col === 14 ? { ...u, figures: 2 } : u)) });
  const truck = idAt(s, 6, 12);

  it('[Equipment Pack, Supply Trucks - Re-supply l.389-401] the truck\'s weakened neighbour is a tap with its words, under the re-supply prompt', () => {
    const plan = planTurn(s, { unit: truck, card: null });
    const tap = plan.taps.get(hexKey(hex(6, 14)));
    expect(tap?.kind).toBe('apply');
    const choice = tap?.kind === 'apply' ? tap.choices[0]! : null;
    expect(choice?.action).toEqual({ type: 'resupply', unit: truck, target: hex(6, 14) });
    expect(choice?.label).toBe(GAME_TEXT.choice.resupply);
    expect(plan.prompt).toBe(GAME_TEXT.prompt.resupply);
    expect(pickLabel(s, 'battle' as never, choice!.action, hex(6, 14))).toMatch(/^Re-supply the /);
    const now = inspectHex(s, hex(6, 12), 'allies')?.entries.find((e) => e.key === 'now')?.lines.map((l) => l.text);
    expect(now).toContain(INSPECT_TEXT.now.resupply(1));
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.403-405] the log tells the hand-over, and the last load', () => {
    const r = act(s, { type: 'resupply', unit: truck, target: hex(6, 14) });
    expect(describeEvents(s, r.state, r.events, 'allies').map((l) => l.text).join(' ')).toMatch(/hands a load to .*1 figure back/);
  });
});

describe('A half-track\'s Re-Supply on the game screen (Equipment Pack, Half-Tracks - Re-supply; decision C426)', () => {
  const sc = applyBattleRules(
    mini({
      hexes: [
        { row: 6, col: 12, unit: { side: 'allies', kind: 'half-track' } },
        { row: 6, col: 14, unit: { side: 'allies', kind: 'infantry' } },
        { row: 4, col: 12, unit: { side: 'axis', kind: 'infantry' } },
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
      ],
    }),
    ['re-supply'],
  );
  const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
  const played = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  const s: GameState = battleStep({ ...played, units: played.units.map((u) => (u.row === 6 && u.col === 14 ? { ...u, figures: 2 } : u)) });
  const ht = idAt(s, 6, 12);

  it('[Equipment Pack l.313 "instead of battling"] its enemy and its weakened neighbour are both taps, under the half-track\'s prompt, in its own words', () => {
    const plan = planTurn(s, { unit: ht, card: null });
    const supply = plan.taps.get(hexKey(hex(6, 14)));
    const fire = plan.taps.get(hexKey(hex(4, 12)));
    expect(supply?.kind === 'apply' ? supply.choices[0]!.action : null).toEqual({ type: 'resupply', unit: ht, target: hex(6, 14) });
    expect(fire?.kind === 'apply' ? fire.choices[0]!.action.type : null).toBe('battle');
    expect(plan.prompt).toBe(GAME_TEXT.prompt.resupplyHalfTrack);
    expect(pickLabel(s, 'battle' as never, { type: 'resupply', unit: ht, target: hex(6, 14) }, hex(6, 14))).toMatch(/^Re-supply the .+: 1 figure from the half-track$/);
  });
});

