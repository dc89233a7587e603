/**
 * The app's screens and what moves between them: home, new game (picker), the game, game over (with the match),
 * saved games, settings and rules help. One game is open at a time; settings and rules help open over it and
 * return to it. Every game is saved as it is played (src/store); the tab holding a game keeps its Web Lock.
 */
import { signal, useSignal, useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { finalMedals, newGame, type GameEvent, type GameState } from '../../engine';
import type { Scenario } from '../../scenario/types';
import { Autosaver } from '../../store/autosave';
import type { SaveHeader } from '../../store/format';
import { holdGameLock, lockedGames } from '../../store/locks';
import { recordFileName } from '../../store/record';
import { SaveStore, type StoredScenario } from '../../store/saves';
import { importScenarioText, MAX_SCENARIO_FILE_BYTES, tooLarge } from '../../scenario/importFile';
import { requestPersistence } from '../../store/persist';
import { GameScreen } from '../game/GameScreen';
import { GameSession } from '../game/session';
import { nextSeed, swappedSeats, type GameSetup } from '../game/setup';
import { feedback } from '../settings/feedback';
import type { ServiceWorkerState } from '../sw/state';
import { STRINGS } from '../strings';
import { GameOver } from './GameOver';
import { Home } from './Home';
import { Notices } from './Notices';
import { Picker } from './Picker';
import type { ImportOutcome } from './ScenarioImport';
import { RulesHelp } from './RulesHelp';
import { SavedGames } from './SavedGames';
import { Settings } from './Settings';

export interface AppProps {
  scenarios: readonly Scenario[];
  /** Absent where service workers are unavailable (or in tests). */
  sw?: ServiceWorkerState;
}

type Screen = 'home' | 'picker' | 'game' | 'over' | 'saves' | 'settings' | 'rules';

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

/** The saves database, opened once; null while opening, 'unavailable' when the browser refuses IndexedDB. */
const storeSignal = signal<SaveStore | null | 'unavailable'>(null);
let opening: Promise<void> | null = null;
function openStore(): void {
  if (opening || typeof indexedDB === 'undefined') {
    if (typeof indexedDB === 'undefined') storeSignal.value = 'unavailable';
    return;
  }
  opening = SaveStore.open().then(
    (s) => void (storeSignal.value = s),
    () => void (storeSignal.value = 'unavailable'),
  );
}

export function App({ scenarios, sw }: AppProps) {
  const screen = useSignal<Screen>('home');
  /** Where settings and rules help return to. */
  const back = useSignal<Screen>('home');
  const session = useSignal<GameSession | null>(null);
  const final = useSignal<{ setup: GameSetup; state: GameState } | null>(null);
  /** The most recent unfinished saved game (home's "Continue"). */
  const latest = useSignal<SaveHeader | null>(null);
  /** A message for the player on the home or saved-games screen (a game open elsewhere, a damaged save...). */
  const notice = useSignal<string | null>(null);
  const release = useSignal<(() => void) | null>(null);
  /** Games other tabs hold open (the saved-games screen offers no Continue, Rename or Delete for them). */
  const lockedElsewhere = useSignal<ReadonlySet<string>>(new Set());
  const store = storeSignal.value;
  /** Battles the player imported, kept with the saves. */
  const imported = useSignal<StoredScenario[]>([]);

  useEffect(openStore, []);
  useSignalEffect(() => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return;
    void s.listScenarios().then((list) => (imported.value = list));
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
    if (file.size > MAX_SCENARIO_FILE_BYTES) return tooLarge(file.size) as ImportOutcome;
    const r = importScenarioText(await file.text(), file.name);
    if (!r.ok) return r;
    try {
      const row = await s.addScenario(r.scenario, file.name, r.warnings, scenarios.map((x) => x.id));
      imported.value = await s.listScenarios();
      return { ok: true, id: row.id, name: row.scenario.name, warnings: r.warnings };
    } catch {
      return { ok: false, reasons: [STRINGS.saves.cannotSave] };
    }
  };

  // The latest unfinished game, for home's "Continue".
  useSignalEffect(() => {
    const s = storeSignal.value;
    if (screen.value !== 'home' || !s || s === 'unavailable') return;
    let live = true;
    void s.list().then((entries) => {
      if (!live) return;
      const open = entries.find((e) => e.ok && !e.header.deletedAt && !e.header.summary.winner);
      latest.value = open?.ok ? open.header : null;
    });
    return () => {
      live = false;
    };
  });

  // Closing the tab with actions not yet saved (storage full, or no storage at all) would lose them: ask.
  useSignalEffect(() => {
    const s = session.value;
    if (!s || s.state.value.winner || s.actionCount.value === 0) return;
    if (s.saver && s.saver.status.value === 'saved') return;
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
    release.value?.();
    release.value = null;
    session.value = null;
  };

  const start = async (setup: GameSetup): Promise<void> => {
    closeGame();
    final.value = null;
    const s = storeSignal.value;
    let saver: Autosaver | null = null;
    if (s && s !== 'unavailable') {
      try {
        const header = await s.create(setup, newGame(setup.scenario, { seed: setup.seed, options: setup.options }));
        release.value = await holdGameLock(header.id);
        saver = new Autosaver(s, header);
        void requestPersistence();
      } catch {
        notice.value = STRINGS.saves.cannotSave;
      }
    }
    session.value = new GameSession(setup, cue, saver);
    go('game');
  };

  const continueGame = async (id: string): Promise<void> => {
    const s = storeSignal.value;
    if (!s || s === 'unavailable') return;
    if (session.value?.saver?.header.id === id && !session.value.state.value.winner) {
      go('game');
      return;
    }
    closeGame();
    const unlock = await holdGameLock(id);
    if (!unlock) {
      notice.value = STRINGS.saves.openElsewhere;
      return;
    }
    const loaded = await s.load(id);
    if (!loaded.ok) {
      unlock();
      notice.value = STRINGS.saves.cannotOpen(loaded.reason);
      return;
    }
    const { header, state, steps } = loaded.game;
    release.value = unlock;
    session.value = GameSession.resume(header.setup, { state, steps }, cue, new Autosaver(s, header));
    notice.value = null;
    go(state.winner ? 'over' : 'game');
    if (state.winner) finish();
  };

  const finish = (): void => {
    const s = session.value;
    if (!s || !s.state.value.winner) return;
    const state = s.state.value;
    const match = s.setup.match.slice();
    const last = match[match.length - 1]!;
    match[match.length - 1] = {
      ...last,
      medals: { allies: finalMedals(state, 'allies'), axis: finalMedals(state, 'axis') },
      winner: state.winner!,
    };
    final.value = { setup: { ...s.setup, match }, state };
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
    if (!s) return;
    const record = s.record();
    downloadJson(record, recordFileName(record, new Date().toISOString().slice(0, 10)));
  };

  const saves = store && store !== 'unavailable' ? store : null;
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
        saves
          ? () => {
              notice.value = null;
              void lockedGames().then((ids) => {
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
    />
  );

  let body;
  switch (screen.value) {
    case 'picker':
      body = (
        <Picker
          scenarios={[...scenarios, ...imported.value.map((i) => i.scenario)]}
          importedIds={new Set(imported.value.map((i) => i.id))}
          onImportFile={saves ? importFile : undefined}
          externalImport={externalImport.value}
          onStart={(setup) => void start(setup)}
          onBack={() => go('home')}
        />
      );
      break;
    case 'game':
      body = session.value ? (
        <GameScreen
          session={session.value}
          onOver={finish}
          onLeave={() => {
            closeGame();
            go('home');
          }}
          onRules={() => openAside('rules')}
          onSettings={() => openAside('settings')}
          onExport={saveRecord}
        />
      ) : null;
      break;
    case 'over':
      body = final.value ? (
        <GameOver
          setup={final.value.setup}
          final={final.value.state}
          onRematch={rematch}
          onHome={() => {
            closeGame();
            go('home');
          }}
          onSaveRecord={saveRecord}
        />
      ) : null;
      break;
    case 'saves':
      body = saves ? (
        <>
          {notice.value && (
            <p class="app-notice" role="alert">
              {notice.value}
            </p>
          )}
          <SavedGames store={saves} lockedIds={lockedElsewhere.value} onContinue={(id) => void continueGame(id)} onBack={() => go('home')} />
        </>
      ) : null;
      break;
    case 'settings':
      body = <Settings onBack={() => go(back.value)} />;
      break;
    case 'rules':
      body = <RulesHelp onBack={() => go(back.value)} />;
      break;
  }
  return (
    <>
      {body ?? home}
      {sw && <Notices sw={sw} />}
    </>
  );
}
