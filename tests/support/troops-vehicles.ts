/**
 * Independent restatement of the vehicles family's rules (issue 17), checked after every action of the expansion
 * battles by the terrain checker (tests/support/terrain-rules.ts). Written from the documents, not from the engine's
 * tables:
 * - Hobart's Funnies with the Petard Mortar, the Churchill AVRE (Equipment Pack, Hobart's Funnies l.234; FAQ §IV
 *   Hobart's Funnies Q1-Q3, l.2843-2853):
 *   - its close assault on a unit in a bunker that shelters that unit rolls 1 more die than a tank's: from a hex with
 *     no terrain, 3 dice less the bunker's 2 plus 1, and 1 more under a card that adds a die to a tank's close assault
 *     (Armor Assault, Close Assault, Their Finest Hour);
 *   - a bunker leaves the board only when an AVRE's close assault on that hex rolled a star, and such a roll always
 *     removes it.
 * - The Churchill AVRE and minefields (FAQ §XII Breakthrough to the Beach l.4310: "In a Minefield they must clear
 *   the Mines, instead of battling"): an AVRE that clears a minefield does not battle that turn, and only an enemy
 *   minefield is cleared.
 */
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';
import { distance } from './kinds';

/** The Petard Mortar kinds, written out here. */
const PETARDS: ReadonlySet<string> = new Set(['avre']);
/** Cards that add a die to a tank's close assault (rulebook cards: Armor Assault, Close Assault, Their Finest Hour). */
const CLOSE_BONUS: ReadonlySet<string> = new Set(['armor-assault', 'close-assault', 'their-finest-hour']);

const key = (h: Hex) => `${h.row},${h.col}`;

