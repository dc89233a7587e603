/**
 * Smoke screens (FAQ §III Smoke Screen, l.2099-2116; decisions C67-C68). A battle with `rules.smoke` gives each named
 * side a number of screens. At the start of one of its turns, before it plays its card, the side may lay one (at most
 * one a turn): three contiguous hexes anywhere on the board, picked one by one (decision `smoke`). A screen blocks
 * line of sight through its hexes, but a unit on a smoke hex sees out and is seen (the line's end hexes never block:
 * battle.ts `sightBoard`); units move on and through it freely (no rule of movement reads it). Its time is the
 * Campaign Book #2 reading the FAQ calls the more logical one: it thins (the marker is flipped) when the opponent's
 * first turn after it ends, and is removed when the opponent's second turn ends (2 full turns).
 */
import { hexIndex, type Hex } from './hex';
import type { Scenario } from './scenario';
import type { GameState, Side, SmokeScreen } from './types';
import { derived } from './cache';
import type { Ctx } from './turn/draft';

/** How many hexes one screen covers. */
export const SMOKE_HEXES = 3;

/** The battle's screens at set-up (absent when its scenario names none, so other battles' states are unchanged). */
export function startSmoke(s: GameState, scenario: Scenario): void {
  const given = scenario.rules?.smoke;
  if (!given) return;
  const left: Partial<Record<Side, number>> = {};
  for (const side of ['axis', 'allies'] as const) if ((given[side] ?? 0) > 0) left[side] = given[side]!;
  if (Object.keys(left).length) s.smoke = { left, screens: [] };
}

/** May the side to play lay a screen now: the play step, nothing pending, a screen left, none laid this turn. */
export function canLaySmoke(s: GameState): boolean {
  const sm = s.smoke;
  if (!sm || s.pending.length || s.turn.stage !== 'play') return false;
  const side = s.turn.side;
  if (!(sm.left[side]! > 0)) return false;
  return !sm.screens.some((sc) => sc.side === side && sc.turn === s.turn.number);
}

/**
 * Hex indices under smoke, or null when the board has none. Kept on the state's `smoke` object, which is replaced,
 * never changed, so a draft that lays or clears a screen reads the new one.
 */
export function smokeTable(s: GameState): Set<number> | null {
  const sm = s.smoke;
  if (!sm?.screens.length) return null;
  return derived(sm, smokeSet, s);
}

function smokeSet(s: GameState): Set<number> {
  const g = s.board.geometry;
  const out = new Set<number>();
  for (const sc of s.smoke!.screens) for (const h of sc.hexes) out.add(hexIndex(g, h));
  return out;
}

/** Is there smoke on this hex? */
export function smokeAt(s: GameState, h: Hex): boolean {
  return smokeTable(s)?.has(hexIndex(s.board.geometry, h)) ?? false;
}

/** Lay a screen of the picked hexes: one fewer left to the side (state `smoke` replaced, never changed). */
export function laySmoke(s: GameState, side: Side, hexes: Hex[], ctx: Ctx): void {
  const sm = s.smoke!;
  const screen: SmokeScreen = { side, turn: s.turn.number, hexes: hexes.map((h) => ({ row: h.row, col: h.col })) };
  s.smoke = { left: { ...sm.left, [side]: sm.left[side]! - 1 }, screens: [...sm.screens, screen] };
  ctx.events.push({ type: 'smoke', side, hexes: screen.hexes, phase: 'laid' });
}

/**
 * The end of a turn: the other side's screens age by one of this side's turns (CB#2 timing, decision C68): a fresh
 * screen thins, a thinning one is removed.
 */
export function ageSmoke(s: GameState, ctx: Ctx): void {
  const sm = s.smoke;
  if (!sm?.screens.length) return;
  const side = s.turn.side;
  if (!sm.screens.some((sc) => sc.side !== side)) return;
  const screens: SmokeScreen[] = [];
  for (const sc of sm.screens) {
    if (sc.side === side) screens.push(sc);
    else if (!sc.thinning) {
      screens.push({ ...sc, thinning: true });
      ctx.events.push({ type: 'smoke', side: sc.side, hexes: sc.hexes, phase: 'thinning' });
    } else ctx.events.push({ type: 'smoke', side: sc.side, hexes: sc.hexes, phase: 'cleared' });
  }
  s.smoke = { left: sm.left, screens };
}
