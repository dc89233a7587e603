/**
 * The app's screens and what moves between them: home, new game (picker), the game, game over (with the match),
 * saved games, settings and rules help. One game is open at a time; settings and rules help open over it and
 * return to it. Every game is saved as it is played (src/store); the tab holding a game keeps its Web Lock.
 */
import { computed, signal, useSignal, useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { EndReason, GameEvent, GameState } from '../../engine';
import type { BattleSummary } from '../../scenario/summary';
import type { SaveHeader } from '../../store/format';
import { holdGameLock, lockedGames } from '../../store/locks';
import type { SaveStore, StoredPlaylist, StoredScenario } from '../../store/saves';
import type { NetRecord, NetStore } from '../../net/saves';
import type { NetDeps, NetPlay } from '../net/netPlay';
import { settings } from '../settings/settings';
import { requestPersistence } from '../../store/persist';
import type { GameSession } from '../game/session';
import { nextSeed, swappedSeats, type GameSetup } from '../game/setup';
import { feedback } from '../settings/feedback';
import type { ServiceWorkerState } from '../sw/state';
import { STORE_TEXT } from '../text/store';
import { Home } from './Home';
import { lazy } from './lazy';
import { Notices, OfflineNote, ReplacedNotice } from './Notices';
import type { ImportOutcome } from './ScenarioImport';
import { gameName } from './gameName';
import { errorWords } from './errorWords';
import { DB_WAIT_MS, HOME_WAIT_MAX_MS, homeReading } from './homeWait';
import type { BattleRuleId } from '../../scenario/battleRules';

/** Only the saved games' words are needed here (the screens bring their own). */
const STRINGS = { saves: STORE_TEXT };

/**
 * The screens and what they need, each loaded when first shown (issue 15: the first screen is home alone; the engine,
 * the validator and the boards come later). The service worker precaches every chunk, so offline play is unchanged.
 */
const gameModule = lazy(() => import('./gameModule'));
const pickerModule = lazy(() => import('./pickerModule'));
const savedGamesModule = lazy(() => import('./SavedGames'));
const settingsModule = lazy(() => import('./Settings'));
const rulesModule = lazy(() => import('./RulesHelp'));

export interface AppProps {
  /** The built-in battles as home shows them (src/scenario/builtin-summary.json); their boards load with the picker. */
  scenarios: readonly BattleSummary[];
  /** Absent where service workers are unavailable (or in tests). */
  sw?: ServiceWorkerState;
}

type Screen = 'home' | 'picker' | 'game' | 'over' | 'saves' | 'settings' | 'rules' | 'lobby' | 'join';

/** Time between the other phone's steps on screen, so each can be followed (ms). */
const NET_PACE_MS = 450;

/** Sounds and vibration for what just happened (each behind its setting, see feedback.ts). */
function cue(events: readonly GameEvent[]): void {
  let kind: Parameters<typeof feedback>[0] | null = null;
  for (const e of events) {
    if (e.type === 'gameOver') kind = 'victory';
    else if (e.type === 'eliminated' && kind !== 'victory') kind = 'eliminated';
    else if (e.type === 'roll' && !kind) kind = 'dice';
    else if (e.type === 'turn' && !kind) kind = 'turn';
  }
  if (kind) feedback(kind);
}

/** Offers a JSON value as a file download. */
export function downloadJson(value: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(value, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A newer version of the app, in another tab or window, took the databases over (SaveStore.open, NetStore.open
 * `replaced`): this page can save nothing more and must reload (Notices.tsx ReplacedNotice).
 */
const storesReplaced = signal(false);
const onReplaced = (): void => void (storesReplaced.value = true);

/** The saves database, opened once; null while opening, 'unavailable' when the browser refuses IndexedDB. */
const storeSignal = signal<SaveStore | null | 'unavailable'>(null);
let opening: Promise<void> | null = null;
let storeCode: Promise<typeof import('../../store/saves')> | null = null;
const loadStoreCode = (): Promise<typeof import('../../store/saves')> => (storeCode ??= import('../../store/saves'));
/** Opens the saves database once; `blocked` is called if a tab of an older version holds it (see homeWait.ts). */
function openStore(blocked?: () => void): Promise<void> {
  if (opening) return opening;
  if (typeof indexedDB === 'undefined') {
    storeSignal.value = 'unavailable';
    return Promise.resolve();
  }
  opening = loadStoreCode()
    .then((m) => m.SaveStore.open(undefined, { blocked, replaced: onReplaced }))
    .then(
    (s) => void (storeSignal.value = s),
    () => void (storeSignal.value = 'unavailable'),
  );
  return opening;
}

/** The most recent unfinished saved game (home's "Continue"); read before home's first render (see `homeReady`). */
const latest = signal<SaveHeader | null>(null);
/** Unfinished two-phone games on this phone, for home (also read before home's first render). */
const netGames = signal<NetRecord[]>([]);

/** Reads the saves for home's Continue; the signal changes only when the game to continue does (no redraw for nothing). */
async function readLatest(s: SaveStore): Promise<void> {
  const entries = await s.list();
  // Two-phone games are continued from their own entries (they need the other phone's link).
  const open = entries.find((e) => e.ok && !e.header.deletedAt && !e.header.summary.winner && e.header.setup.mode !== 'network');
  const next = open?.ok ? open.header : null;
  const now = latest.peek();
  if (next?.id === now?.id && next?.name === now?.name) return;
  latest.value = next;
}

/** Reads the two-phone games to continue; the signal changes only when the list does. */
async function readNetGames(n: NetStore): Promise<void> {
  const entries = await n.list();
  const list = entries.flatMap((e) => (e.ok && !e.record.over ? [e.record] : []));
  const now = netGames.peek();
  const same = (a: NetRecord, b: NetRecord): boolean => a.key === b.key && a.battle === b.battle && a.opponent === b.opponent && a.role === b.role;
  if (list.length === now.length && list.every((r, i) => same(r, now[i]!))) return;
  netGames.value = list;
}

/**
 * Reads what home's buttons depend on (the game to continue, the two-phone games) before home is first drawn, so
 * its buttons never move under a finger when the saves answer (issue 15). src/main.tsx starts this with the first
 * screen's words and renders when both are done; the databases' code loads meanwhile (it is not in the first screen).
 * How long each reading is waited for: homeWait.ts (its code and its database each have their own bound; a database
 * held by an old tab is not waited for).
 */
export function homeReady(): Promise<void> {
  // Listing the databases is bounded like opening one: if it never answers, home is drawn without their buttons.
  const listed = Promise.race([
    databasesFound(),
    new Promise<{ saves: boolean; net: boolean }>((done) => setTimeout(() => done({ saves: false, net: false }), DB_WAIT_MS)),
  ]);
  const readings = listed.then(
    (found) =>
      Promise.all([
        found.saves ? readForHome(loadStoreCode, openStore, () => storeSignal.peek(), readLatest) : undefined,
        found.net ? readForHome(loadNetStoreCode, openNetStore, () => netStoreSignal.peek(), readNetGames) : undefined,
      ]).then(() => {}),
    () => {},
  );
  // Every phase is bounded; this bound over the whole is a last guard.
  return Promise.race([readings, new Promise<void>((done) => setTimeout(done, HOME_WAIT_MAX_MS))]);
}

/** One database read for home: its code, then its opening (told when blocked), then the read of the store opened. */
function readForHome<S>(
  load: () => Promise<unknown>,
  open: (blocked: () => void) => Promise<void>,
  opened: () => S | null | 'unavailable',
  read: (store: S) => Promise<void>,
): Promise<unknown> {
  return homeReading(load, (_m, blocked) =>
    open(blocked).then(() => {
      const store = opened();
      return store && store !== 'unavailable' ? read(store) : undefined;
    }),
  );
}

/**
 * The databases' names (src/store/saves.ts DB_NAME, src/net/saves.ts NET_DB_NAME, which the first screen may not
 * import: tests/ui-app/first-screen.test.ts checks they agree).
 */
export const HOME_DATABASES = { saves: 'pocket44', net: 'pocket44-net' } as const;

/**
 * Which databases exist: at a first visit neither does, and home is drawn at once without loading the databases'
 * code. A browser that cannot list them is assumed to have both.
 */
async function databasesFound(): Promise<{ saves: boolean; net: boolean }> {
  if (typeof indexedDB === 'undefined') return { saves: false, net: false };
  if (typeof indexedDB.databases !== 'function') return { saves: true, net: true };
  try {
    const names = new Set((await indexedDB.databases()).map((d) => d.name));
    return { saves: names.has(HOME_DATABASES.saves), net: names.has(HOME_DATABASES.net) };
  } catch {
    return { saves: true, net: true };
  }
}

/** True once the saves database is known not to open (home then offers no Saved games). */
const storeUnavailable = computed(() => storeSignal.value === 'unavailable');

/** Two-phone play's code (PeerJS, the protocol, the lobby), loaded the first time it is needed. */
type NetModule = typeof import('../net/module');
const netModule = signal<NetModule | null>(null);
let loadingNet: Promise<NetModule> | null = null;
function loadNet(): Promise<NetModule> {
  loadingNet ??= import('../net/module').then((m) => (netModule.value = m));
  return loadingNet;
}

/** The two-phone database (host sessions, guest games), opened once; 'unavailable' without IndexedDB. */
const netStoreSignal = signal<NetStore | null | 'unavailable'>(null);
let openingNet: Promise<void> | null = null;
let netStoreCode: Promise<typeof import('../../net/saves')> | null = null;
const loadNetStoreCode = (): Promise<typeof import('../../net/saves')> => (netStoreCode ??= import('../../net/saves'));
/** Opens the two-phone database once; `blocked` as for openStore. */
function openNetStore(blocked?: () => void): Promise<void> {
  if (openingNet) return openingNet;
  if (typeof indexedDB === 'undefined') {
    netStoreSignal.value = 'unavailable';
    return Promise.resolve();
  }
  openingNet = loadNetStoreCode()
    .then((m) => m.NetStore.open(undefined, { blocked, replaced: onReplaced }))
    .then(
    (s) => void (netStoreSignal.value = s),
    () => void (netStoreSignal.value = 'unavailable'),
  );
  return openingNet;
}

export function App({ scenarios, sw }: AppProps) {
  const screen = useSignal<Screen>('home');
  /** Where settings and rules help return to. */
  const back = useSignal<Screen>('home');
  const session = useSignal<GameSession | null>(null);
  const final = useSignal<{ setup: GameSetup; state: GameState; reason?: EndReason | undefined } | null>(null);
  /** A message for the player on the home or saved-games screen (a game open elsewhere, a damaged save...). */
  const notice = useSignal<string | null>(null);
  /** A word about the saved game just opened (a repaired save, older rules), shown on the board until dismissed. */
  const gameNote = useSignal<string | null>(null);
  const release = useSignal<(() => void) | null>(null);
  /** Games other tabs hold open (the saved-games screen offers no Continue, Rename or Delete for them). */
  const lockedElsewhere = useSignal<ReadonlySet<string>>(new Set());
  /** Battles the player imported, kept with the saves. */
  const imported = useSignal<StoredScenario[]>([]);
  /** Campaign files kept as playlists, with the imported battles. */
  const playlists = useSignal<StoredPlaylist[]>([]);

  useEffect(() => void openStore(), []);
  // The new-battle screen is nearly always next: its code loads once the browser is idle after the first screen, so
  // the tap on New battle finds it there (offline it comes from the precache either way).
  useEffect(() => {
    const load = (): void => void pickerModule.load().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 2000);
  }, []);
  useEffect(() => void openNetStore(), []);
  /** The two-phone game open on this phone (lobby or game). */
  const net = useSignal<NetPlay | null>(null);
  /** A join link opened this app: its code and game. */
  const joinFrom = useSignal<{ code: string; gameId: string | null } | null>(null);

  // A join link (`?join=...&game=...`): straight to the join screen, with the words filled in.
  useEffect(() => {
    const href = window.location.href;
    const params = new URLSearchParams(window.location.search);
    if (!params.has('join')) return;
    params.delete('join');
    params.delete('game');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    void loadNet().then((m) => {
      joinFrom.value = m.parseJoinLink(href);
      screen.value = 'join';
    });
  }, []);

  // The two-phone games to continue, listed on home (read again each time home is shown; unchanged, no redraw).
  useSignalEffect(() => {
    const n = netStoreSignal.value;
    if (screen.value !== 'home' || !n || n === 'unavailable') return;
    void readNetGames(n);
  });

  // The game begins (the host's seed is fixed, or the guest is dealt in): the lobby gives way to the board.
  useSignalEffect(() => {
    const np = net.value;
    const s = np?.session.value;
    if (!np || !s) return;
    if (session.value !== s) session.value = s;
    if (screen.value === 'lobby') go('game');
  });
  useSignalEffect(() => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return;
    void s.listScenarios().then((list) => (imported.value = list));
    void s.listPlaylists().then((list) => (playlists.value = list));
  });

  /** A scenario file opened with the app (file handler) or shared to it (share target), once imported. */
  const externalImport = useSignal<ImportOutcome | null>(null);
  useSignalEffect(() => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return;
    const take = async (file: File): Promise<void> => {
      externalImport.value = await importFile(file);
      go('picker');
    };
    const lq = (window as { launchQueue?: { setConsumer(cb: (p: { files?: { getFile(): Promise<File> }[] }) => void): void } }).launchQueue;
    lq?.setConsumer((params) => {
      const handle = params.files?.[0];
      if (handle) void handle.getFile().then(take);
    });
    const params = new URLSearchParams(window.location.search);
    if (params.has('shared') && typeof caches !== 'undefined') {
      params.delete('shared');
      const rest = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
      void (async () => {
        const cache = await caches.open('pocket44-shared');
        const res = await cache.match('shared-scenario');
        if (!res) return;
        await cache.delete('shared-scenario');
        const name = decodeURIComponent(res.headers.get('X-File-Name') ?? 'shared.m44');
        await take(new File([await res.blob()], name));
      })();
    }
  });

  const importFile = async (file: File): Promise<ImportOutcome> => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return { ok: false, reasons: [STRINGS.saves.cannotSave] };
    const [{ importScenarioText, MAX_SCENARIO_FILE_BYTES, tooLarge }, { matchPlaylist, playlistOfCampaign }, { appliedBattleRules }, pm] =
      await Promise.all([import('../../scenario/importFile'), import('../../scenario/playlist'), import('../../scenario/battleRules'), pickerModule.load()]);
    const scenarios = pm.BUILTIN_SCENARIOS;
    if (file.size > MAX_SCENARIO_FILE_BYTES) return { ok: false, reasons: tooLarge(file.size).problems.map((p) => pm.SCENARIO_IMPORT_TEXT.problem(p)) };
    const r = importScenarioText(await file.text(), file.name);
    if (!r.ok && r.campaign) {
      // A campaign file: kept as a playlist of the battles it names (src/scenario/playlist.ts).
      try {
        const { id: _id, ...playlist } = playlistOfCampaign(r.campaign, '');
        const row = await s.addPlaylist(playlist, file.name);
        playlists.value = await s.listPlaylists();
        const entries = matchPlaylist(row.battles, pm.playlistCandidates(scenarios, imported.value));
        const missing = entries.flatMap((e, i) => (e.scenarioId === null ? [i] : []));
        return { ok: false, reasons: r.reasons, campaign: r.campaign, playlistId: row.id, missing };
      } catch {
        return { ok: false, reasons: r.reasons, campaign: r.campaign };
      }
    }
    // Refused: in the player's language (what the app cannot play, and the checker's problems, worded from the importer's
    // and checker's sentences, app/importWarnings.ts and app/invalidProblems.ts).
    if (!r.ok) return { ok: false, reasons: r.problems.map((p) => pm.importProblemWords(p)) };
    try {
      const row = await s.addScenario(r.scenario, file.name, r.warnings, scenarios.map((x) => x.id), Date.now(), {
        ...(r.m44Id !== undefined ? { m44Id: r.m44Id } : {}),
        notApplied: r.notApplied,
      });
      imported.value = await s.listScenarios();
      return { ok: true, id: row.id, name: row.scenario.name, warnings: r.warnings, notApplied: r.notApplied, rules: appliedBattleRules(row.scenario) };
    } catch {
      return { ok: false, reasons: [STRINGS.saves.cannotSave] };
    }
  };

  /** The player switched the battle-wide rules of an imported battle: store them with it (nothing else changes). */
  const setImportedRules = async (id: string, rules: BattleRuleId[]): Promise<BattleRuleId[]> => {
    const s = storeSignal.value;
    const row = imported.value.find((i) => i.id === id);
    const { appliedBattleRules, setBattleRules } = await import('../../scenario/battleRules');
    if (!s || s === 'unavailable' || !row) return row ? appliedBattleRules(row.scenario) : [];
    try {
      const next = await s.updateScenario(id, setBattleRules(row.scenario, rules));
      imported.value = await s.listScenarios();
      return appliedBattleRules(next.scenario);
    } catch {
      return appliedBattleRules(row.scenario);
    }
  };

  // The latest unfinished game, for home's "Continue" (read again each time home is shown; unchanged, no redraw).
  useSignalEffect(() => {
    const s = storeSignal.value;
    if (screen.value !== 'home' || !s || s === 'unavailable') return;
    void readLatest(s);
  });

  // Closing the tab with actions not yet saved (storage full, or no storage at all) would lose them: ask.
  useSignalEffect(() => {
    const s = session.value;
    if (!s || s.state.value.winner || s.actionCount.value === 0) return;
    if (s.saver && s.saver.status.value === 'saved') return;
    // A two-phone guest's game is kept by NetPlay (its record is written before each ack).
    if (s.setup.net?.role === 'guest') return;
    const warn = (e: BeforeUnloadEvent): void => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  const go = (to: Screen): void => {
    screen.value = to;
    if (typeof window !== 'undefined') window.scrollTo(0, 0);
  };
  const openAside = (to: 'settings' | 'rules'): void => {
    back.value = screen.value;
    go(to);
  };
  const closeGame = (): void => {
    gameNote.value = null;
    release.value?.();
    release.value = null;
    session.value?.computer?.dispose();
    session.value = null;
    net.value?.close();
    net.value = null;
  };

  const netDeps = async (m: NetModule, role: 'host' | 'guest'): Promise<NetDeps> => {
    const { seedFromSearch } = await import('./picker');
    const n = netStoreSignal.value;
    const s = storeSignal.value;
    // `?seed=` fixes the secrets too, so a two-phone game replays exactly (browser tests, bug reports). The host's
    // own secret being known costs the guest nothing (it is committed before the guest's share arrives), but a guest's
    // share known in advance would let a host pick its secret to steer the dice: a link carrying `seed=` could do
    // that, so the guest honours it only in the development server, never in the built app.
    const seed = role === 'host' || import.meta.env.DEV ? seedFromSearch(window.location.search) : null;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return {
      saves: s && s !== 'unavailable' ? s : null,
      net: n && n !== 'unavailable' ? n : null,
      linker: m.peerLinker(settings.value.signal),
      cue,
      pace: reduced ? 0 : NET_PACE_MS,
      ...(seed ? { random: m.seededRandom(`${role}/${seed}`) } : {}),
    };
  };

  /** Opens a two-phone game on this phone: its lock first (one tab per game), then the lobby or the board. */
  const openNet = async (key: string, make: () => Promise<NetPlay>): Promise<void> => {
    closeGame();
    final.value = null;
    const unlock = await holdGameLock(key);
    if (!unlock) {
      notice.value = STRINGS.saves.openElsewhere;
      go('home');
      return;
    }
    try {
      const np = await make();
      release.value = unlock;
      net.value = np;
      notice.value = null;
      void requestPersistence();
      const s = np.session.value;
      if (s) session.value = s;
      go(s ? 'game' : 'lobby');
    } catch (e) {
      unlock();
      notice.value = STRINGS.saves.cannotOpen(errorWords(e));
      go('home');
    }
  };

  const continueNet = (rec: NetRecord): void => {
    void openNet(rec.key, async () => {
      const m = await loadNet();
      const deps = await netDeps(m, rec.role);
      return rec.role === 'host' ? m.NetPlay.resumeHost(rec, deps) : m.NetPlay.resumeGuest(rec, deps);
    });
  };

  const start = async (setup: GameSetup): Promise<void> => {
    if (setup.mode === 'network') {
      closeGame();
      final.value = null;
      try {
        const m = await loadNet();
        const np = await m.NetPlay.hostNew(setup, await netDeps(m, 'host'));
        release.value = await holdGameLock(np.key);
        net.value = np;
        void requestPersistence();
        go('lobby');
      } catch (e) {
        notice.value = STRINGS.saves.cannotOpen(errorWords(e));
        go('home');
      }
      return;
    }
    const g = await gameModule.load();
    closeGame();
    final.value = null;
    const s = storeSignal.value;
    let saver: InstanceType<typeof g.Autosaver> | null = null;
    if (s && s !== 'unavailable') {
      try {
        const header = await s.create(setup, g.newGame(setup.scenario, { seed: setup.seed, options: setup.options }), Date.now(), gameName(setup));
        release.value = await holdGameLock(header.id);
        saver = new g.Autosaver(s, header);
        void requestPersistence();
      } catch {
        notice.value = STRINGS.saves.cannotSave;
      }
    }
    session.value = new g.GameSession(setup, cue, saver);
    g.attachComputer(session.value);
    go('game');
  };

  const continueGame = async (id: string): Promise<void> => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return;
    if (session.value?.saver?.header.id === id && !session.value.state.value.winner) {
      go('game');
      return;
    }
    // A two-phone game hosted here: continued through its session (the guest reconnects to it).
    const head = await s.header(id);
    const n = netStoreSignal.value;
    if (head?.setup.mode === 'network' && n && n !== 'unavailable') {
      const rec = await n.hostOf(id);
      if (rec) {
        continueNet(rec);
        return;
      }
    }
    const g = await gameModule.load();
    closeGame();
    const unlock = await holdGameLock(id);
    if (!unlock) {
      notice.value = STRINGS.saves.openElsewhere;
      return;
    }
    // The lock is kept only by a game that opened: any failure on the way (a damaged save, an exception) lets it go.
    let opened = false;
    try {
      const loaded = await s.load(id);
      if (!loaded.ok) {
        notice.value = STRINGS.saves.cannotOpen(STRINGS.saves.problem(loaded.problem));
        return;
      }
      const { header, state, note } = loaded.game;
      session.value = g.GameSession.resume(header.setup, loaded.game, cue, new g.Autosaver(s, header));
      // A game against the computer goes on where it was left, the computer's turn included.
      g.attachComputer(session.value);
      release.value = unlock;
      opened = true;
      gameNote.value = !note ? null : note.kind === 'repaired' ? STRINGS.saves.loadNote.repaired(note.snapshots) : STRINGS.saves.loadNote.otherRules(note.from);
      notice.value = null;
      go(state.winner ? 'over' : 'game');
      if (state.winner) finish();
    } catch (e) {
      if (!opened) notice.value = STRINGS.saves.cannotOpen(errorWords(e));
      else throw e;
    } finally {
      if (!opened) unlock();
    }
  };

  const finish = (): void => {
    const s = session.value;
    // A session exists only once the game module has loaded.
    const g = gameModule.value;
    if (!s || !g || !s.state.value.winner) return;
    const state = s.state.value;
    const match = s.setup.match.slice();
    const last = match[match.length - 1]!;
    match[match.length - 1] = {
      ...last,
      medals: { allies: g.finalMedals(state, 'allies'), axis: g.finalMedals(state, 'axis') },
      winner: state.winner!,
    };
    final.value = { setup: { ...s.setup, match }, state, reason: s.endReason() };
    go('over');
  };
  const rematch = (): void => {
    const f = final.value;
    if (!f) return;
    const seats = swappedSeats(f.setup.match[f.setup.match.length - 1]!.seats);
    void start({ ...f.setup, seed: nextSeed(f.setup.seed), match: [...f.setup.match, { seats }] });
  };
  const saveRecord = (): void => {
    const s = session.value;
    const g = gameModule.value;
    if (!s || !g) return;
    const record = s.record();
    // The player's own calendar day, as Saved games' Export names it (an ISO date is UTC: yesterday's, after midnight in Europe).
    downloadJson(record, g.exportFileName(record.header.setup.scenario.id, Date.now()));
  };

  /**
   * The saves database once open. Read only where a screen needs it: home does not read it, so the database opening
   * a moment after start does not draw home again (issue 15: home rendered three times at start).
   */
  const openStoreNow = (): SaveStore | null => {
    const st = storeSignal.value;
    return st && st !== 'unavailable' ? st : null;
  };
  const home = (
    <Home
      scenarios={scenarios}
      notice={notice.value}
      onNewGame={() => {
        notice.value = null;
        go('picker');
      }}
      onResume={session.value && !session.value.state.value.winner ? () => go('game') : undefined}
      continueName={!session.value && latest.value ? latest.value.name : undefined}
      onContinue={!session.value && latest.value ? () => void continueGame(latest.value!.id) : undefined}
      onSaved={
        !storeUnavailable.value && typeof indexedDB !== 'undefined'
          ? () => {
              notice.value = null;
              void Promise.all([opening, savedGamesModule.load()]).then(() => lockedGames()).then((ids) => {
                if (!openStoreNow()) return;
                const mine = session.value?.saver?.header.id;
                if (mine) ids.delete(mine);
                lockedElsewhere.value = ids;
                go('saves');
              });
            }
          : undefined
      }
      onRules={() => openAside('rules')}
      onSettings={() => openAside('settings')}
      onJoin={() => {
        notice.value = null;
        joinFrom.value = null;
        go('join');
      }}
      offlineNote={sw && <OfflineNote sw={sw} />}
      netGames={netGames.value
        .filter((r) => r.key !== net.value?.key)
        .map((r) => ({ key: r.key, battle: r.battle, opponent: r.opponent, role: r.role, onContinue: () => continueNet(r) }))}
    />
  );

  /** A screen whose code is still loading (a moment; from the precache when offline). */
  const loading = <main id="main" class="screen-loading" aria-busy="true" />;
  /** The screen's module, or null while it loads (the load is started; the app draws again when it is there). */
  const need = <T,>(m: { value: T | null; load(): Promise<T> }): T | null => {
    if (!m.value) void m.load();
    return m.value;
  };

  let body;
  switch (screen.value) {
    case 'picker': {
      const pm = need(pickerModule);
      const saves = openStoreNow();
      if (!pm) {
        body = loading;
        break;
      }
      const { Picker, BUILTIN_SCENARIOS: scenarios, playlistCandidates, playlistViews } = pm;
      body = (
        <Picker
          scenarios={[...scenarios, ...imported.value.map((i) => i.scenario)]}
          importedIds={new Set(imported.value.map((i) => i.id))}
          notAppliedOf={new Map(imported.value.flatMap((i) => (i.notApplied ? [[i.id, i.notApplied] as const] : [])))}
          onImportFile={saves ? importFile : undefined}
          onImportRules={saves ? setImportedRules : undefined}
          externalImport={externalImport.value}
          playlists={playlistViews(playlists.value, playlistCandidates(scenarios, imported.value))}
          onRemovePlaylist={
            saves
              ? (id) => {
                  const s = storeSignal.value;
                  if (!s || s === 'unavailable') return;
                  void s.deletePlaylist(id).then(async () => (playlists.value = await s.listPlaylists()));
                }
              : undefined
          }
          onStart={(setup) => void start(setup)}
          onBack={() => go('home')}
        />
      );
      break;
    }
    case 'game': {
      const g = session.value ? need(gameModule) : null;
      body = !session.value ? null : !g ? loading : (
        <g.GameScreen
          session={session.value}
          onOver={finish}
          onLeave={() => {
            closeGame();
            go('home');
          }}
          onRules={() => openAside('rules')}
          onSettings={() => openAside('settings')}
          onExport={saveRecord}
          net={net.value}
          netPanel={net.value?.qr.value && netModule.value ? <netModule.value.QrPairPanel np={net.value} repair /> : null}
          notice={gameNote.value}
          onDismissNotice={() => (gameNote.value = null)}
        />
      );
      break;
    }
    case 'lobby': {
      const np = net.value;
      const m = netModule.value;
      const leave = (): void => {
        closeGame();
        go('home');
      };
      body = !np || !m ? null : np.role === 'host' ? (
        <m.HostLobby
          np={np}
          onCancel={() => {
            // No one has joined: nothing to keep. Once seated, the game stays saved for later.
            if (np.phase.value === 'joining') void np.discard();
            leave();
          }}
        />
      ) : (
        <m.GuestLobby
          np={np}
          onBack={() => {
            if (np.phase.value === 'joining' || np.phase.value === 'refused') void np.discard();
            leave();
          }}
        />
      );
      break;
    }
    case 'join': {
      const m = netModule.value;
      if (!m) {
        void loadNet();
        body = null;
        break;
      }
      body = (
        <m.JoinScreen
          initial={joinFrom.value}
          onJoin={(code, gameId, name) => {
            void (async () => {
              closeGame();
              const np = await m.NetPlay.join(code, gameId, name, await netDeps(m, 'guest'));
              release.value = await holdGameLock(np.key);
              net.value = np;
              void requestPersistence();
              go('lobby');
            })();
          }}
          onJoinQr={(offer, name) => {
            void (async () => {
              closeGame();
              const np = await m.NetPlay.joinByQr(offer, name, await netDeps(m, 'guest'));
              release.value = await holdGameLock(np.key);
              net.value = np;
              void requestPersistence();
              go('lobby');
            })();
          }}
          onBack={() => go('home')}
        />
      );
      break;
    }
    case 'over': {
      const g = final.value ? need(gameModule) : null;
      body = !final.value ? null : !g ? loading : (
        <g.GameOver
          setup={final.value.setup}
          final={final.value.state}
          reason={final.value.reason}
          onRematch={final.value.setup.mode === 'network' ? undefined : rematch}
          onHome={() => {
            closeGame();
            go('home');
          }}
          onSaveRecord={final.value.setup.net?.role === 'guest' ? undefined : saveRecord}
        />
      );
      break;
    }
    case 'saves': {
      const saves = openStoreNow();
      const SavedGames = saves ? need(savedGamesModule)?.SavedGames : undefined;
      body = !saves ? null : !SavedGames ? loading : (
        <>
          {notice.value && (
            <p class="app-notice" role="alert">
              {notice.value}
            </p>
          )}
          <SavedGames store={saves} lockedIds={lockedElsewhere.value} onContinue={(id) => void continueGame(id)} onBack={() => go('home')} />
        </>
      );
      break;
    }
    case 'settings': {
      const Settings = need(settingsModule)?.Settings;
      body = Settings ? <Settings onBack={() => go(back.value)} /> : loading;
      break;
    }
    case 'rules': {
      const RulesHelp = need(rulesModule)?.RulesHelp;
      body = RulesHelp ? <RulesHelp onBack={() => go(back.value)} /> : loading;
      break;
    }
  }
  return (
    <>
      {body ?? home}
      {sw && <Notices sw={sw} />}
      {storesReplaced.value && (
        <ReplacedNotice unsaved={session.value?.saver?.unsaved.value ?? 0} onExport={session.value ? saveRecord : undefined} />
      )}
    </>
  );
}
