/**
 * The ships' rules restated for the expansion checker (issue 17, helper "ships"), independently of
 * src/engine/troops/ships.ts: FAQ §IV Destroyers (l.2530-2563) and Aircraft Carriers (l.2506-2528), with the Big
 * Guns rulings on cross-hairs (l.2250-2268); decisions C190-C195. Called by TerrainChecker.check after each action.
 */
import type { GameEvent, GameState, Hex, Unit, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

/** The ship kinds and their dice by distance, written out here (FAQ summary cards "Troops 9" and "Troops 10"). */
const SHIPS: Partial<Record<UnitKind, readonly number[]>> = { destroyer: [3, 3, 2, 2, 1, 1, 1, 1], carrier: [] };

const isShip = (k: UnitKind): boolean => SHIPS[k] !== undefined;
const key = (h: Hex): string => `${h.row},${h.col}`;

/** Hex distance in doubled-width coordinates. */
function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

function terrainAt(s: GameState, h: Hex): string | undefined {
  const g = s.board.geometry;
  if (h.row < 0 || h.row >= g.rows || h.col < 0 || h.col >= g.cols) return undefined;
  return s.board.cells[h.row * g.cols + h.col]?.terrain;
}

/** Sea a ship may be on: an Ocean hex with no Beach hex next to it ("Cannot move adjacent to Beach"). */
export function shipWaterAt(s: GameState, h: Hex): boolean {
  if (terrainAt(s, h) !== 'ocean') return false;
  const around: Hex[] = [
    { row: h.row, col: h.col - 2 },
    { row: h.row, col: h.col + 2 },
    { row: h.row - 1, col: h.col - 1 },
    { row: h.row - 1, col: h.col + 1 },
    { row: h.row + 1, col: h.col - 1 },
    { row: h.row + 1, col: h.col + 1 },
  ];
  return !around.some((n) => terrainAt(s, n) === 'beach');
}

const alive = (u: Unit): boolean => u.figures > 0 && u.row >= 0;

/** The ships' rules the checker sees fire. */
export const SHIP_RULES = [
  'ship: moved on the sea',
  'ship: retreated on the sea',
  'ship: hit by grenades only',
  'ship: ignored a flag',
  'ship: sunk',
  'destroyer: fired',
  'cross-hair: an extra die on a zeroed-in unit',
  // landing craft (FAQ §IV Landing Craft)
  'landing craft: sailed',
  'landing craft: landed',
] as const;

/** Hedgehogs on a hex (the obstacle no landing craft may enter). */
function hedgehogAt(s: GameState, h: Hex): boolean {
  return s.obstacles[String(h.row * s.board.geometry.cols + h.col)] === 'hedgehog';
}

export class ShipChecker {
  /** The faces of the last roll seen, for the hits that follow it. */
  private faces: readonly string[] | null = null;
  private strike = false;
  /** Units that landed from a craft this turn (no battle for them until the turn ends), and the turn. */
  private landed = new Set<number>();
  private turn = '';

  constructor(readonly seen: Set<string>) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const unitOf = (id: number): Unit => (next.units[id] ?? prev.units[id])!;
    out.push(...this.checkLandingCraft(prev, next, events));
    for (const e of events) {
      if (e.type === 'roll') this.faces = e.faces;
      if (e.type === 'cardStrike') this.strike = true;
      if (e.type === 'battle') {
        this.strike = false;
        const u = unitOf(e.unit);
        const table = SHIPS[u.kind];
        if (table) {
          const d = distance(e.from, e.at);
          if (!table.length) out.push(`ships: the ${u.kind} ${e.unit} battled, but it has no battle dice`);
          else if (d > table.length) out.push(`ships: destroyer ${e.unit} fired ${d} hexes, beyond its range of ${table.length}`);
          else {
            const target = prev.units[e.target];
            // Cross-hairs are the guns' markers, shared by Big Guns and destroyers (placing and returning them: troops-guns.ts).
            const zeroed = target && (prev.zeroed ?? []).some((z) => z.unit === target.id && prev.units[z.gun]!.side === u.side) ? 1 : 0;
            const cmd = prev.turn.fallback ? undefined : prev.turn.command?.type;
            const card = cmd === 'their-finest-hour' || (cmd === 'firefight' && !e.close) || (cmd === 'close-assault' && e.close) ? 1 : 0;
            const want = table[d - 1]! + zeroed + card;
            if (e.dice !== want) out.push(`ships: destroyer ${e.unit} rolled ${e.dice} dice at ${d} hexes, not ${want} (${zeroed ? 'zeroed in' : 'no cross-hair'})`);
            this.seen.add('destroyer: fired');
            if (zeroed) this.seen.add('cross-hair: an extra die on a zeroed-in unit');
          }
        }
      }
      if (e.type === 'hits') {
        const v = unitOf(e.unit);
        if (isShip(v.kind) && this.faces) {
          const grenades = this.faces.filter((f) => f === 'grenade').length;
          const stars = this.faces.filter((f) => f === 'star').length;
          // A card strike (Air Power) also hits with stars; otherwise only grenades hit a ship.
          if (this.strike ? e.hits > grenades + stars : e.hits !== grenades) out.push(`ships: the ${v.kind} ${e.unit} took ${e.hits} hit(s) from a roll with ${grenades} grenade(s)`);
          else if (e.hits > 0) this.seen.add('ship: hit by grenades only');
        }
      }
      if (e.type === 'flagIgnored' && isShip(unitOf(e.unit).kind)) this.seen.add('ship: ignored a flag');
      if (e.type === 'eliminated' && isShip(unitOf(e.unit).kind)) this.seen.add('ship: sunk');
      if ((e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') && isShip(unitOf(e.unit).kind)) {
        const k = unitOf(e.unit).kind;
        if (e.type === 'tookGround') out.push(`ships: the ${k} ${e.unit} took ground`);
        else if (!shipWaterAt(next, e.to)) out.push(`ships: the ${k} ${e.unit} ${e.type} onto ${key(e.to)}, which is not open sea`);
        else if (e.type === 'moved' && e.steps > 2) out.push(`ships: the ${k} ${e.unit} sailed ${e.steps} hexes`);
        else this.seen.add(e.type === 'moved' ? 'ship: moved on the sea' : 'ship: retreated on the sea');
      }
      if (e.type === 'recovered' && isShip(unitOf(e.unit).kind)) out.push(`ships: the ${unitOf(e.unit).kind} ${e.unit} was repaired`);
    }
    // Every ship afloat is on open sea.
    for (const u of next.units) if (isShip(u.kind) && alive(u) && !shipWaterAt(next, u)) out.push(`ships: the ${u.kind} ${u.id} is at ${key(u)}, not on open sea`);
    return out;
  }

  /**
   * Landing craft (FAQ §IV Landing Craft l.2592-2599): afloat only on the sea and off hedgehogs; up to 2 hexes; off
   * the sea the craft is gone and the unit does not battle that turn; afloat it never battles; it retreats over the
   * sea; a craft never appears during a battle.
   */
  private checkLandingCraft(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turn) {
      this.turn = turn;
      this.landed.clear();
    }
    for (const e of events) {
      if (e.type === 'turn') this.landed.clear();
      const was = 'unit' in e && typeof e.unit === 'number' ? prev.units[e.unit] : undefined;
      if (!was?.landingCraft) {
        if (e.type === 'battle' && this.landed.has(e.unit)) out.push(`landing craft: unit ${e.unit} battled on the turn it landed`);
        continue;
      }
      if (e.type === 'battle') out.push(`landing craft: unit ${e.unit} battled from its landing craft`);
      if (e.type === 'moved') {
        if (e.steps > 2) out.push(`landing craft: unit ${e.unit} sailed ${e.steps} hexes`);
        if (hedgehogAt(prev, e.to)) out.push(`landing craft: unit ${e.unit} ran onto hedgehogs at ${key(e.to)}`);
        if (terrainAt(next, e.to) === 'ocean') this.seen.add('landing craft: sailed');
        else {
          this.landed.add(e.unit);
          if (next.units[e.unit]?.landingCraft) out.push(`landing craft: unit ${e.unit} reached ${key(e.to)} off the sea and kept its craft`);
          else this.seen.add('landing craft: landed');
        }
      }
      if (e.type === 'retreated' && terrainAt(next, e.to) !== 'ocean') out.push(`landing craft: unit ${e.unit} retreated with its craft onto ${key(e.to)}, off the sea`);
    }
    for (const u of next.units) {
      const before = prev.units[u.id];
      if (u.landingCraft && !before?.landingCraft) out.push(`landing craft: unit ${u.id} boarded a craft during the battle`);
      if (u.landingCraft && alive(u) && (terrainAt(next, u) !== 'ocean' || hedgehogAt(next, u))) out.push(`landing craft: unit ${u.id} is afloat at ${key(u)}, off the open sea`);
      if (before?.landingCraft && !u.landingCraft && alive(u) && terrainAt(next, u) === 'ocean') out.push(`landing craft: unit ${u.id} lost its craft at sea`);
    }
    return out;
  }
}

