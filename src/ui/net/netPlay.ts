/**
 * One two-phone game on this phone, from the lobby to the end: the protocol's state machine (Host or Guest,
 * src/net/), the link that carries it (PeerJS, or the in-memory link in tests), the saves, and the GameSession the
 * game screen plays. Signals, no DOM: the lobby and the game screen read them; tests/ui/netPlay.test.ts drives two
 * of these over a MemoryLink.
 *
 * - Host: the game record is an ordinary saved game (SaveStore) once the seed exists, and the HostSession (with the
 *   secret) a NetStore record. Every step is written before the guest or this screen sees it.
 * - Guest: its whole GuestSave is a NetStore record, written before each ack.
 * Both come back with `resume*`: the host from its saves; the guest from its record, and the link reconnects.
 */
import { batch, signal } from '@preact/signals';
import { applyAction, newGame, type Action, type GameEvent, type GameState, type Side } from '../../engine';
import { nextU32, seedRng } from '../../engine/rng';
import { Autosaver } from '../../store/autosave';
import type { GuestRecord, HostRecord, NetStore } from '../../net/saves';
import type { SaveStore } from '../../store/saves';
import type { RandomSource, Verification } from '../../net/fairness';
import { Guest } from '../../net/guest';
import { Host } from '../../net/host';
import type { NetEvent, Phase } from '../../net/log';
import type { LinkState } from '../../net/peer';
import type { Transport } from '../../net/transport';
import { viewState } from '../../net/view';
import { GameSession, type RemoteStep } from '../game/session';
import type { GameSetup } from '../game/setup';
import { WordedError } from '../app/errorWords';
import { STORE_TEXT } from '../text/store';
import { NET_TEXT } from '../text/net';
import type { PairingOffer } from '../../net/qrSignal';
import { keepAwake, QrPairing } from './qrPair';
import { gameName } from '../app/gameName';

/** How this phone reaches the other: PeerJS in the app (peerLinker), a MemoryLink in tests. */
export interface Linker {
  host(code: string, onTransport: (t: Transport) => void, onStatus: (s: LinkState) => void): { close(): void };
  guest(code: string, onTransport: (t: Transport) => void, onStatus: (s: LinkState) => void): { close(): void; retryNow?(): void };
  /** Calls poke now and then (and when the page wakes); returns a stop function. Absent: never (tests poke). */
  pokeEvery?(poke: () => void): () => void;
}

export interface NetDeps {
  /** Ordinary saves (null: storage unavailable; the host's game then lives in memory only). */
  saves: SaveStore | null;
  net: NetStore | null;
  linker: Linker;
  /** Sounds and vibration for new events. */
  cue?: (events: GameEvent[], state: GameState) => void;
  /** Time between the other phone's steps on screen (ms). */
  pace?: number;
  now?: () => number;
  /** Where this phone's secrets come from (crypto unless a test page fixes them with `?seed=`). */
  random?: RandomSource;
}

const other = (s: Side): Side => (s === 'allies' ? 'axis' : 'allies');

export { linkFault, type LinkFault } from './fault';

/**
 * Repeatable "random" bytes from a text: only for a page opened with `?seed=` (browser tests, bug reports), which
 * makes a two-phone game replay exactly. Never used otherwise: the secrets then come from crypto.getRandomValues.
 */
export function seededRandom(seed: string): RandomSource {
  const s = seedRng(`bytes/${seed}`);
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = nextU32(s) & 0xff;
    return out;
  };
}

export class NetPlay {
  readonly link = signal<LinkState>({ status: 'starting' });
  readonly phase = signal<Phase>('joining');
  /** The other phone is connected right now. */
  readonly peerConnected = signal(false);
  /** Something the player must read (a refusal that stops the game, a failed check, a third device). */
  readonly problem = signal<string | null>(null);
  /** The guest's check of the whole game at the end (guest only). */
  readonly verification = signal<Verification | null>(null);
  /** The guest reported that its check passed (host only). */
  readonly guestVerified = signal(false);
  readonly session = signal<GameSession | null>(null);
  /** The other player's name, once known. */
  readonly opponent = signal('');
  /** Pairing by two QR codes with no server (issue 16), when this game uses it. */
  readonly qr = signal<QrPairing | null>(null);

