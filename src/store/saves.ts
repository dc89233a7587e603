/**
 * Saved games in IndexedDB (idb), save format 2 (docs/saves.md). Stores: `games` (header rows, by id: the list's
 * fields, rewritten by every action), `setups` (each game's setup with its scenario, by gameId, written once),
 * `steps` (one row per action, by [gameId, index]), `snapshots` (the state every SNAPSHOT_EVERY actions, by
 * [gameId, index]: a cache of the steps), `scenarios` (imported battles) and `playlists` (campaign files opened as
 * playlists of battles).
 *
 * Every action is written in one transaction with strict durability (step row + header, and a snapshot when due);
 * the caller shows the action's result only once that transaction is complete. Resume = the last snapshot, then
 * the steps after it replayed by the engine (see `loadGame` for older rules versions).
 *
 * Nothing read back is trusted: a header, a step or a snapshot that does not check out makes that one game
 * "damaged" with a reason; it stays in the list, can be exported as it is, and never stops other games loading.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { applyAction, newGame, RULES_VERSION, type Action, type GameEvent, type GameState } from '../engine';
import type { Scenario } from '../scenario/types';
import type { Playlist } from '../scenario/playlist';
import type { M44CampaignBattle } from '../scenario/m44';
import { readNotApplied, type NotApplied } from '../scenario/notApplied';
import { validateScenario } from '../scenario/validate';
import { EXPORT_FORMAT, EXPORT_VERSION, outcomeOf, sameOutcome, type GameExport, type Outcome } from '../game/record';
import type { GameSetup } from '../game/setup';
import {
  checkHeader,
  checkStoredHeader,
  checkStep,
  failure,
  type Failure,
  type SaveProblem,
  migrateExport,
  SAVE_VERSION,
  type SaveHeader,
  type SetupRow,
  type SnapshotRow,
  type StoredHeader,
  type StepRow,
} from './format';

export const DB_NAME = 'pocket44';
/**
 * 1: games, steps, snapshots. 2: + scenarios (imported battles, kept beside the saves). 3: + setups (save format 2:
 * each game's setup moved out of its header row). 4: + playlists (campaign files; nothing else changes).
 */
export const DB_VERSION = 4;
/** A snapshot every this many actions bounds a resume's replay. */
export const SNAPSHOT_EVERY = 50;
/** A game file is a few hundred KB at most; anything far larger is refused before parsing. */
export const MAX_IMPORT_CHARS = 20_000_000;

/** An imported battle, stored with the saves. */
export interface StoredScenario {
  id: string;
  scenario: Scenario;
  importedAt: number;
  fileName: string;
  warnings: string[];
  /** The `.m44` file's scenario id, by which a campaign names the battle (absent for our own format's files). */
  m44Id?: number;
  /** What the file names that the app does not play, shown with the battle (absent when nothing). */
  notApplied?: NotApplied[];
}

/** A campaign file kept as a playlist of battles (src/scenario/playlist.ts), beside the imported battles. */
export interface StoredPlaylist extends Playlist {
  importedAt: number;
  fileName: string;
}

/** Most battles a stored playlist may name (the importer reads at most 64). */
const MAX_PLAYLIST_BATTLES = 64;

interface SavesDB extends DBSchema {
  scenarios: { key: string; value: StoredScenario };
  playlists: { key: string; value: StoredPlaylist };
  /** StoredHeader rows (save format 2), or format 1 rows left as they were because they do not check out. */
  games: { key: string; value: StoredHeader | SaveHeader };
  setups: { key: string; value: SetupRow };
  steps: { key: [string, number]; value: StepRow };
  snapshots: { key: [string, number]; value: SnapshotRow };
}

/** A game in the list: readable, or damaged with the reason. */
export type SaveEntry = { ok: true; header: SaveHeader } | { ok: false; id: string; reason: string; problem: SaveProblem; raw: unknown };

