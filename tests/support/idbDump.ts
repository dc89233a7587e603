/**
 * IndexedDB databases as plain JSON, for the save fixtures (tests/fixtures/saves/*-db-*.json, net-*.json): every
 * object store of a database with its key path and rows, read and written with the raw IndexedDB API (fake-indexeddb
 * in tests and scripts/make-save-fixture.ts), so a fixture is exactly what a browser held, whatever the app's code
 * of the day makes of it.
 */
export interface DbDump {
  name: string;
  version: number;
  stores: Record<string, { keyPath: string | string[]; rows: unknown[] }>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every store of database `name` (it must exist). */
export async function dumpDb(name: string): Promise<DbDump> {
  const db = await request(indexedDB.open(name));
  try {
    const out: DbDump = { name, version: db.version, stores: {} };
    for (const store of Array.from(db.objectStoreNames).sort()) {
      const os = db.transaction(store, 'readonly').objectStore(store);
      out.stores[store] = { keyPath: os.keyPath as string | string[], rows: await request(os.getAll()) };
    }
    return out;
  } finally {
    db.close();
  }
}

/** Writes a dump as database `name` (deleted first), at the dump's version, with its stores and rows as they were. */
export async function restoreDb(dump: DbDump, name = dump.name): Promise<void> {
  await deleteDb(name);
  const open = indexedDB.open(name, dump.version);
  open.onupgradeneeded = () => {
    for (const [store, { keyPath }] of Object.entries(dump.stores)) open.result.createObjectStore(store, { keyPath });
  };
  const db = await request(open);
  try {
    const names = Object.keys(dump.stores);
    if (!names.length) return;
    const tx = db.transaction(names, 'readwrite');
    for (const [store, { rows }] of Object.entries(dump.stores)) for (const row of rows) tx.objectStore(store).put(row);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export async function deleteDb(name: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
  });
}
