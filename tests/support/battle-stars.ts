/**
 * The Terrain Pack's battle-star rules restated for the expansion checker (tests/support/terrain-rules.ts calls
 * `BattleStarsChecker.check` after every action), written from house rules 001 l.340 (Forward Spotting Artillery),
 * l.343 (Sabotage), App. 2 Supply Depot l.575 and FAQ §III Destroy Supplies (card 14), with decisions C360-C363, not
 * from the engine's code:
 * - Forward Spotting: while a unit of the side (of the named kind) stands on one of its spotting hexes, its artillery
 *   (standard, mobile and Italian: the kinds that fire on the artillery table) battles up to 8 hexes at
 *   3,3,2,2,1,1,1,1 (+1 against a unit its side has zeroed in on); otherwise 6 hexes at most (7 from a mountain);
 *   such artillery places a cross-hair only while it is spotted for;
 * - Sabotage: an attempt only by a unit standing on an objective of its side's rule not yet destroyed, on the unit's
 *   own hex; its roll is its close-assault dice (3 for the standard kinds, under a card with no bonus); it destroys the
 *   objective exactly when a star is rolled; a destroyed objective is countryside afterwards (the tile and its star
 *   gone), once only;
 * - Destroy Supplies: once the enemy has destroyed a side's supply depot, that side's armor moves at most 2 hexes
 *   (3 less 1) in a turn.
 * Plus the proving ground where random play meets these rules, under a directed policy.
 */
