// Saved games on fake-indexeddb: the record format, resume by snapshot + replay, undo, delete with undo, export and
// import, each kind of damage (and that it leaves the other saves intact), and kill-and-reload trials: everything
// in memory dropped at a random action, the game resumed from the database with an identical state hash.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, legalActions, newGame, RULES_VERSION, type GameEvent, type GameState } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { Autosaver } from '../../src/store/autosave';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/game/record';
import type { SaveHeader } from '../../src/store/format';
import { DB_NAME, SaveStore, SNAPSHOT_EVERY } from '../../src/store/saves';
import type { GameSetup } from '../../src/ui/game/setup';
import { stateHash } from '../support/hash';

export const KILL_TRIALS = Number(process.env.KILL_TRIALS ?? 100);

function setup(seed: string, id = 'sword-beach'): GameSetup {
  return {
    scenario: getBuiltinScenario(id)!,
    seed,
    options: { ambushAlwaysAsk: false },
    mode: 'pass-and-play',
    players: { names: ['Ann', 'Bob'] },
    match: [{ seats: { allies: 0, axis: 1 } }],
  };
}

/** A seeded random game, action by action. */
function* randomGame(s: GameSetup, limit = 100_000): Generator<{ index: number; action: import('../../src/engine').Action; events: GameEvent[]; after: GameState }> {
  let state = newGame(s.scenario, { seed: s.seed, options: s.options });
  const rng = seedRng(`policy/${s.seed}`);
  for (let i = 0; i < limit && !state.winner; i++) {
    const legal = legalActions(state);
    const action = legal[nextInt(rng, legal.length)]!;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    yield { index: i, action, events: r.events, after: state };
  }
}

async function saveGame(store: SaveStore, s: GameSetup, count: number): Promise<{ header: SaveHeader; state: GameState }> {
  let state = newGame(s.scenario, { seed: s.seed, options: s.options });
  let header = await store.create(s, state);
  for (const step of randomGame(s, count)) {
    header = await store.append(header, step.index, step.action, step.events, step.after);
    state = step.after;
  }
  return { header, state };
}

/** The clock every test starts at (only Date is faked: fake-indexeddb's timers run for real). */
const T0 = Date.UTC(2025, 5, 20, 10, 0, 0);

let store: SaveStore;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  store = await SaveStore.open();
});
afterEach(async () => {
  vi.useRealTimers();
  store.close();
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
  });
});

