// A newer version of the app, in another tab or window, upgrades a database this page holds open (SaveStore.open and
// NetStore.open `replaced`; src/ui/app/Notices.tsx ReplacedNotice). The open connection must let go at once, or the
// new version's open waits for as long as this page stays open (IndexedDB's `blocked`), and this page must be told.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { NetStore } from '../../src/net/saves';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { DB_VERSION, SaveStore } from '../../src/store/saves';
import type { GameSetup } from '../../src/ui/game/setup';

/**
 * Opens `name` at `version` as a newer app would. An old connection that does not let go blocks the open for as long
 * as it stays open: that ends the helper at once, with `blocked`, rather than the test's time limit.
 */
async function newerVersionOpens(name: string, version: number): Promise<{ blocked: boolean }> {
  let onBlocked!: () => void;
  const blocked = new Promise<'blocked'>((resolve) => (onBlocked = () => resolve('blocked')));
  const opening = openDB(name, version, { blocked: () => onBlocked() });
  const first = await Promise.race([opening, blocked]);
  if (first === 'blocked') {
    void opening.then((db) => db.close());
    return { blocked: true };
  }
  first.close();
  return { blocked: false };
}

describe('a newer version in another tab takes the databases over', () => {
  it('SaveStore: lets go at once, says so once, and refuses further writes (nothing half written)', async () => {
    const name = 'replaced-saves';
    let replaced = 0;
    let blocked = 0;
    const store = await SaveStore.open(name, { replaced: () => replaced++, blocked: () => blocked++ });
    const scenario = getBuiltinScenario('pegasus-bridge')!;
    const setup: GameSetup = {
      scenario,
      seed: 'replaced',
      options: { ambushAlwaysAsk: false },
      mode: 'pass-and-play',
      players: { names: ['Ann', 'Bob'] },
      match: [{ seats: { allies: 0, axis: 1 } }],
    };
    const header = await store.create(setup, newGame(scenario, { seed: setup.seed }));
    expect(replaced).toBe(0);

    expect(await newerVersionOpens(name, DB_VERSION + 1)).toEqual({ blocked: false });
    expect(replaced).toBe(1);
    expect(blocked).toBe(0);
    await expect(store.rename(header.id, 'after')).rejects.toThrow();

    // What was written before stays, for the newer version to read.
    const reader = await openDB(name, DB_VERSION + 1);
    const row = (await reader.get('games', header.id)) as { name: string } | undefined;
    expect(row?.name).toBe(header.name);
    reader.close();
  });

  it('NetStore: lets go at once and says so', async () => {
    const name = 'replaced-net';
    let replaced = 0;
    const net = await NetStore.open(name, { replaced: () => replaced++ });
    expect(await net.list()).toEqual([]);
    expect(await newerVersionOpens(name, 2)).toEqual({ blocked: false });
    expect(replaced).toBe(1);
    await expect(net.list()).rejects.toThrow();
  });
});

describe('a save made before a newer rule of the battle file (rules-decisions C425; docs/saves.md: saves are forever)', () => {
  it('[Equipment Pack, Jeep Willys l.482; C425] a battle with a patrol car in a folding boat, refused at import now, still opens from a save', async () => {
    const store = await SaveStore.open('older-file-save');
    const base = getBuiltinScenario('pegasus-bridge')!;
    const i = base.board.hexes.findIndex((h) => h.unit?.side === 'allies' && h.unit.kind === 'infantry');
    const hexes = base.board.hexes.map((h, k) => (k === i ? { ...h, unit: { ...h.unit!, kind: 'patrol-car' as const, raft: true } } : h));
    const scenario = { ...base, board: { ...base.board, hexes } };
    const setup: GameSetup = { scenario, seed: 'older', options: { ambushAlwaysAsk: false }, mode: 'pass-and-play', players: { names: ['Ann', 'Bob'] }, match: [{ seats: { allies: 0, axis: 1 } }] };
    const header = await store.create(setup, newGame(scenario, { seed: setup.seed }));
    const loaded = await store.load(header.id);
    expect(loaded.ok).toBe(true);
    store.close();
  });
});

