/**
 * The host's phone: it runs the only engine that knows the whole game. It seats one guest (the first device that
 * brings the join code; afterwards only that device, recognised by the secret token it chose), fixes the seed with
 * the guest (commitment first, then the guest's contribution: see fairness.ts), checks every action the guest
 * sends against the engine, and sends back what the guest may see: each step redacted, its events through
 * eventsView, the guest's playerView. At the end it reveals its secret so the guest can check the whole game.
 *
 * Messages are handled one at a time, in arrival order (hashing is asynchronous); a refused message is logged with
 * its reason and changes nothing. The host keeps no timer: the screen calls `poke()` now and then (and when the
 * page becomes visible) so steps the guest has not acknowledged are sent again.
 */
import {
  actor,
  applyAction,
  eventsView,
  newGame,
  parseAction,
  playerView,
  RULES_VERSION,
  type Action,
  type ApplyResult,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Side,
} from '../engine';
import type { Scenario } from '../scenario/types';
import { outcomeOf, sameOutcome, type GameExport, type Outcome } from '../game/record';
import {
  canonicalJson,
  commitContext,
  commitmentOf,
  cryptoRandom,
  newJoinCode,
  randomHex,
  sameJoinCode,
  seedOf,
  type RandomSource,
} from './fairness';
import { NetLog, type NetEvent, type Phase } from './log';
import {
  actionView,
  decode,
  encode,
  MAX_GUEST_MESSAGE_CHARS,
  MAX_MESSAGE_CHARS,
  PROTOCOL_VERSION,
  type Message,
  type MessageOf,
  type PublicSetup,
  type RejectReason,
  type WireStep,
} from './protocol';
import type { Transport } from './transport';

export interface HostConfig {
  scenario: Scenario;
  options?: GameOptions;
  hostSide: Side;
  /** Display names; the guest's is replaced by the name it joins with. */
  names: Record<Side, string>;
  random?: RandomSource;
}

/**
 * What the host must keep with its save to carry on after a restart. It holds the secret: it never leaves the
 * host's device before the reveal.
 */
export interface HostSession {
  v: 1;
  gameId: string;
  joinCode: string;
  setup: PublicSetup;
  guestSide: Side;
  secret: string;
  commitment: string;
  /** The guest's contribution, once received (the seed is fixed from then on). */
  contribution: string | null;
  /** The seated guest's token (null until a guest joins). */
  guestToken: string | null;
}

export interface HostStep {
  action: Action;
  by: Side;
  events: GameEvent[];
}

export type NetResult = { ok: true } | { ok: false; reason: RejectReason; detail: string };

interface Conn {
  t: Transport;
  hello: boolean;
  /** Decode failures already answered on this connection (answered once each, so two phones never ping-pong). */
  told: Set<RejectReason>;
  /** Pokes since this device last sent anything (see `poke`). */
  silent: number;
  /** Messages sent to this device while it was not the seated guest (at most UNSEATED_REPLIES). */
  replies: number;
  /** The game was sent again on this connection since the host's last poke: more requests for it wait for the next. */
  synced: boolean;
  /** The lowest state a coalesced request asked for, answered at the next poke (null: none). */
  owed: number | null;
}

/**
 * Messages a device that is not the seated guest is sent on one connection (the hello, a refusal or a few), after
 * which the host closes it: a stranger cannot make the host answer message after message.
 */
export const UNSEATED_REPLIES = 8;

/**
 * Pokes without a word from the seated guest after which its connection is taken for dead (its page closed or its
 * phone lost the network without the channel saying so). A live guest asks for news at every one of its own pokes.
 */
export const GUEST_SILENT_POKES = 5;

const other = (s: Side): Side => (s === 'allies' ? 'axis' : 'allies');

