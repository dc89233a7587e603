/**
 * Words of a refused file's `invalid` problems (src/ui/app/invalidProblems.ts reads the checker's sentences back
 * into these codes). The English words are the checker's own sentences, for the file's author; each function gets
 * the code's parameters and the field the problem's path ends in.
 */
import { translatable } from '../i18n';
import type { Got, InvalidCode, InvalidParams, ListName } from '../app/invalidProblems';

function got(g: Got): string {
  switch (g.t) {
    case 'null': return 'null';
    case 'array': return `an array of ${g.n} entries`;
    case 'string': return `a string of ${g.n} characters`;
    case 'number': return `the number ${g.x}`;
    case 'object': return 'an object';
    case 'nothing': return 'nothing';
    case 'type': return `a ${g.name}`;
    case 'raw': return g.x;
  }
}

function name(l: ListName): string {
  switch (l.t) {
    case 'objective': return `objective "${l.id}"`;
    case 'thisObjective': return 'this objective';
    case 'sudden': return `sudden death ${l.n}`;
    case 'airdrop': return 'the airdrop centre';
    case 'span': return `bridge span ${l.n}`;
  }
}

const off = (hex: string, kind: string, rows: number, cols: number): string =>
  `hex ${hex} is off the ${kind ? `${kind} ` : ''}board (rows 0..${rows}, cols 0..${cols})`;

type Words = { [C in InvalidCode]: (p: InvalidParams[C], field: string) => string };

