/**
 * One game in progress on this device: the engine state, the actions played (the record), the selection, the
 * log, the last roll, undo, and who holds the device in pass-and-play. Signals, but no DOM: the game screen reads
 * them, tests/ui/session.test.ts drives them.
 *
 * Undo: an order or a move (and "done ordering/moving") may be taken back until something random or hidden
 * happens — dice, a card drawn — or the turn passes. The state is a value, so undo is just the previous state.
 */
import { batch, computed, signal } from '@preact/signals';
import { actor, applyAction, cardType, newGame, RULES_VERSION, type Action, type DieFace, type EndReason, type GameEvent, type GameState, type Side } from '../../engine';
import type { Autosaver } from '../../store/autosave';
import { EXPORT_FORMAT, EXPORT_VERSION, outcomeOf, type GameExport, type Outcome } from '../../game/record';
import { summaryOf } from '../../store/saves';
import { gameName } from '../app/gameName';
import { GAME_TEXT as T } from '../text/game';
import { LOG_TEXT } from '../text/log';
import { NET_TEXT } from '../text/net';
import { CARD_TEXT } from '../text/cards';
import { NO_SELECTION, planTurn, sightPlan, type PickChoice, type Selection, type TurnPlan } from './controller';
import { language } from '../i18n';
import { describeEvents, showHexes, type LogLine } from './log';
import type { Turn } from '../board/geometry';
import { buildRecap, unitsStillAble, type Recap, type TurnStep } from './recap';
export { unitsStillAble } from './recap';
import { RECAP_TEXT } from '../text/recap';
import { inspectHex, type HexInspection } from './inspect';
import { computerLevel, humanSide, type GameSetup } from './setup';
import type { ComputerPlayer } from './computer';
import { COMPUTER_TEXT } from '../text/computer';
import type { Highlight } from '../board/render';

interface Step {
  before: GameState;
  action: Action;
  events: GameEvent[];
  by: Side;
  logLength: number;
}

export interface Roll {
  /** Increases with every roll: restarts the dice animation. */
  key: number;
  faces: DieFace[];
  /** "Allied infantry fires on Axis armor with 3 dice." */
  title: string;
  /** "1 hit, 1 flag." */
  result: string;
}

export type HandoffReason = 'turn' | 'ambush' | 'keep' | 'back' | 'accessory';

export interface Handoff {
  side: Side;
  reason: HandoffReason;
}

const UNDOABLE: ReadonlySet<Action['type']> = new Set(['order', 'endOrders', 'move', 'endMoves']);
const HIDDEN_OR_RANDOM: ReadonlySet<GameEvent['type']> = new Set(['roll', 'drew', 'kept', 'shuffled', 'turn', 'gameOver', 'tookDiscard']);

/** The side whose hand may be on screen now, or null (pass-and-play while the other side answers, or game over). */
export function visibleHand(state: GameState, plan: TurnPlan, setup: Pick<GameSetup, 'mode' | 'net' | 'computer' | 'match'>, seat: Side | null): Side | null {
  if (state.winner) return null;
  // Against the computer: the human's hand, always; the computer's, never (two computers: nobody's).
  if (setup.computer) return humanSide(setup);
  if (setup.mode === 'network') return setup.net?.side ?? null;
  const who = actor(state);
  if (!who) return null;
  if (setup.mode === 'open') return plan.needsHand ? who : state.turn.side;
  return seat === who ? seat : null;
}

/**
 * Pass-and-play: the device must change hands before this decision when its side is not the one holding it and
 * either the decision needs that side's secret hand (a card to play, Ambush, Recon) or it is that side's turn.
 * A retreat chosen by the defender needs no hand-off: no secret is shown while they answer.
 */
export function handoffFor(state: GameState, plan: TurnPlan, setup: Pick<GameSetup, 'mode' | 'computer'>, seat: Side | null): Handoff | null {
  if (setup.mode !== 'pass-and-play' || setup.computer || state.winner) return null;
  const who = actor(state);
  if (!who || who === seat) return null;
  // funnies-choice: each side fits its own Churchills at game start, so the device goes to the side choosing.
  if (!plan.needsHand && who !== state.turn.side && plan.kind !== 'accessory') return null;
  const reason: HandoffReason =
    plan.kind === 'accessory' ? 'accessory' : plan.kind === 'ambush' ? 'ambush' : plan.kind === 'keep' || plan.kind === 'reconDiscard' ? 'keep' : plan.kind === 'play' ? 'turn' : 'back';
  return { side: who, reason };
}

