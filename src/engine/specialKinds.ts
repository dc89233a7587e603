/**
 * Whether a battle has a unit of a kind with an ability of its own: a kind whose table entry sets any optional
 * `UnitKindDef` field (snipers, command cars, supply trucks, trains, ...; units.ts). The hot paths (legal actions,
 * orders, battle dice, hits, moves) ask this once before reading such abilities unit by unit, so a battle of the
 * standard kinds only (every built-in battle) skips those reads: each is a keyed lookup of the kind table, and the
 * armies issue had doubled their number per game (issue 17: random games per second must not fall; docs/benchmarks.md).
 *
 * Kept for the units array asked about last and its length: units are only ever added to a battle (riders getting
 * off a train, an airdrop, an airfield landing), never change kind (funnies-choice: but a Churchill fitted at game start,
 * from the special kind `funnies` to an accessory's kind, special too, so the answer stands), and an array is never changed in place once its
 * state is returned; a draft's copy of the array takes the answer over (`unitsCopied`, turn/draft.ts).
 */
import { UNIT_KINDS, type UnitKindDef } from './units';
import type { GameState, Unit } from './types';

/** The fields every kind has (the standard kinds have nothing else). */
const STANDARD_FIELDS: ReadonlySet<keyof UnitKindDef> = new Set<keyof UnitKindDef>([
  'symbol',
  'figures',
  'maxFigures',
  'move',
  'moveAndBattle',
  'dice',
  'needsSight',
  'takesGround',
  'overrun',
  'battlesAfterEnteringCover',
  'retreatPerFlag',
  'terrainAffectsDice',
]);

/** Per kind: does its entry set an optional ability? */
const SPECIAL: Readonly<Record<string, boolean>> = Object.fromEntries(
  Object.entries(UNIT_KINDS).map(([name, def]) => [
    name,
    (Object.keys(def) as (keyof UnitKindDef)[]).some((f) => !STANDARD_FIELDS.has(f) && def[f] !== undefined),
  ]),
);

let lastUnits: readonly Unit[] | null = null;
let lastLength = -1;
let lastAny = false;

/** Does any unit of the battle (eliminated or not) have a kind with an ability of its own? */
export function hasSpecialKinds(s: GameState): boolean {
  const units = s.units;
  if (units === lastUnits && units.length === lastLength) return lastAny;
  let any = false;
  for (let i = 0; i < units.length; i++) {
    if (SPECIAL[units[i]!.kind]) {
      any = true;
      break;
    }
  }
  lastUnits = units;
  lastLength = units.length;
  lastAny = any;
  return any;
}

/** A draft copied the units array `from` (same units, same kinds): the copy keeps the answer known for it. */
export function unitsCopied(from: readonly Unit[], to: readonly Unit[]): void {
  if (from === lastUnits && to.length === lastLength) lastUnits = to;
}
