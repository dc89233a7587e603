// Saves are forever (docs/saves.md): every fixture in tests/fixtures/saves/ (made once by
// scripts/make-save-fixture.ts from real games and never regenerated) must open in this version, be continued with
// legal actions, saved again, and open again as it was left. Databases are restored row for row into
// fake-indexeddb, at the schema version they were written with, and opened by today's code (which migrates them).
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, legalActions, type GameState } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { Autosaver } from '../../src/store/autosave';
import { NetStore, checkNetRecord, type GuestRecord, type HostRecord } from '../../src/net/saves';
import { SaveStore } from '../../src/store/saves';
import { NetPlay } from '../../src/ui/net/netPlay';
import { stateHash } from '../support/hash';
import { deleteDb, dumpDb, restoreDb, type DbDump } from '../support/idbDump';
import { memoryPhones, playOne, settle } from '../support/phones';

const DIR = new URL('../fixtures/saves/', import.meta.url);
const files = (prefix: string) => readdirSync(DIR).filter((f) => f.startsWith(prefix) && f.endsWith('.json')).sort();
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as T;

interface DbFixture {
  saveFormat: number;
  games: {
    going: { id: string; actions: number; hash: string };
    over: { id: string; actions: number; winner: string; hash: string };
    damaged: { id: string };
  };
  db: DbDump;
}

interface NetFixture {
  saveFormat: number;
  hostKey: string;
  guestKey: string;
  saveId: string;
  actions: number;
  hash: string;
  host: { saves: DbDump; net: DbDump };
  guest: { net: DbDump };
}

const opened: { close(): void }[] = [];
const names: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2030, 0, 1, 12));
});
afterEach(async () => {
  vi.useRealTimers();
  for (const s of opened.splice(0)) s.close();
  for (const n of names.splice(0)) await deleteDb(n);
});
async function restore(dump: DbDump, name: string): Promise<void> {
  names.push(name);
  await restoreDb(dump, name);
}

/** `count` more legal actions of a game, each written by the Autosaver as the app writes them. */
async function carryOn(store: SaveStore, id: string, count: number, seed: string): Promise<GameState> {
  const loaded = await store.load(id);
  if (!loaded.ok) throw new Error(loaded.reason);
  const saver = new Autosaver(store, loaded.game.header);
  let state = loaded.game.state;
  const rng = seedRng(seed);
  for (let i = 0; i < count && !state.winner; i++) {
    const legal = legalActions(state);
    const action = legal[nextInt(rng, legal.length)]!;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    await saver.record(loaded.game.steps.length + i, action, r.events, r.state);
    state = r.state;
  }
  expect(saver.status.value).toBe('saved');
  return state;
}