export interface LoadedGame {
  header: SaveHeader;
  state: GameState;
  /** Actions and outcomes, in order (the session's history for undo and export). */
  steps: { action: Action; outcome: Outcome }[];
  /** States along the way are not kept: the session rebuilds what undo needs. */
  resumedFrom: 'snapshot' | 'start';
  /** Something the player is told on opening the game (words in src/ui/text/store.ts). */
  note?: LoadNote;
  /**
   * Under the current rules: each step's events and the state after it, from the replay load made anyway, so the
   * game screen rebuilds its log and undo without replaying the game a second time.
   */
  trail?: { events: GameEvent[]; after: GameState }[];
}

/**
 * `repaired`: that many stored snapshots disagreed with the action log (a cache fault) and were rebuilt from it.
 * `otherRules`: played under other rules, resumed from the snapshot after action `from`, with recorded outcomes.
 */
export type LoadNote = { kind: 'repaired'; snapshots: number } | { kind: 'otherRules'; rulesVersion: string; from: number };

export type LoadResult = { ok: true; game: LoadedGame } | Failure;

/** Storage is full: the player is told what to do; the game in memory is kept. */
export class QuotaError extends Error {
  constructor() {
    super('storage is full');
    this.name = 'QuotaError';
  }
}

function isQuota(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || (name === 'AbortError' && /quota/i.test(String((err as Error).message)));
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isQuota(err)) throw new QuotaError();
    const inner = (err as { target?: { error?: unknown } } | null)?.target?.error;
    if (isQuota(inner)) throw new QuotaError();
    throw err;
  }
}

export function summaryOf(state: GameState): SaveHeader['summary'] {
  return {
    turn: state.turn.number,
    side: state.turn.side,
    medals: { allies: state.medalsWon.allies, axis: state.medalsWon.axis },
    winner: state.winner,
  };
}

/** A game's name when the app gives none (tests, and files without one); the app names games in the player's language. */
export function defaultName(setup: GameSetup): string {
  const [a, b] = setup.players.names;
  return `${setup.scenario.name}: ${a} v ${b}`;
}

function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What SaveStore.open and NetStore.open tell about other tabs (see SaveStore.open). */
export interface StoreEvents {
  blocked?: (() => void) | undefined;
  replaced?: (() => void) | undefined;
}

export class SaveStore {
  private constructor(private readonly db: IDBPDatabase<SavesDB>) {}

  /**
   * Opens (creating or upgrading) the database. Another tab holding an old version is asked to let go; `blocked` is
   * called if it does not (yet), while the open waits for it (home does not wait: src/ui/app/homeWait.ts).
   * `replaced` is called when it is this connection that is asked to let go: a newer version of the app, in another
   * tab or window, upgrades the database. The connection closes at once so the upgrade is not held up, and this store
   * can read and write nothing more: the page must reload into the new version (src/ui/app/Notices.tsx).
   */
  static async open(name = DB_NAME, events: StoreEvents = {}): Promise<SaveStore> {
    const db = await openDB<SavesDB>(name, DB_VERSION, {
      blocked() {
        events.blocked?.();
      },
      upgrade(db, oldVersion, _newVersion, tx) {
        // One step per schema version, from the version found; a step never loses a game (docs/saves.md).
        if (oldVersion < 1) {
          db.createObjectStore('games', { keyPath: 'id' });
          db.createObjectStore('steps', { keyPath: ['gameId', 'index'] });
          db.createObjectStore('snapshots', { keyPath: ['gameId', 'index'] });
        }
        if (oldVersion < 2) db.createObjectStore('scenarios', { keyPath: 'id' });
        if (oldVersion < 3) {
          db.createObjectStore('setups', { keyPath: 'gameId' });
          // Save format 1 to 2, in the upgrade's own transaction (all or nothing).
          if (oldVersion >= 1) void migrateV1Rows(tx as unknown as UpgradeTx);
        }
        // A new store and nothing else: every game, setup and imported battle stays as it was.
        if (oldVersion < 4) db.createObjectStore('playlists', { keyPath: 'id' });
      },
      blocking() {
        // A newer version of the app wants to upgrade the database: close so it can.
        db.close();
        events.replaced?.();
      },
    });
    return new SaveStore(db);
  }

  close(): void {
    this.db.close();
  }

