/**
 * Sabotaging a Dam (house rules l.344, the Terrain Pack's battle-star rule; FAQ §II Dams Q1-Q2, l.989-995; FAQ §XII
 * Schwammenauel Dam, l.4603-4621; decision C91). In a battle with `special.damSabotage`, when the sabotaging side has
 * played its command card (any card, before any order) and holds at least one dam not yet sabotaged, it rolls 2 dice:
 * each star puts one token on a dam it holds, at most one token per dam per roll. The fourth token sabotages the dam:
 * its tokens go, the side wins 4 medals; the dam and the unit on it stay. An enemy unit that comes onto a dam with
 * tokens clears them (checked after every change of hex, turn/position.ts).
 */
import { occupancy, occupant } from '../board';
import { hexIndex, type Hex } from '../hex';
import { addMedals, checkVictory } from '../victory';
import type { GameState } from '../types';
import type { Ctx } from './draft';
import { roll } from './roll';

/** Tokens that sabotage a dam, and the medals it is worth (house rules l.344: "four Axis Victory Markers"). */
export const DAM_TOKENS = 4;
export const DAM_MEDALS = 4;
const DAM_DICE = 2;

const hexOf = (h: Hex): Hex => ({ row: h.row, col: h.col });

/** The dams the sabotaging side holds now and has not yet sabotaged, with their hex keys. */
export function heldDams(s: GameState): { at: Hex; key: string }[] {
  const rule = s.special?.damSabotage;
  if (!rule) return [];
  const occ = occupancy(s);
  const g = s.board.geometry;
  const out: { at: Hex; key: string }[] = [];
  for (const d of rule.dams) {
    const key = String(hexIndex(g, d));
    if (s.damsSabotaged?.[key]) continue;
    const id = occupant(occ, hexIndex(g, d));
    if (id >= 0 && s.units[id]!.side === rule.side) out.push({ at: hexOf(d), key });
  }
  return out;
}

/** The roll after the sabotaging side's card is played (turn/play.ts), before any order. */
export function sabotageRoll(s: GameState, ctx: Ctx): void {
  const rule = s.special?.damSabotage;
  if (!rule || s.turn.side !== rule.side) return;
  const held = heldDams(s);
  if (!held.length) return;
  const stars = roll(s, ctx, DAM_DICE).filter((f) => f === 'star').length;
  // One token per dam per roll; with fewer stars than dams, the dams nearest to four first, then board order (C91).
  const tokens = { ...s.damTokens };
  const order = held.map((d, i) => ({ ...d, i })).sort((a, b) => (tokens[b.key] ?? 0) - (tokens[a.key] ?? 0) || a.i - b.i);
  const placed = order.slice(0, stars);
  ctx.events.push({ type: 'damTokens', side: rule.side, stars, at: placed.map((d) => d.at) });
  if (!placed.length) return;
  let done = s.damsSabotaged;
  for (const d of placed) {
    const n = (tokens[d.key] ?? 0) + 1;
    if (n < DAM_TOKENS) {
      tokens[d.key] = n;
      continue;
    }
    delete tokens[d.key];
    done = { ...done, [d.key]: true };
    addMedals(s, rule.side, DAM_MEDALS);
    ctx.events.push({ type: 'damSabotaged', side: rule.side, at: d.at, medals: DAM_MEDALS });
  }
  if (Object.keys(tokens).length) s.damTokens = tokens;
  else delete s.damTokens;
  if (done) s.damsSabotaged = done;
  checkVictory(s, rule.side, ctx.events);
}

/** After a change of hex: an enemy unit on a dam with tokens clears them (house rules l.344). */
export function checkDams(s: GameState, ctx: Ctx): void {
  const rule = s.special?.damSabotage;
  const tokens = s.damTokens;
  if (!rule || !tokens) return;
  const occ = occupancy(s);
  const g = s.board.geometry;
  let left: Record<string, number> | undefined = tokens;
  for (const d of rule.dams) {
    const key = String(hexIndex(g, d));
    if (!left?.[key]) continue;
    const id = occupant(occ, hexIndex(g, d));
    if (id < 0 || s.units[id]!.side === rule.side) continue;
    const { [key]: _gone, ...rest } = left;
    left = Object.keys(rest).length ? rest : undefined;
    ctx.events.push({ type: 'damCleared', side: s.units[id]!.side, at: hexOf(d) });
  }
  if (left === tokens) return;
  if (left) s.damTokens = left;
  else delete s.damTokens;
}
