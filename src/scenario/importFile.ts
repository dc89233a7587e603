/**
 * A scenario file chosen by the player (file picker, drag and drop, "open with", share): our own format or a
 * community `.m44` file. Size-checked before parsing; every refusal is a list of plain reasons. Nothing is stored
 * here: the caller keeps the scenario only when the player confirms.
 */
import type { NotApplied } from './notApplied';
import type { Problem } from './problem';
import type { Scenario } from './types';
import { importM44, type M44Campaign } from './m44';
import { newFileProblems, scenarioWarnings, validateScenario } from './validate';

/**
 * Larger than any real scenario by far (the largest reference .m44 is 15 kB; with long texts in several languages a
 * file is tens of kB); refused before parsing, so a huge file costs no work at all.
 */
export const MAX_SCENARIO_FILE_BYTES = 1_000_000;

export type ScenarioFileResult =
  /** `notApplied`: what the file names that the app does not play (an `.m44` file's; none for our own format). */
  | { ok: true; scenario: Scenario; warnings: string[]; notApplied: NotApplied[]; source: 'pocket44' | 'm44'; m44Id?: number }
  /**
   * `campaign`: the file is a campaign (a series of battles), not a battle; `reasons` says so in one line. `problems`:
   * the same as codes, worded by the app in the player's language (src/ui/text/scenarioImport.ts `problem`; src/scenario
   * may not import src/ui); `reasons` stays in English for logs and tests.
   */
  | { ok: false; reasons: string[]; problems: ImportProblem[]; campaign?: M44Campaign };

/**
 * Why a file cannot be played. `detail` is the validator's or the importer's own sentence for the file's author (it
 * names the file's fields and codes, and stays as written).
 */
export type ImportProblem =
  | { code: 'tooLarge'; mb: number; maxMb: number }
  | { code: 'notJson'; file: string }
  | { code: 'notScenario' }
  | { code: 'notPlayable'; detail: string }
  | { code: 'invalid'; path: string; detail: string };

const describe = (p: Problem): string => (p.path ? `${p.path}: ${p.message}` : p.message);
const invalid = (p: Problem): ImportProblem => ({ code: 'invalid', path: p.path, detail: p.message });

/** The refusal of a file too large to be a scenario (checked on its size before it is even read). */
export function tooLarge(bytes: number): Extract<ScenarioFileResult, { ok: false }> {
  const mb = Math.round(bytes / 1e5) / 10;
  const maxMb = MAX_SCENARIO_FILE_BYTES / 1e6;
  return {
    ok: false,
    reasons: [`the file is too large (${mb.toFixed(1)} MB; a scenario file may be at most ${maxMb} MB, real ones are tens of kB)`],
    problems: [{ code: 'tooLarge', mb, maxMb }],
  };
}

export function importScenarioText(text: string, fileName = ''): ScenarioFileResult {
  if (text.length > MAX_SCENARIO_FILE_BYTES) return tooLarge(text.length);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reasons: [`${fileName || 'the file'} is not a scenario: it is not valid JSON`], problems: [{ code: 'notJson', file: fileName }] };
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && (data as { format?: unknown }).format !== undefined) {
    const r = validateScenario(data);
    // Rules a new file must keep that an older save may break (decision C425: saves still open).
    const late = r.ok ? newFileProblems(r.scenario) : r.problems;
    return r.ok && !late.length ? { ok: true, scenario: r.scenario, warnings: scenarioWarnings(r.scenario), notApplied: [], source: 'pocket44' } : { ok: false, reasons: late.map(describe), problems: late.map(invalid) };
  }
  const r = importM44(data);
  if (r.ok) return { ok: true, scenario: r.scenario, warnings: [...r.warnings, ...scenarioWarnings(r.scenario)], notApplied: r.notApplied, source: 'm44', ...(r.m44Id !== undefined ? { m44Id: r.m44Id } : {}) };
  if (r.campaign) return { ok: false, reasons: r.unsupported, problems: r.unsupported.map((detail) => ({ code: 'notPlayable', detail })), campaign: r.campaign };
  const reasons = [...r.unsupported.map((u) => `not playable yet: ${u}`), ...r.problems.map(describe)];
  const problems: ImportProblem[] = [...r.unsupported.map((detail): ImportProblem => ({ code: 'notPlayable', detail })), ...r.problems.map(invalid)];
  return reasons.length ? { ok: false, reasons, problems } : { ok: false, reasons: ['the file is not a scenario'], problems: [{ code: 'notScenario' }] };
}
