/**
 * The game screen offers a bridge layer's Assault Bridge (docs/ui.md): taps on the free river hexes next to it with the
 * two choices, the prompt, the pick's words, the log and the inspection once laid. Sources: Equipment Pack Hobart's
 * Funnies l.200; FAQ §IV Hobart's Funnies l.2855-2861; decisions C353, C354.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../src/engine';
import { pickLabel, planTurn } from '../../src/ui/game/controller';
import { inspectHex } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { GAME_TEXT } from '../../src/ui/text/game';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import { act, battleStep, hex, idAt, ordered } from '../engine/helpers';

describe('Assault Bridge on the game screen', () => {
  const s = battleStep(ordered([
    { row: 7, col: 11, unit: { side: 'allies', kind: 'bridge-layer' } },
    { row: 6, col: 12, terrain: 'river' },
    { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
  ]));
  const layer = idAt(s, 7, 11);

  it("[Equipment Pack, Hobart's Funnies l.200; FAQ §IV l.2857] the river hex next to it is a tap with both choices in words, under the bridge prompt", () => {
    const plan = planTurn(s, { unit: layer, card: null });
    const tap = plan.taps.get(hexKey(hex(6, 12)));
    expect(tap?.kind).toBe('apply');
    const choices = tap?.kind === 'apply' ? tap.choices : [];
    expect(choices.map((c) => c.label)).toEqual([GAME_TEXT.choice.assaultBridge(false), GAME_TEXT.choice.assaultBridge(true)]);
    expect(choices[1]!.action).toEqual({ type: 'assaultBridge', unit: layer, target: hex(6, 12), onto: true });
    expect(plan.prompt).toBe(GAME_TEXT.prompt.assaultBridge);
    expect(pickLabel(s, 'battle' as never, choices[1]!.action, hex(6, 12))).toMatch(/^Lay the bridge at .* and drive onto it$/);
  });

  it("[Equipment Pack, Hobart's Funnies l.200 \"may only be used one time\"] the log tells the bridge and the drive; the layer's inspection says its bridge is laid", () => {
    const r = act(s, { type: 'assaultBridge', unit: layer, target: hex(6, 12), onto: true });
    expect(describeEvents(s, r.state, r.events, 'allies').map((l) => l.text).join(' ')).toMatch(/swings its bridge over the river.*moves 1 hex/);
    const unit = inspectHex(r.state, hex(6, 12), 'allies')?.entries.find((e) => e.key === 'unit')?.lines.map((l) => l.text);
    expect(unit).toContain(INSPECT_TEXT.unit.bridged);
  });
});
