/**
 * Where an ordered unit may move. Rulebook p.7 "Move Units" and Appendix 2; player aid; FAQ §II.
 * A move is one action to a destination; the engine finds the shortest legal path, so `steps` is the fewest
 * hexes the unit must move to get there (what counts for "moved 2 = no battle").
 */
import { hexIndex, neighbors, sameHex, type Hex } from './hex';
import { cellAt, obstacleAt, occupancy, sideImpassable, terrainAt } from './board';
import { OBSTACLES } from './terrain';
import { UNIT_KINDS, isInfantryKind } from './units';
import type { GameState, Unit, UnitTurn } from './types';

export interface MoveTarget {
  to: Hex;
  steps: number;
  /** The move ends on a hex that stops movement (no Take Ground later this turn). */
  stops: boolean;
  /** After this move the unit may not battle this turn. */
  noBattle: boolean;
}

export interface MoveRules {
  /** Most hexes. */
  max: number;
  /** Most hexes and still battle. */
  battleMax: number;
  /** Behind Enemy Lines: terrain movement limits ignored (units and impassable terrain still block). */
  ignoreTerrain: boolean;
}

/** The move allowance of an ordered unit under the command in force. */
export function moveRules(s: GameState, u: Unit, second = false): MoveRules {
  const k = UNIT_KINDS[u.kind];
  // A fallback order (no unit of the card's type) is a normal order without the card's effects (FAQ §VIII).
  const cmd = s.turn.fallback ? undefined : s.turn.command?.type;
  if (cmd === 'close-assault' || cmd === 'firefight' || cmd === 'dig-in') return { max: 0, battleMax: 0, ignoreTerrain: false };
  if (cmd === 'behind-enemy-lines' && isInfantryKind(u.kind)) {
    return { max: 3, battleMax: second ? 0 : 3, ignoreTerrain: true };
  }
  if (cmd === 'infantry-assault' && isInfantryKind(u.kind)) {
    // cards.md: "they may move 2 and still battle, or move 3 and not battle" (Special Forces keep their own 2-and-battle).
    return { max: 3, battleMax: 2, ignoreTerrain: false };
  }
  if (cmd === 'artillery-bombard' && u.kind === 'artillery') return { max: 3, battleMax: 0, ignoreTerrain: false };
  return { max: k.move, battleMax: k.moveAndBattle, ignoreTerrain: false };
}

/** May this unit enter hex h at all (units, river, bunker, hedgehog)? Shared by movement and Take Ground. */
export function canEnter(s: GameState, u: Unit, from: Hex, h: Hex, ignoreTerrain: boolean): boolean {
  const cell = cellAt(s, h);
  if (!cell) return false;
  if (occupancy(s)[hexIndex(s.board.geometry, h)]! >= 0) return false;
  if (sideImpassable(s, from, h)) return false;
  const t = terrainAt(s, h)!;
  if (t.impassable) return false;
  if (cell.bunker && (u.kind === 'artillery' || UNIT_KINDS[u.kind].symbol === 'armor')) return false;
  const o = obstacleAt(s, h);
  if (o && OBSTACLES[o].infantryOnly && !isInfantryKind(u.kind)) return false;
  if (!ignoreTerrain && t.hedgerow && !sameHex(from, { row: u.row, col: u.col })) return false;
  return true;
}

/** Does entering h stop the unit, and may it still battle? */
export function entryEffects(s: GameState, u: Unit, h: Hex, ignoreTerrain: boolean): { stops: boolean; noBattle: boolean } {
  if (ignoreTerrain) return { stops: false, noBattle: false };
  const t = terrainAt(s, h)!;
  const o = obstacleAt(s, h);
  const stops = t.stops || (o !== undefined && OBSTACLES[o].stops);
  const noBattle = t.noBattleOnEntry && !UNIT_KINDS[u.kind].battlesAfterEnteringCover;
  return { stops, noBattle };
}

function capIndex(cap: number): number {
  return cap >= 99 ? 0 : cap === 2 ? 1 : 2;
}

/** Every hex the unit may end its move on, with the fewest hexes needed. */
export function moveTargetsOf(s: GameState, u: Unit, rules: MoveRules, ut?: UnitTurn): MoveTarget[] {
  if (rules.max <= 0 || u.figures <= 0) return [];
  const g = s.board.geometry;
  const start: Hex = { row: u.row, col: u.col };
  const startCell = cellAt(s, start);
  // Bunker: artillery that starts there may not leave (rulebook p.16).
  if (u.kind === 'artillery' && startCell?.bunker) return [];
  let max = rules.max;
  // Hedgerow: a unit leaving a hedgerow may only move onto an adjacent hex (rulebook p.14).
  if (!rules.ignoreTerrain && terrainAt(s, start)!.hedgerow) max = Math.min(max, 1);
  const best = new Map<number, MoveTarget>();
  const seen = new Set<number>();
  type Node = { h: Hex; steps: number; cap: number };
  let frontier: Node[] = [{ h: start, steps: 0, cap: 99 }];
  seen.add(hexIndex(g, start) * 3);
  while (frontier.length) {
    const next: Node[] = [];
    for (const n of frontier) {
      if (n.steps >= max || n.steps >= n.cap) continue;
      for (const m of neighbors(g, n.h)) {
        if (!canEnter(s, u, n.h, m, rules.ignoreTerrain)) continue;
        const t = terrainAt(s, m)!;
        const cap = rules.ignoreTerrain ? 99 : Math.min(n.cap, t.moveCap);
        const steps = n.steps + 1;
        if (steps > cap) continue;
        const key = hexIndex(g, m) * 3 + capIndex(cap);
        if (seen.has(key)) continue;
        seen.add(key);
        const eff = entryEffects(s, u, m, rules.ignoreTerrain);
        const idx = hexIndex(g, m);
        const noBattle = eff.noBattle || steps > rules.battleMax || (ut?.noBattle ?? false);
        const prev = best.get(idx);
        if (!prev || steps < prev.steps || (steps === prev.steps && prev.noBattle && !noBattle)) {
          best.set(idx, { to: m, steps, stops: eff.stops, noBattle });
        }
        if (!eff.stops) next.push({ h: m, steps, cap });
      }
    }
    frontier = next;
  }
  const out = [...best.values()];
  out.sort((a, b) => hexIndex(g, a.to) - hexIndex(g, b.to));
  return out;
}
