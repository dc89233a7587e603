/**
 * The guest's phone: it never holds the whole game. It joins with the host's code, contributes its share of the
 * seed only after the host has committed to its own, sends its player's actions, and keeps what the host sends:
 * each step as it may see it and its player view. Every state it is shown is fingerprinted; when the game ends the
 * host reveals its secret and the guest replays the whole game to check it (fairness.ts).
 *
 * Steps arrive in order or not at all: a gap (lost or reordered message) or a new connection makes the guest ask
 * for everything after the last state it holds. Like the host it keeps no timer; the screen calls `poke()`.
 */
import { newGame, RULES_VERSION, type Action, type PlayerView, type Side } from '../engine';
import { validateScenario } from '../scenario/validate';
import {
  canonicalJson,
  contributionOf,
  cryptoRandom,
  randomHex,
  verifyGame,
  viewHash,
  type RandomSource,
  type Verification,
} from './fairness';
import type { NetResult } from './host';
import { NetLog, type NetEvent, type Phase } from './log';
import { decode, encode, PROTOCOL_VERSION, type Message, type MessageOf, type PublicSetup, type RejectReason, type WireStep } from './protocol';
import type { Transport } from './transport';
import { viewActor, viewLegalActions } from './view';

export interface GuestConfig {
  /** The join code the host shows. */
  code: string;
  /** Known when joining from a link; null when only the code was typed. */
  gameId?: string | null;
  name: string;
  random?: RandomSource;
}

/** Everything the guest keeps across a restart (its own save of the game). Plain JSON. */
export interface GuestSave {
  v: 1;
  phase: Phase;
  gameId: string | null;
  code: string;
  /** Chosen by this device at its first join: the host recognises the returning guest by it. */
  token: string;
  /** Never sent: this device's share of the seed is derived from it and the host's commitment (see contributionOf). */
  key: string;
  name: string;
  commitment: string | null;
  setup: PublicSetup | null;
  side: Side | null;
  /** This device's share of the seed, made after the commitment arrived. */
  contribution: string | null;
  steps: WireStep[];
  /** viewHash of each state shown, by index. */
  viewHashes: Record<string, string>;
  view: PlayerView | null;
  verification: Verification | null;
}

/** Unanswered pokes after which the connection is taken for dead (pokes come every few seconds). */
export const SILENT_POKES = 2;
/**
 * Pokes on an open connection, after a view that says the game is over, without the host's reveal: then the guest
 * stops waiting and says the game cannot be checked (a host whose game is really over sends its reveal at once, and
 * again at every resync and at each of its own pokes).
 */
export const REVEAL_POKES = 5;

/**
 * Errors from the host that end this device's part in the game, while it has never been seated. A device the host
 * has seated (it holds the host's commitment) is past them: the same error then comes from whoever answers at the
 * host's id (an impostor who knows the code, or the host's phone on another version for now), never from the host
 * of this game, so it is a failed connection: told, closed, and dialled again (see `notTheHost`).
 */
const FINAL: ReadonlySet<RejectReason> = new Set(['game-full', 'bad-code', 'wrong-game', 'version-mismatch', 'rules-mismatch']);
/** Errors from the host that answer this device's last action. */
const ACTION_REFUSED: ReadonlySet<RejectReason> = new Set(['out-of-turn', 'illegal-action', 'wrong-index', 'not-started']);

export class Guest {
  readonly log = new NetLog();
  private s: GuestSave;
  private conn: Transport | null = null;
  private told = new Set<RejectReason>();
  /** The host answered our join on the current connection (a commit came back). */
  private seated = false;
  /** The current connection opened. */
  private open = false;
  /** Pokes since the host last said anything on this connection (see `poke`). */
  private silent = 0;
  /** Pokes while waiting for the reveal (see REVEAL_POKES). */
  private revealPokes = 0;
  /** The board geometry of this game's scenario, as canonical JSON (views must have it). */
  private geometry: string | null = null;
  /** The action sent and not yet answered. */
  private outbox: { index: number; action: Action } | null = null;
  private chain: Promise<void> = Promise.resolve();

