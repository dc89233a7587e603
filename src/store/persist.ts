/**
 * Persistent storage: asked for when the first game is saved (a browser may otherwise clear saved games when space
 * runs low), and reported in settings with the space used.
 */
const ASKED_KEY = 'pocket44.persistAsked';

interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

function manager(): StorageManagerLike | null {
  const n = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator;
  return n?.storage ?? null;
}

/** Asks once per device (the browser may answer without asking the player); never throws. */
export async function requestPersistence(): Promise<boolean | null> {
  const m = manager();
  if (!m?.persist) return null;
  try {
    if (await m.persisted?.()) return true;
    if (globalThis.localStorage?.getItem(ASKED_KEY)) return false;
    globalThis.localStorage?.setItem(ASKED_KEY, '1');
    return await m.persist();
  } catch {
    return null;
  }
}

export interface StorageInfo {
  /** null: the browser cannot say. */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

export async function storageInfo(): Promise<StorageInfo> {
  const m = manager();
  const out: StorageInfo = { persisted: null, usage: null, quota: null };
  try {
    if (m?.persisted) out.persisted = await m.persisted();
    if (m?.estimate) {
      const e = await m.estimate();
      out.usage = e.usage ?? null;
      out.quota = e.quota ?? null;
    }
  } catch {
    // unknown: shown as such
  }
  return out;
}
