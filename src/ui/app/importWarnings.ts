/**
 * How an imported file was read (the importer's `warnings`, src/scenario/m44.ts `c.warn` and validate.ts
 * `scenarioWarnings`), in the player's language (issue 15: a French player sees no English). src/scenario may not
 * import src/ui, and the warnings are kept as sentences with each imported battle (saves' `StoredScenario.warnings`,
 * older saves included), so the app reads each sentence back into a typed code with its parameters here and words
 * it from the text tables (`text/scenarioImport.ts` `warning`, a Record over the codes). A sentence no pattern reads
 * (a new warning without words) is shown as written; tests/ui/import-warnings.test.ts fails on one that the
 * importer writes for the test files.
 */
import type { Side } from '../../engine/types';
import type { ImportProblem } from '../../scenario/importFile';
import { SCENARIO_IMPORT_TEXT as T } from '../text/scenarioImport';
import { IMPORT_PROBLEM_TEXT } from '../text/importProblems';
import { invalidWords } from './invalidProblems';

export type ImportWarning =
  | { code: 'standardBoard' }
  | { code: 'countryside' }
  | { code: 'sidesPlaced' }
  | { code: 'firstPlayer'; side: Side }
  | { code: 'noNation'; side: Side }
  | { code: 'expertMode' }
  | { code: 'dates' }
  | { code: 'frozenRivers'; n: number }
  /** The hex as the player names it on the unturned board: its row and its place in the row, from 1. */
  | { code: 'loneBridge'; row: number; hex: number }
  | { code: 'cannotWin'; side: Side; need: number; most: number; units: number; objectives: number }
  // holdout3 (FAQ §II Minefields l.1098-1100; decision C410)
  | { code: 'minefieldLayer'; side: Side; n: number }
  // holdout3 (FAQ §III Collapsible Rafts & Boats; decision C411)
  | { code: 'afloat'; n: number };

export type ImportWarningCode = ImportWarning['code'];

const side = (w: string | undefined): Side => (w === 'Axis' ? 'axis' : 'allies');
const num = (w: string | undefined): number => Number(w);