  private stops: (() => void)[] = [];
  /** Stops the link in use (PeerJS, or the QR pairing) and its poke timer. */
  private linkStops: (() => void)[] = [];
  private closed = false;

  // Host side.
  private host: Host | null = null;
  private hostRec: HostRecord | null = null;
  private saver: Autosaver | null = null;
  private savedSteps = 0;
  private savedState: GameState | null = null;
  /** Steps announced by the host, shown once written. */
  private unshown: RemoteStep[] = [];

  // Guest side.
  private guest: Guest | null = null;
  private guestRec: GuestRecord | null = null;
  private batchSteps: { action: Action; by: Side; events: GameEvent[] }[] = [];
  /** The problem shown is a failed connection (the link dials again), not the end of anything. */
  private retryProblem = false;

  private constructor(
    readonly role: 'host' | 'guest',
    private readonly deps: NetDeps,
  ) {}

  /** The join code (host), or the code typed (guest). */
  get code(): string {
    return this.host?.joinCode ?? this.guest?.save().code ?? '';
  }

  get gameId(): string | null {
    return this.host?.gameId ?? this.guest?.gameId ?? null;
  }

  get battle(): string {
    return this.host ? this.hostRec!.battle : this.guest?.setup?.scenario.name ?? '';
  }

  /** The side this phone plays (null for a guest before the host seats it). */
  get side(): Side | null {
    return this.host ? this.host.hostSide : (this.guest?.side ?? null);
  }

  /** The NetStore key of this game. */
  get key(): string {
    return (this.hostRec ?? this.guestRec)?.key ?? '';
  }