export class Host {
  readonly log = new NetLog();
  phase: Phase;
  /** The whole game (null until the seed is fixed). Never shown to the guest. */
  state: GameState | null = null;
  /** Every action played, as played, with its full events. */
  readonly steps: HostStep[] = [];
  /** The guest holds the game up to this state (-1: nothing acknowledged). */
  acked = -1;
  /** The guest reported that its check of the reveal passed. */
  guestVerified = false;
  private seed: string | null = null;
  /** State after each number of actions (states share their unchanged parts). */
  private readonly states: GameState[] = [];
  private readonly conns = new Set<Conn>();
  private guest: Conn | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly sess: HostSession;

  /**
   * Called (and awaited) after every change worth keeping, before anything that depends on it is sent: the seated
   * guest, the contribution (so the seed survives a restart), each step. The app saves `session()` and the new
   * steps here, so the guest is never shown a step the host could lose. It should not throw (a message not sent
   * because it did is sent again by the next poke).
   */
  persist: (() => Promise<void>) | null = null;

  protected constructor(session: HostSession) {
    this.sess = { ...session, setup: { ...session.setup, names: { ...session.setup.names } } };
    this.phase = session.guestToken ? 'seeding' : 'joining';
  }

  /** A new game waiting for its guest: game id, join code, secret and its commitment are made now. */
  static async create(cfg: HostConfig): Promise<Host> {
    const random = cfg.random ?? cryptoRandom;
    const gameId = randomHex(random, 16);
    // Ambush always asks in a two-phone game: otherwise the decision would appear on a close assault exactly when
    // the defender holds the card, and each phone would see the other's Ambush in its hand (docs/protocol.md).
    const options: GameOptions = { ...(cfg.options ?? {}), ambushAlwaysAsk: true };
    const setup: PublicSetup = { scenario: cfg.scenario, options, names: { ...cfg.names } };
    const guestSide = other(cfg.hostSide);
    const secret = randomHex(random, 32);
    const commitment = await commitmentOf(secret, commitContext(gameId, setup, guestSide));
    const session: HostSession = {
      v: 1,
      gameId,
      joinCode: newJoinCode(random),
      setup,
      guestSide,
      secret,
      commitment,
      contribution: null,
      guestToken: null,
    };
    return new Host(session);
  }

  /**
   * The host after a restart: its session and the actions played (with the outcomes recorded, when known: each
   * replayed action must give them again). Throws if the session does not hold together or a step does not replay.
   */
  static async restore(session: HostSession, steps: readonly { action: Action; outcome?: Outcome }[]): Promise<Host> {
    const h = new Host(session);
    const s = h.sess;
    if ((await commitmentOf(s.secret, commitContext(s.gameId, s.setup, s.guestSide))) !== s.commitment) {
      throw new Error('the saved session is damaged (its secret does not match its commitment)');
    }
    if (s.contribution === null) {
      if (steps.length) throw new Error('the saved session has actions but no seed');
      return h;
    }
    await h.start(s.contribution);
    for (let i = 0; i < steps.length; i++) {
      const { action, outcome } = steps[i]!;
      const by = actor(h.state!);
      const r = by ? h.engineApply(h.state!, action) : null;
      if (!by || !r || !r.ok) throw new Error(`saved action ${i + 1} does not replay`);
      if (outcome && !sameOutcome(outcomeOf(r.events), outcome)) throw new Error(`saved action ${i + 1} replays differently`);
      h.record(action, by, r);
    }
    h.phase = h.state!.winner ? 'over' : 'playing';
    return h;
  }

  /** The host from its saved game (the save export format) and session; the record's seed must be the session's. */
  static async fromRecord(record: Pick<GameExport, 'header' | 'steps'>, session: HostSession): Promise<Host> {
    if (session.contribution === null || record.header.setup.seed !== (await seedOf(session.gameId, session.secret, session.contribution))) {
      throw new Error('the saved game does not belong to this session');
    }
    return Host.restore(session, record.steps);
  }

  get gameId(): string {
    return this.sess.gameId;
  }

  get joinCode(): string {
    return this.sess.joinCode;
  }

  get hostSide(): Side {
    return other(this.sess.guestSide);
  }

  get guestSide(): Side {
    return this.sess.guestSide;
  }

