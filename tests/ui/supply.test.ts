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
import { act, battleStep, hex, idAt, ordered } from '../engine/helpers';

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
