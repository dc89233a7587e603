/**
 * Oasis Recovery and Hospital Recovery (FAQ §III, cards 10 and 18; house rules 001 l.612-616): in a battle that plays
 * them (`rules.oasisRecovery`, `rules.hospitalRecovery`), an ordered infantry unit that has lost figures, stands where
 * it was ordered on an oasis or a hospital and has no enemy next to it may recover figures instead of moving and
 * battling (action `recover`, in the move step). The roll is Medics & Mechanics' (tactics/medics.ts): at an oasis one
 * die per command card held, the card played included (house rules l.615-616); at a hospital 6 dice (FAQ l.2032).
 * Either way the unit neither moves nor battles that turn. Decisions C71-C72.
 */
import { isAlive } from '../board';
import { DIRECTIONS, hexIndex, onBoard } from '../hex';
import { occupancy, occupant } from '../board';
import { medicsInForce, recoverFigures } from '../tactics/medics';
import { UNIT_KINDS, isInfantryKind } from '../units';
import type { GameState, Unit } from '../types';
import { mutTurnUnit, type Ctx } from './draft';

/** Dice of a Hospital Recovery roll (FAQ §III Hospital Recovery, l.2032: "Roll 6 Battle dice"). */
export const HOSPITAL_DICE = 6;

/** Which recovery the unit may make now ('oasis', 'hospital'), or null. */
export function recoveryOf(s: GameState, u: Unit): 'oasis' | 'hospital' | null {
  const sp = s.special;
  if (!sp?.oasisRecovery && !sp?.hospitalRecovery) return null;
  if (s.turn.stage !== 'move' || !isAlive(u) || !isInfantryKind(u.kind) || u.figures >= u.maxFigures) return null;
  // supply: a supply truck never recovers at a hospital or an oasis (Equipment Pack l.432).
  if (UNIT_KINDS[u.kind].resupplies) return null;
  // recon: nor a patrol car (Equipment Pack, Jeep Willys l.484).
  if (UNIT_KINDS[u.kind].vehicle) return null;
  const ut = s.turn.units[u.id];
  // It must not have moved: it recovers where it began the turn (FAQ §III Hospital Recovery Q, l.2038-2040).
  if (!ut || ut.moveDone || ut.moved > 0 || ut.startRow !== u.row || ut.startCol !== u.col) return null;
  // Under Medics & Mechanics the card's own roll is its recovery this turn.
  if (medicsInForce(s)) return null;
  const g = s.board.geometry;
  const cell = s.board.cells[hexIndex(g, u)]!;
  const terrain = cell.terrain;
  // camp recovery: a hex the battle names recovers as an oasis does (decision C393).
  const kind = (terrain === 'oasis' || cell.oasisRecovery) && sp.oasisRecovery ? 'oasis' : terrain === 'hospital' && sp.hospitalRecovery ? 'hospital' : null;
  if (!kind) return null;
  const occ = occupancy(s);
  for (const d of DIRECTIONS) {
    const n = { row: u.row + d.row, col: u.col + d.col };
    if (!onBoard(g, n)) continue;
    const id = occupant(occ, hexIndex(g, n));
    if (id >= 0 && s.units[id]!.side !== u.side) return null;
  }
  return kind;
}

/** The unit recovers: the roll, then no move and no battle this turn. */
export function recover(s: GameState, id: number, ctx: Ctx): void {
  const u = s.units[id]!;
  const kind = recoveryOf(s, u)!;
  const dice = kind === 'hospital' ? HOSPITAL_DICE : s.cards.hands[s.turn.side].length + 1;
  const ut = mutTurnUnit(s, id)!;
  ut.moveDone = true;
  ut.noBattle = true;
  // Nor Behind Enemy Lines' second move: the unit "cannot move or battle this turn" (FAQ §III Hospital Recovery, l.2026).
  ut.secondMoveDone = true;
  recoverFigures(s, u, dice, ctx);
}