describe('saves databases of every format open and carry on', () => {
  for (const file of files('db-v')) {
    it(`${file}: lists, loads, carries on and saves again; its damaged game stays damaged and exports raw`, async () => {
      const f = read<DbFixture>(file);
      const name = `fixture-${file}`;
      await restore(f.db, name);
      let store = await SaveStore.open(name);
      opened.push(store);
      const list = await store.list();
      expect(list).toHaveLength(3);
      const entry = (id: string) => list.find((e) => (e.ok ? e.header.id : e.id) === id);
      expect(entry(f.games.going.id)?.ok).toBe(true);
      expect(entry(f.games.over.id)?.ok).toBe(true);
      const damaged = entry(f.games.damaged.id);
      expect(damaged && !damaged.ok && damaged.reason).toMatch(/damaged \(summary/);

      const over = await store.load(f.games.over.id);
      expect(over.ok && over.game.state.winner).toBe(f.games.over.winner);
      expect(over.ok && stateHash(over.game.state)).toBe(f.games.over.hash);
      const going = await store.load(f.games.going.id);
      expect(going.ok && going.game.note).toBeUndefined();
      expect(going.ok && stateHash(going.game.state)).toBe(f.games.going.hash);

      const after = await carryOn(store, f.games.going.id, 30, `carry-on/${file}`);
      // A page closed and opened again: today's code reads what it wrote.
      store.close();
      store = await SaveStore.open(name);
      opened.push(store);
      const again = await store.load(f.games.going.id);
      expect(again.ok && again.game.steps.length).toBe(f.games.going.actions + 30);
      expect(again.ok && stateHash(again.game.state)).toBe(stateHash(after));
      expect((await store.list()).filter((e) => e.ok)).toHaveLength(2);

      const raw = await store.exportGame(f.games.damaged.id);
      expect('damaged' in raw && raw.damaged).toBe(true);
      expect(JSON.stringify(raw)).toContain('"summary":"unreadable"');
      // The finished game exports as a file that imports again.
      const file2 = JSON.parse(JSON.stringify(await store.exportGame(f.games.over.id))) as unknown;
      expect((await store.importGame(file2)).ok).toBe(true);
    }, 60_000);
  }
});

describe('save format 1 to 2', () => {
  it('the upgrade moves each readable game\'s setup, exactly as stored, to its own row; a damaged row is left as it was', async () => {
    const f = read<DbFixture>('db-v1-sword-beach.json');
    await restore(f.db, 'fixture-v1-to-v2');
    const store = await SaveStore.open('fixture-v1-to-v2');
    store.close();
    const after = await dumpDb('fixture-v1-to-v2');
    const before = new Map((f.db.stores.games!.rows as { id: string }[]).map((r) => [r.id, r]));
    const setups = new Map((after.stores.setups!.rows as { gameId: string; setup: unknown }[]).map((r) => [r.gameId, r.setup]));
    for (const row of after.stores.games!.rows as Record<string, unknown>[]) {
      const old = before.get(row.id as string) as Record<string, unknown>;
      if (row.id === f.games.damaged.id) {
        expect(row).toEqual(old);
        expect(setups.has(row.id)).toBe(false);
        continue;
      }
      const { setup, ...rest } = old;
      expect(row).toEqual({ ...rest, v: 2 });
      expect(setups.get(row.id as string)).toEqual(setup);
    }
    // Nothing else changed.
    for (const name of ['steps', 'snapshots', 'scenarios']) expect(after.stores[name]).toEqual(f.db.stores[name]);
  });
});

describe('two-phone games of every format open on both phones and carry on', () => {
  for (const file of files('net-v')) {
    it(`${file}: the host resumes from its saves, the guest from its record, and they play on`, async () => {
      const f = read<NetFixture>(file);
      const tag = `fixture-${file}`;
      await restore(f.host.saves, `${tag}-host-saves`);
      await restore(f.host.net, `${tag}-host-net`);
      await restore(f.guest.net, `${tag}-guest-net`);
      const saves = await SaveStore.open(`${tag}-host-saves`);
      const hostNet = await NetStore.open(`${tag}-host-net`);
      const guestNet = await NetStore.open(`${tag}-guest-net`);
      opened.push(saves, hostNet, guestNet);

      const hrec = await hostNet.get(f.hostKey);
      const grec = await guestNet.get(f.guestKey);
      expect(hrec?.ok && checkNetRecord(hrec.record).ok).toBe(true);
      expect(grec?.ok && checkNetRecord(grec.record).ok).toBe(true);
      expect((await saves.list()).map((e) => e.ok && e.header.id)).toEqual([f.saveId]);

      const p = memoryPhones(tag);
      const host = await NetPlay.resumeHost((hrec as { record: HostRecord }).record, { saves, net: hostNet, linker: p.linker, pace: 0 });
      const guest = NetPlay.resumeGuest((grec as { record: GuestRecord }).record, { saves: null, net: guestNet, linker: p.linker, pace: 0 });
      expect(stateHash(host.session.value!.state.value)).toBe(f.hash);
      p.connect();
      await settle(p, host, guest);
      expect(guest.session.value!.actionCount.value).toBe(host.session.value!.actionCount.value);
      const rng = seedRng(`carry-on/${file}`);
      let played = 0;
      for (let i = 0; i < 20 && (await playOne(p, host, guest, rng)); i++) played++;
      expect(played).toBeGreaterThan(0);
      const state = host.session.value!.state.value;
      p.link.disconnect();
      host.close();
      guest.close();

      // Saved again: the host's ordinary save holds every action, the guest's record is still one it can resume.
      const loaded = await saves.load(f.saveId);
      expect(loaded.ok && loaded.game.steps.length).toBe(f.actions + played);
      expect(loaded.ok && stateHash(loaded.game.state)).toBe(stateHash(state));
      const g2 = await guestNet.get(f.guestKey);
      expect(g2?.ok && g2.record.role === 'guest' && g2.record.save.steps.length).toBe(f.actions + played);
    }, 60_000);
  }
});