  /**
   * Called (and awaited) after every change worth keeping, before anything that depends on it is sent: the join's
   * answer, each step before its ack, the verdict. The app saves `save()` here; it should not throw (a message not
   * sent because it did is sent again by the next poke).
   */
  persist: (() => Promise<void>) | null = null;

  private constructor(save: GuestSave) {
    this.s = save;
  }

  static create(cfg: GuestConfig): Guest {
    const random = cfg.random ?? cryptoRandom;
    return new Guest({
      v: 1,
      phase: 'joining',
      gameId: cfg.gameId ?? null,
      code: cfg.code,
      token: randomHex(random, 16),
      key: randomHex(random, 32),
      name: cfg.name,
      commitment: null,
      setup: null,
      side: null,
      contribution: null,
      steps: [],
      viewHashes: {},
      view: null,
      verification: null,
    });
  }

  /** The guest from its save (its connection is made again with `attach`). */
  static resume(save: GuestSave): Guest {
    return new Guest(JSON.parse(JSON.stringify(save)) as GuestSave);
  }

  /** A copy to save. */
  save(): GuestSave {
    return JSON.parse(JSON.stringify(this.s)) as GuestSave;
  }

  get phase(): Phase {
    return this.s.phase;
  }

  get side(): Side | null {
    return this.s.side;
  }

  get view(): PlayerView | null {
    return this.s.view;
  }

  get steps(): readonly WireStep[] {
    return this.s.steps;
  }

  get gameId(): string | null {
    return this.s.gameId;
  }

  get setup(): PublicSetup | null {
    return this.s.setup;
  }

  get verification(): Verification | null {
    return this.s.verification;
  }

  /** The state this guest holds (number of actions), -1 before the first. */
  get index(): number {
    return this.s.view ? this.s.steps.length : -1;
  }

  /** An action has been sent and its answer is awaited. */
  get waiting(): boolean {
    return this.outbox !== null;
  }

  get connected(): boolean {
    return this.conn !== null;
  }

  on(listener: (e: NetEvent) => void): () => void {
    return this.log.on(listener);
  }

  idle(): Promise<void> {
    return this.chain;
  }

  /** A (new) connection to the host: hello, then join (or rejoin with this device's token). */
  attach(t: Transport): void {
    if (this.conn && this.conn !== t) this.conn.close();
    this.conn = t;
    this.told = new Set();
    this.seated = false;
    this.open = false;
    this.silent = 0;
    t.onMessage((data) => {
      if (this.conn === t) this.silent = 0;
      return this.serial(() => this.receive(t, data));
    });
    t.onClose(() => {
      if (this.conn !== t) return;
      this.conn = null;
      this.log.add('notice', 'disconnected', 'the connection to the host closed');
      this.log.emit({ type: 'connection', connected: false });
    });
    t.onOpen(() => {
      if (this.conn === t) this.open = true;
      this.log.emit({ type: 'connection', connected: true });
      if (this.s.phase !== 'refused') this.greet();
    });
  }

  /** This player's action: sent to the host, which answers with the new state (or a refusal). */
  play(action: Action): Promise<NetResult> {
    return this.serial(async () => {
      const view = this.s.view;
      if (this.s.phase !== 'playing' || !view) return this.refuse('not-started', 'the game is not under way', action.type);
      if (this.outbox) return this.refuse('busy', 'the previous action is still on its way', action.type);
      if (viewActor(view) !== this.s.side) return this.refuse('out-of-turn', 'it is not this player\'s turn', action.type);
      const text = canonicalJson(action);
      if (!viewLegalActions(view).some((a) => canonicalJson(a) === text)) {
        return this.refuse('illegal-action', `${action.type} is not allowed now`, action.type);
      }
      this.outbox = { index: this.index, action };
      this.send({ t: 'action', index: this.index, action });
      return { ok: true };
    });
  }

