/**
 * Trains in `.m44` files (FAQ §IV Trains/Supply Trains, Armored Trains; decisions C236-C240): the pieces `loco` and
 * `wagon` (rect_terrain on rail hexes) become one train unit on the locomotive's hex with its `wagon` hex.
 * - The train's side: a unit standing on either piece, else the side whose half of the board it lies in (as ships,
 *   C195; 1311 Bug River's train is the Russians', FAQ River Bug Q1, l.4555-4557).
 * - An artillery unit on the wagon is an armored train's gun (FAQ §IV Armored Trains: "carries one Artillery piece on
 *   its Wagon"); any other unit on a piece rides it (a supply train's cargo).
 * - With the battle option `supply_train_rules` and nothing standing on the pieces, each piece carries one infantry
 *   unit of the train's side (FAQ River Bug Q1: "each loaded with one Russian Infantry unit", C237).
 * A locomotive with no wagon next to it, or a wagon with no locomotive, is refused.
 */
import { areAdjacent, type Hex, type Side } from '../engine/hex';
import { isArtilleryKind, unitKind } from '../engine/units';
import type { ScenarioUnit } from '../engine/scenario';

/** The `.m44` names of the train pieces. */
export const M44_TRAIN_PIECES: Readonly<Record<string, 'loco' | 'wagon'>> = { loco: 'loco', wagon: 'wagon' };

/** What the pairing needs of a hex draft. */
export interface TrainDraft extends Hex {
  trainPiece?: 'loco' | 'wagon';
  unit?: ScenarioUnit;
}

/**
 * Pair each locomotive with the wagon next to it and make the train unit; returns the problems (refusals) found. The
 * drafts are changed in place: the train unit on the locomotive's draft, the wagon's draft without a unit.
 */
export function pairTrains(drafts: Iterable<TrainDraft>, halfSide: (row: number) => Side, supplyTrainRules: boolean): string[] {
  const all = [...drafts];
  const locos = all.filter((d) => d.trainPiece === 'loco');
  const wagons = all.filter((d) => d.trainPiece === 'wagon');
  const used = new Set<TrainDraft>();
  const out: string[] = [];
  for (const l of locos) {
    const w = wagons.find((x) => !used.has(x) && areAdjacent(l, x));
    if (!w) {
      out.push(`a locomotive with no wagon next to it at row ${l.row}, col ${l.col}`);
      continue;
    }
    used.add(w);
    const side = l.unit?.side ?? w.unit?.side ?? halfSide(l.row);
    const gun = w.unit && isArtilleryKind(w.unit.kind) && !unitKind(w.unit.kind).train ? w.unit : undefined;
    const cargo: NonNullable<ScenarioUnit['cargo']> = [];
    const ride = (u: ScenarioUnit | undefined, on: 'loco' | 'wagon'): void => {
      if (!u || u === gun) return;
      cargo.push({ kind: u.kind, on, ...(u.figures !== undefined ? { figures: u.figures } : {}), ...(u.badge ? { badge: u.badge } : {}) });
    };
    ride(l.unit, 'loco');
    ride(w.unit, 'wagon');
    if (!gun && !cargo.length && supplyTrainRules) cargo.push({ kind: 'infantry', on: 'loco' }, { kind: 'infantry', on: 'wagon' });
    const train: ScenarioUnit = { side, kind: gun ? 'armored-train' : 'train', wagon: { row: w.row, col: w.col } };
    if (cargo.length) train.cargo = cargo;
    l.unit = train;
    delete w.unit;
  }
  for (const w of wagons) if (!used.has(w)) out.push(`a wagon with no locomotive next to it at row ${w.row}, col ${w.col}`);
  return out;
}