const INVALID: Words = {
  tooManyValues: (p) => `the input holds more than ${p.max} values; it is too large to be a scenario`,
  longText: (p) => `text of ${p.n} characters; at most ${p.max} are allowed`,
  tooDeep: (p) => `the input is nested more than ${p.max} levels deep here; a scenario never is`,
  longList: (p) => `a list of ${p.n} entries; at most ${p.max} are allowed`,
  manyFields: (p) => `an object with ${p.n} fields; at most ${p.max} are allowed`,
  longKey: (p) => `a field name of ${p.n} characters; at most ${p.max} are allowed`,
  manyProblems: (p) => `more than ${p.max} size problems; the rest are not listed`,
  tooManyHexes: (p) => `the board lists ${p.n} hexes; a scenario may list at most ${p.max}`,
  textLanguages: (p) => `the text block has ${p.n} languages; at most ${p.max} are read`,
  textEntries: (p) => `${p.what} has ${p.n} entries; at most ${p.max} are read`,
  unreadable: (p) => `the file could not be read: ${p.why}`,
  offBoard: (p) => off(p.hex, p.kind, p.rows, p.cols),
  notHex: (p) => `${p.hex} is not a hex position: row + col must be even`,
  namedOffBoard: (p) => `${name(p.name)}: ${off(p.hex, p.kind, p.rows, p.cols)}`,
  namedNotHex: (p) => `${name(p.name)}: ${p.hex} is not a hex position: row + col must be even`,
  namedImpassable: (p) => `${name(p.name)}: ${p.hex} is impassable, so no unit can ever hold it`,
  listsTwice: (p) => `${name(p.name)} lists ${p.hex} twice`,
  holdTooMany: (p) => `${name(p.name)} must hold ${p.hold} hexes but has only ${p.has}`,
  holdNotFixed: (p) => `${name(p.name)} is held by ${p.sole ? 'sole control' : 'majority'}, which counts no fixed number of hexes: leave out hold`,
  permanentLast: (p) => `${name(p.name)} cannot be both permanent (never lost) and last to occupy (lost when the enemy holds it)`,
  hexTwice: (p) => `hex ${p.hex} is listed twice (also at board.hexes[${p.other}])`,
  unitImpassable: (p) => `a unit stands on ${p.hex}, which is impassable`,
  craftPlace: (p) => `the landing craft on ${p.hex} must be on an ocean hex and carry a land unit`,
  oceanOnly: (p) => `the ${p.kind} on ${p.hex} must stand on an ocean hex`,
  heroInfantry: (p) => `the ${p.kind} on ${p.hex} cannot have a heroic leader: only infantry may`,
  boatInfantry: (p) => `the ${p.kind} on ${p.hex} cannot have a folding boat: only infantry may`,
  boatVehicle: (p) => `the ${p.kind} on ${p.hex} cannot have a folding boat: no boat carries a vehicle`,
  wagonMissing: (p) => `the ${p.kind} on ${p.hex} needs its wagon's hex`,
  wagonNotTrain: (p) => `the unit on ${p.hex} is no train: only a train has a wagon and carries units`,
  wagonFar: (p) => `the wagon of the train on ${p.hex} must be on a hex next to it`,
  trainOffRail: (p) => `the ${p.kind} on ${p.hex} must stand on a railroad or station hex`,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  funniesCargo: (p) => `the train on ${p.hex} cannot carry a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board`,
  cargoReinforcement: (p) => `the train on ${p.hex} cannot carry a ${p.kind}: it is never called in as reinforcements`,
  funniesDrop: () => 'a dropped unit cannot be a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board',
  bridgeImpassable: (p) => `the bridge hex ${p.hex} cannot be impassable`,
  exitNotEdge: (p) => `the exit marker on ${p.hex} is not on an edge of the board${p.why ? ': units leave the board through an edge hex' : ''}`,
  exitImpassable: (p) => `the exit marker on ${p.hex} is on an impassable hex, which no unit can reach`,
  hqEnemy: (p) => `an enemy unit stands on the ${p.side}' headquarters at ${p.hex} at the start`,
  hqImpassable: (p) => `the headquarters on ${p.hex} is on an impassable hex, which no unit can reach`,
  blocksFireTwice: (p) => `blocksFire on ${p.hex} names ${p.what} twice`,
  roadTwice: (p) => `the road on ${p.hex} names side ${p.side} twice`,
  bridgeOffRiver: (p) => `the bridge on ${p.hex} is not on a river hex`,
  unitOnRiver: (p) => `a unit stands on the river hex ${p.hex}, which has no bridge`,
  figures: (p) => `${p.kind} on ${p.hex} has ${p.n} figures; it must have 1 to ${p.max}`,
  noUnit: (p) => `there is no ${p.side} unit on the board; each side needs at least one`,
  sideApart: (p) => `${p.hex} and ${p.hex2} are not adjacent hexes, so they share no side`,
  sideOff: (p) => `the side between ${p.hex} and ${p.hex2} is not on the board`,
  sideTwice: (p) => `the side between ${p.hex} and ${p.hex2} is listed twice (also at board.sides[${p.other}])`,
  idTwice: (p) => `objective id "${p.id}" is used twice (also objectives[${p.other}])`,
  overAtStart: (p) =>
    `the ${p.side === 'axis' ? 'Axis' : 'Allies'} hold objectives worth ${p.worth} ${p.worth === 1 ? 'medal' : 'medals'} at the start and need ${p.need}: the game would be over before the first turn`,
  spanNotBridge: (p) => `bridge span ${p.span}: ${p.hex} is not a river hex with a bridge`,
  spanTwice: (p) => `${p.hex} is in two bridge spans (also board.spans[${p.other}])`,
  spanGap: (p) => `bridge span ${p.span}: ${p.hex} is not next to another hex of the span`,
  spanExitNotSpan: (p) => `bridge span ${p.span}: the exit's span hex ${p.hex} is not one of the span's hexes`,
  spanExitInSpan: (p) => `bridge span ${p.span}: the exit's land hex ${p.hex} is a hex of the span itself`,
  spanExitOff: (p) => `bridge span ${p.span}: the exit's land hex ${p.hex} is off the board`,
  spanExitApart: (p) => `bridge span ${p.span}: ${p.hex} and ${p.hex2} are not adjacent, so no exit joins them`,
  playAsTwice: (p) => `playAs names the card ${p.card} twice`,
  playAsSelf: (p) => `a card cannot be played as itself (${p.card})`,
  playAsNot: (p) => `${p.card} cannot be played as another card`,
  emptyWinner: () => 'emptyWinner needs "reshuffle": false (a deck that is reshuffled never runs out)',
  dropFigures: (p) => `dropped ${p.kind} has ${p.n} figures; it must have 1 to ${p.max}`,
  sameEdge: (p) => `both sides have the ${p.edge} edge; one must be top and the other bottom`,
  endsFirst: (p) => `the battle ends (${p.end}) before it begins (${p.begin})`,
  sameSide: (p) => `both players are on the ${p.side} side`,
  hexagonRowCol: (p) => `a hexagon needs whole-number row and col, got row ${got(p.row)} and col ${got(p.col)}`,
  hexTwiceWith: (p) => `hex ${p.hex} is listed twice with a ${p.what} each time`,
  orientation: (p) => `the ${p.tile} on ${p.hex}: orientation must be a whole number from 1 to 6, got ${got(p.got)}`,
  fordOffRiver: (p) => `the ford at ${p.hex} is not on a river`,
  mineSide: (p) => `the minefield on ${p.hex} does not say which side laid it (AXIS or ALLIES)`,
  twoMines: (p) => `hex ${p.hex} has two minefields`,
  groupNotHex: (p) => `${got(p.got)}${p.text === null ? '' : ` ("${p.text}")`} in the ${p.group} group of ${p.hex} is not a hex of the board`,
  exitNoSide: (p) => `the exit marker on ${p.hex} names no side and is on neither player's edge: add AXIS or ALLIES`,
  exitBoth: (p) => `hex ${p.hex} has exit markers of both sides`,
  medalSide: (p) => `the side of the medal on ${p.hex} must be AXIS or ALLIES, got ${got(p.got)}${p.text === null ? '' : ` ("${p.text}")`}`,
  medalTwoSides: (p) => `the medal on ${p.hex} names two sides, ${p.a} and ${p.b}`,
  tagSides: (p) => `tag "${p.name}" on ${p.hex} is an objective of the ${p.sides.join(' and ')}, but its side says ${p.side}`,
  gsdSide: (p) => `group_sudden_death needs the side that wins (AXIS or ALLIES), got ${got(p.got)}`,
  airdropSide: (p) => `the airdrop needs the side whose units drop (AXIS or ALLIES), got ${got(p.got)}`,
  airdropUnit: (p) => `the airdrop drops ${p.side} units, but "${p.name}" is a unit of the ${p.other}`,
  campaignList: (p) => `a campaign file needs its list of battles in "scenarios", got ${got(p.got)}`,
  campaignIds: (p) => `scenarios.list must be a list of scenario ids, got ${got(p.got)}`,
  campaignNames: (p) => `scenarios.name must be a list of battle names, got ${got(p.got)}`,
  campaignEmpty: () => 'the campaign file lists no battle',
  campaignLong: (p) => `the campaign file lists ${p.n} battles; at most ${p.max} are read`,
  unknownField: (p) => `unknown field "${p.field}" in ${p.what}`,
  missingField: (p) => `${p.what} is missing the required field ${p.field}`,
  unknownValue: (p) => `unknown ${p.what} "${p.value}" (expected one of: ${p.expected})`,
  notJsonObject: (p) => `${p.m44 ? 'an .m44 scenario' : 'a scenario'} must be a JSON object, got ${got(p.got)}`,
  notTheNumber: (p) => `${p.what} must be the number ${p.value}, got ${got(p.got)}`,
  notObject: (p) => `${p.what} must be an object, got ${got(p.got)}`,
  notWhole: (p) => `${p.what} must be a whole number, got ${got(p.got)}`,
  tooLong: (p) => `${p.what} must be at most ${p.max} characters, got ${p.got}`,
  tooSmall: (p) => `${p.what} must be at least ${p.min}, got ${got(p.got)}`,
  tooBig: (p) => `${p.what} must be at most ${p.max}, got ${got(p.got)}`,
  notNumber: (p) => `${p.what} must be a number, got ${got(p.got)}`,
  notString: (p) => `${p.what} must be a string, got ${got(p.got)}`,
  notDate: (p) => `${p.what} must be a date string, got ${got(p.got)}`,
  badDate: (p) => `${p.what} must be a date written YYYY-MM-DD, got "${p.text}"`,
  empty: (p) => `${p.what} must not be empty`,
  notBool: (p) => `${p.what} must be true or false, got ${got(p.got)}`,
  notList: (p) => `${p.what} must be a list${p.got === null ? '' : `, got ${got(p.got)}`}`,
  notOneOf: (p) => `${p.what} must be one of ${p.expected}, got ${got(p.got)}`,
  notEither: (p) => `${p.what} must be ${p.a} or ${p.b}, got ${got(p.got)}`,
  listNoHex: (p) => `${p.what} must list at least one hex, got ${got(p.got)}`,
  notBoardHex: (p) => `${p.what} is not a hex of the board`,
  missing: (p) => `${p.what} is missing`,
  noName: (p) => `${p.what} has no name`,
};

export const IMPORT_PROBLEM_TEXT = translatable('importProblems', {
  invalid: INVALID,
  /** A problem whose sentence no reader knows: in English, the checker's sentence; in French, no English words. */
  unknown: (sentence: string) => sentence,
});
