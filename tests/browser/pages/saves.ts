// Test page for the saved-games screen (src/ui/app/SavedGames.tsx) over the real browser IndexedDB, in a database
// of its own (pocket44-test-page), with the app's theme.
//
// ?reset empties the database and fills it with three games played by a seeded random policy over the legal
// actions (never Math.random): Sword Beach under way (saved action by action, as the app saves), Operation Cobra
// played to the end as the second game of a match (imported from an export file), and an Arracourt game whose
// stored header has a field of the wrong type (written with the plain IndexedDB API), so it is damaged.
// ?reset=empty leaves the database empty. The parameter is then dropped from the address, so a reload shows what
// the database holds. ?undo=<ms> shortens the undo window; ?locked=<id> (repeatable) marks games as open in
// another tab. Continue and Back are recorded in window.__savesPage.
import { h, render } from 'preact';
import { applyAction, legalActions, newGame, RULES_VERSION, type GameState } from '../../../src/engine';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { getBuiltinScenario } from '../../../src/scenario/builtin';
import { EXPORT_FORMAT, EXPORT_VERSION, outcomeOf, type GameExport } from '../../../src/game/record';
import type { SaveHeader } from '../../../src/store/format';
import { defaultName, SaveStore, summaryOf } from '../../../src/store/saves';
import '../../../src/ui/app/app.css';
import { SavedGames } from '../../../src/ui/app/SavedGames';
import type { GameSetup } from '../../../src/ui/game/setup';

const DB = 'pocket44-test-page';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface SavesProbe {
  /** Ids of the games the page made. */
  ids: { playing: string; finished: string; damaged: string } | null;
  continued: string[];
  backs: number;
  /** Milliseconds spent filling the database. */
  fillMs?: number;
  ready: boolean;
}

declare global {
  interface Window {
    __savesPage?: SavesProbe;
  }
}

const probe: SavesProbe = { ids: null, continued: [], backs: 0, ready: false };
window.__savesPage = probe;

function setupOf(
  id: string,
  seed: string,
  names: [string, string],
  mode: GameSetup['mode'],
  match: GameSetup['match'],
): GameSetup {
  const scenario = getBuiltinScenario(id);
  if (!scenario) throw new Error(`no built-in scenario ${id}`);
  return { scenario, seed, options: {}, mode, players: { names }, match };
}

/** Seeded random play: every action with its events and the state after it, until `limit` or a winner. */
function* randomPlay(setup: GameSetup, limit: number) {
  const policy = seedRng(`policy/${setup.seed}`);
  let state: GameState = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
  for (let i = 0; i < limit && !state.winner; i++) {
    const legal = legalActions(state);
    const action = legal[nextInt(policy, legal.length)]!;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    state = r.state;
    yield { index: i, action, events: r.events, state };
  }
}

function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(DB);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('the test database is held open elsewhere'));
  });
}

/** Writes a header row as it is, bypassing the store's checks (a damaged or foreign save). */
function putRawHeader(row: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('games', 'readwrite');
      tx.objectStore('games').put(row);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function fill(store: SaveStore): Promise<SavesProbe['ids']> {
  const now = Date.now();

  // Under way: created and saved action by action, as the app does, last played five minutes ago.
  const seats = { allies: 0, axis: 1 } as const;
  const playing = setupOf('sword-beach', 'saves-page-1', ['Ann', 'Bob'], 'pass-and-play', [{ seats }]);
  const start = now - 5 * MINUTE;
  const initial = newGame(playing.scenario, { seed: playing.seed, options: playing.options });
  let header = await store.create(playing, initial, start);
  // Played until three medals are won between the sides, so the list has medals to show, and no winner yet.
  for (const step of randomPlay(playing, 2000)) {
    header = await store.append(header, step.index, step.action, step.events, step.state, start);
    if (step.state.medalsWon.allies + step.state.medalsWon.axis >= 3) break;
  }
  if (header.summary.winner) throw new Error('the game under way ended: choose another seed');

  // Finished: the second game of a match (sides swapped), played to the end and imported from its export.
  const first = { seats, medals: { allies: 4, axis: 6 }, winner: 'axis' as const };
  const swapped = { seats: { allies: 1, axis: 0 } as const };
  const finished = setupOf('operation-cobra', 'saves-page-2', ['Clara', 'Dev'], 'open', [first, swapped]);
  const steps: GameExport['steps'] = [];
  let last: GameState | null = null;
  for (const step of randomPlay(finished, 20_000)) {
    steps.push({ action: step.action, outcome: outcomeOf(step.events) });
    last = step.state;
  }
  if (!last?.winner) throw new Error('the finished game has no winner');
  // The day before by the local calendar, at 21:00: "yesterday" at any hour of today. (Now minus 26 hours, as it was,
  // is two calendar days back between midnight and 2 am.)
  const today = new Date(now);
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 21, 0).getTime();
  const file: GameExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    header: {
      id: 'exported',
      v: EXPORT_VERSION,
      name: defaultName(finished),
      createdAt: yesterday - 90 * MINUTE,
      updatedAt: yesterday,
      rulesVersion: RULES_VERSION,
      setup: finished,
      actionCount: steps.length,
      summary: summaryOf(last),
    },
    steps,
  };
  const imported = await store.importGame(file, yesterday);
  if (!imported.ok) throw new Error(`import of the finished game failed: ${imported.reason}`);

  // Damaged: a readable name and battle, but its turn number stored as a word.
  const arracourt = setupOf('arracourt', 'saves-page-3', ['Eve', 'Finn'], 'pass-and-play', [{ seats }]);
  const state = newGame(arracourt.scenario, { seed: arracourt.seed, options: arracourt.options });
  // A save format 1 row (setup embedded), as the upgrade to format 2 leaves a row that does not check out.
  const damaged: Omit<SaveHeader, 'summary' | 'v'> & { v: 1; summary: unknown } = {
    id: 'damaged-arracourt',
    v: 1,
    name: defaultName(arracourt),
    createdAt: now - 21 * DAY,
    updatedAt: now - 20 * DAY,
    rulesVersion: RULES_VERSION,
    setup: arracourt,
    actionCount: 0,
    summary: { ...summaryOf(state), turn: 'seven' },
  };
  await putRawHeader(damaged);

  return { playing: header.id, finished: imported.header.id, damaged: damaged.id };
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const reset = params.get('reset');
  if (reset !== null) {
    await deleteDatabase();
    params.delete('reset');
    history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
  }
  const store = await SaveStore.open(DB);
  if (reset !== null && reset !== 'empty') {
    const t0 = performance.now();
    probe.ids = await fill(store);
    probe.fillMs = Math.round(performance.now() - t0);
    sessionStorage.setItem('saves-page-ids', JSON.stringify(probe.ids));
  } else {
    probe.ids = JSON.parse(sessionStorage.getItem('saves-page-ids') ?? 'null') as SavesProbe['ids'];
  }
  const undo = Number(params.get('undo'));
  render(
    h(SavedGames, {
      store,
      onContinue: (id: string) => probe.continued.push(id),
      onBack: () => {
        probe.backs += 1;
      },
      lockedIds: new Set(params.getAll('locked')),
      ...(undo > 0 ? { undoMs: undo } : {}),
    }),
    document.getElementById('app')!,
  );
  probe.ready = true;
}

main().catch((err: unknown) => {
  console.error(err);
  document.body.textContent = `saves test page failed: ${String(err)}`;
});