  /**
   * Asks again for what may have been lost: the join, the contribution, the answer to an action, newer steps. Each
   * poke is answered; a connection that stayed silent through SILENT_POKES of them is dead even if it never said
   * so (the host's page was closed, its phone lost the network): it is closed, and the link dials again.
   */
  poke(): void {
    const t = this.conn;
    if (t && this.open && this.s.phase !== 'over' && this.s.phase !== 'refused' && this.s.phase !== 'failed') {
      if (this.silent >= SILENT_POKES) {
        this.log.add('notice', 'disconnected', `no answer from the host to ${this.silent} requests: connecting again`);
        t.close();
        return;
      }
      this.silent++;
      if (this.s.phase === 'revealing' && this.seated && ++this.revealPokes > REVEAL_POKES) {
        void this.serial(() => this.problem('not-revealed', `the host's view says the game is over, but no reveal came after ${REVEAL_POKES} requests`, 'failed'));
        return;
      }
    }
    void this.serial(async () => {
      if (!this.conn) return;
      const s = this.s;
      if (s.phase === 'joining' || !this.seated) this.greet();
      else if (s.phase === 'seeding') {
        if (s.commitment && s.contribution && s.gameId) this.send({ t: 'contribute', gameId: s.gameId, contribution: s.contribution });
        else this.greet();
      } else if (s.phase === 'playing' || s.phase === 'revealing') {
        if (this.outbox) this.send({ t: 'action', index: this.outbox.index, action: this.outbox.action });
        else this.send({ t: 'resync', from: Math.max(this.index, 0) });
      }
    });
  }

  /** Says goodbye for now (the game stays saved on both phones). */
  leave(): void {
    this.send({ t: 'bye', reason: 'leaving' });
    this.conn?.close();
  }

  // -------------------------------------------------------------------------------------------------------------

  /**
   * Runs one handler after the previous ones, in order. Never rejects: an exception (a bug, or a persist hook that
   * threw) is logged and reported as a refusal, and the next message is handled as usual.
   */
  private serial<T>(fn: () => Promise<T>): Promise<T | NetResult> {
    const p = this.chain.then(fn).catch((e: unknown): NetResult => {
      const detail = `internal error: ${e instanceof Error ? e.message : String(e)}`;
      this.log.add('notice', 'unexpected', detail);
      return { ok: false, reason: 'unexpected', detail };
    });
    this.chain = p.then(() => undefined);
    return p;
  }

  private send(msg: Message): void {
    this.conn?.send(encode(msg));
  }

  private greet(): void {
    const s = this.s;
    this.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    this.send({ t: 'join', gameId: s.gameId, code: s.code, token: s.token, name: s.name });
  }

  private setPhase(phase: Phase): void {
    if (this.s.phase === phase) return;
    this.s.phase = phase;
    this.log.emit({ type: 'phase', phase });
  }

  /** Logs a refusal; `tell` sends it to the host too. */
  private refuse(reason: RejectReason, detail: string, msg?: string, tell = false): NetResult {
    this.log.add('rejected', reason, detail, msg);
    if (tell) this.send({ t: 'error', reason, detail });
    return { ok: false, reason, detail };
  }

  /** Something the player must be told about (and, with a phase, the game stops for this device). */
  private async problem(reason: RejectReason, detail: string, phase: Phase | null): Promise<NetResult> {
    this.log.emit({ type: 'problem', reason, detail });
    if (phase) this.setPhase(phase);
    await this.persisted();
    return { ok: false, reason, detail };
  }

  private async persisted(): Promise<void> {
    if (this.persist) await this.persist();
  }

