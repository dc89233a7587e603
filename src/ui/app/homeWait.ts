/**
 * How long home's first drawing waits for what its buttons depend on (the game to continue, the two-phone games), so
 * that the buttons never move under a finger when the saves answer (issue 15).
 *
 * Each reading has two phases, each with its own bound that starts when the phase starts:
 * - its code (a chunk of its own, not in the first screen): up to `CODE_WAIT_MS`. The chunk is precached, so this
 *   bound is only for a network that stalls before the service worker holds the app;
 * - the database: up to `DB_WAIT_MS` once it is being opened, and no longer at all once the open reports it is
 *   blocked (a tab of an older version of the app holds the database and has not let go: the open waits for it).
 * Home is drawn when every reading has ended, one way or the other.
 *
 * One bound over both phases (1.5 s, until 2026-11-29) counted the code's loading against the database, so a slow
 * start (a cheap phone just woken, a busy machine) drew home before the saves answered and the Continue button then
 * pushed the others down: saves.spec saw it with two specs sharing the machine's two cores.
 */

export const CODE_WAIT_MS = 5_000;
/**
 * Short: a database that never answers is a known failure of some phones' browsers (an open that hangs until the app
 * is restarted), and home is blank while it waits. Listing the databases has the same bound (App.tsx homeReady).
 */
export const DB_WAIT_MS = 2_000;
/** The most home waits in all: the listing, then a reading's code and database. */
export const HOME_WAIT_MAX_MS = DB_WAIT_MS + CODE_WAIT_MS + DB_WAIT_MS;

/** How a reading ended for home: read (or failed: home is drawn without it), or given up on (blocked, past a bound). */
export type HomeReadingEnd = 'read' | 'failed' | 'blocked' | 'code-timeout' | 'db-timeout';

type Timer = (done: () => void, ms: number) => unknown;

const after = (timer: Timer, ms: number): Promise<void> => new Promise((done) => void timer(done, ms));

/**
 * Waits for one reading: `code()` loads its module; `read(module, blocked)` opens the database and reads it, calling
 * `blocked` if the open is blocked. Never rejects (a failed reading is over: home is drawn without it).
 */
export async function homeReading<M>(
  code: () => Promise<M>,
  read: (module: M, blocked: () => void) => Promise<unknown>,
  timer: Timer = setTimeout,
): Promise<HomeReadingEnd> {
  const loaded = await Promise.race([
    code().then(
      (m) => ({ m }),
      () => null,
    ),
    after(timer, CODE_WAIT_MS).then(() => 'timeout' as const),
  ]);
  if (loaded === 'timeout') return 'code-timeout';
  if (loaded === null) return 'failed';
  let onBlocked: () => void = () => {};
  const blocked = new Promise<'blocked'>((done) => (onBlocked = () => done('blocked')));
  return Promise.race([
    read(loaded.m, onBlocked).then(
      () => 'read' as const,
      () => 'failed' as const,
    ),
    blocked,
    after(timer, DB_WAIT_MS).then(() => 'db-timeout' as const),
  ]);
}