import { CLASS_OF } from './kinds';
import type { Action, DieFace, GameEvent, GameState, Side, Unit, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';

/** The kinds that fire on the artillery table (the Big Gun and the Flak 88 have their own: troops-guns.ts). */
const TABLE_ARTILLERY: ReadonlySet<UnitKind> = new Set<UnitKind>(['artillery', 'mobile-artillery', 'italian-artillery']);
/** The Big Gun's dice by distance (Equipment Pack, Long Tom, l.98). */
const BIG_GUN: readonly number[] = [3, 3, 2, 2, 1, 1, 1, 1];
/** Close-assault dice of the standard kinds (rulebook: infantry 3, armor 3, artillery 3 at 1 hex). */
const CLOSE_DICE: Partial<Record<UnitKind, number>> = { infantry: 3, armor: 3, artillery: 3 };
/** Cards with no bonus die for a unit's own roll (a sabotage roll is checked under these only). */
const PLAIN_COMMANDS = new Set(['probe-left', 'probe-centre', 'probe-right', 'attack-left', 'attack-centre', 'attack-right', 'assault-left', 'assault-centre', 'assault-right', 'recon-left', 'recon-centre', 'recon-right', 'general-advance', 'pincer-move', 'direct-from-hq', 'recon-in-force', 'move-out']);

const distance = (a: { row: number; col: number }, b: { row: number; col: number }): number => {
  const dr = Math.abs(a.row - b.row);
  return dr + Math.max(0, (Math.abs(a.col - b.col) - dr) / 2);
};
const same = (a: { row: number; col: number }, b: { row: number; col: number }): boolean => a.row === b.row && a.col === b.col;
const alive = (u: Unit): boolean => u.figures > 0 && !u.exited;
const cellIndex = (s: GameState, h: { row: number; col: number }): number => h.row * s.board.geometry.cols + h.col;

/** Restated: does a live unit of `side` (of the rule's kind) stand on one of its spotting hexes in `s`? */
export function spottedFor(s: GameState, side: Side): boolean {
  const rule = s.special?.forwardSpotting?.[side];
  if (!rule) return false;
  return s.units.some((u) => u.side === side && alive(u) && (rule.kind === undefined || u.kind === rule.kind) && rule.hexes.some((h) => same(h, u)));
}

/** May this unit's kind be spotted for by its side's rule (a table-artillery kind, the side with a rule)? */
export function spottable(s: GameState, u: Unit): boolean {
  return TABLE_ARTILLERY.has(u.kind) && s.special?.forwardSpotting?.[u.side] !== undefined;
}

/** Restated: has the enemy of `side` destroyed one of its supply depots? */
function depotLost(s: GameState, side: Side): boolean {
  const done = (s as GameState & { sabotaged?: Record<string, { by: Side; was: string }> }).sabotaged;
  return Object.values(done ?? {}).some((d) => d.was === 'supply-depot' && d.by !== side);
}
const sabotagedOf = (s: GameState): Record<string, { by: Side; was: string }> => (s as GameState & { sabotaged?: Record<string, { by: Side; was: string }> }).sabotaged ?? {};

export class BattleStarsChecker {
  /** Hexes each armor unit moved this turn, and the turn. */
  private moved = new Map<number, number>();
  private turnKey = '';
  /** A sabotage attempt waiting for its roll. */
  private attempt: Extract<GameEvent, { type: 'sabotage' }> | null = null;

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    if (!prev.special?.forwardSpotting && !prev.special?.sabotage) return [];
    const out: string[] = [];
    const turnNow = `${prev.turn.side}:${prev.turn.number}`;
    if (turnNow !== this.turnKey) {
      this.turnKey = turnNow;
      this.moved.clear();
    }
    const cmd = prev.turn.command?.type;
    let lastRoll: readonly DieFace[] | null = null;
    for (const e of events) {
      if (e.type === 'turn') this.moved.clear();
      if (e.type === 'roll') lastRoll = e.faces;
      // Forward Spotting: the range and dice of table artillery, spotted for or not.
      if (e.type === 'battle') {
        const u = prev.units[e.unit] ?? next.units[e.unit]!;
        if (spottable(prev, u) && prev.turn.units[e.unit]) {
          const d = distance(e.from, e.at);
          const spotted = spottedFor(prev, u.side);
          const fromCell = prev.board.cells[cellIndex(prev, e.from)];
          const own = fromCell?.terrain === 'mountain' ? 7 : 6;
          if (spotted) {
            if (d > BIG_GUN.length) out.push(`stars: spotted artillery ${e.unit} battled ${d} hexes away, beyond 8`);
            const wired = prev.obstacles[String(cellIndex(prev, e.from))] === 'wire';
            const zero = (prev.zeroed ?? []).some((z) => z.unit === e.target && prev.units[z.gun]!.side === u.side) ? 1 : 0;
            if (cmd && PLAIN_COMMANDS.has(cmd) && !prev.turn.fallback && !wired && d <= BIG_GUN.length && u.kind !== 'italian-artillery') {
              const want = BIG_GUN[d - 1]! + zero;
              if (e.dice !== want) out.push(`stars: spotted artillery ${e.unit} rolled ${e.dice} dice at ${d} hexes, not ${want}`);
              else if (d > 6) this.seen.add('forward-spotting: artillery fired beyond 6 hexes');
              else if (zero) this.seen.add('forward-spotting: the zeroed-in die rolled');
            }
          } else if (d > own) out.push(`stars: artillery ${e.unit} battled ${d} hexes away with no spotter on its side's spotting hex`);
        }
      }
      if (e.type === 'zeroedIn') {
        const g = prev.units[e.gun]!;
        if (TABLE_ARTILLERY.has(g.kind)) {
          if (!spottable(prev, g) || !spottedFor(prev, g.side)) out.push(`stars: artillery ${e.gun} placed a cross-hair while not spotted for`);
          else this.seen.add('forward-spotting: artillery zeroed in');
        }
      }
      // Sabotage: who may, where, with what roll, and what follows.
      if (e.type === 'sabotage') {
        const u = prev.units[e.unit]!;
        const rule = prev.special?.sabotage?.[u.side];
        if (!rule) out.push(`stars: unit ${e.unit} sabotaged with no sabotage rule for the ${u.side}`);
        else if (!rule.hexes.some((h) => same(h, e.at))) out.push(`stars: unit ${e.unit} sabotaged (${e.at.row},${e.at.col}), not an objective of the ${u.side}`);
        if (!same(u, e.at)) out.push(`stars: unit ${e.unit} sabotaged (${e.at.row},${e.at.col}) from another hex`);
        if (sabotagedOf(prev)[String(cellIndex(prev, e.at))]) out.push(`stars: the objective at (${e.at.row},${e.at.col}) was sabotaged again after its destruction`);
        if (e.side !== u.side) out.push(`stars: a sabotage by unit ${e.unit} was credited to the ${e.side}`);
        if (!lastRoll) out.push(`stars: unit ${e.unit} sabotaged without a roll`);
        else {
          const want = CLOSE_DICE[u.kind];
          if (want !== undefined && cmd && PLAIN_COMMANDS.has(cmd) && !prev.turn.fallback && lastRoll.length !== want) out.push(`stars: unit ${e.unit} rolled ${lastRoll.length} dice to sabotage, not its ${want} close-assault dice`);
          const star = lastRoll.includes('star');
          if (star !== e.destroyed) out.push(`stars: a sabotage roll of ${lastRoll.join(',')} ${e.destroyed ? 'destroyed' : 'spared'} the objective`);
        }
        if (e.destroyed) {
          const c = next.board.cells[cellIndex(next, e.at)];
          const before = prev.board.cells[cellIndex(prev, e.at)];
          if (!before?.bridge && (c?.terrain !== 'countryside' || c.marker !== undefined)) out.push(`stars: the destroyed objective at (${e.at.row},${e.at.col}) is still ${c?.terrain}${c?.marker ? ' with its star' : ''}`);
          if (next.medalsWon[e.side] < prev.medalsWon[e.side] + 1 && !next.winner) out.push(`stars: the ${e.side} destroyed an objective and won no medal`);
          this.seen.add(e.was === 'supply-depot' ? 'sabotage: a supply depot destroyed' : 'sabotage: an objective destroyed');
        } else {
          if (sabotagedOf(next)[String(cellIndex(next, e.at))]) out.push(`stars: a failed sabotage marked (${e.at.row},${e.at.col}) destroyed`);
          this.seen.add('sabotage: an attempt failed');
        }
      }
      // Destroy Supplies: a side whose depot the enemy destroyed moves its armor at most 2 hexes a turn.
      if (e.type === 'moved') {
        const u = prev.units[e.unit] ?? next.units[e.unit]!;
        if (CLASS_OF[u.kind] === 'armor' && CLASS_OF[u.kind] !== undefined && depotLost(prev, u.side)) {
          const n = (this.moved.get(e.unit) ?? 0) + e.steps;
          this.moved.set(e.unit, n);
          if (n > 2 && u.kind === 'armor') out.push(`stars: ${u.side} armor ${e.unit} moved ${n} hexes with its supply depot destroyed`);
          else if (n === 2 && u.kind === 'armor') this.seen.add('destroy-supplies: armor moved its 2 hexes with the depot lost');
        }
      }
    }
    // A destroyed objective stays destroyed and unchanged.
    for (const [k, d] of Object.entries(sabotagedOf(prev))) {
      const now = sabotagedOf(next)[k];
      if (!now || now.by !== d.by || now.was !== d.was) out.push(`stars: the record of the objective destroyed at hex ${k} changed`);
    }
    return out;
  }
}