/**
 * Where a two-phone game's actions go (src/ui/net/netPlay.ts): to the host's engine, or over the link to the host.
 * The result does not come back from `play`: it arrives as a step, through `GameSession.receive`.
 */
export interface Remote {
  /** The side this device plays. */
  readonly side: Side;
  play(action: Action): Promise<{ ok: true } | { ok: false; reason: string; detail: string }>;
}

/** A step of a two-phone game as this device may see it: the action, who took it, its events and the state after. */
export interface RemoteStep {
  action: Action;
  by: Side;
  events: GameEvent[];
  after: GameState;
  /** How many of the game's actions this step stands for (a guest's batch after a reconnection); 1 if absent. */
  count?: number;
}

/** The other side's decision: nothing to tap, no buttons; the prompt says who is deciding. */
export function waitingPlan(plan: TurnPlan, name: string, state?: GameState): TurnPlan {
  // Two phones: the other side's card (public once played) and the units it ordered are shown while it plays.
  const card = state && state.turn.side === plan.actor ? state.turn.card : null;
  const highlights: Highlight[] = [];
  if (state && card !== null) {
    state.turn.ordered.forEach((id, i) => {
      const u = state.units[id];
      if (u && u.figures > 0 && u.row >= 0) highlights.push({ hex: { row: u.row, col: u.col }, kind: 'trail', label: String(i + 1) });
    });
  }
  return {
    ...plan,
    prompt: card !== null ? NET_TEXT.waitingPlays(name, CARD_TEXT.name[cardType(card)], state!.turn.ordered.length) : NET_TEXT.waiting(name),
    highlights,
    taps: new Map(),
    buttons: [],
    playable: new Map(),
    keep: null,
    picks: [],
  };
}

/** The computer's decision: nothing to tap; the prompt says it is thinking, or which card it plays. */
export function computerPlan(plan: TurnPlan, name: string, state: GameState): TurnPlan {
  const waiting = waitingPlan(plan, name, state);
  const card = state.turn.side === plan.actor ? state.turn.card : null;
  return {
    ...waiting,
    prompt: card !== null ? COMPUTER_TEXT.plays(name) : COMPUTER_TEXT.thinking(name),
  };
}

/** The attacker's turn is over and it looks at its results before passing the device (pass-and-play). */
export interface TurnEnd {
  /** The side whose turn just ended (holding the device). */
  side: Side;
  /** The side to play next. */
  next: Side;
  /** The marks of the turn just played, shown on the board until the device is passed. */
  marks: Highlight[];
}

/** Hexes to mark after the other phone's step: where units moved from and to, and what was attacked. */
export function trailOf(events: readonly GameEvent[]): Highlight[] {
  const out: Highlight[] = [];
  for (const e of events) {
    if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
      out.push({ hex: e.from, kind: 'trail' }, { hex: e.to, kind: 'trail', label: '•' });
    } else if (e.type === 'battle') {
      out.push({ hex: e.from, kind: 'trail' }, { hex: e.at, kind: 'target', label: String(e.dice) });
    } else if (e.type === 'cardStrike') {
      out.push({ hex: e.at, kind: 'target', label: String(e.dice) });
    }
  }
  return out;
}

