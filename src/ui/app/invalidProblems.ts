/**
 * A refused file's `invalid` problems (src/scenario/importFile.ts ImportProblem `invalid`: the scenario validator's,
 * the `.m44` importer's and the size guard's sentences, validate.ts / m44.ts / problem.ts) in the player's language
 * (issue 15: a French player importing a broken file sees no English). src/scenario may not import src/ui, and a
 * problem is one sentence for the file's author, so, as importWarnings.ts does for the importer's notes, each
 * sentence is read back here into a typed code with its parameters and worded from the text tables
 * (`text/importProblems.ts`, a Record over the codes, English and French). The English words give back the
 * checker's own sentence (tests/ui/invalid-problems.test.ts checks it for every sentence it provokes), so a reader
 * that loses a parameter fails there. A sentence no reader knows is told in French without its English detail.
 *
 * Hexes are kept as the file writes them, `(row,col)`: the file's author finds them so in the file.
 */
import { IMPORT_PROBLEM_TEXT as T } from '../text/importProblems';

/** A value the checker describes (problem.ts `describeValue`), or a number or text it quotes as written. */
export type Got =
  | { t: 'null' }
  | { t: 'array'; n: number }
  | { t: 'string'; n: number }
  | { t: 'number'; x: string }
  | { t: 'object' }
  | { t: 'nothing' }
  | { t: 'type'; name: string }
  | { t: 'raw'; x: string };

export function readGot(s: string): Got {
  let m: RegExpExecArray | null;
  if (s === 'null') return { t: 'null' };
  if (s === 'an object') return { t: 'object' };
  if (s === 'nothing') return { t: 'nothing' };
  if ((m = /^an array of (\d+) entries$/.exec(s))) return { t: 'array', n: Number(m[1]) };
  if ((m = /^a string of (\d+) characters$/.exec(s))) return { t: 'string', n: Number(m[1]) };
  if ((m = /^the number (\S+)$/.exec(s))) return { t: 'number', x: m[1]! };
  if ((m = /^a (boolean|bigint|symbol|function)$/.exec(s))) return { t: 'type', name: m[1]! };
  return { t: 'raw', x: s };
}

/** Who a list of hexes belongs to (validate.ts names it in front of its problems). */
export type ListName = { t: 'objective'; id: string } | { t: 'thisObjective' } | { t: 'sudden'; n: number } | { t: 'airdrop' } | { t: 'span'; n: number };

const NAME = String.raw`(objective "[^"]*"|this objective|sudden death \d+|the airdrop centre|bridge span \d+)`;
export function readName(s: string): ListName {
  let m: RegExpExecArray | null;
  if ((m = /^objective "([^"]*)"$/.exec(s))) return { t: 'objective', id: m[1]! };
  if ((m = /^sudden death (\d+)$/.exec(s))) return { t: 'sudden', n: Number(m[1]) };
  if ((m = /^bridge span (\d+)$/.exec(s))) return { t: 'span', n: Number(m[1]) };
  if (s === 'the airdrop centre') return { t: 'airdrop' };
  return { t: 'thisObjective' };
}

const H = String.raw`(\(-?\d+,-?\d+\))`;
const n = (s: string | undefined): number => Number(s);
const s = (x: string | undefined): string => x ?? '';
const re = (src: string): RegExp => new RegExp(`^${src}$`);

/**
 * Each code's sentence and how its parameters are read back, most particular first (the general forms, "X must be
 * a number, got ...", come last). `what` is the checker's English name of a field: the French words name the field
 * by its path instead (the file's own key), which the problem carries.
 */
