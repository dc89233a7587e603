/**
 * Screaming Meemies, the Nebelwerfer (Equipment Pack, Nebelwerfer l.124-140; FAQ §IV Screaming Meemies l.2804-2817;
 * docs/rules-decisions.md C310-C313). Kind `nebelwerfer`: standard artillery's move, range, dice and sight, and:
 *
 * - Targeted by an enemy unit, it gets no battle dice reduction from its hex (battle.ts `protection`, flag
 *   `noCover`); the flags its hex lets it ignore are kept (FAQ §IV Q).
 * - Each ordered unit chooses its shells when it battles, the same for the whole turn (two shots under an Artillery
 *   Bombard are both incendiary or both smoke):
 *   - incendiary: a battle as artillery's whose target may ignore no flag (turn/combat.ts, flag `incendiary`);
 *   - smoke, the `smokeShells` action instead of a battle: a smoke screen on 1 to 3 contiguous hexes within its
 *     firing range, picked one by one (the smoke decision, decisions/smoke.ts, with the firing unit's id), which
 *     blocks sight and thins and clears as the Smoke Screen's do (smoke.ts, FAQ §III Smoke Screen; C311).
 *
 * A battle that fields the kind gets the smoke record at set-up (with no screen to lay by the battle rule), so its
 * screens are aged by smoke.ts; a battle without it keeps its state unchanged.
 */
import { hexDistance, type Hex } from '../hex';
import { terrainAt } from '../board';
import { diceByDistance } from '../battle';
import { endOtherBombards } from '../tactics/artilleryBombard';
import type { GameState, SmokeScreen, Side, Unit, UnitTurn } from '../types';
import { UNIT_KINDS } from '../units';
import { mutTurnUnit, type Ctx } from '../turn/draft';

/** Most hexes one salvo of smoke shells covers (Equipment Pack: "up to 3 contiguously adjacent hexes"). */
export const SHELL_SMOKE_HEXES = 3;

/** Set-up: a battle with Screaming Meemies keeps a smoke record for their screens (absent in every other battle). */
export function startMeemies(s: GameState): void {
  if (s.smoke) return;
  if (s.units.some((u) => UNIT_KINDS[u.kind].smokeShells)) s.smoke = { left: {}, screens: [] };
}

/**
 * May this ordered unit fire smoke shells now: a Screaming Meemies unit that may still battle and has not fired
 * incendiary shells this turn (the shell type holds for the turn), from a hex it may battle from.
 */
export function mayFireSmoke(s: GameState, u: Unit, ut: UnitTurn): boolean {
  if (!UNIT_KINDS[u.kind].smokeShells || (ut.battles > 0 && !ut.smokeShells)) return false;
  return !terrainAt(s, u)!.noBattleFrom;
}

/** The `smokeShells` action: the unit fires (a battle of its turn) and its hexes are picked next. */
export function fireSmokeShells(s: GameState, id: number, ctx: Ctx): void {
  endOtherBombards(s, id);
  const ut = mutTurnUnit(s, id)!;
  ut.battles++;
  ut.smokeShells = true;
  ctx.events.push({ type: 'smokeShells', unit: id });
  s.pending.unshift({ kind: 'smoke', actor: s.units[id]!.side, picked: [], unit: id });
}

/**
 * Of the hexes a screen may take next (board hexes not picked yet, next to a picked one: decisions/smoke.ts), those
 * within the firing unit's range: 1 to its dice table's length (its own hex is not a target hex; C311).
 */
export function inShellRange(s: GameState, id: number, hexes: readonly Hex[]): Hex[] {
  const u = s.units[id]!;
  const range = diceByDistance(s, u).length;
  return hexes.filter((h) => {
    const d = hexDistance(u, h);
    return d >= 1 && d <= range;
  });
}

/** Lay the salvo's screen on the picked hexes (state `smoke` replaced, never changed; no screen of the battle rule used). */
export function layShellSmoke(s: GameState, side: Side, id: number, hexes: readonly Hex[], ctx: Ctx): void {
  const sm = s.smoke ?? { left: {}, screens: [] };
  const screen: SmokeScreen = { side, turn: s.turn.number, hexes: hexes.map((h) => ({ row: h.row, col: h.col })), unit: id };
  s.smoke = { left: sm.left, screens: [...sm.screens, screen] };
  ctx.events.push({ type: 'smoke', side, hexes: screen.hexes, phase: 'laid' });
}