  /** The seed, once fixed: for the host's own save record (GameSetup.seed). Never sent before the reveal. */
  get gameSeed(): string | null {
    return this.seed;
  }

  get connected(): boolean {
    return this.guest !== null;
  }

  /** A copy of what to save (see HostSession). */
  session(): HostSession {
    return { ...this.sess, setup: { ...this.sess.setup, names: { ...this.sess.setup.names } } };
  }

  /** The actions with their outcomes, for the host's save. */
  recordSteps(): { action: Action; outcome: Outcome }[] {
    return this.steps.map((s) => ({ action: s.action, outcome: outcomeOf(s.events) }));
  }

  on(listener: (e: NetEvent) => void): () => void {
    return this.log.on(listener);
  }

  /** Resolves when every message received so far has been handled. */
  idle(): Promise<void> {
    return this.chain;
  }

  /** A new incoming connection (the guest coming back, or anyone else: it must say hello and join first). */
  accept(t: Transport): void {
    const conn: Conn = { t, hello: false, told: new Set(), silent: 0, replies: 0, synced: false, owed: null };
    this.conns.add(conn);
    t.onMessage((data) => {
      conn.silent = 0;
      return this.serial(() => this.receive(conn, data));
    });
    t.onClose(() => this.closed(conn));
    t.onOpen(() => this.send(conn, { t: 'hello', role: 'host', app: 'pocket44', rules: RULES_VERSION }));
  }

  /** The host player's own action. */
  play(action: Action): Promise<NetResult> {
    return this.serial(async () => {
      const s = this.state;
      if (!s) return this.refuse(null, 'not-started', 'the game has not started', action.type);
      if (s.winner) return this.refuse(null, 'illegal-action', 'the game is over', action.type);
      if (actor(s) !== this.hostSide) return this.refuse(null, 'out-of-turn', `it is ${actor(s)}'s turn`, action.type);
      const r = this.engineApply(s, action);
      if (!r.ok) return this.refuse(null, 'illegal-action', `${r.error.code}: ${r.error.message}`, action.type);
      await this.commit(action, this.hostSide, r);
      return { ok: true };
    });
  }

  /**
   * Sends again what the guest has not acknowledged (and the reveal it has not confirmed). A guest connection silent
   * through GUEST_SILENT_POKES pokes is closed: the board says the guest is away, and its next dial is accepted.
   */
  poke(): void {
    const g = this.guest;
    if (g && !this.guestVerified) {
      if (g.silent >= GUEST_SILENT_POKES) {
        this.log.add('notice', 'disconnected', `no word from the guest through ${g.silent} pokes: taken as gone`);
        g.t.close();
        return;
      }
      g.silent++;
    }
    void this.serial(async () => {
      const conn = this.guest;
      if (!conn) return;
      // The poke is the host's clock: one more resend of the game may go out until the next one.
      conn.synced = false;
      if (conn.owed !== null) {
        this.acked = Math.min(this.acked, conn.owed);
        conn.owed = null;
      }
      if (!this.state) return;
      if (this.acked < this.steps.length) {
        conn.synced = true;
        this.sendFrom(Math.max(this.acked, 0));
      } else if (this.state.winner && !this.guestVerified) this.sendReveal();
    });
  }

  /** Says goodbye to the guest (the game stays saved) and closes every connection. */
  leave(): void {
    for (const c of this.conns) {
      this.send(c, { t: 'bye', reason: 'leaving' });
      c.t.close();
    }
  }

  // -------------------------------------------------------------------------------------------------------------

  /** The seed from the host's secret and the guest's contribution. */
  protected deriveSeed(contribution: string): Promise<string> {
    return seedOf(this.sess.gameId, this.sess.secret, contribution);
  }

  /** Every action goes through here (one place for the engine call). */
  protected engineApply(state: GameState, action: Action): ApplyResult {
    return applyAction(state, action);
  }

  private async persisted(): Promise<void> {
    if (this.persist) await this.persist();
  }

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