  /**
   * Keeps an imported battle. Its id is made unique among `taken` (the built-in ids) and the stored ones, so an
   * imported copy of a built-in battle is listed beside it, not instead of it.
   */
  async addScenario(
    scenario: Scenario,
    fileName: string,
    warnings: string[],
    taken: readonly string[],
    now = Date.now(),
    extra: { m44Id?: number; notApplied?: readonly NotApplied[] } = {},
  ): Promise<StoredScenario> {
    const { m44Id, notApplied } = extra;
    const existing = new Set([...taken, ...(await this.db.getAllKeys('scenarios'))]);
    let id = scenario.id;
    for (let n = 2; existing.has(id); n++) id = `${scenario.id}-${n}`;
    const row: StoredScenario = { id, scenario: { ...scenario, id }, importedAt: now, fileName: fileName.slice(0, 200), warnings: warnings.slice(0, 50) };
    if (m44Id !== undefined && Number.isSafeInteger(m44Id)) row.m44Id = m44Id;
    if (notApplied?.length) row.notApplied = notApplied.slice(0, 50).map((n) => ({ ...n }));
    await guard(() => this.db.put('scenarios', row));
    return row;
  }

  /**
   * Replace an imported battle's scenario (the player switched its battle-wide rules). Refused, nothing written, when
   * the battle is not stored or the new scenario does not validate. Games already started keep the rules they began
   * with: each holds its own copy of the scenario.
   */
  async updateScenario(id: string, scenario: Scenario): Promise<StoredScenario> {
    const row = await this.db.get('scenarios', id);
    if (!row) throw new Error(`no imported battle ${id}`);
    const v = validateScenario({ ...scenario, id });
    if (!v.ok) throw new Error(`the battle ${id} would not be valid: ${v.problems[0]?.message ?? ''}`);
    const next: StoredScenario = { ...row, scenario: v.scenario };
    await guard(() => this.db.put('scenarios', next));
    return next;
  }

  /** Imported battles that still validate (a damaged one is skipped: it cannot be played). */
  async listScenarios(): Promise<StoredScenario[]> {
    const rows = await this.db.getAll('scenarios');
    const out: StoredScenario[] = [];
    for (const r of rows) {
      const v = validateScenario(r?.scenario);
      if (!v.ok || typeof r.id !== 'string') continue;
      const { notApplied: raw, m44Id, ...rest } = r;
      const notApplied = readNotApplied(raw);
      out.push({ ...rest, scenario: v.scenario, ...(Number.isSafeInteger(m44Id) ? { m44Id } : {}), ...(notApplied.length ? { notApplied } : {}) });
    }
    return out.sort((a, b) => a.importedAt - b.importedAt);
  }

  async deleteScenario(id: string): Promise<void> {
    await this.db.delete('scenarios', id);
  }

  /**
   * Keeps a campaign as a playlist. The same campaign imported again (same campaign id and name) replaces its
   * playlist rather than adding a second one; otherwise the id is made unique among the stored playlists.
   */
  async addPlaylist(playlist: Omit<Playlist, 'id'>, fileName: string, now = Date.now()): Promise<StoredPlaylist> {
    const stored = await this.listPlaylists();
    const same = stored.find((p) => p.campaignId !== undefined && p.campaignId === playlist.campaignId && p.name === playlist.name);
    const base = `campaign-${(playlist.campaignId ?? playlist.name).replace(/[^A-Za-z0-9]+/g, '-').toLowerCase().slice(0, 40) || 'file'}`;
    let id = same?.id ?? base;
    const taken = new Set((await this.db.getAllKeys('playlists')).map(String));
    if (!same) for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    const row: StoredPlaylist = {
      id,
      name: playlist.name.slice(0, 100),
      ...(playlist.campaignId !== undefined ? { campaignId: playlist.campaignId.slice(0, 40) } : {}),
      battles: playlist.battles.slice(0, MAX_PLAYLIST_BATTLES).map((b) => ({ name: b.name.slice(0, 100), ...(b.scenarioId !== undefined ? { scenarioId: b.scenarioId } : {}) })),
      importedAt: now,
      fileName: fileName.slice(0, 200),
    };
    await guard(() => this.db.put('playlists', row));
    return row;
  }

