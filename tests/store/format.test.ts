// The save format's fixtures: every version's file (tests/fixtures/saves/v<N>-*.json, made once from a real game by
// scripts/make-save-fixture.ts and never regenerated) must still import and replay to its pinned final state. A
// change of format without a migration fails here.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { Autosaver } from '../../src/store/autosave';
import { EXPORT_FORMAT, EXPORT_VERSION, outcomeOf } from '../../src/game/record';
import { SAVE_VERSION, migrateExport } from '../../src/store/format';
import { DB_NAME, SaveStore } from '../../src/store/saves';
import { stateHash } from '../support/hash';

const FIXTURES = [
  { file: 'v1-sword-beach.json', version: 1, actions: 393, winner: 'axis', hash: '4951cef3d5c6accef0dd98a3b999d66155fe50f412fbec1d143302845474d05e' },
];

afterEach(async () => {
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
  });
});

describe('save format', () => {
  it('the current versions have fixtures: the export file, the saves database, a two-phone game', () => {
    expect(FIXTURES.some((f) => f.version === EXPORT_VERSION)).toBe(true);
    const files = readdirSync(new URL('../fixtures/saves/', import.meta.url));
    expect(files).toContain(`db-v${SAVE_VERSION}-sword-beach.json`);
    expect(files).toContain(`net-v${SAVE_VERSION}-sword-beach.json`);
  });

  for (const f of FIXTURES) {
    it(`fixture ${f.file} (format ${f.version}) imports, migrates and replays to its pinned state`, async () => {
      const text = readFileSync(new URL(`../fixtures/saves/${f.file}`, import.meta.url), 'utf8');
      const raw = JSON.parse(text) as { format: string; version: number };
      expect(raw.format).toBe(EXPORT_FORMAT);
      expect(raw.version).toBe(f.version);
      const migrated = migrateExport(raw);
      expect(migrated.ok).toBe(true);
      const store = await SaveStore.open();
      try {
        const r = await store.importText(text);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.header.actionCount).toBe(f.actions);
        const loaded = await store.load(r.header.id);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.game.state.winner).toBe(f.winner);
        expect(stateHash(loaded.game.state)).toBe(f.hash);
        // Carried on: the game is over, so its last 10 actions are undone and 10 legal ones played instead, saved as
        // the app saves them, and the game opens again as it was left.
        const back = f.actions - 10;
        const setup = loaded.game.header.setup;
        let state = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
        for (const st of loaded.game.steps.slice(0, back)) {
          const r = applyAction(state, st.action);
          if (!r.ok) throw new Error(r.error.message);
          state = r.state;
        }
        const saver = new Autosaver(store, await store.truncate(loaded.game.header, back, state));
        const rng = seedRng(`carry-on/${f.file}`);
        for (let i = back; i < f.actions && !state.winner; i++) {
          const legal = legalActions(state);
          const action = legal[nextInt(rng, legal.length)]!;
          const r = applyAction(state, action);
          if (!r.ok) throw new Error(r.error.message);
          await saver.record(i, action, r.events, r.state);
          state = r.state;
        }
        expect(saver.status.value).toBe('saved');
        const again = await store.load(r.header.id);
        expect(again.ok && stateHash(again.game.state)).toBe(stateHash(state));
      } finally {
        store.close();
      }
    });
  }

  it('outcomes are the faces rolled and the cards drawn, in order', () => {
    expect(
      outcomeOf([
        { type: 'roll', faces: ['flag', 'star'] },
        { type: 'hits', unit: 1, hits: 0, flags: 1 },
        { type: 'roll', faces: ['grenade'] },
        { type: 'drew', side: 'axis', card: 12 },
      ]),
    ).toEqual({ dice: ['flag', 'star', 'grenade'], draws: [12] });
    expect(outcomeOf([{ type: 'ordered', unit: 3 }])).toEqual({});
  });
});