/** The rules random play on `starsGround` must show firing. */
export const STARS_GROUND_RULES = [
  'forward-spotting: artillery fired beyond 6 hexes',
  'forward-spotting: artillery zeroed in',
  'sabotage: a supply depot destroyed',
  'sabotage: an objective destroyed',
  'sabotage: an attempt failed',
  'destroy-supplies: armor moved its 2 hexes with the depot lost',
];

/**
 * The battle stars' proving ground: the Allies hold a spotting post (a starred hill) with infantry and have two
 * artillery units; their infantry stands next to two Axis supply depots and an Axis factory, objectives of their
 * sabotage; the Axis have armor to be slowed and infantry to shoot at.
 */
export function starsGround(): Scenario {
  const U = (row: number, col: number, side: Side, kind: UnitKind, terrain?: Scenario['board']['hexes'][number]['terrain']) => ({ row, col, ...(terrain ? { terrain } : {}), unit: { side, kind } });
  const hexes: Scenario['board']['hexes'] = [
    { ...U(6, 12, 'allies', 'infantry', 'hill'), marker: 'battle-star' },
    U(8, 8, 'allies', 'artillery'),
    U(8, 16, 'allies', 'artillery'),
    { row: 3, col: 5, terrain: 'supply-depot' },
    { row: 3, col: 19, terrain: 'supply-depot' },
    { row: 3, col: 11, terrain: 'factory' },
    ...[4, 20].map((col) => U(4, col, 'allies', 'infantry')),
    U(4, 12, 'allies', 'infantry'),
    ...[6, 18].map((col) => U(6, col, 'allies', 'armor')),
    ...[2, 10, 14, 22].map((col) => U(0, col, 'axis', 'infantry')),
    ...[5, 13, 19].map((col) => U(1, col, 'axis', 'armor')),
    U(0, 0, 'axis', 'artillery'),
  ];
  return {
    format: 1,
    id: 'stars-proving-ground',
    name: 'Battle stars proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
    rules: { forwardSpotting: { allies: { hexes: [{ row: 6, col: 12 }] } }, sabotage: { allies: { hexes: [{ row: 3, col: 5 }, { row: 3, col: 19 }, { row: 3, col: 11 }] } } },
  };
}

/**
 * The directed policy of the stars proving ground: sabotage whenever offered; a move onto an objective first; the
 * spotter never leaves its post; artillery fires at its farthest target; Axis armor moves as far as it may; every
 * other choice uniform.
 */
export function starsPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const sab = legal.filter((a) => a.type === 'sabotage');
  if (sab.length) return sab[pick(sab.length)]!;
  const objectives = s.special?.sabotage?.allies?.hexes ?? [];
  const onto = legal.filter((a) => a.type === 'move' && s.units[a.unit]!.side === 'allies' && objectives.some((h) => same(h, a.to)) && !sabotagedOf(s)[String(cellIndex(s, a.to))]);
  if (onto.length) return onto[pick(onto.length)]!;
  const posts = s.special?.forwardSpotting?.allies?.hexes ?? [];
  const far = legal.filter((a) => a.type === 'battle' && TABLE_ARTILLERY.has(s.units[a.unit]!.kind) && distance(s.units[a.unit]!, a.target) > 6);
  if (far.length) return far[pick(far.length)]!;
  const armor = legal.filter((a) => a.type === 'move' && s.units[a.unit]!.side === 'axis' && s.units[a.unit]!.kind === 'armor' && distance(s.units[a.unit]!, a.to) >= 2);
  if (armor.length && pick(2) === 0) return armor[pick(armor.length)]!;
  const still = legal.filter((a) => !(a.type === 'move' && posts.some((h) => same(h, s.units[a.unit]!))));
  return still.length ? still[pick(still.length)]! : legal[pick(legal.length)]!;
}