export class GameSession {
  readonly setup: GameSetup;
  readonly state;
  readonly selection = signal<Selection>(NO_SELECTION);
  /** Pass-and-play: the side holding the device (null until the first hand-off). */
  readonly seat = signal<Side | null>(null);
  readonly log = signal<LogLine[]>([]);
  readonly lastRoll = signal<Roll | null>(null);
  /** A long press: line of sight shown from a hex until the next tap. */
  readonly sight = signal<{ highlights: Highlight[]; text: string } | null>(null);
  /**
   * Hex inspection (docs/ui.md "Inspecting a hex"): while on, a tap on the board picks the hex to describe and
   * nothing else (no selection, no action); `inspected` is that hex (null until one is picked).
   */
  readonly inspecting = signal(false);
  readonly inspected = signal<{ row: number; col: number } | null>(null);
  /**
   * What the inspected hex holds, as the side whose hand may be on screen knows it (`hand`: a face-down minefield's
   * strength shows to the side that laid it only; nobody's when no hand is shown).
   */
  readonly inspection = computed<HexInspection | null>(() => {
    void language.value; // its words follow a language change
    const hex = this.inspected.value;
    return hex ? inspectHex(this.state.value, hex, this.hand.value, this.boardTurn.value) : null;
  });
  /**
   * The board's turn on screen (geometry.ts `Turn`), told by the game screen once a frame is drawn with it: the log,
   * the recap, the picks and the inspection name hexes as the board is seen (log.ts `showHexes`).
   */
  readonly boardTurn = signal<Turn>(0);
  /** A sentence with its hexes named as the board is seen now (log.ts `showHexes`). */
  seen(text: string): string {
    return showHexes(text, this.state.value.board.geometry, this.boardTurn.value);
  }
  /** Several actions share the tapped hex: the player picks one (e.g. retreat fully or hold). */
  readonly choosing = signal<{ hexKey: string; choices: { action: Action; label: string }[] } | null>(null);
  private readonly steps = signal<Step[]>([]);
  private lineNo = 0;

  /**
   * Pass-and-play: the turn has passed, but the side that played it still holds the device and sees its last dice
   * and results; the hand-off waits for its "Done: pass the device" (`passDevice`). Nothing is undone by it.
   */
  readonly turnEnd = signal<TurnEnd | null>(null);
  /** "End turn" was pressed with units still able to act: how many, until confirmed or taken back. */
  readonly confirmEnd = signal<{ units: number; fire: boolean; endsTurn: boolean } | null>(null);
  /** The other side's turn, to step through after a hand-off or when it arrives from the other phone. */
  readonly recap = signal<Recap | null>(null);
  readonly recapPage = signal(0);

  readonly plan = computed<TurnPlan>(() => {
    void language.value; // the prompt and button words follow a language change
    const end = this.turnEnd.value;
    if (end) {
      const plan = planTurn(this.state.value, NO_SELECTION);
      return { ...waitingPlan(plan, ''), actor: end.side, prompt: RECAP_TEXT.turnOver(this.nameOf(end.next)), highlights: end.marks, needsHand: false };
    }
    const plan = planTurn(this.state.value, this.selection.value);
    if (plan.actor !== null && computerLevel(this.setup, plan.actor)) return computerPlan(plan, this.nameOf(plan.actor), this.state.value);
    const net = this.setup.net;
    if (this.setup.mode !== 'network' || !net || plan.actor === null || plan.actor === net.side) return plan;
    return waitingPlan(plan, this.nameOf(plan.actor), this.state.value);
  });
  /** Two-phone games: the other phone's last step, marked on the board until this player taps. */
  readonly trail = signal<Highlight[]>([]);
  /** Two-phone games: why the last action was refused (shown until the next one). */
  readonly refusal = signal<string | null>(null);
  readonly handoff = computed<Handoff | null>(() =>
    this.turnEnd.value ? null : handoffFor(this.state.value, this.plan.value, this.setup, this.seat.value),
  );
  readonly hand = computed<Side | null>(() => (this.turnEnd.value ? null : visibleHand(this.state.value, this.plan.value, this.setup, this.seat.value)));
  readonly canUndo = computed<boolean>(() => {
    const steps = this.steps.value;
    const last = steps[steps.length - 1];
    const s = this.state.value;
    if (!last || s.winner || this.setup.mode === 'network') return false;
    if (!UNDOABLE.has(last.action.type) || last.by !== s.turn.side || s.pending.length > 0) return false;
    // The computer's steps are its own: the human takes back only theirs.
    if (computerLevel(this.setup, last.by)) return false;
    return !last.events.some((e) => HIDDEN_OR_RANDOM.has(e.type));
  });
  /** How the game was won when not by medals (sudden death, the deck ran out...): the last step's gameOver event. */
  endReason(): EndReason | undefined {
    const last = this.steps.value[this.steps.value.length - 1];
    const over = last?.events.find((e): e is Extract<GameEvent, { type: 'gameOver' }> => e.type === 'gameOver');
    return over?.reason;
  }
  readonly actionCount = computed(() => this.offset.value + this.prior.length + this.steps.value.length);
  /**
   * Two-phone guests: actions of the game this session does not hold one by one (those before it was opened, and
   * all but one of a batch shown as one step), so `actionCount` is the game's own count on both phones.
   */
  readonly offset = signal(0);
  /** An action's result is being saved: the screen waits (and ignores input) until the write is complete. */
  readonly busy = signal(false);
  /** Actions of a resumed game that could not be replayed here (other rules): kept for the record, no undo. */
  private prior: { action: Action; outcome: Outcome }[] = [];
  private onEvents: ((events: GameEvent[], state: GameState) => void) | undefined;
  /** Writes every action before its result is shown (absent: the game lives in memory only). */
  saver: Autosaver | null;
  /** Two-phone games: where this device's actions go (their results come back through `receive`). */
  remote: Remote | null = null;
  /** Two-phone games: the other phone's steps wait here to be shown one at a time, `pace` ms apart. */
  private incoming: RemoteStep[] = [];
  private shownAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Time between two of the other phone's steps on screen (0 in tests). */
  pace = 0;
  /** Games against the computer: the computer's player (src/ui/game/computer.ts), attached by the app. */
  computer: ComputerPlayer | null = null;