  private async receive(t: Transport, data: unknown): Promise<NetResult> {
    if (t !== this.conn) return { ok: false, reason: 'unexpected', detail: 'an old connection' };
    const d = decode(data);
    if (!d.ok) {
      this.log.add('rejected', d.reason, d.detail);
      if (!this.told.has(d.reason) && d.t !== 'error') {
        this.told.add(d.reason);
        this.send({ t: 'error', reason: d.reason, detail: d.detail, ...(d.reason === 'version-mismatch' ? { version: PROTOCOL_VERSION } : {}) });
      }
      // A step or view that does not even have the shape of one: a protocol fault the player is told of.
      if (d.reason === 'invalid-message' && (d.t === 'state' || d.t === 'sync')) {
        this.log.add('rejected', 'bad-step', d.detail, d.t);
        return this.problem('bad-step', d.detail, null);
      }
      if (d.reason === 'version-mismatch') {
        if (this.wasSeated) return this.notTheHost(t, d.reason, `a message of protocol ${d.version ?? '?'}, this app speaks ${PROTOCOL_VERSION}`);
        return this.problem('version-mismatch', `the other phone speaks protocol ${d.version ?? '?'}, this one ${PROTOCOL_VERSION}`, 'refused');
      }
      return { ok: false, reason: d.reason, detail: d.detail };
    }
    const m = d.msg;
    if (this.s.phase === 'refused' && m.t !== 'error') return this.refuse('unexpected', 'this device is out of the game', m.t);
    switch (m.t) {
      case 'hello':
        if (m.role !== 'host') return this.refuse('unexpected', 'two guests', m.t, true);
        if (m.rules !== RULES_VERSION) {
          this.refuse('rules-mismatch', `rules ${m.rules}, this app plays ${RULES_VERSION}`, m.t, true);
          if (this.wasSeated) return this.notTheHost(t, 'rules-mismatch', `the answer plays rules ${m.rules}`);
          return this.problem('rules-mismatch', `the host plays rules ${m.rules}`, 'refused');
        }
        return { ok: true };
      case 'commit':
        return this.commit(m);
      case 'state':
        return this.state(m);
      case 'sync':
        return this.sync(m);
      case 'reveal':
        return this.reveal(m);
      case 'error':
        return this.peerError(t, m);
      case 'bye':
        this.log.add('notice', 'left', 'the host left for now');
        return { ok: true };
      default:
        return this.refuse('unexpected', `a host does not send ${m.t}`, m.t, true);
    }
  }

  private async commit(m: MessageOf<'commit'>): Promise<NetResult> {
    const s = this.s;
    if (s.gameId !== null && m.gameId !== s.gameId) return this.refuse('wrong-game', 'another game', m.t, true);
    if (s.commitment !== null && m.commitment !== s.commitment) {
      this.refuse('commitment-changed', 'the host\'s commitment for this game changed', m.t, true);
      return this.problem('commitment-changed', 'the host started this game over with new dice and cards', 'refused');
    }
    const sc = validateScenario(m.setup.scenario);
    if (!sc.ok) return this.refuse('invalid-message', `setup.scenario: ${sc.problems[0]?.message ?? 'invalid'}`, m.t, true);
    if (s.side !== null && m.guestSide !== s.side) return this.refuse('invalid-message', 'the guest\'s side changed', m.t, true);
    this.seated = true;
    s.gameId = m.gameId;
    s.commitment = m.commitment;
    s.setup = m.setup;
    s.side = m.guestSide;
    // Made only now, after the commitment (the host's secret was fixed without knowing it), and made again the same
    // if this device lost it in a crash: the host, which refuses a second contribution, gets the same one.
    if (s.contribution === null) s.contribution = await contributionOf(s.key, m.commitment);
    if (s.phase === 'joining') this.setPhase(s.view ? (s.view.winner ? 'revealing' : 'playing') : 'seeding');
    await this.persisted();
    if (!s.view) this.send({ t: 'contribute', gameId: s.gameId, contribution: s.contribution! });
    else if (this.outbox) this.send({ t: 'action', index: this.outbox.index, action: this.outbox.action });
    else this.send({ t: 'resync', from: this.index });
    return { ok: true };
  }