  /** The ordinary save of the host's game (for the saved-games screen and its lock). */
  get saveId(): string | null {
    return this.hostRec?.saveId ?? null;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Host

  /** A new game from the picker's setup (mode 'network'): player 1's seat is this phone. */
  static async hostNew(setup: GameSetup, deps: NetDeps): Promise<NetPlay> {
    const seats = setup.match[setup.match.length - 1]!.seats;
    const hostSide: Side = seats.allies === 0 ? 'allies' : 'axis';
    const names = { [hostSide]: setup.players.names[0], [other(hostSide)]: setup.players.names[1] } as Record<Side, string>;
    const host = await Host.create({
      scenario: setup.scenario,
      options: setup.options,
      hostSide,
      names,
      ...(deps.random ? { random: deps.random } : {}),
    });
    const np = new NetPlay('host', deps);
    np.hostRec = {
      key: `host:${host.gameId}`,
      role: 'host',
      updatedAt: np.now(),
      battle: setup.scenario.name,
      opponent: '',
      over: false,
      session: host.session(),
      hostSide,
      saveId: null,
    };
    await deps.net?.put(np.hostRec);
    np.startHost(host);
    return np;
  }

  /** The host's game again (after a reload): its session and, once the seed existed, its ordinary save. */
  static async resumeHost(rec: HostRecord, deps: NetDeps): Promise<NetPlay> {
    const np = new NetPlay('host', deps);
    np.hostRec = { ...rec };
    let host: Host;
    if (rec.saveId && deps.saves) {
      const loaded = await deps.saves.load(rec.saveId);
      if (!loaded.ok) throw new WordedError(STORE_TEXT.problem(loaded.problem));
      host = await Host.fromRecord({ header: loaded.game.header, steps: loaded.game.steps }, rec.session);
      np.saver = new Autosaver(deps.saves, loaded.game.header);
      np.savedSteps = host.steps.length;
      np.savedState = host.state;
      np.session.value = np.makeSession(
        GameSession.resume(loaded.game.header.setup, { state: loaded.game.state, steps: loaded.game.steps }, deps.cue, np.saver),
      );
    } else {
      host = await Host.restore(rec.session, []);
    }
    np.startHost(host);
    if (host.state?.winner) np.phase.value = 'over';
    return np;
  }

  private startHost(host: Host): void {
    this.host = host;
    this.phase.value = host.phase;
    this.opponent.value = host.session().guestToken ? host.session().setup.names[host.guestSide] : '';
    host.persist = () => this.persistHost();
    this.stops.push(host.on((e) => this.onHostEvent(e)));
    this.stops.push(keepAwake());
    if (this.hostRec!.pairing === 'qr') {
      this.startLink(this.newQr().linker());
      // After a reload: a new code at once, for the guest to scan.
      void this.qr.value!.makeOffer({ gameId: host.gameId, code: host.joinCode });
    } else this.startLink(this.deps.linker);
  }

  /** Starts a link (and the poke timer that makes the state machine send again what a drop lost). */
  private startLink(linker: Linker): void {
    for (const stop of this.linkStops.splice(0)) stop();
    const onStatus = (s: LinkState): void => void (this.link.value = s);
    const handle = this.host
      ? linker.host(this.host.joinCode, (t) => this.host!.accept(t), onStatus)
      : linker.guest(this.guest!.save().code, (t) => this.guest!.attach(t), onStatus);
    this.linkStops.push(() => handle.close());
    const poker = this.host ?? this.guest!;
    const stopPoke = (linker.pokeEvery ?? this.deps.linker.pokeEvery)?.(() => poker.poke());
    if (stopPoke) this.linkStops.push(stopPoke);
  }

  private newQr(): QrPairing {
    const qr = new QrPairing(this.role);
    this.qr.value = qr;
    return qr;
  }

  /**
   * The host's "No internet? Pair with two QR codes": the server link stops, the game is marked as paired by QR
   * codes (so it pairs so again after a reload), and an offer code is made.
   */
  async pairByQr(): Promise<void> {
    const host = this.host;
    if (!host || this.closed) return;
    let qr = this.qr.value;
    if (!qr) {
      qr = this.newQr();
      this.startLink(qr.linker());
      this.hostRec!.pairing = 'qr';
      await this.deps.net?.put({ ...this.hostRec! });
    }
    await qr.makeOffer({ gameId: host.gameId, code: host.joinCode });
  }

  private onHostEvent(e: NetEvent): void {
    const host = this.host!;
    switch (e.type) {
      case 'phase':
        this.phase.value = e.phase;
        if (host.session().guestToken) this.opponent.value = host.session().setup.names[host.guestSide];
        break;
      case 'connection':
        this.peerConnected.value = e.connected;
        break;
      case 'step':
        // Shown once written (persistHost runs next, before the guest is sent it).
        this.unshown.push({ action: e.step.action, by: e.step.by, events: e.step.events, after: host.state! });
        break;
      case 'problem':
        this.problem.value = e.reason === 'game-full' ? NET_TEXT.intruder : NET_TEXT.problem(e.reason);
        break;
      default:
        break;
    }
  }

  /** The host's setup for its ordinary save and its game screen. */
  private hostSetup(): GameSetup {
    const host = this.host!;
    const s = host.session();
    const hostSide = host.hostSide;
    return {
      scenario: s.setup.scenario,
      seed: host.gameSeed!,
      options: s.setup.options,
      mode: 'network',
      players: { names: [s.setup.names[hostSide], s.setup.names[other(hostSide)]] },
      match: [{ seats: hostSide === 'allies' ? { allies: 0, axis: 1 } : { allies: 1, axis: 0 } }],
      net: { role: 'host', side: hostSide, gameId: host.gameId },
    };
  }

  /** Everything worth keeping, written before the guest (or this screen) is shown anything that depends on it. */
  private async persistHost(): Promise<void> {
    const host = this.host!;
    const rec = this.hostRec!;
    const saves = this.deps.saves;
    if (host.state && !this.savedState) {
      const setup = this.hostSetup();
      const start = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
      this.savedState = start;
      if (saves) {
        try {
          const header = await saves.create(setup, start, Date.now(), gameName(setup));
          this.saver = new Autosaver(saves, header);
          rec.saveId = header.id;
        } catch {
          this.saver = null;
        }
      }
      if (!this.session.value) this.session.value = this.makeSession(new GameSession(setup, this.deps.cue, this.saver));
    }
    // The new steps, each with the state after it (replayed from the last one written: snapshots need it).
    while (this.savedState && this.savedSteps < host.steps.length) {
      const step = host.steps[this.savedSteps]!;
      const r = applyAction(this.savedState, step.action);
      if (!r.ok) throw new Error(`step ${this.savedSteps + 1} does not replay`);
      if (this.saver) await this.saver.record(this.savedSteps, step.action, step.events, r.state);
      this.savedState = r.state;
      this.savedSteps++;
    }
    rec.session = host.session();
    rec.opponent = host.session().guestToken ? rec.session.setup.names[host.guestSide] : '';
    rec.over = host.state?.winner != null;
    rec.updatedAt = this.now();
    await this.deps.net?.put({ ...rec });
    const shown = this.unshown.splice(0);
    for (const step of shown) this.session.value?.receive(step);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Guest

  /** Joins the game whose code was typed, scanned or opened from a link. */
  static async join(code: string, gameId: string | null, name: string, deps: NetDeps): Promise<NetPlay> {
    const guest = Guest.create({ code, gameId, name, ...(deps.random ? { random: deps.random } : {}) });
    const np = new NetPlay('guest', deps);
    const save = guest.save();
    np.guestRec = { key: `guest:${save.token}`, role: 'guest', updatedAt: np.now(), battle: '', opponent: '', over: false, save };
    await deps.net?.put(np.guestRec);
    np.startGuest(guest);
    return np;
  }

  /** Joins by a scanned offer code (no server): the game it names, with its words; then answers it. */
  static async joinByQr(offer: PairingOffer, name: string, deps: NetDeps): Promise<NetPlay> {
    const guest = Guest.create({ code: offer.code, gameId: offer.gameId, name, ...(deps.random ? { random: deps.random } : {}) });
    const np = new NetPlay('guest', deps);
    const save = guest.save();
    np.guestRec = { key: `guest:${save.token}`, role: 'guest', updatedAt: np.now(), battle: '', opponent: '', over: false, pairing: 'qr', save };
    await deps.net?.put(np.guestRec);
    np.startGuest(guest);
    void np.qr.value?.answer(offer);
    return np;
  }

  /** The guest's game again (after a reload): from its own save; the host sends what it missed. */
  static resumeGuest(rec: GuestRecord, deps: NetDeps): NetPlay {
    const np = new NetPlay('guest', deps);
    np.guestRec = { ...rec };
    np.startGuest(Guest.resume(rec.save));
    return np;
  }

  private startGuest(guest: Guest): void {
    this.guest = guest;
    this.phase.value = guest.phase;
    this.verification.value = guest.verification;
    this.noteGuestSetup();
    if (guest.view) this.session.value = this.makeSession(this.guestSession());
    guest.persist = () => this.persistGuest();
    this.stops.push(guest.on((e) => this.onGuestEvent(e)));
    if (guest.phase === 'refused') {
      this.link.value = { status: 'failed', reason: 'refused' };
      return;
    }
    this.stops.push(keepAwake());
    this.startLink(this.guestRec!.pairing === 'qr' ? this.newQr().linker() : this.deps.linker);
  }

  private noteGuestSetup(): void {
    const g = this.guest!;
    if (g.setup && g.side) this.opponent.value = g.setup.names[other(g.side)];
  }

  private guestSession(): GameSession {
    const g = this.guest!;
    const side = g.side!;
    const setup = g.setup!;
    const hostSide = other(side);
    const game: GameSetup = {
      scenario: setup.scenario,
      seed: '',
      options: setup.options,
      mode: 'network',
      players: { names: [setup.names[hostSide], setup.names[side]] },
      match: [{ seats: hostSide === 'allies' ? { allies: 0, axis: 1 } : { allies: 1, axis: 0 } }],
      net: { role: 'guest', side, gameId: g.gameId! },
    };
    const s = new GameSession(game, this.deps.cue, null, viewState(g.view!));
    s.offset.value = g.steps.length;
    return s;
  }

  private onGuestEvent(e: NetEvent): void {
    const g = this.guest!;
    switch (e.type) {
      case 'phase':
        this.phase.value = e.phase;
        this.noteGuestSetup();
        if (!this.session.value && g.view && g.side) this.session.value = this.makeSession(this.guestSession());
        if (e.phase === 'refused') this.link.value = { status: 'failed', reason: 'refused' };
        break;
      case 'connection':
        this.peerConnected.value = e.connected;
        break;
      case 'step': {
        this.batchSteps.push(e.step);
        if (!e.view) break;
        const steps = this.batchSteps.splice(0);
        const last = steps[steps.length - 1]!;
        // A batch (a reconnection) is shown as one step: the guest holds no state between its views.
        this.session.value?.receive({
          action: last.action,
          by: last.by,
          events: steps.flatMap((s) => s.events),
          after: viewState(e.view),
          count: steps.length,
        });
        break;
      }
      case 'rejected':
        this.session.value?.refused(NET_TEXT.problem(e.reason));
        break;
      case 'verified':
        this.verification.value = e.result;
        break;
      case 'problem':
        this.problem.value = e.retrying ? NET_TEXT.notTheHost(e.reason) : NET_TEXT.problem(e.reason);
        this.retryProblem = e.retrying === true;
        break;
      default:
        break;
    }
    // A failed connection's note goes once the game moves again.
    if (e.type === 'step' && this.retryProblem) {
      this.problem.value = null;
      this.retryProblem = false;
    }
  }

  private async persistGuest(): Promise<void> {
    const g = this.guest!;
    const rec = this.guestRec!;
    rec.save = g.save();
    rec.battle = g.setup?.scenario.name ?? '';
    rec.opponent = g.setup && g.side ? g.setup.names[other(g.side)] : '';
    rec.over = g.phase === 'over' || g.phase === 'failed' || g.phase === 'refused';
    rec.updatedAt = this.now();
    await this.deps.net?.put({ ...rec });
  }

  // -------------------------------------------------------------------------------------------------------------

  /** The session plays through this game's protocol instead of a local engine. */
  private makeSession(s: GameSession): GameSession {
    const side = this.side!;
    s.pace = this.deps.pace ?? 0;
    s.seat.value = side;
    s.remote = {
      side,
      play: async (action: Action) => {
        const r = this.host ? await this.host.play(action) : await this.guest!.play(action);
        return r.ok ? r : { ok: false, reason: r.reason, detail: NET_TEXT.problem(r.reason) };
      },
    };
    return s;
  }

  /** Resolves when every message received so far has been handled (and saved). */
  async idle(): Promise<void> {
    await this.host?.idle();
    await this.guest?.idle();
  }

  /** Asks the link to try again now (a "Retry" button). */
  retry(): void {
    this.host?.poke();
    this.guest?.poke();
  }

  /** Leaves for now: the other phone is told, both saves stay. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.host?.leave();
    this.guest?.leave();
    for (const stop of [...this.linkStops.splice(0), ...this.stops.splice(0)]) stop();
    this.session.value?.dispose();
    batch(() => {
      this.peerConnected.value = false;
      this.link.value = { status: 'offline' };
    });
  }

  /** Forgets a game no one joined (the host's Cancel in the lobby). */
  async discard(): Promise<void> {
    this.close();
    const key = this.key;
    if (key) await this.deps.net?.delete(key);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
