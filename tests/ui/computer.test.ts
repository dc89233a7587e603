// A game against the computer (issue 18 scope 3), without a DOM or a Worker: the turn loop asks the AI for each of
// the computer's actions with its player view only and applies it through the session; the pause between steps comes
// from an injected scheduler (no clock in these tests); the human's decisions are left to the human; no hand-off;
// the hint; leaving and resuming continues the computer's turn.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, type Action } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { validateScenario } from '../../src/scenario/validate';
import { actionHighlights, ComputerPlayer, hintText, PACE_MS, WARM_CHUNKS, type Scheduler } from '../../src/ui/game/computer';
import { GameSession } from '../../src/ui/game/session';
import { computerLevel, humanSide, type GameSetup } from '../../src/ui/game/setup';
import { localClient } from '../support/aiLocal';

const SHORT = (() => {
  const r = validateScenario(JSON.parse(readFileSync(new URL('../fixtures/short-battle.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error('short battle');
  return r.scenario;
})();

function setup(computer: GameSetup['computer'], seed = 'vs-computer', scenario = SHORT): GameSetup {
  return { scenario, seed, options: {}, mode: 'pass-and-play', players: { names: ['Ann', 'Computer'] }, match: [{ seats: { allies: 0, axis: 1 } }], ...(computer ? { computer } : {}) };
}

/** Resolves every pause at once, noting how long it was asked to be. */
function instant(): Scheduler & { asked: number[] } {
  const asked: number[] = [];
  return { asked, wait: (ms) => (asked.push(ms), Promise.resolve()) };
}

/** Pauses that end only when the test releases them. */
function manual(): Scheduler & { asked: number[]; release(): void } {
  const asked: number[] = [];
  const open: (() => void)[] = [];
  return {
    asked,
    wait: (ms) => (asked.push(ms), new Promise<void>((r) => open.push(r))),
    release: () => open.splice(0).forEach((r) => r()),
  };
}

/** Lets the loop's promises run (the local client answers at once). */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('the computer player', () => {
  it('plays every one of its decisions from its own view, and never a human\'s; no hand-off, the human\'s hand always shown', async () => {
    const s = new GameSession(setup([null, 'easy']));
    const client = localClient();
    s.computer = new ComputerPlayer(s, client, instant());
    expect(humanSide(s.setup)).toBe('allies');
    expect(s.seat.value).toBe('allies');
    const rng = seedRng('human');
    for (let guard = 0; guard < 3000 && !s.state.value.winner; guard++) {
      await settle();
      expect(s.handoff.value).toBeNull();
      if (s.state.value.winner) break;
      const who = actor(s.state.value)!;
      if (who === 'axis') continue; // the computer's step under way
      expect(s.hand.value).toBe('allies');
      const before = client.requests.length;
      const legal = legalActions(s.state.value);
      expect(s.apply(legal[nextInt(rng, legal.length)]!)).toBe(true);
      expect(client.requests.length).toBeGreaterThanOrEqual(before);
    }
    expect(s.state.value.winner).not.toBeNull();
    expect(client.requests.length).toBeGreaterThan(0);
    for (const r of client.requests) {
      expect(r.view.viewer).toBe('axis');
      expect(r.level).toBe('easy');
      expect(r.view).not.toHaveProperty('rng');
      expect(r.view.cards).not.toHaveProperty('hands');
      expect(r.seed).toMatch(/^vs-computer\/\d+$/);
    }
    // One warm-up for the whole game, asked at the human's first decision, from the computer's view (docs/ai.md
    // "Warming up").
    expect(client.warms.length).toBe(1);
    expect(client.warms[0]!.view.viewer).toBe('axis');
    expect(client.warms[0]!.view.turn.number).toBe(1);
    expect(client.warms[0]!.view).not.toHaveProperty('rng');
    expect([client.warms[0]!.level, client.warms[0]!.chunks]).toEqual(['easy', WARM_CHUNKS.easy]);
    // Every computer step went through the session, so it is in the record like a human's.
    const axisSteps = s.actions().length;
    expect(axisSteps).toBeGreaterThan(client.requests.length);
    s.dispose();
  });

  it('waits the pace between its steps (longer after a roll), faster on request, and skip ends the pause and the rest of its turn\'s', async () => {
    // The Axis moves first in this copy of the battle: the computer acts at once.
    const s = new GameSession(setup(['easy', null], 'pace'));
    const sched = manual();
    const client = localClient();
    const cp = new ComputerPlayer(s, client, sched);
    s.computer = cp;
    expect(computerLevel(s.setup, 'allies')).toBe('easy');
    expect(s.hand.value).toBe('axis');
    // Allies move first: the computer is to play.
    expect(actor(s.state.value)).toBe('allies');
    await settle();
    expect(cp.thinking.value).toBe(true);
    expect(sched.asked).toEqual([PACE_MS.normal.step]);
    expect(s.actions()).toHaveLength(0); // decided, but still pausing
    expect(s.plan.value.buttons).toEqual([]); // nothing for the human to press while the computer plays
    expect(s.plan.value.taps.size).toBe(0);
    cp.togglePace();
    sched.release();
    await settle();
    expect(s.actions()).toHaveLength(1);
    expect(sched.asked.at(-1)).toBe(PACE_MS.fast.step);
    cp.skip();
    await settle();
    // The rest of the computer's turn runs without asking for pauses.
    const asked = sched.asked.length;
    await settle();
    expect(sched.asked.length).toBe(asked);
    expect(actor(s.state.value) === 'axis' || s.state.value.winner !== null).toBe(true);
    expect(cp.skipping.value).toBe(false); // skip lasts one turn
    // Its turn is over: the recap of it is there for the human, its last step marked.
    if (!s.state.value.winner) expect(s.recap.value).not.toBeNull();
    s.dispose();
  });

  it('a decision of the human\'s inside the computer\'s turn waits for the human', async () => {
    // Random play of a built-in battle with the Axis as computer until the computer's turn puts a decision to the
    // Allies (a retreat, an Ambush...): the loop stops there and asks nothing until the human answers.
    const s = new GameSession(setup([null, 'easy'], 'vs-computer'));
    const client = localClient();
    s.computer = new ComputerPlayer(s, client, instant());
    const rng = seedRng('human');
    let found = false;
    for (let guard = 0; guard < 600 && !s.state.value.winner && !found; guard++) {
      await settle();
      const st = s.state.value;
      if (st.winner) break;
      const who = actor(st)!;
      if (who === 'axis') continue;
      if (st.turn.side === 'axis') {
        found = true;
        const n = client.requests.length;
        await settle();
        expect(client.requests.length).toBe(n);
        expect(s.plan.value.actor).toBe('allies');
        break;
      }
      const legal = legalActions(st);
      s.apply(legal[nextInt(rng, legal.length)]!);
    }
    expect(found).toBe(true);
    s.dispose();
  });

  it('the human cannot undo the computer\'s steps', async () => {
    const s = new GameSession(setup(['easy', null], 'undo'));
    s.computer = new ComputerPlayer(s, localClient(), instant());
    await settle();
    expect(s.actions().length).toBeGreaterThan(0);
    expect(s.canUndo.value).toBe(false);
    s.dispose();
  });

  it('the hint: the human\'s decision as Hard would take it (HINT_LEVEL), from the human\'s view; a card is selected in the hand', async () => {
    const s = new GameSession(setup([null, 'easy'], 'hint'));
    const client = localClient();
    const cp = new ComputerPlayer(s, client, instant());
    s.computer = cp;
    await cp.askHint();
    const hint = cp.hint.value!;
    expect(hint.action).not.toBeNull();
    expect(client.requests.at(-1)!.level).toBe('hard');
    expect(client.requests.at(-1)!.view.viewer).toBe('allies');
    expect(legalActions(s.state.value).some((a) => JSON.stringify(a) === JSON.stringify(hint.action))).toBe(true);
    expect(hint.action!.type).toBe('play');
    expect(s.selection.value.card).toBe((hint.action as Extract<Action, { type: 'play' }>).card);
    expect(hint.text.length).toBeGreaterThan(0);
    // The hint goes with the next action.
    s.apply(hint.action!);
    await settle();
    expect(cp.hint.value).toBeNull();
    s.dispose();
  });

  it('leave and resume: a game left during the computer\'s turn goes on from where it was', async () => {
    const st = setup(['easy', null], 'resume');
    const s = new GameSession(st);
    const sched = manual();
    s.computer = new ComputerPlayer(s, localClient(), sched);
    await settle();
    sched.release();
    await settle();
    const played = s.actions();
    expect(played.length).toBe(1);
    s.dispose(); // left mid-turn (the computer's pause under way)
    // Replayed from its record, as the store loads it.
    let state = new GameSession(st).state.value;
    const steps = played.map((action) => {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error('replay');
      state = r.state;
      return { action, outcome: {} };
    });
    const again = GameSession.resume(st, { state, steps });
    expect(again.seat.value).toBe('axis');
    again.computer = new ComputerPlayer(again, localClient(), instant());
    await settle();
    expect(again.actions().length).toBeGreaterThan(1);
    again.dispose();
  });

  it('no rehearsal once the computer has decided: a computer that moves first warms its Worker by its own turn', async () => {
    let checked = 0;
    for (let k = 0; k < 6 && checked < 2; k++) {
      const s = new GameSession(setup(['easy', null], `first-${k}`));
      const client = localClient();
      s.computer = new ComputerPlayer(s, client, instant());
      await settle();
      // The short battle may end in the computer's first turn; only a game where the human is then to act counts.
      if (actor(s.state.value) === 'axis') {
        expect(client.requests.length).toBeGreaterThan(0);
        expect(client.warms.length).toBe(0);
        checked++;
      }
      s.dispose();
    }
    expect(checked).toBe(2);
  });

  it('the hint marks where an action acts: a move as an arrow to its hex, a battle on its target', () => {
    const s = new GameSession(setup(undefined, 'marks'));
    const st = s.state.value;
    const unit = st.units.findIndex((u) => u.side === 'allies' && u.row >= 0);
    const u = st.units[unit]!;
    const to = { row: u.row - 1, col: u.col + 1 };
    expect(actionHighlights(st, { type: 'move', unit, to })).toEqual([
      { hex: { row: u.row, col: u.col }, kind: 'selected' },
      { hex: { row: u.row, col: u.col }, kind: 'path', to },
      { hex: to, kind: 'cursor' },
    ]);
    expect(actionHighlights(st, { type: 'battle', unit, target: to })[1]).toEqual({ hex: to, kind: 'target', label: '?' });
    expect(actionHighlights(st, { type: 'endMoves' })).toEqual([]);
    expect(hintText(st, { type: 'play', card: st.cards.hands.allies[0]! })).toMatch(/^The computer would: play /);
  });

  it('games between humans are unchanged: no computer field, hand-offs as before', () => {
    const s = new GameSession(setup(undefined));
    expect(s.setup).not.toHaveProperty('computer');
    expect(s.seat.value).toBeNull();
    expect(s.handoff.value).not.toBeNull();
  });
});