export class VehiclesChecker {
  /** AVREs that cleared a minefield this turn (they may not battle). */
  private cleared = new Set<number>();
  private turnKey = '';
  /**
   * An AVRE's close assault on a bunker hex waiting for its roll, which may come actions later (after an Ambush offer
   * is declined or taken: a taken Ambush rolls the defender's dice first, `skip`).
   */
  private assault: { unit: number; at: Hex; skip: number } | null = null;

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.cleared.clear();
    }
    const cols = prev.board.geometry.cols;
    const cellOf = (s: GameState, h: Hex) => s.board.cells[h.row * cols + h.col];
    const kindOf = (id: number) => prev.units[id]?.kind ?? next.units[id]?.kind ?? '';
    // Hexes whose bunker an AVRE's starred close assault must have removed, from the battles of these events.
    const blasted = new Set<string>();
    for (const e of events) {
      if (e.type === 'turn') this.cleared.clear();
      if (e.type === 'battle') {
        this.assault = null;
        if (!PETARDS.has(kindOf(e.unit))) continue;
        if (this.cleared.has(e.unit)) out.push(`avre: unit ${e.unit} battled on the turn it cleared a minefield`);
        if (!e.close) continue;
        const target = cellOf(prev, e.at);
        if (target?.bunker === undefined) continue;
        this.assault = { unit: e.unit, at: e.at, skip: 0 };
        const side = prev.units[e.target]?.side;
        const shelters = target.bunker === 'either' || target.bunker === side;
        const own = cellOf(prev, e.from);
        const plain = own?.terrain === undefined || own.terrain === 'countryside';
        const cmd = prev.turn.command?.type;
        if (shelters && plain && !prev.turn.fallback && cmd !== undefined && prev.units[e.unit]?.side === prev.turn.side) {
          // cards.md (l.45): the Close Assault card's extra die does not carry into an Armor Overrun.
          const ut = prev.turn.units[e.unit];
          const overrun = ut?.advanced === true && ut.battles > 0;
          const want = 3 - 2 + 1 + (CLOSE_BONUS.has(cmd) && !(overrun && cmd === 'close-assault') ? 1 : 0);
          if (e.dice !== want) out.push(`avre: unit ${e.unit} close-assaulted the bunker at ${key(e.at)} with ${e.dice} dice, not ${want}`);
          else this.seen.add('avre: 1 more die on a bunker');
        }
      }
      // An empty bunker close-assaulted by an AVRE (Equipment Pack l.234 "a Bunker may be targeted in Close Assault
      // (usually with 2 dice) even if it contains no unit"; C314): a bunker of the enemy's or either side's, no unit
      // on it, next to the tank, at 2 dice from a countryside hex with no card bonus; its roll's star removes it.
      if (e.type === 'bunkerAssault') {
        this.assault = null;
        if (!PETARDS.has(kindOf(e.unit))) out.push(`avre: unit ${e.unit}, no Petard Mortar tank, assaulted an empty bunker`);
        const cell = cellOf(prev, e.at);
        const side = prev.units[e.unit]?.side;
        const occupied = prev.units.some((v) => v.figures > 0 && v.row === e.at.row && v.col === e.at.col);
        if (cell?.bunker === undefined || cell.bunker === side || occupied || distance(e.from, e.at) !== 1) {
          out.push(`avre: unit ${e.unit} assaulted ${key(e.at)}, not an empty enemy or field bunker next to it`);
        }
        const own = cellOf(prev, e.from);
        const plain = own?.terrain === undefined || own.terrain === 'countryside';
        const cmd = prev.turn.command?.type;
        if (plain && !prev.turn.fallback && cmd !== undefined && !CLOSE_BONUS.has(cmd) && !prev.units[e.unit]?.heroicLeader && e.dice !== 2) {
          out.push(`avre: unit ${e.unit} assaulted the empty bunker at ${key(e.at)} with ${e.dice} dice, not 2`);
        }
        this.seen.add('avre: an empty bunker assaulted');
        this.assault = { unit: e.unit, at: e.at, skip: 0 };
      }
      if (e.type === 'ambush' && this.assault) this.assault.skip = 1;
      if (e.type === 'attackCancelled') this.assault = null;
      if (e.type === 'roll' && this.assault) {
        if (this.assault.skip > 0) this.assault.skip--;
        else {
          if (e.faces.includes('star')) blasted.add(key(this.assault.at));
          this.assault = null;
        }
      }
      if (e.type === 'minesCleared' && PETARDS.has(kindOf(e.unit))) {
        this.cleared.add(e.unit);
        const m = prev.mines?.[String(e.at.row * cols + e.at.col)];
        if (!m) out.push(`avre: unit ${e.unit} cleared ${key(e.at)}, where no minefield was`);
        else if (m.owner === prev.units[e.unit]?.side) out.push(`avre: unit ${e.unit} cleared its own side's minefield at ${key(e.at)}`);
        else this.seen.add('avre: cleared an enemy minefield instead of battling');
      }
    }
    // Bunkers gone, and bunkers that should be.
    for (let i = 0; i < prev.board.cells.length; i++) {
      const before = prev.board.cells[i]?.bunker;
      if (before === undefined) continue;
      const h = { row: Math.floor(i / cols), col: i % cols };
      const gone = next.board.cells[i]?.bunker === undefined;
      const should = blasted.has(key(h));
      if (gone && !should) out.push(`avre: the bunker at ${key(h)} left the board with no Petard Mortar star on it`);
      else if (!gone && should) out.push(`avre: a Petard Mortar star on ${key(h)} left its bunker standing`);
      else if (gone) this.seen.add('avre: a star blew a bunker apart');
    }
    return out;
  }
}

/**
 * A proving ground of Hobart's Funnies: Axis infantry and artillery in Axis bunkers (row 5) face Allied Churchill
 * AVREs and tanks (row 6) from the first turn; Axis minefields lie between the Allied tanks (row 6) and behind the
 * bunkers (row 4), so random play meets each rule.
 */
export function vehiclesGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 1; col <= 23; col += 2) {
    hexes.push({ row: 5, col, bunker: 'axis', unit: { side: 'axis', kind: col % 6 === 1 ? 'artillery' : 'infantry' } });
    hexes.push({ row: 6, col, minefield: 'axis' });
  }
  for (let col = 0; col <= 24; col += 2) {
    hexes.push({ row: 4, col, minefield: 'axis' });
    hexes.push({ row: 6, col, unit: { side: 'allies', kind: col % 4 === 0 ? 'avre' : 'armor' } });
  }
  hexes.push({ row: 1, col: 13, unit: { side: 'axis', kind: 'infantry' } });
  return {
    format: 1,
    id: 'vehicles-proving-ground',
    name: 'Vehicles proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules random play on the vehicles proving ground must show firing (`Seen` keys of this checker). */
export const VEHICLES_GROUND_RULES = [
  'avre: 1 more die on a bunker',
  'avre: a star blew a bunker apart',
  'avre: cleared an enemy minefield instead of battling',
];
