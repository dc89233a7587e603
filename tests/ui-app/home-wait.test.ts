// How long home's first drawing waits for the saves (src/ui/app/homeWait.ts; issue 15: home's buttons never move
// under a finger when the saves answer). The timer is the test's own, so no test here depends on the machine's speed.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { CODE_WAIT_MS, DB_WAIT_MS, homeReading, type HomeReadingEnd } from '../../src/ui/app/homeWait';
import { DB_VERSION, SaveStore } from '../../src/store/saves';

/** A timer the test fires by hand: `fire(ms)` ends every wait of that length started so far. */
function manualTimer() {
  const waits: { ms: number; done: () => void }[] = [];
  return {
    timer: (done: () => void, ms: number) => void waits.push({ ms, done }),
    fire(ms: number) {
      for (const w of waits.filter((w) => w.ms === ms)) w.done();
    },
    lengths: () => waits.map((w) => w.ms),
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Watches a reading: its end once it has one. */
function watch(p: Promise<HomeReadingEnd>) {
  const seen: { end?: HomeReadingEnd } = {};
  void p.then((end) => (seen.end = end));
  return seen;
}

describe('home waits for the saves: each phase has its own bound (homeWait.ts)', () => {
  it('code that loads slowly does not use up the database bound: a read after it is waited for', async () => {
    const t = manualTimer();
    const code = deferred<string>();
    const db = deferred<void>();
    const seen = watch(homeReading(() => code.promise, () => db.promise, t.timer));
    await settle();
    // The code has not loaded yet: only its own bound runs.
    expect(t.lengths()).toEqual([CODE_WAIT_MS]);
    code.resolve('module');
    await settle();
    // The database's bound starts now, when it is opened.
    expect(t.lengths()).toEqual([CODE_WAIT_MS, DB_WAIT_MS]);
    // The code's bound running out now changes nothing: that phase is over.
    t.fire(CODE_WAIT_MS);
    await settle();
    expect(seen.end).toBeUndefined();
    db.resolve();
    await settle();
    expect(seen.end).toBe('read');
  });

  it('a database that never answers is waited for DB_WAIT_MS, no more', async () => {
    const t = manualTimer();
    const seen = watch(homeReading(async () => 'module', () => new Promise(() => {}), t.timer));
    await settle();
    expect(seen.end).toBeUndefined();
    t.fire(DB_WAIT_MS);
    await settle();
    expect(seen.end).toBe('db-timeout');
  });

  it('code that never loads is waited for CODE_WAIT_MS, and the database is then not opened', async () => {
    const t = manualTimer();
    let opened = false;
    const seen = watch(
      homeReading(
        () => new Promise(() => {}),
        async () => void (opened = true),
        t.timer,
      ),
    );
    t.fire(CODE_WAIT_MS);
    await settle();
    expect(seen.end).toBe('code-timeout');
    expect(opened).toBe(false);
  });

  it('a blocked database is not waited for', async () => {
    const t = manualTimer();
    const seen = watch(
      homeReading(
        async () => 'module',
        (_m, blocked) => {
          blocked();
          return new Promise(() => {});
        },
        t.timer,
      ),
    );
    await settle();
    expect(seen.end).toBe('blocked');
  });

  it('a reading that fails ends the wait (home is drawn without it)', async () => {
    const t = manualTimer();
    expect(await homeReading(async () => 'module', () => Promise.reject(new Error('broken')), t.timer)).toBe('failed');
    expect(await homeReading(() => Promise.reject(new Error('no chunk')), async () => {}, t.timer)).toBe('failed');
  });
});

describe('SaveStore.open reports a tab of an older version that holds the database', () => {
  it('calls `blocked` while an old connection keeps the upgrade waiting, and opens once it lets go', async () => {
    const name = 'home-wait-blocked';
    // The first version of the app (database version 1), in another tab, with no handler that closes its connection
    // for an upgrade.
    expect(DB_VERSION).toBeGreaterThan(1);
    const old = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('steps', { keyPath: ['gameId', 'index'] });
        db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
      },
    });
    const blocked = deferred<void>();
    const opening = SaveStore.open(name, { blocked: () => blocked.resolve() });
    await blocked.promise;
    old.close();
    const store = await opening;
    expect(await store.list()).toEqual([]);
    store.close();
  });
});
