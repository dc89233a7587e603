// Campaign playlists kept with the imported battles (src/store/saves.ts `playlists`, schema version 4), and the
// upgrade of a version-3 database (games, setups, imported battles) to version 4: everything kept, the store added.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, RULES_VERSION } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { DB_VERSION, SaveStore } from '../../src/store/saves';
import { deleteDb } from '../support/idbDump';

const names: string[] = [];
const opened: SaveStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  for (const n of names.splice(0)) await deleteDb(n);
});
async function open(name: string): Promise<SaveStore> {
  names.push(name);
  const s = await SaveStore.open(name);
  opened.push(s);
  return s;
}

const BREAKOUT = {
  name: 'The Breakout',
  campaignId: '40002',
  battles: [{ name: 'Panzer Lehr Counter Attack', scenarioId: 4152 }, { name: 'Operation Cobra', scenarioId: 15 }, { name: 'Last' }],
};

describe('playlists in the saves database', () => {
  it('keeps a campaign as a playlist; the same campaign imported again replaces it; another is added beside it', async () => {
    const store = await open('playlists-1');
    expect(await store.listPlaylists()).toEqual([]);
    const a = await store.addPlaylist(BREAKOUT, 'CB1-2.m44', 1000);
    expect(a).toEqual({ id: 'campaign-40002', ...BREAKOUT, importedAt: 1000, fileName: 'CB1-2.m44' });
    const again = await store.addPlaylist(BREAKOUT, 'CB1-2 copy.m44', 2000);
    expect(again.id).toBe('campaign-40002');
    const other = await store.addPlaylist({ name: 'Falaise', battles: [{ name: 'Closing the Gap', scenarioId: 4090 }] }, 'falaise.m44', 3000);
    expect(other.id).toBe('campaign-falaise');
    expect((await store.listPlaylists()).map((p) => [p.id, p.fileName])).toEqual([
      ['campaign-40002', 'CB1-2 copy.m44'],
      ['campaign-falaise', 'falaise.m44'],
    ]);
    // Kept across a page closed and opened again.
    store.close();
    const back = await SaveStore.open('playlists-1');
    opened.push(back);
    expect((await back.listPlaylists()).map((p) => p.name)).toEqual(['The Breakout', 'Falaise']);
    await back.deletePlaylist('campaign-falaise');
    expect((await back.listPlaylists()).map((p) => p.id)).toEqual(['campaign-40002']);
  });

  it('skips a damaged playlist row instead of failing the list', async () => {
    const store = await open('playlists-2');
    await store.addPlaylist(BREAKOUT, 'ok.m44', 1);
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('playlists-2');
      req.onsuccess = () => {
        const tx = req.result.transaction('playlists', 'readwrite');
        tx.objectStore('playlists').put({ id: 'bad', name: 'Bad', battles: 'nope', importedAt: 2, fileName: 'x' });
        tx.objectStore('playlists').put({ id: 'empty', name: 'Empty', battles: [], importedAt: 3, fileName: 'x' });
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    expect((await store.listPlaylists()).map((p) => p.id)).toEqual(['campaign-40002']);
  });

  it('an imported battle keeps the .m44 scenario id a campaign names it by', async () => {
    const store = await open('playlists-3');
    const sc = getBuiltinScenario('operation-cobra')!;
    const row = await store.addScenario(sc, 'cobra.m44', [], [], 5, { m44Id: 15, notApplied: [{ kind: 'prose' }] });
    expect(row.m44Id).toBe(15);
    expect((await store.listScenarios())[0]).toMatchObject({ m44Id: 15, notApplied: [{ kind: 'prose' }] });
    const plain = await store.addScenario(sc, 'cobra.json', [], [], 6);
    expect('m44Id' in plain || 'notApplied' in plain).toBe(false);
  });

  it('a damaged "could not apply" list read back keeps only its well-formed items; a bad .m44 id is dropped', async () => {
    const store = await open('playlists-4');
    const sc = { ...getBuiltinScenario('arracourt')!, id: 'bad-notes' };
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('playlists-4');
      req.onsuccess = () => {
        const tx = req.result.transaction('scenarios', 'readwrite');
        tx.objectStore('scenarios').put({
          id: 'bad-notes',
          scenario: sc,
          importedAt: 1,
          fileName: 'x.m44',
          warnings: [],
          m44Id: 'twelve',
          notApplied: [{ kind: 'prose' }, { kind: 'option', rule: 'teleport' }, { kind: 'marker', marker: 'battle-star', hexes: [{ row: 1, col: 1 }] }, 'junk', { kind: 'nation', rule: 'commissar', side: 'nobody' }],
        });
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const [row] = await store.listScenarios();
    expect(row?.notApplied).toEqual([{ kind: 'prose' }, { kind: 'marker', marker: 'battle-star', hexes: [{ row: 1, col: 1 }] }]);
    expect(row && 'm44Id' in row).toBe(false);
  });
});

describe('schema version 3 to 4', () => {
  it('a version-3 database opens under version 4 with its games, setups and imported battles intact, and an empty playlists store', async () => {
    expect(DB_VERSION).toBe(4);
    const name = 'playlists-v3';
    names.push(name);
    const sc = getBuiltinScenario('sword-beach')!;
    const setup = { scenario: sc, seed: 'v3', options: { ambushAlwaysAsk: false }, mode: 'pass-and-play', players: { names: ['A', 'B'] }, match: [{ seats: { allies: 0, axis: 1 } }] };
    const state = newGame(sc, { seed: 'v3', options: setup.options });
    const header = { id: 'g3', v: 2, name: 'Three', createdAt: 1, updatedAt: 2, rulesVersion: RULES_VERSION, actionCount: 0, summary: { turn: 1, side: 'allies', medals: { allies: 0, axis: 0 }, winner: null } };
    const imported = { id: 'mine', scenario: { ...sc, id: 'mine' }, importedAt: 7, fileName: 'mine.json', warnings: [] };
    // The third schema, as that release created it.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(name, 3);
      req.onupgradeneeded = () => {
        const db = req.result;
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('steps', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('scenarios', { keyPath: 'id' });
        db.createObjectStore('setups', { keyPath: 'gameId' });
      };
      req.onsuccess = () => {
        const db = req.result;
        const tx = db.transaction(['games', 'setups', 'snapshots', 'scenarios'], 'readwrite');
        tx.objectStore('games').put(header);
        tx.objectStore('setups').put({ gameId: 'g3', setup });
        tx.objectStore('snapshots').put({ gameId: 'g3', index: 0, state });
        tx.objectStore('scenarios').put(imported);
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      req.onerror = () => reject(req.error);
    });
    const store = await SaveStore.open(name);
    opened.push(store);
    const list = await store.list();
    expect(list.map((e) => e.ok && e.header.name)).toEqual(['Three']);
    expect((await store.load('g3')).ok).toBe(true);
    expect(await store.listScenarios()).toEqual([imported]);
    expect(await store.listPlaylists()).toEqual([]);
    await store.addPlaylist(BREAKOUT, 'b.m44', 9);
    expect((await store.listPlaylists()).length).toBe(1);
  });
});