  /** The stored playlists that check out, oldest first (a damaged row is skipped: nothing can be played from it). */
  async listPlaylists(): Promise<StoredPlaylist[]> {
    const rows: unknown[] = await this.db.getAll('playlists');
    return rows.filter(isStoredPlaylist).sort((a, b) => a.importedAt - b.importedAt);
  }

  async deletePlaylist(id: string): Promise<void> {
    await this.db.delete('playlists', id);
  }

  /** Creates the save of a new game (no action yet); `name` is the app's, in the player's language. */
  async create(setup: GameSetup, state: GameState, now = Date.now(), name = defaultName(setup)): Promise<SaveHeader> {
    const header: SaveHeader = {
      id: newId(),
      v: SAVE_VERSION,
      name,
      createdAt: now,
      updatedAt: now,
      rulesVersion: RULES_VERSION,
      setup,
      actionCount: 0,
      summary: summaryOf(state),
    };
    await guard(async () => {
      const tx = this.db.transaction(['games', 'setups', 'snapshots'], 'readwrite', { durability: 'strict' });
      await tx.objectStore('setups').put({ gameId: header.id, setup });
      await tx.objectStore('games').put(rowOf(header));
      await tx.objectStore('snapshots').put({ gameId: header.id, index: 0, state });
      await tx.done;
    });
    return header;
  }

  /**
   * Writes action number `index` (0-based) and the state after it, durably. Resolves when the transaction is
   * complete; rejects with QuotaError when storage is full (nothing is half-written: the transaction aborts).
   */
  async append(header: SaveHeader, index: number, action: Action, events: readonly GameEvent[], after: GameState, now = Date.now()): Promise<SaveHeader> {
    let next: SaveHeader = { ...header, actionCount: index + 1, updatedAt: now, summary: summaryOf(after) };
    await guard(async () => {
      const snapshot = (index + 1) % SNAPSHOT_EVERY === 0 || after.winner;
      const stores: ('games' | 'setups' | 'steps' | 'snapshots')[] = snapshot ? ['games', 'setups', 'steps', 'snapshots'] : ['games', 'setups', 'steps'];
      const tx = this.db.transaction(stores, 'readwrite', { durability: 'strict' });
      await tx.objectStore('steps').put({ gameId: header.id, index, action, outcome: outcomeOf(events) });
      // A rename made on the saved-games screen while this game is open keeps its new name.
      const stored = await tx.objectStore('games').get(header.id);
      if (stored && typeof stored.name === 'string') next = { ...next, name: stored.name };
      await putHeader(tx, next, stored);
      if (snapshot) await tx.objectStore('snapshots').put({ gameId: header.id, index: index + 1, state: after });
      await tx.done;
    });
    return next;
  }

  /** Undo: forget the actions from `count` on (and their snapshots). */
  async truncate(header: SaveHeader, count: number, state: GameState, now = Date.now()): Promise<SaveHeader> {
    const next: SaveHeader = { ...header, actionCount: count, updatedAt: now, summary: summaryOf(state) };
    await guard(async () => {
      const tx = this.db.transaction(['games', 'setups', 'steps', 'snapshots'], 'readwrite', { durability: 'strict' });
      const range = IDBKeyRange.bound([header.id, count], [header.id, Number.MAX_SAFE_INTEGER]);
      await tx.objectStore('steps').delete(range);
      await tx.objectStore('snapshots').delete(IDBKeyRange.bound([header.id, count + 1], [header.id, Number.MAX_SAFE_INTEGER]));
      await putHeader(tx, next, await tx.objectStore('games').get(header.id));
      await tx.done;
    });
    return next;
  }

  /** Every game, newest first; damaged ones with their reason (they never stop the others from listing). */
  async list(): Promise<SaveEntry[]> {
    const tx = this.db.transaction(['games', 'setups'], 'readonly');
    const setups = new Map<unknown, unknown>();
    for (const row of (await tx.objectStore('setups').getAll()) as unknown[]) {
      if (row && typeof row === 'object') setups.set((row as { gameId?: unknown }).gameId, row);
    }
    const out: SaveEntry[] = [];
    let cursor = await tx.objectStore('games').openCursor();
    while (cursor) {
      const raw: unknown = cursor.value;
      const checked = checkStoredHeader(raw, setups.get(cursor.key));
      if (checked.ok) out.push({ ok: true, header: checked.value });
      else out.push({ ok: false, id: String(cursor.key), reason: checked.reason, problem: checked.problem, raw });
      cursor = await cursor.continue();
    }
    out.sort((a, b) => (b.ok ? b.header.updatedAt : 0) - (a.ok ? a.header.updatedAt : 0));
    return out;
  }

