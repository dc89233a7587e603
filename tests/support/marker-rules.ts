/**
 * An independent check of drawn markers (rules-decisions C27: a battle star, or any tag without a behaviour, is drawn
 * and carries no rule): a battle with markers must play exactly as the same battle without them. Two games of one
 * seed are played in lockstep, one with the markers and one with the markers taken off (here, not by any engine or
 * importer code); after every action the legal actions, the events and the state (its board aside) must be the same,
 * and the marked game's board must still show the scenario's markers. `seen` counts the steps on which a unit stood on
 * a marked hex, so a test can require that the markers were actually in play.
 */
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

/** The scenario with every hex's marker taken off (a hex left with nothing but its place is dropped). */
export function withoutMarkers(sc: Scenario): Scenario {
  const hexes = sc.board.hexes
    .map((h) => {
      const { marker: _m, ...rest } = h;
      return rest;
    })
    .filter((h) => Object.keys(h).length > 2);
  return { ...sc, board: { ...sc.board, hexes } };
}

const withoutBoard = (s: GameState): string => JSON.stringify({ ...s, board: null });

export interface MarkerPlay {
  faults: string[];
  /** Steps on which a unit stood on a marked hex. */
  seen: number;
}

/**
 * Plays `seed` in lockstep with and without the markers (`plain`: the battle without them, by default taken off here)
 * for at most `maxActions` actions.
 */
export function playWithMarkers(marked: Scenario, seed: string, maxActions = 600, plain: Scenario = withoutMarkers(marked)): MarkerPlay {
  const markers = new Map(marked.board.hexes.filter((h) => h.marker).map((h) => [`${h.row},${h.col}`, h.marker]));
  const faults: string[] = [];
  let seen = 0;
  let a = newGame(marked, { seed });
  let b = newGame(plain, { seed });
  const rng = seedRng(`markers/${seed}`);
  const where = (n: number) => `${marked.id} seed ${seed} action ${n}`;
  for (let n = 0; n < maxActions && !a.winner; n++) {
    const g = a.board.geometry;
    for (const [key, kind] of markers) {
      const [row, col] = key.split(',').map(Number) as [number, number];
      if (a.board.cells[row * g.cols + col]?.marker !== kind) faults.push(`${where(n)}: the marker on (${key}) is gone`);
    }
    if (a.units.some((u) => u.figures > 0 && markers.has(`${u.row},${u.col}`))) seen++;
    if (withoutBoard(a) !== withoutBoard(b)) {
      faults.push(`${where(n)}: the state differs from the same battle without markers`);
      break;
    }
    const legal = legalActions(a);
    if (JSON.stringify(legal) !== JSON.stringify(legalActions(b))) {
      faults.push(`${where(n)}: the legal actions differ from the same battle without markers`);
      break;
    }
    const action = legal[nextInt(rng, legal.length)]!;
    const ra = applyAction(a, action);
    const rb = applyAction(b, action);
    if (!ra.ok || !rb.ok) {
      faults.push(`${where(n)}: a legal action was refused`);
      break;
    }
    if (JSON.stringify(ra.events) !== JSON.stringify(rb.events)) {
      faults.push(`${where(n)}: the events differ from the same battle without markers`);
      break;
    }
    a = ra.state;
    b = rb.state;
  }
  return { faults, seen };
}