  /** `initial`: the state to start from (a two-phone guest's view); otherwise the scenario's, from the seed. */
  constructor(setup: GameSetup, onEvents?: (events: GameEvent[], state: GameState) => void, saver?: Autosaver | null, initial?: GameState) {
    this.setup = setup;
    this.state = signal<GameState>(initial ?? newGame(setup.scenario, { seed: setup.seed, options: setup.options }));
    this.onEvents = onEvents;
    this.saver = saver ?? null;
    const t = this.state.value.turn;
    this.pushLog([{ text: LOG_TEXT.turn(t.side, t.number), turn: true }]);
    // Against the computer the device is the human's from the start: their side at the bottom, no hand-off.
    const human = humanSide(setup);
    if (human) this.seat.value = human;
  }

  /**
   * A saved game, continued: its actions are replayed from the start (rebuilding the log and what undo needs) and
   * must arrive at the state the store loaded. If they cannot (a game played under other rules), the loaded state
   * is taken as it is, with no history before it. With `trail` (the store's own replay of the same actions, one
   * entry per step), its events and states are used instead of replaying the game a second time.
   */
  static resume(
    setup: GameSetup,
    loaded: {
      state: GameState;
      steps: readonly { action: Action; outcome: Outcome }[];
      trail?: readonly { events: GameEvent[]; after: GameState }[];
    },
    onEvents?: (events: GameEvent[], state: GameState) => void,
    saver?: Autosaver | null,
  ): GameSession {
    const s = new GameSession(setup, undefined, null);
    // Replayed in plain arrays and published once: no signal updates per action (resume speed, docs/benchmarks.md).
    let ok = true;
    let state = s.state.value;
    const steps: Step[] = [];
    const log = s.log.value.slice();
    const trail = loaded.trail?.length === loaded.steps.length ? loaded.trail : null;
    for (const [i, { action }] of loaded.steps.entries()) {
      const by = actor(state);
      const r = trail ? { ok: true as const, state: trail[i]!.after, events: trail[i]!.events } : applyAction(state, action);
      if (!r.ok || !by) {
        ok = false;
        break;
      }
      steps.push({ before: state, action, events: r.events, by, logLength: log.length });
      for (const l of describeEvents(state, r.state, r.events, null)) log.push({ n: ++s.lineNo, text: l.text, turn: l.turn });
      state = r.state;
    }
    if (ok) {
      batch(() => {
        s.steps.value = steps;
        s.state.value = state;
        s.log.value = log;
      });
    }
    if (!ok || JSON.stringify(s.state.value) !== JSON.stringify(loaded.state)) {
      batch(() => {
        s.steps.value = [];
        s.prior = loaded.steps.slice();
        s.state.value = loaded.state;
        s.log.value = [];
        s.pushLog([{ text: LOG_TEXT.turn(loaded.state.turn.side, loaded.state.turn.number), turn: true }]);
      });
    }
    batch(() => {
      s.lastRoll.value = null;
      s.selection.value = NO_SELECTION;
    });
    s.saver = saver ?? null;
    s.onEvents = onEvents;
    return s;
  }

  /** The actions played so far. */
  actions(): Action[] {
    return [...this.prior.map((p) => p.action), ...this.steps.value.map((s) => s.action)];
  }