  async header(id: string): Promise<SaveHeader | null> {
    const tx = this.db.transaction(['games', 'setups'], 'readonly');
    const checked = checkStoredHeader(await tx.objectStore('games').get(id), await tx.objectStore('setups').get(id));
    await tx.done;
    return checked.ok ? checked.value : null;
  }

  /**
   * Loads a game. The action log is the record; snapshots are a cache of it (see docs/saves.md).
   *
   * Under the current rules the log is always replayed from the start (450 actions take a few ms), each action
   * giving the outcomes it recorded, or the game is damaged. Every stored snapshot is checked against the replayed
   * state at its index: one that disagrees (or does not read back) is a cache fault, rewritten from the log, and the
   * loaded game carries a `repaired` note the app shows.
   *
   * A game played under other rules is resumed from its last snapshot (a plain state the engine continues from),
   * its later steps replayed with the recorded outcomes supplied.
   */
  async load(id: string): Promise<LoadResult> {
    // Bad stored data gets a reason, never an exception (the caller holds the game's lock meanwhile).
    try {
      return await this.loadChecked(id);
    } catch (err) {
      return failure({ code: 'damaged' }, `the save is damaged (${err instanceof Error ? err.message : String(err)})`);
    }
  }

  private async loadChecked(id: string): Promise<LoadResult> {
    const tx = this.db.transaction(['games', 'setups', 'steps', 'snapshots'], 'readonly');
    const checked = checkStoredHeader(await tx.objectStore('games').get(id), await tx.objectStore('setups').get(id));
    if (!checked.ok) return checked;
    const header = checked.value;
    const rows = await tx.objectStore('steps').getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
    const snapRows: unknown[] = await tx.objectStore('snapshots').getAll(IDBKeyRange.bound([id, 0], [id, header.actionCount]));
    await tx.done;
    const steps: LoadedGame['steps'] = [];
    for (let i = 0; i < header.actionCount; i++) {
      const s = checkStep(rows[i], id, i);
      if (!s.ok) return s;
      steps.push({ action: s.value.action, outcome: s.value.outcome });
    }
    // Snapshots by index (a row that is not even a row is skipped: it is rewritten only if the replay passes its index).
    const snaps = new Map<number, unknown>();
    for (const r of snapRows) {
      const row = r as Partial<SnapshotRow> | null;
      if (row && typeof row === 'object' && row.gameId === id && typeof row.index === 'number') snaps.set(row.index, row.state);
    }
    if (header.rulesVersion === RULES_VERSION) return this.replayLog(header, steps, snaps);
    return resumeOtherRules(header, steps, snaps);
  }

  /** Current rules: the whole log replayed; snapshots only cross-checked, and rewritten where they disagree. */
  private async replayLog(header: SaveHeader, steps: LoadedGame['steps'], snaps: Map<number, unknown>): Promise<LoadResult> {
    const id = header.id;
    let state = newGame(header.setup.scenario, { seed: header.setup.seed, options: header.setup.options });
    const bad: SnapshotRow[] = [];
    const trail: NonNullable<LoadedGame['trail']> = [];
    const crossCheck = (index: number, s: GameState): void => {
      if (snaps.has(index) && !sameData(snaps.get(index), s)) bad.push({ gameId: id, index, state: s });
    };
    crossCheck(0, state);
    for (let i = 0; i < steps.length; i++) {
      const { action, outcome } = steps[i]!;
      const r = applyAction(state, action);
      if (!r.ok) return failure({ code: 'actionRefused', action: i + 1 }, `action ${i + 1} is refused by the rules (${r.error.message})`);
      if (!sameOutcome(outcomeOf(r.events), outcome)) return failure({ code: 'actionDiffers', action: i + 1 }, `action ${i + 1} does not give the dice and cards it recorded`);
      state = r.state;
      trail.push({ events: r.events, after: state });
      crossCheck(i + 1, state);
    }
    if (bad.length) {
      // The cache is put right; if that cannot be written now (storage full), the next load repairs it again.
      try {
        await guard(async () => {
          const tx = this.db.transaction('snapshots', 'readwrite', { durability: 'strict' });
          for (const row of bad) await tx.store.put(row);
          await tx.done;
        });
      } catch {
        // the game itself is fine: it was rebuilt from its log
      }
    }
    const note: LoadNote | undefined = bad.length ? { kind: 'repaired', snapshots: bad.length } : undefined;
    return { ok: true, game: { header, state, steps, resumedFrom: 'start', trail, ...(note ? { note } : {}) } };
  }