  private send(conn: Conn, msg: Message): void {
    if (conn !== this.guest) {
      if (conn.replies >= UNSEATED_REPLIES) {
        if (this.conns.delete(conn)) {
          this.log.add('notice', 'disconnected', `a device that has not joined was sent ${conn.replies} messages: closed`);
          conn.t.close();
        }
        return;
      }
      conn.replies++;
    }
    conn.t.send(encode(msg));
  }

  /**
   * The guest asks for the game from state `from` again (a resync, an action or the contribution sent again). At
   * most one such answer goes out between two of the host's pokes on a connection; later requests are coalesced
   * (the lowest state asked for is kept) and answered at the next poke, with only a `hello` now (see `alive`). A
   * peer sending request after request makes the host send the game once per poke, not once per request.
   */
  private resend(conn: Conn, from: number): void {
    if (conn.synced) {
      conn.owed = Math.min(conn.owed ?? from, from);
      this.alive(conn);
      return;
    }
    conn.synced = true;
    this.sendFrom(from);
  }

  /**
   * "Here, nothing more now": the host's `hello`, the shortest message a guest of any protocol-1 version takes
   * without effect. It answers a request that gets nothing else, so that a guest counting unanswered pokes never
   * takes a working connection for dead.
   */
  private alive(conn: Conn): void {
    this.send(conn, { t: 'hello', role: 'host', app: 'pocket44', rules: RULES_VERSION });
  }

  /** Logs a refusal; tells the connection's peer when there is one to tell. */
  private refuse(conn: Conn | null, reason: RejectReason, detail: string, msg?: string, index?: number): NetResult {
    this.log.add('rejected', reason, detail, msg);
    if (conn) this.send(conn, { t: 'error', reason, detail, ...(index !== undefined ? { index } : {}) });
    return { ok: false, reason, detail };
  }

  private closed(conn: Conn): void {
    this.conns.delete(conn);
    if (this.guest === conn) {
      this.guest = null;
      this.log.add('notice', 'disconnected', 'the guest\'s connection closed');
      this.log.emit({ type: 'connection', connected: false });
    }
  }

  private async receive(conn: Conn, data: unknown): Promise<NetResult> {
    if (!this.conns.has(conn)) return { ok: false, reason: 'unexpected', detail: 'connection closed' };
    const d = decode(data, MAX_GUEST_MESSAGE_CHARS);
    if (!d.ok) {
      this.log.add('rejected', d.reason, d.detail);
      // Answered once per reason and connection, and never an error with an error.
      if (!conn.told.has(d.reason) && d.t !== 'error') {
        conn.told.add(d.reason);
        this.send(conn, { t: 'error', reason: d.reason, detail: d.detail, ...(d.reason === 'version-mismatch' ? { version: PROTOCOL_VERSION } : {}) });
      }
      return { ok: false, reason: d.reason, detail: d.detail };
    }
    const m = d.msg;
    if (m.t === 'hello') {
      if (m.role !== 'guest') return this.refuse(conn, 'unexpected', 'two hosts', m.t);
      if (m.rules !== RULES_VERSION) return this.refuse(conn, 'rules-mismatch', `rules ${m.rules}, this app plays ${RULES_VERSION}`, m.t);
      conn.hello = true;
      return { ok: true };
    }
    if (!conn.hello) return this.refuse(conn, 'unexpected', `${m.t} before hello`, m.t);
    if (m.t === 'join') return this.join(conn, m);
    if (conn !== this.guest) return this.refuse(conn, 'unexpected', `${m.t} from a device that has not joined`, m.t);
    switch (m.t) {
      case 'contribute':
        return this.contribute(conn, m);
      case 'action':
        return await this.guestAction(conn, m);
      case 'ack':
        if (m.index > this.steps.length || !this.state) return this.refuse(null, 'wrong-index', `ack of state ${m.index}`, m.t);
        this.acked = Math.max(this.acked, m.index);
        return { ok: true };
      case 'resync':
        if (!this.state) return this.refuse(conn, 'not-started', 'the game has not started', m.t);
        if (m.from > this.steps.length) return this.refuse(conn, 'wrong-index', `the game has ${this.steps.length} actions`, m.t, this.steps.length);
        if (m.from === this.steps.length && !this.state.winner) {
          // Up to date: nothing to send but an answer (a guest takes a poke left unanswered for a dead channel).
          this.acked = Math.max(this.acked, m.from);
          this.alive(conn);
          return { ok: true };
        }
        if (conn.synced) {
          this.resend(conn, m.from);
          return { ok: true };
        }
        this.acked = m.from;
        this.resend(conn, m.from);
        return { ok: true };
      case 'bye':
        if (m.reason === 'verified') {
          this.guestVerified = true;
          this.log.add('notice', 'verified', 'the guest checked the whole game');
        } else this.log.add('notice', 'left', 'the guest left for now');
        return { ok: true };
      case 'error':
        this.log.add('peer-error', m.reason, m.detail, m.t);
        if (m.reason === 'verification-failed' || m.reason === 'commitment-mismatch') {
          this.log.emit({ type: 'problem', reason: m.reason, detail: m.detail });
        }
        return { ok: true };
      default:
        return this.refuse(conn, 'unexpected', `a guest does not send ${m.t}`, m.t);
    }
  }