/** Each code's sentence as the importer writes it, and how its parameters are read back. */
const READERS: { [C in ImportWarningCode]: [RegExp, (m: RegExpExecArray) => Extract<ImportWarning, { code: C }>] } = {
  standardBoard: [/^The file does not say which board it is played on/, () => ({ code: 'standardBoard' })],
  countryside: [/^The file does not say which map it uses/, () => ({ code: 'countryside' })],
  sidesPlaced: [/^The file does not say which side each player commands/, () => ({ code: 'sidesPlaced' })],
  firstPlayer: [/^The file does not say who moves first: the (Axis|Allies) /, (m) => ({ code: 'firstPlayer', side: side(m[1]) })],
  noNation: [/^The file does not name the nation of the (Axis|Allies)/, (m) => ({ code: 'noNation', side: side(m[1]) })],
  expertMode: [/^The file asks for an expert mode/, () => ({ code: 'expertMode' })],
  dates: [/^The battle's dates are not written in a way the app reads/, () => ({ code: 'dates' })],
  frozenRivers: [/^the equipment packs say the rivers are frozen: (\d+) river/, (m) => ({ code: 'frozenRivers', n: num(m[1]) })],
  loneBridge: [/^A piece of a long bridge stands alone \((\d+),(\d+)\)/, (m) => ({ code: 'loneBridge', row: num(m[1]) + 1, hex: Math.floor(num(m[2]) / 2) + 1 })],
  minefieldLayer: [/^The file does not say who laid (\d+) minefield\(s\): they are read as laid by the (Axis|Allies)/, (m) => ({ code: 'minefieldLayer', side: side(m[2]), n: num(m[1]) })],
  afloat: [/^(\d+) infantry unit\(s\) start on a river with no bridge/, (m) => ({ code: 'afloat', n: num(m[1]) })],
  cannotWin: [
    /^the (Axis|Allies) need (\d+) medals but can win at most (\d+) \(\w+ units (\d+), \w+ objectives (\d+)\)/,
    (m) => ({ code: 'cannotWin', side: side(m[1]), need: num(m[2]), most: num(m[3]), units: num(m[4]), objectives: num(m[5]) }),
  ],
};

/** The warning's code and parameters, or null for a sentence no reader knows. */
export function readWarning(sentence: string): ImportWarning | null {
  for (const [re, read] of Object.values(READERS) as [RegExp, (m: RegExpExecArray) => ImportWarning][]) {
    const m = re.exec(sentence);
    if (m) return read(m);
  }
  return null;
}

/** The warning in the language in force (as written when no reader knows it). */
export function warningWords(sentence: string): string {
  const w = readWarning(sentence);
  if (!w) return sentence;
  const W = T.warning;
  switch (w.code) {
    case 'firstPlayer':
    case 'noNation':
      return W[w.code](w.side);
    case 'frozenRivers':
      return W.frozenRivers(w.n);
    case 'loneBridge':
      return W.loneBridge(w.row, w.hex);
    case 'afloat':
      return W.afloat(w.n);
    case 'minefieldLayer':
      return W.minefieldLayer(w.side, w.n);
    case 'cannotWin':
      return W.cannotWin(w.side, w.need, w.most, w.units, w.objectives);
    default:
      return W[w.code];
  }
}

/**
 * What a refused `.m44` file holds that the app cannot play (ImportProblem `notPlayable`'s `detail`, the importer's
 * `c.unsupported`), read back the same way: the kind of thing, the file's own name for it (kept as written: it is the
 * author's code), and the hexes where it stands. Null for a detail no reader knows (shown as written).
 */
export type NotPlayable = { what: NotPlayableCode; name: string; extra: string; hexes: { row: number; hex: number }[] };

export const NOT_PLAYABLE_CODES = [
  'unidentifiedBadge',
  'badgeRule',
  'unitEquipment',
  'unit',
  'behavior',
  'overlord',
  'boardType',
  'boardFace',
  'victory',
  'terrain',
  'rectTerrain',
  'obstacle',
  'caves',
  'shipUnit',
  'craftOffSea',
  'craftEmpty',
  'medalOptions',
  'gameOptionsList',
  'gameOption',
  'bridgeLine',
  'bridgeEnds',
] as const;
export type NotPlayableCode = (typeof NOT_PLAYABLE_CODES)[number];

/** Each code's shape: `name` is group 1 and `extra` group 2 where the sentence has them. */
const NOT_PLAYABLE: Record<NotPlayableCode, RegExp> = {
  unidentifiedBadge: /^unidentified badge, which may carry rules \(unit "(.*)" with (\S+)\)$/,
  badgeRule: /^.* \(unit "(.*)" with (badge\S+)\)$/,
  unitEquipment: /^unit equipment \(on unit "(.*)"\)$/,
  unit: /^unit "(.*)"$/,
  behavior: /^behavior (\S+) \(on \w+ "(.*)"\)/,
  overlord: /^Overlord board/,
  boardType: /^board type "(.*)"$/,
  boardFace: /^board face "(.*)"$/,
  victory: /^victory condition (.*)$/,
  terrain: /^terrain "(.*)"$/,
  rectTerrain: /^rect_terrain "(.*)"$/,
  obstacle: /^obstacle "(.*)"$/,
  caves: /^caves \(FAQ §II Caves/,
  shipUnit: /^a unit aboard a ship \((.*)\)$/,
  craftOffSea: /^a landing craft off the sea$/,
  craftEmpty: /^a landing craft with no unit in it$/,
  medalOptions: /^medal options? (.*) \(on tag "(.*)"\)$/,
  gameOptionsList: /^game options written as a list$/,
  gameOption: /^game option "(.*)" = (.*)$/,
  bridgeLine: /^bridge span (.*): its sections do not form a single line/,
  bridgeEnds: /^bridge span (.*): no land hex continues it at either end/,
};

const HEX_LIST = /^(.*) at ((?:\(\d+,\d+\)(?:, )?)+)$/;
const HEX = /\((\d+),(\d+)\)/g;

function hexesOf(list: string): { row: number; hex: number }[] {
  return [...list.matchAll(HEX)].map((m) => ({ row: num(m[1]) + 1, hex: Math.floor(num(m[2]) / 2) + 1 }));
}

/** The detail's code, the file's names and the hexes, or null. */
export function readNotPlayable(detail: string): NotPlayable | null {
  const at = HEX_LIST.exec(detail);
  const what = at ? at[1]! : detail;
  const hexes = at ? hexesOf(at[2]!) : [];
  for (const code of NOT_PLAYABLE_CODES) {
    const m = NOT_PLAYABLE[code].exec(what);
    if (!m) continue;
    // a bridge span names its hexes in its sentence
    if (code === 'bridgeLine' || code === 'bridgeEnds') return { what: code, name: '', extra: '', hexes: hexesOf(m[1] ?? '') };
    const swap = code === 'behavior' ? [m[2], m[1]] : [m[1], m[2]];
    return { what: code, name: swap[0] ?? '', extra: swap[1] ?? '', hexes };
  }
  return null;
}

/** The detail in the language in force (as written when no reader knows it). */
export function notPlayableWords(detail: string): string {
  const n = readNotPlayable(detail);
  if (!n) return detail;
  const W = T.notPlayable;
  const thing = W.what[n.what](n.name, n.extra);
  return n.hexes.length ? W.at(thing, n.hexes.map((h) => W.hex(h.row, h.hex))) : thing;
}

/**
 * A refused file's reason in the language in force, its `notPlayable` detail worded where a reader knows it, its
 * `invalid` detail always (invalidProblems.ts: a sentence no reader knows is not shown in English to a French player).
 */
export function importProblemWords(p: ImportProblem): string {
  if (p.code === 'notPlayable') return T.problem({ ...p, detail: notPlayableWords(p.detail) });
  if (p.code === 'invalid') return T.problem({ ...p, detail: invalidWords(p.path, p.detail) ?? IMPORT_PROBLEM_TEXT.unknown(p.detail) });
  return T.problem(p);
}