  async rename(id: string, name: string): Promise<void> {
    await guard(async () => {
      const tx = this.db.transaction('games', 'readwrite', { durability: 'strict' });
      const h = await tx.store.get(id);
      if (h) await tx.store.put({ ...h, name: name.trim().slice(0, 200) || h.name });
      await tx.done;
    });
  }

  /** Marks a game deleted (hidden from the list, restorable until purged). */
  async softDelete(id: string, now = Date.now()): Promise<void> {
    await this.patchHeader(id, (h) => ({ ...h, deletedAt: now }));
  }

  async restore(id: string): Promise<void> {
    await this.patchHeader(id, (h) => {
      const { deletedAt: _gone, ...rest } = h;
      return rest;
    });
  }

  /** Removes a game and everything it owns. */
  async purge(id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'setups', 'steps', 'snapshots'], 'readwrite', { durability: 'strict' });
    await tx.objectStore('games').delete(id);
    await tx.objectStore('setups').delete(id);
    await tx.objectStore('steps').delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
    await tx.objectStore('snapshots').delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
    await tx.done;
  }

  /** Purges every game deleted before `before` (the undo window is over). */
  async purgeDeleted(before = Number.POSITIVE_INFINITY): Promise<void> {
    for (const e of await this.list()) {
      if (e.ok && e.header.deletedAt !== undefined && e.header.deletedAt < before) await this.purge(e.header.id);
    }
  }

  /**
   * One game as a file. A damaged game is exported as raw as it is stored (header and step rows), so nothing is
   * lost even when the app cannot read it.
   */
  async exportGame(id: string): Promise<GameExport | { format: typeof EXPORT_FORMAT; version: number; damaged: true; raw: unknown }> {
    const tx = this.db.transaction(['games', 'setups', 'steps'], 'readonly');
    const raw: unknown = await tx.objectStore('games').get(id);
    const setupRow: unknown = await tx.objectStore('setups').get(id);
    const rows: unknown[] = await tx.objectStore('steps').getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
    await tx.done;
    // As stored: the header row, its setup row (save format 2; none for a format 1 row) and every step row.
    const damaged = { format: EXPORT_FORMAT as typeof EXPORT_FORMAT, version: EXPORT_VERSION, damaged: true as const, raw: { header: raw, ...(setupRow !== undefined ? { setup: setupRow } : {}), steps: rows } };
    const checked = checkStoredHeader(raw, setupRow);
    if (!checked.ok) return damaged;
    const { deletedAt: _d, ...header } = checked.value;
    const steps: GameExport['steps'] = [];
    for (let i = 0; i < header.actionCount; i++) {
      const s = checkStep(rows[i], id, i);
      if (!s.ok) return damaged;
      steps.push({ action: s.value.action, outcome: s.value.outcome });
    }
    return { format: EXPORT_FORMAT, version: EXPORT_VERSION, header: { ...header, v: EXPORT_VERSION }, steps };
  }

  /** Imports a game file's text: size-checked, parsed, then as `importGame`. */
  async importText(text: string, now = Date.now()): Promise<{ ok: true; header: SaveHeader } | Failure> {
    if (text.length > MAX_IMPORT_CHARS) {
      const mb = Math.round(text.length / 1e6);
      return failure({ code: 'tooLarge', mb }, `the file is too large (${mb} MB; a game is far smaller)`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return failure({ code: 'notJson' }, 'not valid JSON (the file may be truncated or not a game file)');
    }
    return this.importGame(parsed, now);
  }

  /**
   * Imports a game file (another device's export): checked, migrated, replayed in full (it must play out to the
   * outcomes it records under the current rules), then stored under a new id. Nothing is written if any of it fails.
   */
  async importGame(raw: unknown, now = Date.now()): Promise<{ ok: true; header: SaveHeader } | Failure> {
    const file = migrateExport(raw);
    if (!file.ok) return file;
    const { header: h, steps } = file.value;
    let state = newGame(h.setup.scenario, { seed: h.setup.seed, options: h.setup.options });
    const sameRules = h.rulesVersion === RULES_VERSION;
    const rows: StepRow[] = [];
    const id = newId();
    const snaps: SnapshotRow[] = [{ gameId: id, index: 0, state }];
    for (let i = 0; i < steps.length; i++) {
      const { action, outcome } = steps[i]!;
      const r = applyAction(state, action, sameRules ? undefined : { dice: outcome.dice, draws: outcome.draws, lost: outcome.lost });
      if (!r.ok) return failure({ code: 'actionRefused', action: i + 1 }, `action ${i + 1} is refused by the rules (${r.error.message})`);
      if (sameRules && !sameOutcome(outcomeOf(r.events), outcome)) return failure({ code: 'actionDiffers', action: i + 1 }, `action ${i + 1} does not give the dice and cards it records`);
      state = r.state;
      rows.push({ gameId: id, index: i, action, outcome });
      if ((i + 1) % SNAPSHOT_EVERY === 0 || i === steps.length - 1) snaps.push({ gameId: id, index: i + 1, state });
    }
    const header: SaveHeader = { ...h, id, v: SAVE_VERSION, updatedAt: now, summary: summaryOf(state) };
    await guard(async () => {
      const tx = this.db.transaction(['games', 'setups', 'steps', 'snapshots'], 'readwrite', { durability: 'strict' });
      for (const r of rows) await tx.objectStore('steps').put(r);
      for (const s of snaps) await tx.objectStore('snapshots').put(s);
      await tx.objectStore('setups').put({ gameId: id, setup: header.setup });
      await tx.objectStore('games').put(rowOf(header));
      await tx.done;
    });
    return { ok: true, header };
  }

  private async patchHeader(id: string, f: (h: SaveHeader) => SaveHeader): Promise<void> {
    await guard(async () => {
      const tx = this.db.transaction(['games', 'setups'], 'readwrite', { durability: 'strict' });
      const raw = await tx.objectStore('games').get(id);
      const checked = checkStoredHeader(raw, await tx.objectStore('setups').get(id));
      if (checked.ok) await putHeader(tx, f(checked.value), raw);
      await tx.done;
    });
  }
}