  /**
   * Checks a view (and the new steps that lead to it) before it is taken: it belongs to this guest, has this game's
   * board, can be read by the screen (who acts, this player's legal actions), and a winner comes with the step
   * that ended the game. Anything else is a protocol fault: refused, and the player told.
   */
  private badView(view: PlayerView, steps: readonly WireStep[]): string | null {
    if (view.viewer !== this.s.side) return `a view for ${view.viewer}`;
    if (view.rulesVersion !== RULES_VERSION) return `a view under rules ${view.rulesVersion}`;
    const setup = this.s.setup!;
    this.geometry ??= canonicalJson(newGame(setup.scenario, { seed: 'geometry', options: setup.options }).board.geometry);
    if (canonicalJson(view.board.geometry) !== this.geometry) return 'a view of another board';
    const g = view.board.geometry;
    if (view.board.cells.length !== g.rows * g.cols) return `a board of ${view.board.cells.length} cells`;
    const last = steps[steps.length - 1];
    const over = last?.events.find((e) => e.type === 'gameOver');
    if (view.winner !== null && (!over || over.winner !== view.winner)) return `a winner (${view.winner}) without the end of the game`;
    if (view.winner === null && steps.some((st) => st.events.some((e) => e.type === 'gameOver'))) return 'an end of the game without a winner';
    try {
      viewActor(view);
      viewLegalActions(view);
    } catch (e) {
      return `a view this phone cannot read (${e instanceof Error ? e.message.slice(0, 120) : 'error'})`;
    }
    return null;
  }

  /** A view refused: the host is told, and the player (the game goes on with the next good one). */
  private async refuseView(t: string, detail: string): Promise<NetResult> {
    this.refuse('bad-step', detail, t, true);
    return this.problem('bad-step', detail, null);
  }

  private async state(m: MessageOf<'state'>): Promise<NetResult> {
    const s = this.s;
    if (!s.setup || !s.side || !s.commitment) return this.refuse('unexpected', 'a state before the game was set up', m.t);
    const have = this.index;
    // A step already held is only acknowledged: its view is not taken.
    const bad = m.index > have ? this.badView(m.view, m.step ? [m.step] : []) : null;
    if (bad) return this.refuseView(m.t, bad);
    if (have < 0) {
      if (m.index !== 0 || m.step !== null) return this.gap(m.t, m.index);
      return this.accept(0, [], m.view);
    }
    if (m.index <= have) {
      const known = m.index > 0 ? s.steps[m.index - 1] : null;
      if (m.step && known && canonicalJson(known) !== canonicalJson(m.step)) {
        this.refuse('history-changed', `step ${m.index} came back different`, m.t, true);
        return this.problem('history-changed', 'the host changed a move already played', null);
      }
      this.send({ t: 'ack', index: have });
      return { ok: true };
    }
    if (m.index > have + 1 || !m.step) return this.gap(m.t, m.index);
    return this.accept(have, [m.step], m.view);
  }

  private async sync(m: MessageOf<'sync'>): Promise<NetResult> {
    const s = this.s;
    if (!s.setup || !s.side || !s.commitment) return this.refuse('unexpected', 'a state before the game was set up', m.t);
    const have = this.index;
    const bad = m.from + m.steps.length > have ? this.badView(m.view, m.steps) : null;
    if (bad) return this.refuseView(m.t, bad);
    if (m.from > Math.max(have, 0)) return this.gap(m.t, m.from);
    // The part already held must be exactly what was sent before.
    const overlap = Math.min(m.steps.length, have - m.from);
    for (let i = 0; i < overlap; i++) {
      if (canonicalJson(s.steps[m.from + i]) !== canonicalJson(m.steps[i])) {
        this.refuse('history-changed', `step ${m.from + i + 1} came back different`, m.t, true);
        return this.problem('history-changed', 'the host changed a move already played', null);
      }
    }
    if (m.from + m.steps.length <= have) {
      this.send({ t: 'ack', index: have });
      return { ok: true };
    }
    return this.accept(Math.max(have, 0), m.steps.slice(Math.max(overlap, 0)), m.view);
  }

  /** A gap: this message is dropped and everything after the state held is asked for. */
  private gap(t: string, index: number): NetResult {
    const r = this.refuse('out-of-order', `${t} for ${index} while holding ${this.index}`, t);
    if (this.index < 0) {
      if (this.s.contribution && this.s.gameId) this.send({ t: 'contribute', gameId: this.s.gameId, contribution: this.s.contribution });
    } else this.send({ t: 'resync', from: this.index });
    return r;
  }

