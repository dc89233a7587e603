// The game screen's logic without a DOM: every legal action of random games is reachable by the gestures the
// screen offers (cards, hex taps after selecting a unit, buttons, choice lists, Recon's keep), and nothing else
// is offered; undo stops at dice and at the turn's end; pass-and-play hand-offs go where the hidden hands say.
import { describe, expect, it } from 'vitest';
import { actor, applyAction, cardType, DECK, hexKey, legalActions, newGame, type Action, type GameState } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { migrateExport } from '../../src/store/format';
import { replayRecord } from '../../src/game/replay';
import { planTurn, type TurnPlan } from '../../src/ui/game/controller';
import { GameSession } from '../../src/ui/game/session';
import type { GameSetup } from '../../src/ui/game/setup';
import { stateHash } from '../support/hash';

function setupFor(id: string, seed: string, mode: GameSetup['mode'] = 'open', options = {}): GameSetup {
  const scenario = getBuiltinScenario(id)!;
  return { scenario, seed, options, mode, players: { names: ['Ann', 'Bob'] }, match: [{ seats: { allies: 0, axis: 1 } }] };
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Every action the plan offers, whatever gesture produces it (units to select are followed one level down). */
function offered(state: GameState, plan: TurnPlan): Action[] {
  const out: Action[] = [];
  for (const list of plan.playable.values()) out.push(...list);
  for (const b of plan.buttons) out.push(b.action);
  for (const c of plan.keep ?? []) out.push({ type: 'keep', card: c });
  for (const tap of plan.taps.values()) {
    if (tap.kind === 'apply') out.push(...tap.choices.map((c) => c.action));
    else {
      const sub = planTurn(state, { unit: tap.unit, card: null });
      for (const t of sub.taps.values()) if (t.kind === 'apply') out.push(...t.choices.map((c) => c.action));
      for (const b of sub.buttons) out.push(b.action);
    }
  }
  // Infantry Assault's sections appear once the card is selected.
  for (const card of plan.playable.keys()) {
    const sub = planTurn(state, { unit: null, card });
    for (const b of sub.buttons) out.push(b.action);
  }
  const unique: Action[] = [];
  for (const a of out) if (!unique.some((u) => same(u, a))) unique.push(a);
  return unique;
}

/** Performs `action` with the screen's gestures only; throws if no gesture produces it. */
function perform(s: GameSession, action: Action): void {
  const plan = s.plan.value;
  if (action.type === 'play') {
    // Tap the card to read it; a card with one way to play is played by a second tap, Infantry Assault by the
    // section's button.
    s.tapCard(action.card);
    const b = s.plan.value.buttons.find((x) => same(x.action, action));
    if (!b) throw new Error('play not offered');
    if (b.id === 'play' && s.plan.value.buttons.length === 1) s.tapCard(action.card);
    else s.apply(b.action);
    return;
  }
  if (action.type === 'keep') {
    if (!plan.keep?.includes(action.card)) throw new Error('keep not offered');
    s.apply(action);
    return;
  }
  const button = plan.buttons.find((b) => same(b.action, action));
  if (button) return void s.apply(button.action);
  const unit = 'unit' in action ? action.unit : null;
  const hex =
    action.type === 'move' || action.type === 'retreat'
      ? action.to
      : action.type === 'battle' || action.type === 'target'
        ? action.target
        : null;
  if (unit !== null && action.type !== 'order') {
    const u = s.state.value.units[unit]!;
    s.tapHex(u);
  }
  if (action.type === 'order') {
    s.tapHex(s.state.value.units[action.unit]!);
    return;
  }
  if (action.type === 'removeWire') {
    const b = s.plan.value.buttons.find((x) => same(x.action, action));
    if (!b) throw new Error('removeWire not offered');
    s.apply(b.action);
    return;
  }
  if (!hex) throw new Error(`no gesture for ${JSON.stringify(action)}`);
  s.tapHex(hex);
  const choosing = s.choosing.value;
  if (choosing) {
    const c = choosing.choices.find((x) => same(x.action, action));
    if (!c) throw new Error('choice not offered');
    s.apply(c.action);
  }
}

describe('game screen logic', () => {
  it('offers exactly the legal actions, and each is reachable by its gestures (random games, every battle)', () => {
    let checked = 0;
    const played = new Set<string>();
    for (const sc of BUILTIN_SCENARIOS) {
      for (let g = 0; g < 2; g++) {
        const seed = `ui-${sc.id}-${g}`;
        const s = new GameSession(setupFor(sc.id, seed, g % 2 ? 'open' : 'pass-and-play', g === 1 ? { ambushAlwaysAsk: true } : {}));
        const rng = seedRng(`policy/${seed}`);
        let shadow = s.state.value;
        for (let i = 0; i < 3000 && !s.state.value.winner; i++) {
          const state = s.state.value;
          if (s.turnEnd.value) s.passDevice();
          if (s.handoff.value) s.acceptHandoff();
          const legal = legalActions(state);
          const plan = s.plan.value;
          const offers = offered(state, plan);
          expect(offers.length, `offers at ${i}`).toBe(legal.length);
          for (const a of legal) expect(offers.some((o) => same(o, a)), JSON.stringify(a)).toBe(true);
          const pick = legal[nextInt(rng, legal.length)]!;
          const r = applyAction(shadow, pick);
          expect(r.ok).toBe(true);
          shadow = (r as { state: GameState }).state;
          perform(s, pick);
          if (pick.type === 'play') played.add(cardType(pick.card));
          if (pick.type === 'ambush') played.add('ambush');
          expect(stateHash(s.state.value), `after ${JSON.stringify(pick)} at ${i}`).toBe(stateHash(shadow));
          checked++;
        }
        expect(s.state.value.winner).not.toBeNull();
        const file = JSON.parse(JSON.stringify(s.record())) as unknown;
        const replay = replayRecord(file as Parameters<typeof replayRecord>[0]);
        expect(replay.ok && stateHash(replay.state)).toBe(stateHash(s.state.value));
        // The file the game-over screen saves is the format the saved-games screen imports.
        expect(migrateExport(file).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Every card of the deck was played through the screen's gestures (Ambush as the defender's answer).
    expect([...new Set(DECK)].filter((t) => !played.has(t))).toEqual([]);
  }, 400_000); // About 40 s idle: a hang guard for a loaded machine.

  it('undo takes back orders and moves, never dice or the end of a turn', () => {
    const s = new GameSession(setupFor('sword-beach', 'undo-1'));
    const start = s.state.value;
    expect(s.canUndo.value).toBe(false);
    // Play the first card that orders something, then order and move.
    const play = legalActions(start).find((a) => a.type === 'play')!;
    s.apply(play);
    expect(s.canUndo.value).toBe(false); // a card on the table stays played
    let moved = false;
    for (let i = 0; i < 40 && !moved; i++) {
      const st = s.state.value;
      const legal = legalActions(st);
      const order = legal.find((a) => a.type === 'order');
      const move = legal.find((a) => a.type === 'move');
      const before = st;
      if (order) s.apply(order);
      else if (move) {
        s.apply(move);
        moved = true;
      } else s.apply(legal.find((a) => a.type === 'endOrders' || a.type === 'endMoves') ?? legal[0]!);
      if (s.state.value.turn.stage !== 'battle' && (order || move)) {
        expect(s.canUndo.value).toBe(true);
        s.undo();
        expect(s.state.value).toBe(before);
        s.apply((order ?? move)!);
      }
      if (s.state.value.turn.stage === 'battle') break;
    }
    // A battle rolls dice: no undo after it.
    const battle = legalActions(s.state.value).find((a) => a.type === 'battle');
    if (battle) {
      s.apply(battle);
      expect(s.canUndo.value).toBe(false);
    }
  });

  it('pass-and-play: the first hand-off goes to the side that starts; the defender answers a retreat without one', () => {
    const s = new GameSession(setupFor('sword-beach', 'handoff-1', 'pass-and-play'));
    const first = s.state.value.turn.side;
    expect(s.handoff.value).toEqual({ side: first, reason: 'turn' });
    expect(s.hand.value).toBeNull();
    s.acceptHandoff();
    expect(s.handoff.value).toBeNull();
    expect(s.hand.value).toBe(first);
    // Random play until a retreat decision by the other side appears: no hand-off, no hand shown.
    const rng = seedRng('handoff-policy');
    let sawRetreat = false;
    let sawTurnHandoff = false;
    for (let i = 0; i < 4000 && !s.state.value.winner; i++) {
      if (s.turnEnd.value) {
        // The side that played looks at its results: no hand shown, nothing to apply, then it passes the device.
        expect(s.hand.value).toBeNull();
        expect(s.handoff.value).toBeNull();
        s.passDevice();
      }
      const h = s.handoff.value;
      if (h) {
        if (h.reason === 'turn') sawTurnHandoff = true;
        expect(h.side).toBe(actor(s.state.value));
        expect(s.hand.value).toBeNull();
        s.acceptHandoff();
        continue;
      }
      const p = s.state.value.pending[0];
      if (p?.kind === 'retreat' && p.actor !== s.state.value.turn.side) {
        sawRetreat = true;
        expect(s.hand.value).toBeNull();
      } else {
        expect(s.hand.value).toBe(actor(s.state.value));
      }
      const legal = legalActions(s.state.value);
      s.apply(legal[nextInt(rng, legal.length)]!);
    }
    expect(sawTurnHandoff).toBe(true);
    expect(sawRetreat).toBe(true);
  });

  it('taps on hexes that mean nothing clear the selection and change nothing', () => {
    const s = new GameSession(setupFor('sword-beach', 'taps-1'));
    const before = s.state.value;
    s.tapHex({ row: 0, col: 0 });
    expect(s.state.value).toBe(before);
    expect(s.plan.value.taps.has(hexKey({ row: 0, col: 0 }))).toBe(false);
  });
});

describe('resume', () => {
  it('a resumed game replays its actions: same state, same log, undo still works', () => {
    const s = new GameSession(setupFor('sword-beach', 'resume-1'));
    const rng = seedRng('resume-policy');
    for (let i = 0; i < 80; i++) {
      const legal = legalActions(s.state.value);
      s.apply(legal[nextInt(rng, legal.length)]!);
    }
    const r = GameSession.resume(s.setup, { state: s.state.value, steps: s.record().steps });
    expect(stateHash(r.state.value)).toBe(stateHash(s.state.value));
    expect(r.log.value.map((l) => l.text)).toEqual(s.log.value.map((l) => l.text));
    expect(r.actionCount.value).toBe(80);
    expect(r.canUndo.value).toBe(s.canUndo.value);
    // With the store's replay trail (what SaveStore.load returns under the current rules): the same session,
    // without replaying the game a second time.
    let st = newGame(s.setup.scenario, { seed: s.setup.seed, options: s.setup.options });
    const trail = s.actions().map((action) => {
      const x = applyAction(st, action);
      if (!x.ok) throw new Error(x.error.message);
      st = x.state;
      return { events: x.events, after: x.state };
    });
    const t = GameSession.resume(s.setup, { state: s.state.value, steps: s.record().steps, trail });
    expect(stateHash(t.state.value)).toBe(stateHash(s.state.value));
    expect(t.log.value.map((l) => l.text)).toEqual(s.log.value.map((l) => l.text));
    expect(t.actionCount.value).toBe(80);
    expect(t.canUndo.value).toBe(s.canUndo.value);
  });

  it('a game whose actions do not replay here is taken from its saved state, without history', () => {
    const s = new GameSession(setupFor('sword-beach', 'resume-2'));
    for (let i = 0; i < 10; i++) s.apply(legalActions(s.state.value)[0]!);
    const foreign = [...s.actions(), { type: 'endBattles' } as Action];
    const r = GameSession.resume(s.setup, { state: s.state.value, steps: foreign.map((action) => ({ action, outcome: {} })) });
    expect(r.state.value).toBe(s.state.value);
    expect(r.actions()).toEqual(foreign);
    expect(r.canUndo.value).toBe(false);
  });
});
