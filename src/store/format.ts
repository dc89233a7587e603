/**
 * The saved-game format, versioned from day one. A save is a header (what the saved-games list shows, and the
 * game setup with its embedded scenario), one row per action played (the action and the random outcomes its
 * events recorded: dice faces and cards drawn), and periodic state snapshots. The same content, gathered in one
 * object, is the export file (`GameExport`).
 *
 * Every later change to these shapes bumps SAVE_VERSION and adds a migration in `migrateExport` plus a fixture of
 * the old format in tests/fixtures/saves/.
 */
import * as v from 'valibot';
import { isDieFace } from '../engine/dice';
import { parseAction, type Action, type DieFace, type GameEvent, type GameState, type Side } from '../engine';
import { validateScenario } from '../scenario/validate';
import type { GameSetup, MatchGame } from '../ui/game/setup';

export const SAVE_VERSION = 1;
export const EXPORT_FORMAT = 'pocket44-game';
/** Every save format version this app reads. */
const KNOWN_VERSIONS: readonly number[] = [1];

/** Random outcomes an action's events recorded, in the order they were drawn. */
export interface Outcome {
  dice?: DieFace[];
  draws?: number[];
}

export interface SaveHeader {
  id: string;
  v: typeof SAVE_VERSION;
  /** The player's name for the game (renamable). */
  name: string;
  createdAt: number;
  updatedAt: number;
  /** RULES_VERSION of the engine the game was played under. */
  rulesVersion: string;
  setup: GameSetup;
  /** Actions played so far. */
  actionCount: number;
  /** Shown in the list without loading the game. */
  summary: { turn: number; side: Side; medals: Record<Side, number>; winner: Side | null };
  /** Deleted by the player; kept until the undo window passes or another game is deleted. */
  deletedAt?: number;
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

/** One game as a file: header, every action with its outcomes. Snapshots are not exported (replay rebuilds them). */
export interface GameExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  header: Omit<SaveHeader, 'deletedAt'>;
  steps: { action: Action; outcome: Outcome }[];
}

/** The outcomes an action's events recorded. */
export function outcomeOf(events: readonly GameEvent[]): Outcome {
  const dice: DieFace[] = [];
  const draws: number[] = [];
  for (const e of events) {
    if (e.type === 'roll') dice.push(...e.faces);
    else if (e.type === 'drew') draws.push(e.card);
  }
  const out: Outcome = {};
  if (dice.length) out.dice = dice;
  if (draws.length) out.draws = draws;
  return out;
}

export function sameOutcome(a: Outcome, b: Outcome): boolean {
  const eq = (x: readonly unknown[] | undefined, y: readonly unknown[] | undefined) =>
    (x?.length ?? 0) === (y?.length ?? 0) && (x ?? []).every((e, i) => e === (y ?? [])[i]);
  return eq(a.dice, b.dice) && eq(a.draws, b.draws);
}

// ---------------------------------------------------------------------------------------------------------------
// Checking what comes back from storage or a file: nothing is trusted.

const Side_ = v.picklist(['allies', 'axis']);
const Medals = v.object({ allies: v.number(), axis: v.number() });
const Seats = v.object({ allies: v.picklist([0, 1]), axis: v.picklist([0, 1]) });
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
});
const HeaderSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  v: v.number(),
  name: v.pipe(v.string(), v.maxLength(200)),
  createdAt: v.number(),
  updatedAt: v.number(),
  rulesVersion: v.string(),
  setup: SetupSchema,
  actionCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  summary: v.object({ turn: v.number(), side: Side_, medals: Medals, winner: v.nullable(Side_) }),
  deletedAt: v.optional(v.number()),
});
const OutcomeSchema = v.object({
  dice: v.optional(v.array(v.custom<DieFace>((x) => isDieFace(x)))),
  draws: v.optional(v.array(v.pipe(v.number(), v.integer()))),
});

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function issueText(issues: v.BaseIssue<unknown>[]): string {
  const first = issues[0]!;
  const path = first.path?.map((p) => String(p.key)).join('.') ?? '';
  return path ? `${path}: ${first.message}` : first.message;
}

/** A header read from storage, checked field by field; the scenario is validated too. */
export function checkHeader(raw: unknown): Checked<SaveHeader> {
  const version = raw && typeof raw === 'object' ? (raw as { v?: unknown }).v : undefined;
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return { ok: false, reason: `made by a newer version of the app (save format ${version})` };
  }
  // Only the versions this app has read code for: anything else (0, 1.5, a string) is not guessed at.
  if (typeof version === 'number' && !KNOWN_VERSIONS.includes(version)) return { ok: false, reason: `unknown save format version ${version}` };
  const r = v.safeParse(HeaderSchema, raw);
  if (!r.success) return { ok: false, reason: `the save is damaged (${issueText(r.issues)})` };
  const scenario = validateScenario(r.output.setup.scenario);
  if (!scenario.ok) return { ok: false, reason: `its battle is damaged (${scenario.problems[0]?.message ?? 'invalid'})` };
  const header = { ...r.output, setup: { ...r.output.setup, scenario: scenario.scenario, match: r.output.setup.match as MatchGame[] } };
  return { ok: true, value: header as SaveHeader };
}

/** One step row: its action must be an action the engine can read. */
export function checkStep(raw: unknown, gameId: string, index: number): Checked<StepRow> {
  if (!raw || typeof raw !== 'object') return { ok: false, reason: `action ${index + 1} is missing` };
  const row = raw as Record<string, unknown>;
  if (row.gameId !== gameId || row.index !== index) return { ok: false, reason: `action ${index + 1} is missing` };
  const action = parseAction(row.action);
  if (typeof action === 'string') return { ok: false, reason: `action ${index + 1} is unreadable (${action})` };
  const outcome = v.safeParse(OutcomeSchema, row.outcome ?? {});
  if (!outcome.success) return { ok: false, reason: `action ${index + 1} has damaged outcomes` };
  return { ok: true, value: { gameId, index, action, outcome: outcome.output as Outcome } };
}

/**
 * An export file, brought to the current format. Version 1 is current; a future version 2 adds its step here
 * (`if (version === 1) file = v1toV2(file)`), with the old format's fixture in tests/fixtures/saves/.
 */
export function migrateExport(raw: unknown): Checked<GameExport> {
  if (!raw || typeof raw !== 'object') return { ok: false, reason: 'not a Pocket \'44 game file' };
  const file = raw as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT) return { ok: false, reason: 'not a Pocket \'44 game file' };
  if (typeof file.version !== 'number') return { ok: false, reason: 'the file has no format version' };
  if (file.version > SAVE_VERSION) return { ok: false, reason: `made by a newer version of the app (format ${file.version})` };
  if (file.version < 1) return { ok: false, reason: `unknown format version ${file.version}` };
  const header = checkHeader(file.header);
  if (!header.ok) return header;
  if (!Array.isArray(file.steps)) return { ok: false, reason: 'the file has no list of actions' };
  if (file.steps.length !== header.value.actionCount) {
    return { ok: false, reason: `the file lists ${file.steps.length} actions, its header ${header.value.actionCount}` };
  }
  const steps: GameExport['steps'] = [];
  for (let i = 0; i < file.steps.length; i++) {
    const s = checkStep({ ...(file.steps[i] as object), gameId: header.value.id, index: i }, header.value.id, i);
    if (!s.ok) return s;
    steps.push({ action: s.value.action, outcome: s.value.outcome });
  }
  return { ok: true, value: { format: EXPORT_FORMAT, version: SAVE_VERSION, header: header.value, steps } };
}
