/**
 * The saved-game format, versioned from day one (docs/saves.md). A save is a header (what the saved-games list
 * shows), the game setup with its embedded scenario, one row per action played (the action and the random outcomes
 * its events recorded: dice faces and cards drawn), and periodic state snapshots (a cache of the actions).
 *
 * Save format (what IndexedDB holds), SAVE_VERSION:
 * - 1: the header row embeds the setup (and so the whole scenario): every autosave rewrote it.
 * - 2: the setup is stored once, in the `setups` store, when the game is created or imported; the header row
 *   rewritten by every action holds only the list's fields. v1 rows are migrated when the database is upgraded.
 *
 * The export file (`GameExport`, src/game/record.ts) has a version of its own, EXPORT_VERSION (1); it is read back
 * here (`migrateExport`), with the same checks as a stored header. Its shape did not change with save format 2.
 *
 * Every later change bumps the version concerned, adds a migration (an IndexedDB upgrade step in saves.ts, or a
 * step in `migrateExport`) and a fixture of the old format in tests/fixtures/saves/ (scripts/make-save-fixture.ts).
 */
import * as v from 'valibot';
import { isDieFace } from '../engine/dice';
import { parseAction, type Action, type DieFace, type GameState } from '../engine';
import { EXPORT_FORMAT, EXPORT_VERSION, type GameExport, type GameHeader, type Outcome } from '../game/record';
import type { GameSetup, MatchGame } from '../game/setup';
import { validateScenario } from '../scenario/validate';

/** The stored format (IndexedDB rows). */
export const SAVE_VERSION = 2;
/** Every save format version this app reads. */
const KNOWN_VERSIONS: readonly number[] = [1, 2];

/** A game's header as the app uses it (in memory, setup included; stored as a `StoredHeader` and a `SetupRow`). */
export interface SaveHeader extends GameHeader {
  v: typeof SAVE_VERSION;
  /** Deleted by the player; kept until the undo window passes or another game is deleted. */
  deletedAt?: number;
}

/** The header row of save format 2: the header without its setup (rewritten by every action). */
export type StoredHeader = Omit<SaveHeader, 'setup'>;

/** The setup of a game, written once (save format 2). */
export interface SetupRow {
  gameId: string;
  setup: GameSetup;
}

export interface StepRow {
  gameId: string;
  index: number;
  action: Action;
  outcome: Outcome;
}

export interface SnapshotRow {
  gameId: string;
  /** The state after `index` actions. */
  index: number;
  state: GameState;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking what comes back from storage or a file: nothing is trusted.

const Side_ = v.picklist(['allies', 'axis']);
const Medals = v.object({ allies: v.number(), axis: v.number() });
const Seats = v.object({ allies: v.picklist([0, 1]), axis: v.picklist([0, 1]) });
const Level = v.picklist(['easy', 'normal', 'hard']);
const MatchGameSchema = v.object({ seats: Seats, medals: v.optional(Medals), winner: v.optional(Side_) });
const SetupSchema = v.object({
  scenario: v.unknown(),
  seed: v.pipe(v.string(), v.maxLength(200)),
  options: v.object({
    youngGenerals: v.optional(v.boolean()),
    noTakeGround: v.optional(v.boolean()),
    ambushAlwaysAsk: v.optional(v.boolean()),
  }),
  mode: v.picklist(['pass-and-play', 'open', 'network']),
  players: v.object({ names: v.tuple([v.pipe(v.string(), v.maxLength(80)), v.pipe(v.string(), v.maxLength(80))]) }),
  match: v.pipe(v.array(MatchGameSchema), v.minLength(1), v.maxLength(2)),
  net: v.optional(
    v.object({ role: v.picklist(['host', 'guest']), side: Side_, gameId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)) }),
  ),
  // Games against the computer (absent in human games): each player's level, null for a human.
  computer: v.optional(v.tuple([v.nullable(Level), v.nullable(Level)])),
});
const HeaderFields = {
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  v: v.number(),
  name: v.pipe(v.string(), v.maxLength(200)),
  createdAt: v.number(),
  updatedAt: v.number(),
  rulesVersion: v.string(),
  actionCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  summary: v.object({ turn: v.number(), side: Side_, medals: Medals, winner: v.nullable(Side_) }),
  deletedAt: v.optional(v.number()),
};
/** A header with its setup embedded: save format 1's row, and the header of an export file. */
const HeaderSchema = v.object({ ...HeaderFields, setup: SetupSchema });
/** Save format 2's row: the setup is in its own store. */
const StoredHeaderSchema = v.object(HeaderFields);
const OutcomeSchema = v.object({
  dice: v.optional(v.array(v.custom<DieFace>((x) => isDieFace(x)))),
  draws: v.optional(v.array(v.pipe(v.number(), v.integer()))),
  lost: v.optional(v.array(v.pipe(v.number(), v.integer()))),
});