const READERS = {
  // size guard (problem.ts)
  tooManyValues: [re(String.raw`the input holds more than (\d+) values; it is too large to be a scenario`), (m: string[]) => ({ max: n(m[1]) })],
  longText: [re(String.raw`text of (\d+) characters; at most (\d+) are allowed`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  tooDeep: [re(String.raw`the input is nested more than (\d+) levels deep here; a scenario never is`), (m: string[]) => ({ max: n(m[1]) })],
  longList: [re(String.raw`a list of (\d+) entries; at most (\d+) are allowed`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  manyFields: [re(String.raw`an object with (\d+) fields; at most (\d+) are allowed`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  longKey: [re(String.raw`a field name of (\d+) characters; at most (\d+) are allowed`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  manyProblems: [re(String.raw`more than (\d+) size problems; the rest are not listed`), (m: string[]) => ({ max: n(m[1]) })],
  tooManyHexes: [re(String.raw`the board lists (\d+) hexes; a scenario may list at most (\d+)`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  textLanguages: [re(String.raw`the text block has (\d+) languages; at most (\d+) are read`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  textEntries: [re(String.raw`(\S+) has (\d+) entries; at most (\d+) are read`), (m: string[]) => ({ what: s(m[1]), n: n(m[2]), max: n(m[3]) })],
  unreadable: [re(String.raw`the file could not be read: ([\s\S]*)`), (m: string[]) => ({ why: s(m[1]) })],
  // positions
  offBoard: [re(String.raw`hex ${H} is off the (?:(\S+) )?board \(rows 0\.\.(\d+), cols 0\.\.(\d+)\)`), (m: string[]) => ({ hex: s(m[1]), kind: s(m[2]), rows: n(m[3]), cols: n(m[4]) })],
  notHex: [re(String.raw`${H} is not a hex position: row \+ col must be even`), (m: string[]) => ({ hex: s(m[1]) })],
  namedOffBoard: [
    re(String.raw`${NAME}: hex ${H} is off the (?:(\S+) )?board \(rows 0\.\.(\d+), cols 0\.\.(\d+)\)`),
    (m: string[]) => ({ name: readName(s(m[1])), hex: s(m[2]), kind: s(m[3]), rows: n(m[4]), cols: n(m[5]) }),
  ],
  namedNotHex: [re(String.raw`${NAME}: ${H} is not a hex position: row \+ col must be even`), (m: string[]) => ({ name: readName(s(m[1])), hex: s(m[2]) })],
  namedImpassable: [re(String.raw`${NAME}: ${H} is impassable, so no unit can ever hold it`), (m: string[]) => ({ name: readName(s(m[1])), hex: s(m[2]) })],
  listsTwice: [re(String.raw`${NAME} lists ${H} twice`), (m: string[]) => ({ name: readName(s(m[1])), hex: s(m[2]) })],
  holdTooMany: [re(String.raw`${NAME} must hold (\d+) hexes but has only (\d+)`), (m: string[]) => ({ name: readName(s(m[1])), hold: n(m[2]), has: n(m[3]) })],
  holdNotFixed: [
    re(String.raw`${NAME} is held by (sole control|majority), which counts no fixed number of hexes: leave out hold`),
    (m: string[]) => ({ name: readName(s(m[1])), sole: m[2] === 'sole control' }),
  ],
  permanentLast: [
    re(String.raw`${NAME} cannot be both permanent \(never lost\) and last to occupy \(lost when the enemy holds it\)`),
    (m: string[]) => ({ name: readName(s(m[1])) }),
  ],
  // the board's hexes (validate.ts)
  hexTwice: [re(String.raw`hex ${H} is listed twice \(also at board\.hexes\[(\d+)\]\)`), (m: string[]) => ({ hex: s(m[1]), other: n(m[2]) })],
  unitImpassable: [re(String.raw`a unit stands on ${H}, which is impassable`), (m: string[]) => ({ hex: s(m[1]) })],
  craftPlace: [re(String.raw`the landing craft on ${H} must be on an ocean hex and carry a land unit`), (m: string[]) => ({ hex: s(m[1]) })],
  oceanOnly: [re(String.raw`the (\S+) on ${H} must stand on an ocean hex`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  heroInfantry: [re(String.raw`the (\S+) on ${H} cannot have a heroic leader: only infantry may`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  boatInfantry: [re(String.raw`the (\S+) on ${H} cannot have a folding boat: only infantry may`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  // Equipment Pack, Jeep Willys l.482 (decision C425)
  boatVehicle: [re(String.raw`the (\S+) on ${H} cannot have a folding boat: no boat carries a vehicle`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  wagonMissing: [re(String.raw`the (\S+) on ${H} needs its wagon's hex`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  wagonNotTrain: [re(String.raw`the unit on ${H} is no train: only a train has a wagon and carries units`), (m: string[]) => ({ hex: s(m[1]) })],
  wagonFar: [re(String.raw`the wagon of the train on ${H} must be on a hex next to it`), (m: string[]) => ({ hex: s(m[1]) })],
  trainOffRail: [re(String.raw`the (\S+) on ${H} must stand on a railroad or station hex`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]) })],
  // funnies-choice (Equipment Pack Hobart's Funnies l.190): a Churchill still to fit arrives on the board at game start.
  funniesCargo: [
    re(String.raw`the train on ${H} cannot carry a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board`),
    (m: string[]) => ({ hex: s(m[1]) }),
  ],
  // Equipment Pack l.309, l.433, l.485 (decision C425): never called in as reinforcements.
  cargoReinforcement: [
    re(String.raw`the train on ${H} cannot carry a (\S+): it is never called in as reinforcements`),
    (m: string[]) => ({ hex: s(m[1]), kind: s(m[2]) }),
  ],
  funniesDrop: [re('a dropped unit cannot be a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board'), () => ({})],
  bridgeImpassable: [re(String.raw`the bridge hex ${H} cannot be impassable`), (m: string[]) => ({ hex: s(m[1]) })],
  exitNotEdge: [
    re(String.raw`the exit marker on ${H} is not on an edge of the board(: units leave the board through an edge hex)?`),
    (m: string[]) => ({ hex: s(m[1]), why: m[2] !== undefined }),
  ],
  exitImpassable: [re(String.raw`the exit marker on ${H} is on an impassable hex, which no unit can reach`), (m: string[]) => ({ hex: s(m[1]) })],
  hqEnemy: [re(String.raw`an enemy unit stands on the (axis|allies)' headquarters at ${H} at the start`), (m: string[]) => ({ side: s(m[1]), hex: s(m[2]) })],
  hqImpassable: [re(String.raw`the headquarters on ${H} is on an impassable hex, which no unit can reach`), (m: string[]) => ({ hex: s(m[1]) })],
  blocksFireTwice: [re(String.raw`blocksFire on ${H} names (\S+) twice`), (m: string[]) => ({ hex: s(m[1]), what: s(m[2]) })],
  roadTwice: [re(String.raw`the road on ${H} names side (\S+) twice`), (m: string[]) => ({ hex: s(m[1]), side: s(m[2]) })],
  bridgeOffRiver: [re(String.raw`the bridge on ${H} is not on a river hex`), (m: string[]) => ({ hex: s(m[1]) })],
  unitOnRiver: [re(String.raw`a unit stands on the river hex ${H}, which has no bridge`), (m: string[]) => ({ hex: s(m[1]) })],
  figures: [re(String.raw`(\S+) on ${H} has (-?\d+) figures; it must have 1 to (\d+)`), (m: string[]) => ({ kind: s(m[1]), hex: s(m[2]), n: n(m[3]), max: n(m[4]) })],
  noUnit: [re(String.raw`there is no (axis|allies) unit on the board; each side needs at least one`), (m: string[]) => ({ side: s(m[1]) })],
  sideApart: [re(String.raw`${H} and ${H} are not adjacent hexes, so they share no side`), (m: string[]) => ({ hex: s(m[1]), hex2: s(m[2]) })],
  sideOff: [re(String.raw`the side between ${H} and ${H} is not on the board`), (m: string[]) => ({ hex: s(m[1]), hex2: s(m[2]) })],
  sideTwice: [re(String.raw`the side between ${H} and ${H} is listed twice \(also at board\.sides\[(\d+)\]\)`), (m: string[]) => ({ hex: s(m[1]), hex2: s(m[2]), other: n(m[3]) })],
  idTwice: [re(String.raw`objective id "([^"]*)" is used twice \(also objectives\[(\d+)\]\)`), (m: string[]) => ({ id: s(m[1]), other: n(m[2]) })],
  overAtStart: [
    re(String.raw`the (Axis|Allies) hold objectives worth (\d+) medals? at the start and need (\d+): the game would be over before the first turn`),
    (m: string[]) => ({ side: m[1] === 'Axis' ? 'axis' : 'allies', worth: n(m[2]), need: n(m[3]) }),
  ],
  spanNotBridge: [re(String.raw`bridge span (\d+): ${H} is not a river hex with a bridge`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]) })],
  spanTwice: [re(String.raw`${H} is in two bridge spans \(also board\.spans\[(\d+)\]\)`), (m: string[]) => ({ hex: s(m[1]), other: n(m[2]) })],
  spanGap: [re(String.raw`bridge span (\d+): ${H} is not next to another hex of the span`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]) })],
  spanExitNotSpan: [re(String.raw`bridge span (\d+): the exit's span hex ${H} is not one of the span's hexes`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]) })],
  spanExitInSpan: [re(String.raw`bridge span (\d+): the exit's land hex ${H} is a hex of the span itself`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]) })],
  spanExitOff: [re(String.raw`bridge span (\d+): the exit's land hex ${H} is off the board`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]) })],
  spanExitApart: [re(String.raw`bridge span (\d+): ${H} and ${H} are not adjacent, so no exit joins them`), (m: string[]) => ({ span: n(m[1]), hex: s(m[2]), hex2: s(m[3]) })],
  playAsTwice: [re(String.raw`playAs names the card (\S+) twice`), (m: string[]) => ({ card: s(m[1]) })],
  playAsSelf: [re(String.raw`a card cannot be played as itself \((\S+)\)`), (m: string[]) => ({ card: s(m[1]) })],
  playAsNot: [re(String.raw`(\S+) cannot be played as another card`), (m: string[]) => ({ card: s(m[1]) })],
  emptyWinner: [re(String.raw`emptyWinner needs "reshuffle": false \(a deck that is reshuffled never runs out\)`), () => ({})],
  dropFigures: [re(String.raw`dropped (\S+) has (-?\d+) figures; it must have 1 to (\d+)`), (m: string[]) => ({ kind: s(m[1]), n: n(m[2]), max: n(m[3]) })],
  sameEdge: [re(String.raw`both sides have the (\S+) edge; one must be top and the other bottom`), (m: string[]) => ({ edge: s(m[1]) })],
  endsFirst: [re(String.raw`the battle ends \((.*)\) before it begins \((.*)\)`), (m: string[]) => ({ end: s(m[1]), begin: s(m[2]) })],
  // the .m44 importer (m44.ts)
  sameSide: [re(String.raw`both players are on the (\S+) side`), (m: string[]) => ({ side: s(m[1]) })],
  hexagonRowCol: [re(String.raw`a hexagon needs whole-number row and col, got row (.+) and col (.+)`), (m: string[]) => ({ row: readGot(s(m[1])), col: readGot(s(m[2])) })],
  hexTwiceWith: [re(String.raw`hex ${H} is listed twice with a (\S+) each time`), (m: string[]) => ({ hex: s(m[1]), what: s(m[2]) })],
  orientation: [
    re(String.raw`the (road|wadi) on ${H}: orientation must be a whole number from 1 to 6, got (.+)`),
    (m: string[]) => ({ tile: s(m[1]), hex: s(m[2]), got: readGot(s(m[3])) }),
  ],
  fordOffRiver: [re(String.raw`the ford at ${H} is not on a river`), (m: string[]) => ({ hex: s(m[1]) })],
  mineSide: [re(String.raw`the minefield on ${H} does not say which side laid it \(AXIS or ALLIES\)`), (m: string[]) => ({ hex: s(m[1]) })],
  twoMines: [re(String.raw`hex ${H} has two minefields`), (m: string[]) => ({ hex: s(m[1]) })],
  groupNotHex: [
    re(String.raw`(.+?)(?: \("([^"]*)"\))? in the (\S+) group of ${H} is not a hex of the board`),
    (m: string[]) => ({ got: readGot(s(m[1])), text: m[2] ?? null, group: s(m[3]), hex: s(m[4]) }),
  ],
  exitNoSide: [re(String.raw`the exit marker on ${H} names no side and is on neither player's edge: add AXIS or ALLIES`), (m: string[]) => ({ hex: s(m[1]) })],
  exitBoth: [re(String.raw`hex ${H} has exit markers of both sides`), (m: string[]) => ({ hex: s(m[1]) })],
  medalSide: [
    re(String.raw`the side of the medal on ${H} must be AXIS or ALLIES, got (.+?)(?: \("([^"]*)"\))?`),
    (m: string[]) => ({ hex: s(m[1]), got: readGot(s(m[2])), text: m[3] ?? null }),
  ],
  medalTwoSides: [re(String.raw`the medal on ${H} names two sides, (\S+) and (\S+)`), (m: string[]) => ({ hex: s(m[1]), a: s(m[2]), b: s(m[3]) })],
  tagSides: [
    re(String.raw`tag "(.*)" on ${H} is an objective of the (.+), but its side says (\S+)`),
    (m: string[]) => ({ name: s(m[1]), hex: s(m[2]), sides: s(m[3]).split(' and '), side: s(m[4]) }),
  ],
  gsdSide: [re(String.raw`group_sudden_death needs the side that wins \(AXIS or ALLIES\), got (.+)`), (m: string[]) => ({ got: readGot(s(m[1])) })],
  airdropSide: [re(String.raw`the airdrop needs the side whose units drop \(AXIS or ALLIES\), got (.+)`), (m: string[]) => ({ got: readGot(s(m[1])) })],
  airdropUnit: [re(String.raw`the airdrop drops (\S+) units, but "(.*)" is a unit of the (\S+)`), (m: string[]) => ({ side: s(m[1]), name: s(m[2]), other: s(m[3]) })],
  campaignList: [re(String.raw`a campaign file needs its list of battles in "scenarios", got (.+)`), (m: string[]) => ({ got: readGot(s(m[1])) })],
  campaignIds: [re(String.raw`scenarios\.list must be a list of scenario ids, got (.+)`), (m: string[]) => ({ got: readGot(s(m[1])) })],
  campaignNames: [re(String.raw`scenarios\.name must be a list of battle names, got (.+)`), (m: string[]) => ({ got: readGot(s(m[1])) })],
  campaignEmpty: [re('the campaign file lists no battle'), () => ({})],
  campaignLong: [re(String.raw`the campaign file lists (\d+) battles; at most (\d+) are read`), (m: string[]) => ({ n: n(m[1]), max: n(m[2]) })],
  // general forms (the field is named by `what`, or by the problem's path in French)
  unknownField: [re(String.raw`unknown field "(.*)" in (.+)`), (m: string[]) => ({ field: s(m[1]), what: s(m[2]) })],
  missingField: [re(String.raw`(.+) is missing the required field (.+)`), (m: string[]) => ({ what: s(m[1]), field: s(m[2]) })],
  unknownValue: [re(String.raw`unknown (.+?) "(.*)" \(expected one of: (.*)\)`), (m: string[]) => ({ what: s(m[1]), value: s(m[2]), expected: s(m[3]) })],
  notJsonObject: [re(String.raw`(a scenario|an \.m44 scenario) must be a JSON object, got (.+)`), (m: string[]) => ({ m44: m[1] !== 'a scenario', got: readGot(s(m[2])) })],
  notTheNumber: [re(String.raw`(.+) must be the number (\S+), got (.+)`), (m: string[]) => ({ what: s(m[1]), value: s(m[2]), got: readGot(s(m[3])) })],
  notObject: [re(String.raw`(.+) must be an object, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  notWhole: [re(String.raw`(.+) must be a whole number, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  tooLong: [re(String.raw`(.+) must be at most (\d+) characters, got (\d+)`), (m: string[]) => ({ what: s(m[1]), max: n(m[2]), got: n(m[3]) })],
  tooSmall: [re(String.raw`(.+) must be at least (-?[\d.]+), got (.+)`), (m: string[]) => ({ what: s(m[1]), min: s(m[2]), got: readGot(s(m[3])) })],
  tooBig: [re(String.raw`(.+) must be at most (-?[\d.]+), got (.+)`), (m: string[]) => ({ what: s(m[1]), max: s(m[2]), got: readGot(s(m[3])) })],
  notNumber: [re(String.raw`(.+) must be a number, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  notString: [re(String.raw`(.+) must be a string, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  notDate: [re(String.raw`(.+) must be a date string, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  badDate: [re(String.raw`(.+) must be a date written YYYY-MM-DD, got "(.*)"`), (m: string[]) => ({ what: s(m[1]), text: s(m[2]) })],
  empty: [re(String.raw`(.+) must not be empty`), (m: string[]) => ({ what: s(m[1]) })],
  notBool: [re(String.raw`(.+) must be true or false, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  notList: [re(String.raw`(.+) must be a list(?:, got (.+))?`), (m: string[]) => ({ what: s(m[1]), got: m[2] === undefined ? null : readGot(m[2]) })],
  notOneOf: [re(String.raw`(.+) must be one of (.+), got (.+)`), (m: string[]) => ({ what: s(m[1]), expected: s(m[2]), got: readGot(s(m[3])) })],
  notEither: [re(String.raw`(.+) must be (\S+) or (\S+), got (.+)`), (m: string[]) => ({ what: s(m[1]), a: s(m[2]), b: s(m[3]), got: readGot(s(m[4])) })],
  listNoHex: [re(String.raw`(.+) must list at least one hex, got (.+)`), (m: string[]) => ({ what: s(m[1]), got: readGot(s(m[2])) })],
  notBoardHex: [re(String.raw`(.+) is not a hex of the board`), (m: string[]) => ({ what: s(m[1]) })],
  missing: [re(String.raw`(.+) is missing`), (m: string[]) => ({ what: s(m[1]) })],
  noName: [re(String.raw`(.+) has no name`), (m: string[]) => ({ what: s(m[1]) })],
} as const satisfies Record<string, readonly [RegExp, (m: string[]) => object]>;

export type InvalidCode = keyof typeof READERS;
export type InvalidParams = { [C in InvalidCode]: ReturnType<(typeof READERS)[C][1]> };
export type Invalid = { [C in InvalidCode]: { code: C; p: InvalidParams[C] } }[InvalidCode];
export const INVALID_CODES = Object.keys(READERS) as InvalidCode[];

/** The problem's code and parameters, or null for a sentence no reader knows. */
export function readInvalid(sentence: string): Invalid | null {
  for (const code of INVALID_CODES) {
    const m = READERS[code][0].exec(sentence);
    if (m) return { code, p: (READERS[code][1] as (m: string[]) => object)(m) } as Invalid;
  }
  return null;
}

/** The field a problem's path ends in (`board.hexes[3].unit.figures` -> `figures`, `board.hexes[3]` -> `hexes[3]`). */
export function lastField(path: string): string {
  const m = /[^.]+$/.exec(path);
  return m ? m[0] : '';
}

/**
 * The problem's detail in the language in force, for a problem at `path`; null when no reader knows the sentence
 * (the caller then tells the field only, with no English in French).
 */
export function invalidWords(path: string, sentence: string): string | null {
  const w = readInvalid(sentence);
  if (!w) return null;
  const words = T.invalid[w.code] as (p: InvalidParams[InvalidCode], field: string) => string;
  return words(w.p, lastField(path));
}