  private async join(conn: Conn, m: MessageOf<'join'>): Promise<NetResult> {
    const s = this.sess;
    if (m.gameId !== null && m.gameId !== s.gameId) return this.turnAway(conn, 'wrong-game', 'no such game here');
    if (s.guestToken === null) {
      if (!sameJoinCode(m.code, s.joinCode)) return this.turnAway(conn, 'bad-code', 'wrong join code');
      s.guestToken = m.token;
      s.setup.names[s.guestSide] = m.name;
      this.phase = s.contribution ? this.phase : 'seeding';
      this.log.add('notice', 'joined', `${m.name} joined`);
      this.log.emit({ type: 'phase', phase: this.phase });
      await this.persisted();
    } else if (m.token !== s.guestToken) {
      if (!sameJoinCode(m.code, s.joinCode)) return this.turnAway(conn, 'bad-code', 'wrong join code');
      this.log.emit({ type: 'problem', reason: 'game-full', detail: 'another device tried to join this game' });
      return this.turnAway(conn, 'game-full', 'this game already has its two players');
    } else {
      this.log.add('notice', 'rejoined', 'the guest is back');
    }
    if (this.guest && this.guest !== conn) {
      const old = this.guest;
      this.guest = null;
      this.conns.delete(old);
      old.t.close();
    }
    this.guest = conn;
    this.log.emit({ type: 'connection', connected: true });
    this.send(conn, { t: 'commit', gameId: s.gameId, commitment: s.commitment, setup: s.setup, guestSide: s.guestSide });
    return { ok: true };
  }

  /** Refuses a device and closes its connection (after the refusal is delivered). */
  private turnAway(conn: Conn, reason: RejectReason, detail: string): NetResult {
    const r = this.refuse(conn, reason, detail, 'join');
    this.conns.delete(conn);
    conn.t.close();
    return r;
  }

  private async contribute(conn: Conn, m: MessageOf<'contribute'>): Promise<NetResult> {
    const s = this.sess;
    if (m.gameId !== s.gameId) return this.refuse(conn, 'wrong-game', 'no such game here', m.t);
    if (s.contribution !== null) {
      if (m.contribution !== s.contribution) return this.refuse(conn, 'contribution-fixed', 'the seed is already fixed', m.t);
      this.resend(conn, 0);
      return { ok: true };
    }
    s.contribution = m.contribution;
    await this.start(m.contribution);
    this.phase = 'playing';
    this.log.emit({ type: 'phase', phase: this.phase });
    // The session (with the contribution) is saved before the first state goes out.
    await this.persisted();
    this.sendFrom(0);
    return { ok: true };
  }

  private async start(contribution: string): Promise<void> {
    this.seed = await this.deriveSeed(contribution);
    const st = newGame(this.sess.setup.scenario, { seed: this.seed, options: this.sess.setup.options });
    this.state = st;
    this.states.push(st);
  }