/** A stored snapshot is trusted as a state only if it has the shape the engine needs to go on from it. */
function isStateLike(x: unknown): x is GameState {
  if (!x || typeof x !== 'object') return false;
  const s = x as Partial<GameState>;
  return (
    typeof s.rulesVersion === 'string' &&
    !!s.board &&
    Array.isArray(s.units) &&
    !!s.cards &&
    Array.isArray(s.cards.deck) &&
    !!s.turn &&
    Array.isArray(s.pending) &&
    Array.isArray(s.rng) &&
    s.rng.length === 4
  );
}

/**
 * A game played under other rules: its last snapshot that reads back as a state, then the steps after it replayed
 * with their recorded dice and draws supplied (the dice already seen never change).
 */
function resumeOtherRules(header: SaveHeader, steps: LoadedGame['steps'], snaps: Map<number, unknown>): LoadResult {
  // Newest first; a snapshot the engine cannot go on from (broken insides: it throws, or refuses a recorded action)
  // is passed over for the one before it.
  for (const start of [...snaps.keys()].sort((a, b) => b - a)) {
    const snap = snaps.get(start);
    if (!isStateLike(snap) || start > steps.length) continue;
    let state: GameState | null = snap;
    try {
      for (let i = start; i < steps.length && state; i++) {
        const { action, outcome } = steps[i]!;
        const r = applyAction(state, action, { dice: outcome.dice, draws: outcome.draws, lost: outcome.lost });
        state = r.ok ? r.state : null;
      }
    } catch {
      state = null;
    }
    if (!state) continue;
    const note: LoadNote = { kind: 'otherRules', rulesVersion: header.rulesVersion, from: start };
    return { ok: true, game: { header, state, steps, resumedFrom: start > 0 ? 'snapshot' : 'start', note } };
  }
  return failure({ code: 'otherRules', rules: header.rulesVersion }, `played under other rules (${header.rulesVersion}) and no snapshot of it can be resumed`);
}

