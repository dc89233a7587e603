// The app's saves database as chromium holds it, read with the plain IndexedDB API (no app code): what a browser
// spec checks the app wrote.

/**
 * Every row of the saved games: header rows, setup rows (save format 2 keeps a game's setup once, in `setups`) and
 * step rows; `games` also carries each header with its setup joined back in, as the app reads it.
 */
export function readSaves(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('pocket44');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'setups', 'steps'], 'readonly');
          const games = tx.objectStore('games').getAll();
          const setups = tx.objectStore('setups').getAll();
          const steps = tx.objectStore('steps').getAll();
          tx.oncomplete = () => {
            db.close();
            const setupOf = new Map(setups.result.map((r) => [r.gameId, r.setup]));
            resolve({
              games: games.result.map((g) => ({ ...g, setup: setupOf.get(g.id) })),
              headers: games.result,
              setups: setups.result,
              steps: steps.result,
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The imported battles as stored (the `scenarios` store: id, scenario, file name, warnings). */
export function readImported(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('pocket44');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('scenarios', 'readonly').objectStore('scenarios').getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