  /** The game as a file (the save export format), whether or not it is saved. */
  record(now = Date.now()): GameExport {
    const h = this.saver?.header;
    const state = this.state.value;
    const steps = [...this.prior, ...this.steps.value.map((s) => ({ action: s.action, outcome: outcomeOf(s.events) }))];
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      header: {
        id: h?.id ?? 'unsaved',
        v: EXPORT_VERSION,
        name: h?.name ?? gameName(this.setup),
        createdAt: h?.createdAt ?? now,
        updatedAt: now,
        rulesVersion: h?.rulesVersion ?? RULES_VERSION,
        setup: this.setup,
        actionCount: steps.length,
        summary: summaryOf(state),
      },
      steps,
    };
  }


  /**
   * Applies a legal action; false (and nothing changes) if the engine refuses it or a save is under way. With a
   * saver, the result is shown once the action is written (or known not to be writable: the game goes on in
   * memory and the screen says it is not saved).
   */
  apply(action: Action): boolean {
    if (this.busy.value || this.turnEnd.value) return false;
    batch(() => {
      this.recap.value = null;
      this.confirmEnd.value = null;
    });
    if (this.remote) return this.send(action);
    const before = this.state.value;
    const by = actor(before);
    const r = applyAction(before, action);
    if (!r.ok || !by) return false;
    if (!this.saver) {
      this.commit(before, by, action, r.state, r.events);
      return true;
    }
    this.busy.value = true;
    const index = this.actionCount.value;
    void this.saver.record(index, action, r.events, r.state).finally(() => {
      this.busy.value = false;
      this.commit(before, by, action, r.state, r.events);
    });
    return true;
  }

  /**
   * A button of the plan pressed: "End turn" with units still able to act asks first (`confirmEnd`); anything else
   * (or End turn once confirmed) is applied.
   */
  press(action: Action): boolean {
    if (action.type === 'endBattles' && !this.confirmEnd.value) {
      const able = unitsStillAble(this.state.value);
      if (able.units > 0) {
        // Behind Enemy Lines: "Done battling" leads to the second move, not to the turn's end.
        this.confirmEnd.value = { ...able, endsTurn: this.state.value.turn.command?.type !== 'behind-enemy-lines' };
        return false;
      }
    }
    return this.apply(action);
  }

  /** End turn's question answered "keep playing". */
  cancelEnd(): void {
    this.confirmEnd.value = null;
  }

  /** The attacker has seen its results: the hand-off may come. */
  passDevice(): void {
    this.turnEnd.value = null;
  }

  /** The recap: another page (clamped), or closed. */
  recapTo(page: number): void {
    const r = this.recap.value;
    if (!r) return;
    if (page >= r.pages.length) {
      this.closeRecap();
      return;
    }
    this.recapPage.value = Math.max(0, page);
  }

  closeRecap(): void {
    batch(() => {
      this.recap.value = null;
      this.recapPage.value = 0;
    });
  }

  /**
   * The recap of the turn that ended with the last step, for `viewer`: the steps since the one before that ended a
   * turn (the whole of the other side's turn, as this session holds it).
   */
  private recapFor(viewer: Side, own = false): Recap | null {
    const steps = this.steps.value;
    const last = steps[steps.length - 1];
    if (!last || !last.events.some((e) => e.type === 'turn')) return null;
    let start = steps.length - 1;
    while (start > 0 && !steps[start - 1]!.events.some((e) => e.type === 'turn')) start--;
    const turn: TurnStep[] = [];
    for (let i = start; i < steps.length; i++) {
      turn.push({ before: steps[i]!.before, after: steps[i + 1]?.before ?? this.state.value, events: steps[i]!.events });
    }
    const t = last.before.turn;
    if (t.side === viewer && !own) return null;
    return buildRecap(turn, t.side, t.number, viewer);
  }

  private showRecap(viewer: Side): void {
    const r = this.recapFor(viewer);
    batch(() => {
      this.recap.value = r;
      this.recapPage.value = 0;
    });
  }

  /** Two-phone games: the action goes to the host; the screen waits for its step (or the refusal). */
  private send(action: Action): boolean {
    const remote = this.remote!;
    this.busy.value = true;
    this.refusal.value = null;
    void remote.play(action).then((r) => {
      if (!r.ok) this.refused(r.detail);
    });
    return true;
  }

  /** Two-phone games: the action was refused (by the host, or before it left); the player may act again. */
  refused(detail: string): void {
    batch(() => {
      this.busy.value = this.incoming.length > 0;
      this.refusal.value = detail;
    });
  }

  /**
   * Two-phone games: a step arrived (this player's own, or the other phone's). This player's own steps are shown at
   * once; the other phone's one at a time, `pace` ms apart, each marked on the board, so a burst (a reconnection)
   * can be followed. Input waits until all are shown.
   */
  receive(step: RemoteStep): void {
    this.incoming.push(step);
    this.busy.value = true;
    this.drain();
  }

  /** Stops showing queued steps later (the screen is closing). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.computer?.dispose();
    this.computer = null;
  }

  private drain(): void {
    if (this.timer) return;
    const local = this.setup.net?.side;
    while (this.incoming.length) {
      const next = this.incoming[0]!;
      const wait = next.by === local || this.pace <= 0 ? 0 : this.shownAt + this.pace - Date.now();
      if (wait > 0) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.drain();
        }, wait);
        return;
      }
      this.incoming.shift();
      const before = this.state.value;
      batch(() => {
        if ((next.count ?? 1) > 1) this.offset.value += next.count! - 1;
        this.commit(before, next.by, next.action, next.after, next.events);
      });
      this.trail.value = next.by === local ? [] : trailOf(next.events);
      // The other side's turn has ended and this side's begins: its recap (from the events as this side saw them).
      if (local && next.by !== local && next.events.some((e) => e.type === 'turn' && e.side === local) && !next.after.winner) this.showRecap(local);
      if (next.by !== local) this.shownAt = Date.now();
    }
    this.busy.value = false;
  }

  private nameOf(side: Side): string {
    const seats = this.setup.match[this.setup.match.length - 1]!.seats;
    return this.setup.players.names[seats[side]];
  }

  private commit(before: GameState, by: Side, action: Action, after: GameState, events: GameEvent[]): void {
    const r = { state: after, events };
    batch(() => {
      const logLength = this.log.value.length;
      this.steps.value = [...this.steps.value, { before, action, events: r.events, by, logLength }];
      this.state.value = r.state;
      this.selection.value = NO_SELECTION;
      this.sight.value = null;
      this.choosing.value = null;
      const roll = this.lastRoll.value;
      this.noteRoll(before, r.state, r.events);
      this.pushLog(describeEvents(before, r.state, r.events, this.setup.net?.side ?? null));
      this.confirmEnd.value = null;
      // Against the computer: its step stays marked on the board until the human taps; when its turn ends and the
      // human's begins, the recap of its turn (as after a hand-off) is there to page through.
      if (this.setup.computer && computerLevel(this.setup, by)) {
        this.trail.value = trailOf(r.events);
        const human = humanSide(this.setup);
        if (human && r.events.some((e) => e.type === 'turn' && e.side === human) && !r.state.winner) this.showRecap(human);
      }
      // Pass-and-play: the turn passed by the result of a battle, a move or an answer (not by the player's own End
      // turn): the side holding the device sees where it left things, and its last dice, before it passes it on.
      const seat = this.seat.value;
      const passed = r.events.some((e) => e.type === 'turn');
      if (this.setup.mode === 'pass-and-play' && !this.setup.computer && passed && !r.state.winner && action.type !== 'endBattles' && seat === before.turn.side && actor(r.state) !== seat) {
        // Its own turn's marks stay on the board (moves as arrows, targets, losses), as the recap draws them.
        const marks = this.recapFor(seat, true)?.pages[0]?.highlights ?? [];
        this.turnEnd.value = { side: seat, next: r.state.turn.side, marks };
        if (!this.lastRoll.value) this.lastRoll.value = roll;
      }
    });
    this.onEvents?.(r.events, r.state);
  }

  undo(): boolean {
    if (!this.canUndo.value || this.busy.value) return false;
    const steps = this.steps.value;
    const last = steps[steps.length - 1]!;
    void this.saver?.undo(this.actionCount.value - 1, last.before);
    batch(() => {
      this.steps.value = steps.slice(0, -1);
      this.state.value = last.before;
      this.log.value = this.log.value.slice(0, last.logLength);
      this.selection.value = NO_SELECTION;
      this.sight.value = null;
      this.choosing.value = null;
    });
    return true;
  }

  /** The next player took the device: at a turn's start, the recap of the other side's turn is shown. */
  acceptHandoff(): void {
    const h = this.handoff.value;
    if (h) batch(() => {
      this.seat.value = h.side;
      if (h.reason === 'turn') {
        this.showRecap(h.side);
        // The last roll is the other side's: the recap shows it in its place.
        this.lastRoll.value = null;
      }
      this.selection.value = NO_SELECTION;
      this.sight.value = null;
      this.inspecting.value = false;
      this.inspected.value = null;
    });
  }

  /** The inspect toggle: on (no hex yet) or off. */
  toggleInspect(): void {
    batch(() => {
      this.inspecting.value = !this.inspecting.value;
      this.inspected.value = null;
    });
  }

  /** Describe `hex` (turning inspection on): the selection and the plan stay as they are. */
  inspectHex(hex: { row: number; col: number }): void {
    batch(() => {
      this.inspecting.value = true;
      this.inspected.value = { row: hex.row, col: hex.col };
      this.sight.value = null;
    });
  }

  /** A tap on a hex: apply what it means, select, or clear. */
  tapHex(hex: { row: number; col: number }): void {
    if (this.inspecting.value) {
      this.inspectHex(hex);
      return;
    }
    if (this.turnEnd.value) return;
    // A tap on the board goes back to play: the recap and End turn's question close.
    batch(() => {
      this.recap.value = null;
      this.confirmEnd.value = null;
    });
    const plan = this.plan.value;
    this.sight.value = null;
    this.trail.value = [];
    this.choosing.value = null;
    const key = `${hex.row},${hex.col}`;
    const tap = plan.taps.get(key);
    if (tap?.kind === 'apply') {
      if (tap.choices.length === 1) this.apply(tap.choices[0]!.action);
      else this.choosing.value = { hexKey: key, choices: tap.choices };
      return;
    }
    if (tap?.kind === 'select') {
      this.selection.value = { unit: tap.unit, card: null };
      return;
    }
    this.selection.value = { ...plan.selection, unit: null };
  }

  /** A choice taken by its words (a decision's button or the list of choices): what a tap on its hex would do. */
  pick(p: PickChoice): void {
    if (this.turnEnd.value) return;
    batch(() => {
      this.recap.value = null;
      this.confirmEnd.value = null;
      this.sight.value = null;
      this.trail.value = [];
      this.choosing.value = null;
    });
    if ('select' in p) this.selection.value = { unit: p.select, card: null };
    else this.apply(p.action);
  }

  longPressHex(hex: { row: number; col: number }): void {
    const s = this.state.value;
    const { highlights, inSight } = sightPlan(s, hex);
    this.sight.value = { highlights, text: T.info.sight(inSight) };
  }

  /** A tap on a card of the hand: select it, or play it when it is already selected and has one way to play. */
  tapCard(card: number): void {
    this.recap.value = null;
    const plan = this.plan.value;
    const actions = plan.playable.get(card);
    if (!actions) {
      this.selection.value = { unit: null, card };
      return;
    }
    if (plan.selection.card === card && actions.length === 1) {
      this.apply(actions[0]!);
      return;
    }
    this.selection.value = { unit: null, card };
  }

  private noteRoll(before: GameState, after: GameState, events: readonly GameEvent[]): void {
    let title = '';
    let faces: DieFace[] | null = null;
    let hits = 0;
    let flags = 0;
    for (const e of events) {
      if (e.type === 'battle' || e.type === 'cardStrike' || e.type === 'played' || e.type === 'ordered') {
        const line = describeEvents(before, after, [e], null)[0];
        if (line && faces === null) title = line.text;
      }
      if (e.type === 'roll' && faces === null) faces = e.faces.slice();
      if (e.type === 'hits' && faces !== null) {
        hits += e.hits;
        flags += e.flags;
      }
    }
    if (!faces) {
      // The roll stays on screen while its consequences are decided (retreat, Take Ground), then goes.
      this.lastRoll.value = null;
      return;
    }
    const prev = this.lastRoll.value;
    this.lastRoll.value = { key: (prev?.key ?? 0) + 1, faces, title, result: T.rollResult(hits, flags) };
  }

  private pushLog(lines: readonly { text: string; turn: boolean }[]): void {
    if (!lines.length) return;
    this.log.value = [...this.log.value, ...lines.map((l) => ({ n: ++this.lineNo, text: l.text, turn: l.turn }))];
  }
}