type Hexes = Scenario['board']['hexes'];

/**
 * The ships' proving ground (no development battle that imports holds a ship yet): a standard board with the sea on
 * rows 0 and 8 and the right of rows 1 and 7, a beach with hedgehogs on the left of row 7, the base armies on rows 2
 * and 6, two Allied destroyers, a carrier and two landing craft at sea below them, one Axis destroyer, a carrier and
 * a landing craft above.
 */
export function shipGround(): Scenario {
  const hexes: Hexes = [];
  const kinds = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  for (const [side, row] of [['axis', 2], ['allies', 6]] as const) for (const [k, col] of [0, 4, 8, 12, 16, 20, 24].entries()) hexes.push({ row, col, unit: { side, kind: kinds[k]! } });
  const ships: Record<string, { side: 'axis' | 'allies'; kind: UnitKind }> = {
    '8,14': { side: 'allies', kind: 'destroyer' },
    '7,19': { side: 'allies', kind: 'destroyer' },
    '8,18': { side: 'allies', kind: 'carrier' },
    '1,13': { side: 'axis', kind: 'destroyer' },
    '0,16': { side: 'axis', kind: 'carrier' },
  };
  // The sea: rows 0 and 8, and the right of rows 1 and 7 (so a ship off its home row can be pushed back onto it).
  const sea: Hex[] = [];
  for (const row of [0, 8]) for (let col = 0; col <= 24; col += 2) sea.push({ row, col });
  for (const row of [1, 7]) for (let col = 9; col <= 23; col += 2) sea.push({ row, col });
  for (const { row, col } of sea) {
    const unit = ships[`${row},${col}`];
    hexes.push({ row, col, terrain: 'ocean', ...(unit ? { unit } : {}) });
  }
  for (const col of [1, 3, 5, 7]) hexes.push({ row: 7, col, terrain: 'beach', ...(col === 5 ? { obstacle: 'hedgehog' as const } : {}) });
  // Landing craft off the beach (FAQ §IV Landing Craft): two Allied, one Axis off the top edge.
  for (const h of hexes) {
    if (h.row === 8 && (h.col === 2 || h.col === 6)) h.unit = { side: 'allies', kind: h.col === 2 ? 'infantry' : 'armor', landingCraft: true };
    if (h.row === 0 && h.col === 2) h.unit = { side: 'axis', kind: 'infantry', landingCraft: true };
  }
  return {
    format: 1,
    id: 'ship-proving-ground',
    name: 'Ship proving ground',
    board: { kind: 'standard', face: 'beach', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}