/** Plain data (what IndexedDB gives back) equal in value; key order and a missing key versus `undefined` do not matter. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bb[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of keys) if (!sameData(x[k], y[k])) return false;
  return true;
}

/** The header row of save format 2: the header without its setup (which has a row of its own). */
function rowOf(header: SaveHeader): StoredHeader {
  const { setup: _setup, ...row } = header;
  return { ...row, v: SAVE_VERSION };
}

type HeaderTx = { objectStore(name: 'games'): { put(row: StoredHeader): Promise<unknown> }; objectStore(name: 'setups'): { put(row: SetupRow): Promise<unknown> } };

/**
 * Writes a header row; its setup row too when the row it replaces was not of save format 2 (a format 1 row the
 * upgrade left, which should not happen: then the setup moves out on this first write).
 */
async function putHeader(tx: unknown, header: SaveHeader, stored: unknown): Promise<void> {
  const t = tx as HeaderTx;
  if ((stored as { v?: unknown } | undefined)?.v !== SAVE_VERSION) await t.objectStore('setups').put({ gameId: header.id, setup: header.setup });
  await t.objectStore('games').put(rowOf(header));
}

interface UpgradeTx {
  objectStore(name: 'games'): { openCursor(): Promise<UpgradeCursor | null> };
  objectStore(name: 'setups'): { put(row: unknown): Promise<unknown> };
}
interface UpgradeCursor {
  value: unknown;
  update(value: unknown): Promise<unknown>;
  continue(): Promise<UpgradeCursor | null>;
}

/**
 * Save format 1 to 2 (database version 3's upgrade): each header row that checks out gives its setup, exactly as
 * stored, to a `setups` row, and is rewritten without it (v: 2, every other field as it was). A row that does not
 * check out is left exactly as it is: it goes on listing as damaged with its reason and exporting raw. Runs in the
 * upgrade transaction: if any write fails, the upgrade aborts and the database stays as it was.
 */
async function migrateV1Rows(tx: UpgradeTx): Promise<void> {
  // A check that throws on some strange row leaves that row as it is, like any row that does not check out.
  const readable = (row: unknown): boolean => {
    try {
      return checkHeader(row).ok;
    } catch {
      return false;
    }
  };
  let cursor = await tx.objectStore('games').openCursor();
  while (cursor) {
    const row = cursor.value as Record<string, unknown> | null;
    if (row && typeof row === 'object' && row.v === 1 && readable(row)) {
      const { setup, ...rest } = row;
      await tx.objectStore('setups').put({ gameId: row.id, setup });
      await cursor.update({ ...rest, v: 2 });
    }
    cursor = await cursor.continue();
  }
}

/** A playlist row as read back: nothing stored is trusted (docs/saves.md). */
function isStoredPlaylist(r: unknown): r is StoredPlaylist {
  if (!r || typeof r !== 'object') return false;
  const p = r as Record<string, unknown>;
  const str = (x: unknown, max: number): boolean => typeof x === 'string' && x.length > 0 && x.length <= max;
  const battle = (b: unknown): b is M44CampaignBattle =>
    !!b && typeof b === 'object' && str((b as M44CampaignBattle).name, 100) && ((b as M44CampaignBattle).scenarioId === undefined || Number.isSafeInteger((b as M44CampaignBattle).scenarioId));
  return (
    str(p.id, 100) &&
    str(p.name, 100) &&
    (p.campaignId === undefined || str(p.campaignId, 40)) &&
    Array.isArray(p.battles) &&
    p.battles.length > 0 &&
    p.battles.length <= MAX_PLAYLIST_BATTLES &&
    p.battles.every(battle) &&
    typeof p.importedAt === 'number' &&
    typeof p.fileName === 'string'
  );
}