  private async guestAction(conn: Conn, m: MessageOf<'action'>): Promise<NetResult> {
    const s = this.state;
    const n = this.steps.length;
    if (!s) return this.refuse(conn, 'not-started', 'the game has not started', m.t);
    // The same action sent again (the answer was lost): send the answer again, change nothing.
    const done = this.steps[m.index];
    if (m.index < n && done?.by === this.guestSide && canonicalJson(done.action) === canonicalJson(m.action)) {
      this.resend(conn, m.index);
      return { ok: true };
    }
    if (m.index !== n) return this.refuse(conn, 'wrong-index', `action for state ${m.index}, the game is at ${n}`, m.t, n);
    if (s.winner) return this.refuse(conn, 'illegal-action', 'the game is over', m.t, n);
    if (actor(s) !== this.guestSide) return this.refuse(conn, 'out-of-turn', `it is ${actor(s)}'s turn`, m.t, n);
    const r = this.engineApply(s, m.action);
    if (!r.ok) return this.refuse(conn, 'illegal-action', `${r.error.code}: ${r.error.message}`, m.t, n);
    await this.commit(m.action, this.guestSide, r);
    return { ok: true };
  }

  private record(action: Action, by: Side, r: Extract<ApplyResult, { ok: true }>): void {
    // Only the engine's fields are kept (a save of an earlier version may hold an action with more).
    const clean = parseAction(action);
    this.steps.push({ action: typeof clean === 'string' ? action : clean, by, events: r.events });
    this.states.push(r.state);
    this.state = r.state;
  }

  /** An action accepted: recorded, announced to the screen, sent to the guest (and the reveal if it ends the game). */
  private async commit(action: Action, by: Side, r: Extract<ApplyResult, { ok: true }>): Promise<void> {
    this.record(action, by, r);
    const index = this.steps.length;
    this.log.emit({ type: 'step', index, step: this.steps[index - 1]! });
    await this.persisted();
    if (this.guest) this.send(this.guest, { t: 'state', index, step: this.wire(index - 1), view: this.viewAt(index) });
    if (r.state.winner) {
      this.phase = 'over';
      this.log.emit({ type: 'phase', phase: 'over' });
      this.sendReveal();
    }
  }

  private wire(i: number): WireStep {
    const s = this.steps[i]!;
    return { action: actionView(s.action, s.by, this.guestSide), by: s.by, events: eventsView(s.events, this.guestSide) };
  }

  private viewAt(index: number) {
    return playerView(this.states[index]!, this.guestSide);
  }

  /**
   * The game from state `from` on, in as few messages as fit the size limit: `state` when the guest only lacks
   * the newest step (or the start), `sync` batches otherwise; then the reveal if the game is over.
   */
  private sendFrom(from: number): void {
    const conn = this.guest;
    if (!conn) return;
    const n = this.steps.length;
    if (from === 0 && n === 0) this.send(conn, { t: 'state', index: 0, step: null, view: this.viewAt(0) });
    // Views change little in size over a game (the discard grows by a few cards): the newest one plus a margin
    // bounds them all.
    const budget = MAX_MESSAGE_CHARS - JSON.stringify(this.viewAt(n)).length - 8000;
    let k = from;
    while (k < n) {
      const batch: WireStep[] = [];
      let size = 0;
      while (k + batch.length < n) {
        const w = this.wire(k + batch.length);
        const len = JSON.stringify(w).length + 1;
        if (batch.length && size + len > budget) break;
        batch.push(w);
        size += len;
      }
      this.send(conn, { t: 'sync', from: k, steps: batch, view: this.viewAt(k + batch.length) });
      k += batch.length;
    }
    if (this.state?.winner) this.sendReveal();
  }

  private sendReveal(): void {
    if (!this.guest) return;
    const hidden = this.steps.flatMap((s, index) =>
      s.by !== this.guestSide && actionView(s.action, s.by, this.guestSide) !== s.action ? [{ index, action: s.action }] : [],
    );
    this.send(this.guest, { t: 'reveal', secret: this.sess.secret, hidden });
  }
}
