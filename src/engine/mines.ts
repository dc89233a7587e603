/**
 * Minefields (FAQ §II Minefields, l.1064-1110; house rules App. 2 l.407-414; docs/rules-decisions.md C7-C8).
 *
 * - Set-up: each minefield hex gets a counter drawn at random from its side's pool (`MINE_COUNTERS`), face down:
 *   its value is in the state's hidden part (`hidden.mines`), which player views show only to the side that laid
 *   it (view.ts). Drawn from the game's seeded PRNG after the hands are dealt, so the deal is as without mines.
 * - Movement: any unit entering a minefield must stop (FAQ Q1: "Mines, like Wire, do not allow units to move any
 *   further"), friend or foe; Behind Enemy Lines ignores it as any terrain stop (movement.ts).
 * - An enemy unit that enters by a move or by Take Ground reveals the counter: a decoy (0) is removed; otherwise the
 *   mine rolls its value in dice, each die showing the unit's symbol or a grenade a hit, everything else ignored,
 *   and the counter stays face up (it strikes every enemy unit that enters later). A retreat never triggers it.
 */
import { hexIndex, type Hex, type Side } from './hex';
import { scoreRoll } from './dice';
import { nextInt } from './rng';
import { UNIT_KINDS } from './units';
import type { GameState, Minefield, Unit } from './types';
import type { Scenario } from './scenario';
import type { Ctx } from './turn/draft';
import { roll } from './turn/roll';
import { loseFigures } from './turn/hits';

/**
 * One side's pool of minefield counters (decision C7: the documents do not give the mix; equal numbers of decoys and
 * of 1, 2 and 3). Drawn without replacement; a battle with more minefields than counters starts a fresh pool.
 */
export const MINE_COUNTERS: readonly number[] = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3];

/** Lay the scenario's minefields with their hidden values (newGame, after the deal). */
export function layMines(s: GameState, scenario: Scenario): void {
  const g = s.board.geometry;
  const mines: Record<string, Minefield> = {};
  const values: Record<string, number> = {};
  const pools: Record<Side, number[]> = { axis: [], allies: [] };
  // In board order, so a scenario's hex order does not change the draw.
  const hexes = scenario.board.hexes.filter((h) => h.minefield).sort((a, b) => hexIndex(g, a) - hexIndex(g, b));
  for (const h of hexes) {
    const owner = h.minefield!;
    const pool = pools[owner];
    if (!pool.length) pool.push(...MINE_COUNTERS);
    const k = String(hexIndex(g, h));
    mines[k] = { owner };
    values[k] = pool.splice(nextInt(s.rng, pool.length), 1)[0]!;
  }
  if (!hexes.length) return;
  s.mines = mines;
  s.hidden = { ...s.hidden, mines: values };
}

/** The minefield on a hex, if any. */
export function mineAt(s: GameState, h: Hex): Minefield | undefined {
  return s.mines?.[String(hexIndex(s.board.geometry, h))];
}

/** A unit entered `at` by a move or Take Ground: an enemy minefield there is revealed and strikes. */
export function enterMinefield(s: GameState, u: Unit, at: Hex, ctx: Ctx): void {
  const k = String(hexIndex(s.board.geometry, at));
  const m = s.mines?.[k];
  if (!m || m.owner === u.side) return;
  const value = m.revealed ?? s.hidden?.mines?.[k] ?? 0;
  ctx.events.push({ type: 'mine', unit: u.id, at: { row: at.row, col: at.col }, value });
  const mines = { ...s.mines };
  if (value === 0) delete mines[k];
  else mines[k] = { owner: m.owner, revealed: value };
  s.mines = mines;
  if (s.hidden?.mines && k in s.hidden.mines) {
    const hiddenMines = { ...s.hidden.mines };
    delete hiddenMines[k];
    s.hidden = { ...s.hidden, mines: hiddenMines };
  }
  if (value === 0) return;
  const faces = roll(s, ctx, value);
  // The unit's symbol and grenades hit; flags (and stars) are ignored (FAQ §II Minefields).
  const { hits } = scoreRoll(faces, UNIT_KINDS[u.kind].symbol, { starHits: false });
  ctx.events.push({ type: 'hits', unit: u.id, hits, flags: 0 });
  if (hits > 0) loseFigures(s, u, hits, 'mine', ctx);
}