/**
 * Why a save or a game file cannot be read, as a code with its numbers: the app words it in the player's language
 * (src/ui/text/store.ts `problem`; src/store may not import src/ui). Each failure also keeps `reason`, the same in
 * English with the technical detail (a field's path, the engine's refusal), for logs, tests and bug reports.
 */
export type SaveProblem =
  | { code: 'damaged' }
  | { code: 'battleDamaged' }
  | { code: 'newerVersion'; version: number }
  | { code: 'unknownVersion'; version: number }
  | { code: 'actionMissing'; action: number }
  | { code: 'actionUnreadable'; action: number }
  | { code: 'actionOutcomes'; action: number }
  | { code: 'actionRefused'; action: number }
  | { code: 'actionDiffers'; action: number }
  | { code: 'notGameFile' }
  | { code: 'noVersion' }
  | { code: 'noActions' }
  | { code: 'actionCount'; listed: number; header: number }
  | { code: 'tooLarge'; mb: number }
  | { code: 'notJson' }
  | { code: 'otherRules'; rules: string };

/** A failure: the player's code and the English diagnostic. */
export type Failure = { ok: false; reason: string; problem: SaveProblem };

/** A failure with its code and its English words (see `SaveProblem`). */
export function failure(problem: SaveProblem, reason: string): Failure {
  return { ok: false, reason, problem };
}

export type Checked<T> = { ok: true; value: T } | Failure;

function issueText(issues: v.BaseIssue<unknown>[]): string {
  const first = issues[0]!;
  const path = first.path?.map((p) => String(p.key)).join('.') ?? '';
  return path ? `${path}: ${first.message}` : first.message;
}

function versionProblem(raw: unknown, known: readonly number[], newest: number): Failure | null {
  const version = raw && typeof raw === 'object' ? (raw as { v?: unknown }).v : undefined;
  if (typeof version === 'number' && version > newest) return failure({ code: 'newerVersion', version }, `made by a newer version of the app (save format ${version})`);
  // Only the versions this app has read code for: anything else (0, 1.5, a string) is not guessed at.
  if (typeof version === 'number' && !known.includes(version)) return failure({ code: 'unknownVersion', version }, `unknown save format version ${version}`);
  return null;
}

/** A setup read back: its fields, and its embedded scenario validated. */
function checkSetup(raw: unknown, path: string): Checked<GameSetup> {
  const r = v.safeParse(SetupSchema, raw);
  if (!r.success) {
    const text = issueText(r.issues);
    return failure({ code: 'damaged' }, `the save is damaged (${path}${text.includes(':') ? '.' : ': '}${text})`);
  }
  const scenario = validateScenario(r.output.scenario);
  if (!scenario.ok) return failure({ code: 'battleDamaged' }, `its battle is damaged (${scenario.problems[0]?.message ?? 'invalid'})`);
  return { ok: true, value: { ...r.output, scenario: scenario.scenario, match: r.output.match as MatchGame[] } as GameSetup };
}

/**
 * A header with its setup embedded (a save format 1 row, or an export file's header), checked field by field; the
 * scenario is validated too. The header comes back as the app uses it (v: SAVE_VERSION).
 */
export function checkHeader(raw: unknown): Checked<SaveHeader> {
  // Save format 1 and export version 1 share this header shape (v: 1).
  const problem = versionProblem(raw, [1], SAVE_VERSION);
  if (problem) return problem;
  const r = v.safeParse(HeaderSchema, raw);
  if (!r.success) return failure({ code: 'damaged' }, `the save is damaged (${issueText(r.issues)})`);
  const setup = checkSetup(r.output.setup, 'setup');
  if (!setup.ok) return setup;
  return { ok: true, value: { ...r.output, v: SAVE_VERSION, setup: setup.value } as SaveHeader };
}

