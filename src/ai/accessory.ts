/**
 * The computer's choice of a Hobart's Funnies accessory at game start (Equipment Pack l.190; engine
 * troops/funniesChoice.ts, decision C424): no search (the choice happens before any card, and its worth shows only
 * turns later), a reading of the board as a player would make it. Each accessory scores the ground it is made for,
 * each hex weighed by its nearness to the unit and counted in full ahead of it (toward the enemy's edge), a third
 * behind:
 * - the Assault Bridge: plain rivers (no bridge) it would have to cross;
 * - the Mine digger: enemy minefields;
 * - the Petard Mortar (AVRE): bunkers it may assault (enemy or either side's), and half a minefield's worth (it clears them too);
 * - the Bobbin: wire, beaches, marshes, rice paddies;
 * - the Fascine: fords, fordable streams, trenches.
 * The best score wins, ties going to the Equipment Pack's order; a board with none of these grounds gets the Petard
 * Mortar (the one accessory that adds to its battles). One pass over the board: well within any time budget.
 */
import { FUNNIES_ACCESSORIES } from '../engine/troops/funniesChoice';
import { hexDistance, type Action, type FunniesAccessory, type PlayerView, type TerrainKind } from '../engine';

/** The accessory each terrain kind calls for. */
const GROUND: Partial<Record<TerrainKind, FunniesAccessory>> = {
  river: 'bridge-layer',
  beach: 'bobbin',
  marsh: 'bobbin',
  'rice-paddy': 'bobbin',
  ford: 'fascine',
  'fordable-stream': 'fascine',
  trenches: 'fascine',
};

/** Scores per accessory for the unit `unit` of the view's side (exported for tests). */
export function accessoryScores(view: PlayerView, unit: number): Record<FunniesAccessory, number> {
  const score: Record<FunniesAccessory, number> = { 'bridge-layer': 0, bobbin: 0, fascine: 0, 'mine-digger': 0, avre: 0 };
  const u = view.units[unit];
  if (!u) return score;
  const g = view.board.geometry;
  // The enemy's edge: rows above the unit when its own side holds the bottom edge.
  const up = view.edges[u.side] === 'bottom';
  for (let row = 0; row < g.rows; row++) {
    for (let col = 0; col < g.cols; col++) {
      const i = row * g.cols + col;
      const c = view.board.cells[i];
      if (!c) continue;
      const d = hexDistance(u, { row, col });
      if (d === 0 || d > 9) continue;
      const ahead = up ? row <= u.row : row >= u.row;
      const w = (ahead ? 1 : 1 / 3) / (1 + d);
      const ground = c.bridge ? undefined : GROUND[c.terrain];
      if (ground) score[ground] += w;
      if (view.obstacles[String(i)] === 'wire') score.bobbin += w;
      if (c.bunker !== undefined && c.bunker !== u.side) score.avre += w;
      const m = view.mines?.[String(i)];
      if (m && m.owner !== u.side) {
        score['mine-digger'] += w;
        score.avre += w / 2;
      }
    }
  }
  return score;
}

/** The computer's accessory for `unit`: the best score, or the Petard Mortar on a board with none of their grounds. */
export function chooseAccessory(view: PlayerView, unit: number): Action {
  const score = accessoryScores(view, unit);
  let best: FunniesAccessory = 'avre';
  let top = 0;
  for (const a of FUNNIES_ACCESSORIES) {
    if (score[a] > top) {
      top = score[a];
      best = a;
    }
  }
  return { type: 'chooseAccessory', unit, accessory: best };
}
