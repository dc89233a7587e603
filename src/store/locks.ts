/**
 * Two tabs on one game: the tab that opens a game holds a Web Lock named after it until it closes the game (or the
 * tab goes away, which releases it). Another tab asking for the same game is told it is open elsewhere instead of
 * writing into the same save. Without Web Locks (old browsers) nothing is coordinated.
 */
const PREFIX = 'pocket44-game-';

type Locks = {
  request(name: string, options: { ifAvailable: boolean }, cb: (lock: unknown) => Promise<void> | void): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
};

function locks(): Locks | null {
  const n = (globalThis as { navigator?: { locks?: Locks } }).navigator;
  return n?.locks ?? null;
}

/** Takes the game's lock; resolves to its release function, or null when another tab holds it. */
export function holdGameLock(id: string): Promise<(() => void) | null> {
  const l = locks();
  if (!l) return Promise.resolve(() => {});
  return new Promise((resolve, reject) => {
    l.request(`${PREFIX}${id}`, { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return;
      }
      return new Promise<void>((release) => resolve(() => release()));
    }).catch(reject);
  });
}

/** Ids of the games some tab holds now (this one included). */
export async function lockedGames(): Promise<Set<string>> {
  const l = locks();
  if (!l) return new Set();
  const q = await l.query();
  return new Set((q.held ?? []).map((h) => h.name ?? '').filter((n) => n.startsWith(PREFIX)).map((n) => n.slice(PREFIX.length)));
}