/** Reads/writes raw rows, as a damaged or foreign database would hold them. */
async function raw<T>(mode: IDBTransactionMode, storeName: string, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(storeName, mode);
      const req = work(tx.objectStore(storeName));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

describe('saves', () => {
  it('a game saved action by action resumes with an identical state (the whole log replayed, snapshots cross-checked)', async () => {
    const s = setup('save-1');
    const { header, state } = await saveGame(store, s, 130);
    expect(header.actionCount).toBe(130);
    const loaded = await store.load(header.id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.game.resumedFrom).toBe('start');
    expect(loaded.game.note).toBeUndefined();
    expect(stateHash(loaded.game.state)).toBe(stateHash(state));
    expect(loaded.game.steps).toHaveLength(130);
    expect(loaded.game.header.summary.turn).toBe(state.turn.number);
  });

  it('the record keeps the setup, the rules version, and per action the dice rolled and the cards drawn', async () => {
    const { header } = await saveGame(store, setup('save-2'), 60);
    const file = await store.exportGame(header.id);
    expect('damaged' in file).toBe(false);
    if ('damaged' in file) return;
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.version).toBe(EXPORT_VERSION);
    expect(file.header.v).toBe(EXPORT_VERSION);
    expect(file.header.rulesVersion).toBe(RULES_VERSION);
    expect(file.header.setup.scenario.id).toBe('sword-beach');
    expect(file.steps.some((st) => st.outcome.dice?.length)).toBe(true);
    expect(file.steps.some((st) => st.outcome.draws?.length)).toBe(true);
  });

  it('undo truncates the stored actions and their snapshots', async () => {
    const s = setup('save-3');
    const { header } = await saveGame(store, s, SNAPSHOT_EVERY + 5);
    const states = [...randomGame(s, SNAPSHOT_EVERY - 2)];
    const back = states[states.length - 1]!.after;
    const h2 = await store.truncate(header, SNAPSHOT_EVERY - 2, back);
    expect(h2.actionCount).toBe(SNAPSHOT_EVERY - 2);
    const loaded = await store.load(header.id);
    expect(loaded.ok && stateHash(loaded.game.state)).toBe(stateHash(back));
  });

  it('rename, delete with undo, purge; the list is newest first', async () => {
    const a = await saveGame(store, setup('list-a'), 5);
    // A minute later: on a fast machine both games were once saved within the same millisecond, in either order.
    vi.setSystemTime(T0 + 60_000);
    const b = await saveGame(store, setup('list-b'), 5);
    await store.rename(a.header.id, '  Beach at dawn  ');
    let list = await store.list();
    expect(list.map((e) => e.ok && e.header.id)).toEqual([b.header.id, a.header.id]);
    expect(list[1]!.ok && list[1]!.header.name).toBe('Beach at dawn');
    await store.softDelete(a.header.id);
    list = await store.list();
    expect(list.find((e) => e.ok && e.header.id === a.header.id)?.ok && (list[1] as { header: SaveHeader }).header.deletedAt).toBeTypeOf('number');
    await store.restore(a.header.id);
    expect(((await store.list())[1] as { header: SaveHeader }).header.deletedAt).toBeUndefined();
    await store.softDelete(a.header.id);
    await store.purgeDeleted();
    list = await store.list();
    expect(list).toHaveLength(1);
    expect((await store.load(a.header.id)).ok).toBe(false);
  });

  it('export then import on "another device" gives the same game under a new id', async () => {
    const { header, state } = await saveGame(store, setup('xfer'), 90);
    const file = JSON.parse(JSON.stringify(await store.exportGame(header.id))) as unknown;
    await store.purge(header.id);
    const r = await store.importGame(file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.header.id).not.toBe(header.id);
    const loaded = await store.load(r.header.id);
    expect(loaded.ok && stateHash(loaded.game.state)).toBe(stateHash(state));
  });

  describe('damage: a clear reason, and the other saves still load', () => {
    async function twoGames() {
      const good = await saveGame(store, setup('good'), 40);
      const bad = await saveGame(store, setup('bad'), 40);
      return { good, bad };
    }
    async function othersIntact(good: { header: SaveHeader; state: GameState }) {
      const list = await store.list();
      expect(list.some((e) => e.ok && e.header.id === good.header.id)).toBe(true);
      const loaded = await store.load(good.header.id);
      expect(loaded.ok && stateHash(loaded.game.state)).toBe(stateHash(good.state));
    }

    it('wrong types in a header', async () => {
      const { good, bad } = await twoGames();
      await raw('readwrite', 'games', (s) => s.put({ ...bad.header, actionCount: '40' }));
      const entry = (await store.list()).find((e) => !e.ok);
      expect(entry && !entry.ok && entry.reason).toMatch(/damaged \(actionCount/);
      expect((await store.load(bad.header.id)).ok).toBe(false);
      const exported = await store.exportGame(bad.header.id);
      expect('damaged' in exported && exported.damaged).toBe(true);
      await othersIntact(good);
    });

    it('an unknown (newer) version', async () => {
      const { good, bad } = await twoGames();
      await raw('readwrite', 'games', (s) => s.put({ ...bad.header, v: 99 }));
      const entry = (await store.list()).find((e) => !e.ok);
      expect(entry && !entry.ok && entry.reason).toMatch(/newer version/);
      await othersIntact(good);
    });

    it('an unknown (older) version: only known versions are read', async () => {
      const { good, bad } = await twoGames();
      await raw('readwrite', 'games', (s) => s.put({ ...bad.header, v: 0 }));
      const entry = (await store.list()).find((e) => !e.ok);
      expect(entry && !entry.ok && entry.reason).toBe('unknown save format version 0');
      const r = await store.load(bad.header.id);
      expect(!r.ok && r.reason).toBe('unknown save format version 0');
      const exported = await store.exportGame(bad.header.id);
      expect('damaged' in exported && exported.damaged).toBe(true);
      await othersIntact(good);
    });

    it('missing actions', async () => {
      const { good, bad } = await twoGames();
      await raw('readwrite', 'steps', (s) => s.delete([bad.header.id, 17]));
      const r = await store.load(bad.header.id);
      expect(!r.ok && r.reason).toBe('action 18 is missing');
      await othersIntact(good);
    });

    it('an action the engine rejects', async () => {
      const { good, bad } = await twoGames();
      // Snapshots would skip the early steps: remove them so the replay meets the bad action.
      await raw('readwrite', 'snapshots', (s) => s.clear());
      await raw('readwrite', 'steps', (s) => s.put({ gameId: bad.header.id, index: 3, action: { type: 'endBattles' }, outcome: {} }));
      const r = await store.load(bad.header.id);
      expect(!r.ok && r.reason).toMatch(/^action 4 is (refused by the rules|does not give)/);
      const list = await store.list();
      expect(list.filter((e) => e.ok)).toHaveLength(2);
      const good2 = await store.load(good.header.id);
      expect(good2.ok).toBe(true);
    });

    it('an unreadable action and damaged outcomes', async () => {
      const { good, bad } = await twoGames();
      await raw('readwrite', 'steps', (s) => s.put({ gameId: bad.header.id, index: 5, action: { type: 'fly' }, outcome: {} }));
      const r = await store.load(bad.header.id);
      expect(!r.ok && r.reason).toMatch(/^action 6 is unreadable/);
      await raw('readwrite', 'steps', (s) => s.put({ gameId: bad.header.id, index: 5, action: { type: 'endMoves' }, outcome: { dice: ['banana'] } }));
      const r2 = await store.load(bad.header.id);
      expect(!r2.ok && r2.reason).toBe('action 6 has damaged outcomes');
      await othersIntact(good);
    });

    it('files: truncated JSON text, wrong shape, unknown version, steps that do not match', async () => {
      const { good } = await twoGames();
      const file = JSON.parse(JSON.stringify(await store.exportGame(good.header.id))) as Record<string, unknown>;
      const text = JSON.stringify(file);
      const truncated = await store.importText(text.slice(0, text.length / 2));
      expect(!truncated.ok && truncated.reason).toMatch(/not valid JSON/);
      expect(await store.importGame({ hello: 1 })).toEqual({ ok: false, reason: "not a Pocket '44 game file", problem: { code: 'notGameFile' } });
      expect(await store.importGame({ ...file, version: 7 })).toEqual({
        ok: false,
        reason: 'made by a newer version of the app (format 7)',
        problem: { code: 'newerVersion', version: 7 },
      });
      const steps = file.steps as unknown[];
      const short = await store.importGame({ ...file, steps: steps.slice(0, 10) });
      expect(!short.ok && short.reason).toMatch(/lists 10 actions, its header 40/);
      const swapped = [...steps];
      [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
      const bad = await store.importGame({ ...file, steps: swapped });
      expect(bad.ok).toBe(false);
      expect((await store.list()).filter((e) => e.ok)).toHaveLength(2);
      await othersIntact(good);
    });
  });

  it(`kill-and-reload trials: ${KILL_TRIALS} random games dropped at a random action resume identically`, async () => {
    const rng = seedRng('kill-trials');
    for (let t = 0; t < KILL_TRIALS; t++) {
      const s = setup(`kill-${t}`, ['sword-beach', 'operation-cobra', 'arracourt'][t % 3]!);
      const stopAt = 1 + nextInt(rng, 160);
      let state = newGame(s.scenario, { seed: s.seed, options: s.options });
      const saver = new Autosaver(store, await store.create(s, state));
      let played = 0;
      for (const step of randomGame(s, stopAt)) {
        await saver.record(step.index, step.action, step.events, step.after);
        state = step.after;
        played++;
      }
      expect(saver.status.value).toBe('saved');
      const id = saver.header.id;
      // Drop everything in memory: close the database, open it again as a fresh page would.
      store.close();
      store = await SaveStore.open();
      const loaded = await store.load(id);
      expect(loaded.ok, `trial ${t}`).toBe(true);
      if (!loaded.ok) return;
      expect(loaded.game.steps.length, `trial ${t}`).toBe(played);
      expect(stateHash(loaded.game.state), `trial ${t} at action ${played}`).toBe(stateHash(state));
    }
  }, 300_000);
});

describe('the action log is the record; snapshots are a cache of it', () => {
  /** A game of 60 actions (a snapshot at 0 and at 50) and the true state after 50. */
  async function sixty(seed: string) {
    const s = setup(seed);
    const at50 = [...randomGame(s, 50)].at(-1)!.after;
    return { ...(await saveGame(store, s, 60)), at50 };
  }
  async function snapshotAt(id: string, index: number): Promise<GameState> {
    return ((await raw('readonly', 'snapshots', (st) => st.get([id, index]))) as { state: GameState }).state;
  }

  const faults: [string, (g: GameState) => GameState][] = [
    ['extra medals', (g) => ({ ...g, medalsWon: { ...g.medalsWon, allies: g.medalsWon.allies + 3 } })],
    ['a changed seed (its random state)', (g) => ({ ...g, rng: [1, 2, 3, 4] })],
    ['changed options', (g) => ({ ...g, options: { ...g.options, youngGenerals: true } })],
  ];
  for (const [what, fault] of faults) {
    it(`a snapshot with ${what} is repaired from the log, with a note; the game exports and imports`, async () => {
      const { header, state, at50 } = await sixty(`cache-${what}`);
      await raw('readwrite', 'snapshots', (st) => st.put({ gameId: header.id, index: 50, state: fault(at50) }));
      const loaded = await store.load(header.id);
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) return;
      expect(stateHash(loaded.game.state)).toBe(stateHash(state));
      expect(loaded.game.note).toEqual({ kind: 'repaired', snapshots: 1 });
      // The bad snapshot is rewritten: the next load has nothing to repair.
      expect(stateHash(await snapshotAt(header.id, 50))).toBe(stateHash(at50));
      const again = await store.load(header.id);
      expect(again.ok && again.game.note).toBeUndefined();
      const file = JSON.parse(JSON.stringify(await store.exportGame(header.id))) as unknown;
      const imported = await store.importGame(file);
      expect(imported.ok).toBe(true);
    });
  }

  it('a snapshot with the right fields but broken insides never makes load throw', async () => {
    const { header, state, at50 } = await sixty('broken-insides');
    const broken = { ...at50, turn: {}, units: [null] };
    await raw('readwrite', 'snapshots', (st) => st.put({ gameId: header.id, index: 50, state: broken }));
    // Current rules: a cache fault like any other, repaired from the log.
    const loaded = await store.load(header.id);
    expect(loaded.ok && stateHash(loaded.game.state)).toBe(stateHash(state));
    // Older rules resume from a snapshot: the broken one is passed over for the one before it.
    await raw('readwrite', 'snapshots', (st) => st.put({ gameId: header.id, index: 50, state: broken }));
    await raw('readwrite', 'games', (st) => st.put({ ...header, rulesVersion: 'm44-base/0' }));
    const older = await store.load(header.id);
    expect(older.ok && older.game.note).toEqual({ kind: 'otherRules', rulesVersion: 'm44-base/0', from: 0 });
    // The recorded outcomes are supplied, not drawn: the same game, all but the random generator's state.
    expect(older.ok && stateHash({ ...older.game.state, rng: state.rng })).toBe(stateHash(state));
    // And when no snapshot can be resumed from: a clear reason, no exception.
    await raw('readwrite', 'snapshots', (st) => st.put({ gameId: header.id, index: 0, state: { ...broken, turn: { side: 'allies' } } }));
    const none = await store.load(header.id);
    expect(!none.ok && none.reason).toBe('played under other rules (m44-base/0) and no snapshot of it can be resumed');
  });

  it('an action tampered before the last snapshot: the log fails to replay, the game is damaged', async () => {
    const { header } = await sixty('cache-tampered');
    const rows = (await raw('readonly', 'steps', (st) => st.getAll(IDBKeyRange.bound([header.id, 0], [header.id, 49])))) as {
      index: number;
      outcome: { dice?: string[] };
    }[];
    const row = rows.find((r) => r.outcome.dice?.length)!;
    const faces = row.outcome.dice!.slice();
    faces[0] = faces[0] === 'star' ? 'grenade' : 'star';
    await raw('readwrite', 'steps', (st) => st.put({ ...row, outcome: { ...row.outcome, dice: faces } }));
    const loaded = await store.load(header.id);
    expect(!loaded.ok && loaded.reason).toBe(`action ${row.index + 1} does not give the dice and cards it recorded`);
  });
});

describe('saves while a game is open', () => {
  it('a rename made while the game is being played is kept by the next autosave', async () => {
    const s = setup('rename-open');
    const steps = [...randomGame(s, 6)];
    const saver = new Autosaver(store, await store.create(s, newGame(s.scenario, { seed: s.seed, options: s.options })));
    for (const st of steps.slice(0, 3)) await saver.record(st.index, st.action, st.events, st.after);
    await store.rename(saver.header.id, 'Evening game');
    for (const st of steps.slice(3)) await saver.record(st.index, st.action, st.events, st.after);
    expect((await store.header(saver.header.id))?.name).toBe('Evening game');
    expect((await store.header(saver.header.id))?.actionCount).toBe(6);
  });
});

describe('database schema versions', () => {
  it('save format 2: the setup (with its battle) is stored once; the row rewritten by every action stays small', async () => {
    const { header } = await saveGame(store, setup('small-row'), 20);
    const row = (await raw('readonly', 'games', (s) => s.get(header.id))) as Record<string, unknown>;
    expect(row.v).toBe(2);
    expect(row.setup).toBeUndefined();
    // The whole v1 row was about 12 KB (the scenario); what is left is the list's summary.
    expect(JSON.stringify(row).length).toBeLessThan(1000);
    const setupRow = (await raw('readonly', 'setups', (s) => s.get(header.id))) as { gameId: string; setup: GameSetup };
    expect(setupRow.setup.scenario.id).toBe('sword-beach');
    expect(setupRow.setup.seed).toBe('small-row');
    // The in-memory header the app uses is as it was, setup included.
    expect((await store.header(header.id))?.setup.seed).toBe('small-row');
    // Renamed, deleted and restored: still a small row, setup in its own store.
    await store.rename(header.id, 'Small');
    await store.softDelete(header.id);
    await store.restore(header.id);
    const after = (await raw('readonly', 'games', (s) => s.get(header.id))) as Record<string, unknown>;
    expect(after.setup).toBeUndefined();
    expect((await store.load(header.id)).ok).toBe(true);
    await store.purge(header.id);
    expect(await raw('readonly', 'setups', (s) => s.get(header.id))).toBeUndefined();
  });

  it('a version-1 database (games only) opens under version 2 with its games intact and a scenarios store added', async () => {
    store.close();
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onsuccess = () => resolve();
    });
    // The first schema, as the first release created it, with one game header in it.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        const db = req.result;
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('steps', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
      };
      req.onsuccess = () => {
        const db = req.result;
        const s = setup('v1-db');
        const state = newGame(s.scenario, { seed: s.seed, options: s.options });
        const tx = db.transaction(['games', 'snapshots'], 'readwrite');
        tx.objectStore('games').put({
          id: 'old-game',
          v: 1,
          name: 'Old game',
          createdAt: 1,
          updatedAt: 2,
          rulesVersion: RULES_VERSION,
          setup: s,
          actionCount: 0,
          summary: { turn: 1, side: 'allies', medals: { allies: 0, axis: 0 }, winner: null },
        });
        tx.objectStore('snapshots').put({ gameId: 'old-game', index: 0, state });
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      req.onerror = () => reject(req.error);
    });
    store = await SaveStore.open();
    const list = await store.list();
    expect(list.map((e) => e.ok && e.header.name)).toEqual(['Old game']);
    expect((await store.load('old-game')).ok).toBe(true);
    expect(await store.listScenarios()).toEqual([]);
  });

  it('imported battles are kept beside the saves, with ids that never replace a built-in one', async () => {
    const sc = getBuiltinScenario('sword-beach')!;
    const a = await store.addScenario(sc, 'sword.m44', ['label ignored'], ['sword-beach']);
    const b = await store.addScenario(sc, 'sword again.m44', [], ['sword-beach']);
    expect(a.id).toBe('sword-beach-2');
    expect(b.id).toBe('sword-beach-3');
    const list = await store.listScenarios();
    expect(list.map((s) => s.scenario.id)).toEqual(['sword-beach-2', 'sword-beach-3']);
    expect(list[0]!.warnings).toEqual(['label ignored']);
    await store.deleteScenario('sword-beach-2');
    expect((await store.listScenarios()).map((s) => s.id)).toEqual(['sword-beach-3']);
  });
});