/**
 * A header row read from storage, of any known save format: a format 1 row (setup embedded), or a format 2 row
 * with its `setups` row. Unknown versions, damaged fields, a missing or damaged setup: a reason.
 */
export function checkStoredHeader(raw: unknown, setupRow: unknown): Checked<SaveHeader> {
  const problem = versionProblem(raw, KNOWN_VERSIONS, SAVE_VERSION);
  if (problem) return problem;
  if ((raw as { v?: unknown } | null)?.v === 1) return checkHeader(raw);
  const r = v.safeParse(StoredHeaderSchema, raw);
  if (!r.success) return failure({ code: 'damaged' }, `the save is damaged (${issueText(r.issues)})`);
  if (!setupRow || typeof setupRow !== 'object' || (setupRow as { gameId?: unknown }).gameId !== r.output.id) {
    return failure({ code: 'damaged' }, 'the save is damaged (its setup is missing)');
  }
  const setup = checkSetup((setupRow as { setup?: unknown }).setup, 'setup');
  if (!setup.ok) return setup;
  return { ok: true, value: { ...r.output, v: SAVE_VERSION, setup: setup.value } as SaveHeader };
}

/** One step row: its action must be an action the engine can read. */
export function checkStep(raw: unknown, gameId: string, index: number): Checked<StepRow> {
  if (!raw || typeof raw !== 'object') return failure({ code: 'actionMissing', action: index + 1 }, `action ${index + 1} is missing`);
  const row = raw as Record<string, unknown>;
  if (row.gameId !== gameId || row.index !== index) return failure({ code: 'actionMissing', action: index + 1 }, `action ${index + 1} is missing`);
  const action = parseAction(row.action);
  if (typeof action === 'string') return failure({ code: 'actionUnreadable', action: index + 1 }, `action ${index + 1} is unreadable (${action})`);
  const outcome = v.safeParse(OutcomeSchema, row.outcome ?? {});
  if (!outcome.success) return failure({ code: 'actionOutcomes', action: index + 1 }, `action ${index + 1} has damaged outcomes`);
  return { ok: true, value: { gameId, index, action, outcome: outcome.output as Outcome } };
}

/**
 * An export file, brought to the current export format. Version 1 is current (save format 2 did not change it); a
 * future export version 2 adds its step here (`if (version === 1) file = v1toV2(file)`), with the old format's
 * fixture in tests/fixtures/saves/.
 */
export function migrateExport(raw: unknown): Checked<GameExport> {
  if (!raw || typeof raw !== 'object') return failure({ code: 'notGameFile' }, 'not a Pocket \'44 game file');
  const file = raw as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT) return failure({ code: 'notGameFile' }, 'not a Pocket \'44 game file');
  if (typeof file.version !== 'number') return failure({ code: 'noVersion' }, 'the file has no format version');
  if (file.version > EXPORT_VERSION) return failure({ code: 'newerVersion', version: file.version }, `made by a newer version of the app (format ${file.version})`);
  if (file.version !== 1) return failure({ code: 'unknownVersion', version: file.version }, `unknown format version ${file.version}`);
  const header = checkHeader(file.header);
  if (!header.ok) return header;
  if (!Array.isArray(file.steps)) return failure({ code: 'noActions' }, 'the file has no list of actions');
  if (file.steps.length !== header.value.actionCount) {
    return failure({ code: 'actionCount', listed: file.steps.length, header: header.value.actionCount }, `the file lists ${file.steps.length} actions, its header ${header.value.actionCount}`);
  }
  const steps: GameExport['steps'] = [];
  for (let i = 0; i < file.steps.length; i++) {
    const s = checkStep({ ...(file.steps[i] as object), gameId: header.value.id, index: i }, header.value.id, i);
    if (!s.ok) return s;
    steps.push({ action: s.value.action, outcome: s.value.outcome });
  }
  return { ok: true, value: { format: EXPORT_FORMAT, version: EXPORT_VERSION, header: { ...header.value, v: EXPORT_VERSION }, steps } };
}