  /** New steps from state `from` (the state held) and the view after them. */
  private async accept(from: number, steps: WireStep[], view: PlayerView): Promise<NetResult> {
    const s = this.s;
    const side = s.side!;
    const out = this.outbox;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (out && out.index === from + i && step.by === side && canonicalJson(step.action) !== canonicalJson(out.action)) {
        return this.refuse('bad-step', `step ${from + i + 1} is not the action this player sent`, 'state', true);
      }
    }
    const hash = await viewHash(view);
    if (steps.length) this.revealPokes = 0;
    s.steps.push(...steps);
    s.view = view;
    s.viewHashes[String(s.steps.length)] = hash;
    if (out && out.index < s.steps.length) this.outbox = null;
    steps.forEach((step, i) => {
      const index = from + i + 1;
      this.log.emit({ type: 'step', index, step, ...(index === s.steps.length ? { view } : {}) });
    });
    if (s.phase === 'seeding' || s.phase === 'joining') this.setPhase('playing');
    if (view.winner && s.phase === 'playing') this.setPhase('revealing');
    await this.persisted();
    this.send({ t: 'ack', index: s.steps.length });
    return { ok: true };
  }

  private async reveal(m: MessageOf<'reveal'>): Promise<NetResult> {
    const s = this.s;
    // A reveal that comes after the guest gave up waiting for it (not-revealed: no verdict yet) is still checked.
    const late = s.phase === 'failed' && s.verification === null && !!s.view?.winner;
    if ((s.phase === 'over' || s.phase === 'failed') && !late) {
      if (s.phase === 'over') this.send({ t: 'bye', reason: 'verified' });
      return { ok: true };
    }
    if ((s.phase !== 'revealing' && !late) || !s.view?.winner) return this.refuse('unexpected', 'a reveal before the end of the game', m.t);
    const result = await verifyGame({
      gameId: s.gameId!,
      setup: s.setup!,
      guestSide: s.side!,
      commitment: s.commitment!,
      contribution: s.contribution!,
      secret: m.secret,
      hidden: m.hidden,
      steps: s.steps,
      viewHashes: s.viewHashes,
    });
    s.verification = result;
    this.log.emit({ type: 'verified', result });
    if (result.ok) {
      this.log.add('notice', 'verified', `the whole game checks out (${result.actions} actions)`);
      this.setPhase('over');
      await this.persisted();
      this.send({ t: 'bye', reason: 'verified' });
      return { ok: true };
    }
    this.refuse(result.reason, result.detail, m.t, true);
    return this.problem(result.reason, result.detail, 'failed');
  }

  /** This device has been seated in this game (it holds the host's commitment). */
  private get wasSeated(): boolean {
    return this.s.commitment !== null && this.s.phase !== 'refused';
  }

  /**
   * A seated guest refused as if it were a stranger (game full, wrong game or code, another version): whoever
   * answered is not the host of this game as this device knows it. The player is told (`retrying`), the connection
   * is closed and the link dials again; nothing of the game changes.
   */
  private notTheHost(t: Transport, reason: RejectReason, detail: string): NetResult {
    this.log.add('notice', 'disconnected', `refused as a stranger (${reason}: ${detail}): connecting again`);
    this.log.emit({ type: 'problem', reason, detail, retrying: true });
    if (this.conn === t) t.close();
    return { ok: false, reason, detail };
  }

  private async peerError(t: Transport, m: MessageOf<'error'>): Promise<NetResult> {
    this.log.add('peer-error', m.reason, m.detail, m.t);
    if (FINAL.has(m.reason) && this.wasSeated) return this.notTheHost(t, m.reason, m.detail);
    if (FINAL.has(m.reason)) return this.problem(m.reason, m.detail, 'refused');
    if (m.reason === 'contribution-fixed') return this.problem(m.reason, m.detail, null);
    const out = this.outbox;
    if (out && ACTION_REFUSED.has(m.reason)) {
      this.outbox = null;
      this.log.emit({ type: 'rejected', action: out.action, reason: m.reason, detail: m.detail });
      if (this.index >= 0) this.send({ t: 'resync', from: this.index });
    }
    return { ok: true };
  }
}

