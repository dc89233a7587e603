/**
 * The game screen's accessory chooser at game start (docs/ui.md): the Churchill highlighted, five named choices with
 * what each does (EN+FR), the prompt, the pass-and-play hand-off to the side choosing, the log line and the unit's
 * inspection. Sources: Equipment Pack Hobart's Funnies l.190; decisions C420-C422.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { planTurn } from '../../src/ui/game/controller';
import { handoffFor } from '../../src/ui/game/session';
import { inspectHex } from '../../src/ui/game/inspect';
import { describeEvents } from '../../src/ui/game/log';
import { GAME_TEXT } from '../../src/ui/text/game';
import { GAME_FR } from '../../src/ui/text/fr/game';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { A, X, act, hex, idAt, mini } from '../engine/helpers';

describe('the Funnies accessory chooser on the game screen', () => {
  const s = newGame(mini({ first: 'axis', hexes: [A(7, 11, 'funnies'), X(1, 5, 'funnies'), X(0, 0)] }), { seed: 2 });
  const allied = idAt(s, 7, 11);
  const axis = idAt(s, 1, 5);

  it("[Equipment Pack Hobart's Funnies l.190 \"the accessory of your choice\"] the unit glows and its five accessories are named choices, each with what it does, in English and French", () => {
    const plan = planTurn(s);
    expect(plan.kind).toBe('accessory');
    expect(plan.actor).toBe('axis');
    expect(plan.prompt).toBe(GAME_TEXT.prompt.accessory('axis'));
    expect(plan.highlights).toEqual([{ hex: hex(1, 5), kind: 'selected' }]);
    expect(plan.buttons.map((b) => b.label)).toEqual(['Assault bridge', 'Bobbin', 'Fascine', 'Mine digger', 'Petard mortar']);
    expect(plan.buttons.map((b) => b.action)).toEqual(['bridge-layer', 'bobbin', 'fascine', 'mine-digger', 'avre'].map((k) => ({ type: 'chooseAccessory', unit: axis, accessory: k })));
    for (const k of ['bridge-layer', 'bobbin', 'fascine', 'mine-digger', 'avre'] as const) {
      expect(GAME_TEXT.accessory.does[k].length).toBeGreaterThan(20);
      expect(GAME_FR.accessory.does[k]).not.toBe(GAME_TEXT.accessory.does[k]);
      expect(GAME_FR.accessory.name[k].length).toBeGreaterThan(3);
    }
    // No tap on the board does anything else meanwhile: no hidden choice.
    expect(plan.taps.size).toBe(0);
  });

  it("[Equipment Pack Hobart's Funnies l.190; C421] pass-and-play hands the device to the side that chooses, both sides in turn; against the computer no hand-off", () => {
    expect(handoffFor(s, planTurn(s), { mode: 'pass-and-play' }, 'allies')).toEqual({ side: 'axis', reason: 'accessory' });
    const s1 = act(s, { type: 'chooseAccessory', unit: axis, accessory: 'avre' }).state;
    expect(handoffFor(s1, planTurn(s1), { mode: 'pass-and-play' }, 'axis')).toEqual({ side: 'allies', reason: 'accessory' });
    expect(GAME_TEXT.handoff.why.accessory).toBeTruthy();
    expect(handoffFor(s1, planTurn(s1), { mode: 'pass-and-play', computer: { axis: 'normal' } as never }, 'axis')).toBeNull();
  });

  it("[Equipment Pack Hobart's Funnies l.190] the log names the accessory to both players; the undecided unit's inspection says its owner will choose", () => {
    const s1 = act(s, { type: 'chooseAccessory', unit: axis, accessory: 'avre' }).state;
    const r = act(s1, { type: 'chooseAccessory', unit: allied, accessory: 'bridge-layer' });
    for (const viewer of ['axis', 'allies'] as const) expect(describeEvents(s1, r.state, r.events, viewer).map((l) => l.text).join(' ')).toMatch(/Allies fit their Churchill .* assault bridge/);
    const lines = inspectHex(s, hex(7, 11), 'allies')?.entries.flatMap((e) => e.lines.map((l) => l.text)) ?? [];
    expect(lines.join(' ')).toContain(RULES_TEXT.units.accessoryChoice);
  });
});
