/**
 * Hobart's other Funnies (Equipment Pack Hobart's Funnies, 002 l.206-218; FAQ §IV Hobart's Funnies l.2837-2839):
 * - the Fascine (kind `fascine`): "may ignore the movement restrictions of all Fords and Trenches, treating them as
 *   countryside hexes for movement and battle" (l.218; FAQ: "may battle from Trenches");
 * - the Bobbin (kind `bobbin`): the same for "all Beach, Marsh and hexes containing Wire ... Wire is removed when
 *   moving onto or through the hex" (l.210).
 * The kind's table entry names its ground (`funnyGround`): movement reads the board's flags as an armor unit sees them
 * with those hexes made countryside (made once per board and accessory, for these units only); its own hex's battle
 * penalty and its cover are countryside's there too; the terrain of the hex it targets is the target's own. Wire does
 * not stop a Bobbin, and the wire of every hex its move crosses or ends on leaves the board (the route: the shortest,
 * then the one over the most wire).
 * - the Assault Bridge (kind `bridge-layer`): "In lieu of battling, ... may place its bridge over any adjacent River
 *   hex and move onto it during the same turn ... may only be used one time" (l.200); FAQ l.2855-2865: after a move of
 *   up to 3 (4 hexes in all with the bridge); placed but not crossed from a hex that stopped it (wire, a minefield);
 *   never placed from a hex where it may not battle. Action `assaultBridge` in the battle step (`onto`: drive onto
 *   it); the bridge is a standard bridge in the game's own board copy (as a pontoon's, bridges.ts); `Unit.bridged`
 *   marks the layer that used it (absent until then).
 * Decisions C350-C354.
 */
import { cellAt, isAlive, occupancy, occupant, replaceCell, terrainAt } from '../board';
import { CLASS_BIT, CLASS_INDEX, F_BUNKER, F_IMPASSABLE, F_SHORE, F_STOPS, OB_INFANTRY_ONLY, OB_STOPS, OB_WIRE, gridOf, mineTable, obstacleTable, type Grid } from '../grid';
import { hexIndex, neighbors, onBoard, sideKey, type Hex } from '../hex';
import { TERRAIN, terrainDef, type TerrainDef, type TerrainKind } from '../terrain';
import type { Action, BoardState, EngineError, GameState, Unit, UnitTurn } from '../types';
import { UNIT_KINDS } from '../units';
import { moveRules } from '../movement';
import { mutTurnUnit, own, type Ctx } from '../turn/draft';
import { afterPositionChange, relocate } from '../turn/position';

export type FunnyGround = 'fascine' | 'bobbin';

/** trench: an Assault Bridge in a trench may not battle, so may not lay its bridge (troops/trenchArmor.ts, C400). */
function inTrench(s: GameState, u: Unit): boolean {
  return ((terrainAt(s, u)!.noBattleFromClass ?? 0) & CLASS_BIT[UNIT_KINDS[u.kind].symbol]) !== 0;
}

/**
 * The terrain kinds each accessory crosses as countryside: fords (the ford, the fordable stream) and trenches; beaches
 * and marshes (the rice paddy plays as a marsh, C45). A river that a battle's own rules open to armor is a ford too.
 */
export const FUNNY_TERRAIN: Readonly<Record<FunnyGround, readonly TerrainKind[]>> = {
  fascine: ['ford', 'fordable-stream', 'trenches'],
  bobbin: ['beach', 'marsh', 'rice-paddy'],
};

/** Is this terrain kind, in this battle, ground the accessory treats as countryside? */
function isFunnyTerrain(board: BoardState, kind: TerrainKind, g: FunnyGround): boolean {
  if (FUNNY_TERRAIN[g].includes(kind)) return true;
  // A river made fordable by the battle's own rules (rules.terrain: `board.terrain.river` without armor's no-entry).
  return g === 'fascine' && kind === 'river' && board.terrain?.river !== undefined && (terrainDef(board, 'river').noEntry & 2) === 0;
}

/** What a countryside hex keeps of a cell's flags: what the cell itself holds (a bunker, an impassable mark, the shore). */
const CELL_FLAGS = F_BUNKER | F_IMPASSABLE | F_SHORE;

interface FunnyTables {
  flags: Uint32Array;
  moveCap: Uint8Array;
}
const TABLES: Record<FunnyGround, WeakMap<Grid, FunnyTables>> = { fascine: new WeakMap(), bobbin: new WeakMap() };

/** The board's movement flags and move caps as a Funnies unit with this accessory sees them (armor's, its ground made countryside). */
export function funnyTables(board: BoardState, g: FunnyGround): FunnyTables {
  const grid = gridOf(board);
  let t = TABLES[g].get(grid);
  if (!t) {
    const arm = grid.byClass[CLASS_INDEX.armor];
    const flags = new Uint32Array(arm);
    const moveCap = new Uint8Array(grid.moveCap);
    const cap = TERRAIN.countryside.moveCap;
    for (let i = 0; i < flags.length; i++) {
      const c = board.cells[i];
      if (!c || c.bridge || !isFunnyTerrain(board, c.terrain, g)) continue;
      flags[i] = arm[i]! & CELL_FLAGS;
      moveCap[i] = cap;
    }
    t = { flags, moveCap };
    TABLES[g].set(grid, t);
  }
  return t;
}

/** The obstacle codes that stop a Bobbin (wire does not). */
export const BOBBIN_OB_STOPS: readonly boolean[] = OB_STOPS.map((x, code) => x && code !== OB_WIRE);

/** The terrain rules on hex h for a Funnies unit with this accessory: countryside where its accessory says so. */
export function funnyTerrainAt(s: GameState, h: Hex, g: FunnyGround): TerrainDef {
  const c = cellAt(s, h)!;
  if (!c.bridge && isFunnyTerrain(s.board, c.terrain, g)) return terrainDef(s.board, 'countryside');
  return terrainAt(s, h)!;
}

/**
 * The wire a Bobbin crosses or ends on moving from its hex to `to` in `steps` hexes, in the order crossed: of the
 * shortest routes its movement allows (hexes that stop it end a route), the one over the most wire. Called before it
 * moves; [] when there is no wire on the board.
 */
export function wireOnRoute(s: GameState, u: Unit, to: Hex, steps: number): Hex[] {
  const g = s.board.geometry;
  const grid = gridOf(s.board);
  const ob = obstacleTable(s);
  if (!ob.includes(OB_WIRE)) return [];
  const { flags } = funnyTables(s.board, 'bobbin');
  const goal = hexIndex(g, to);
  const start = hexIndex(g, u);
  const wire = (i: number) => ob[i] === OB_WIRE;
  // Layered search over hex indexes: per hex reached, the route so far with the most wire.
  let layer = new Map<number, number[]>([[start, []]]);
  for (let k = 1; k <= steps; k++) {
    const next = new Map<number, number[]>();
    for (const [at, path] of layer) {
      for (let d = 0; d < 6; d++) {
        const i = grid.nbr[at * 6 + d]!;
        // Where a tank may go at all: no impassable hex or side, no bunker, no infantry-only obstacle.
        if (i < 0 || grid.sideBlocked[at * 6 + d] || flags[i]! & (F_IMPASSABLE | F_BUNKER) || OB_INFANTRY_ONLY[ob[i]!]) continue;
        if (i !== goal && s.units.some((v) => v.figures > 0 && v.row * g.cols + v.col === i)) continue;
        const p = wire(i) ? [...path, i] : path;
        const had = next.get(i);
        if (!had || p.length > had.length) next.set(i, p);
      }
    }
    const done = next.get(goal);
    if (done) return done.map((i) => grid.hexes[i]!);
    // A route goes on only through hexes that do not stop a Bobbin (terrain, a road block, a minefield).
    for (const i of [...next.keys()]) if (stopsBobbin(s, i, flags)) next.delete(i);
    layer = next;
  }
  return wire(goal) && onBoard(g, to) ? [grid.hexes[goal]!] : [];
}

/** Does entering hex index i stop a Bobbin (its terrain as it sees it, an obstacle other than wire, a minefield)? */
function stopsBobbin(s: GameState, i: number, flags: Uint32Array): boolean {
  if (flags[i]! & F_STOPS || BOBBIN_OB_STOPS[obstacleTable(s)[i]!]) return true;
  const mt = mineTable(s);
  return mt !== null && mt[i] === 1;
}

// funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)

/** The river hexes next to bridge layer `u` it may place its bridge on: river, no bridge, not closed, no unit. */
function bridgeHexes(s: GameState, u: Unit): Hex[] {
  const g = s.board.geometry;
  const occ = occupancy(s);
  const out: Hex[] = [];
  for (const h of neighbors(g, u)) {
    const i = hexIndex(g, h);
    const c = s.board.cells[i];
    if (!c || c.terrain !== 'river' || c.bridge || c.impassable || occupant(occ, i) >= 0) continue;
    if (s.board.sides[sideKey(u, h)]?.impassable) continue;
    out.push(h);
  }
  return out;
}

/**
 * May the ordered bridge layer `u` place its bridge now, and may it then drive onto it? Placing is its battle: it has
 * not battled, its hex lets it battle (ut's own limits are the legal list's `canStillBattle`), and its bridge is
 * unused. Driving on needs a move the card allows and a move not stopped this turn (FAQ l.2859-2861).
 */
function bridgeState(s: GameState, u: Unit, ut: UnitTurn): { place: boolean; onto: boolean } {
  const place = s.turn.stage === 'battle' && !u.bridged && UNIT_KINDS[u.kind].bridgeLayer === true && isAlive(u) && ut.battles === 0 && !ut.noBattle && !ut.retreated && !terrainAt(s, u)!.noBattleFrom && !inTrench(s, u);
  return { place, onto: place && !ut.stopped && moveRules(s, u).max > 0 };
}

/** Push the bridge layer's `assaultBridge` actions (the battle step's list; only reached for a kind with `bridgeLayer`). */
export function pushAssaultBridges(s: GameState, u: Unit, ut: UnitTurn, out: Action[]): void {
  const ok = bridgeState(s, u, ut);
  if (!ok.place) return;
  for (const h of bridgeHexes(s, u)) {
    out.push({ type: 'assaultBridge', unit: u.id, target: h, onto: false });
    if (ok.onto) out.push({ type: 'assaultBridge', unit: u.id, target: h, onto: true });
  }
}

/**
 * The bridge layer places its bridge on `at` (legal: checked before): a standard bridge from now on, in the game's own
 * board copy; its battle is spent and its bridge used for the game; with `onto` it drives onto the bridge.
 */
export function layAssaultBridge(s: GameState, id: number, at: Hex, onto: boolean, ctx: Ctx): void {
  const i = hexIndex(s.board.geometry, at);
  const { blown: _blown, ...rest } = s.board.cells[i]!;
  replaceCell(s, i, { ...rest, bridge: true });
  const u = own(s, ctx, id);
  u.bridged = true;
  const ut = mutTurnUnit(s, id)!;
  ut.battles = ut.maxBattles;
  ctx.events.push({ type: 'bridgeLaid', unit: id, at: { row: at.row, col: at.col } });
  if (!onto) return;
  const from: Hex = { row: u.row, col: u.col };
  relocate(s, u, at, ctx);
  ctx.events.push({ type: 'moved', unit: id, from, to: { row: at.row, col: at.col }, steps: 1 });
  afterPositionChange(s, ctx);
}

/** Why bridge layer `id` may not place its bridge on `at` now (a typed error: the action is not a legal one). */
export function assaultBridgeError(s: GameState, id: number, at: Hex, onto: boolean): { ok: false; error: EngineError } {
  const u = s.units[id]!;
  const no = (message: string) => ({ ok: false as const, error: { code: 'not-allowed' as const, message } });
  if (s.pending[0]) return { ok: false, error: { code: 'wrong-step', message: `waiting for ${s.pending[0].actor} to resolve ${s.pending[0].kind}; a bridge is not possible now` } };
  if (!UNIT_KINDS[u.kind].bridgeLayer) return no(`unit ${id} carries no assault bridge`);
  if (s.turn.stage !== 'battle') return { ok: false, error: { code: 'wrong-step', message: `an assault bridge is placed in the battle step, instead of battling (step: ${s.turn.stage})` } };
  const ut = s.turn.units[id];
  if (u.side !== s.turn.side || !ut) return no(`bridge layer ${id} has no order this turn`);
  if (u.bridged) return no(`bridge layer ${id} has already placed its bridge`);
  const ok = bridgeState(s, u, ut);
  if (!ok.place) return no(`bridge layer ${id} may not battle now, so it may not place its bridge instead`);
  if (!bridgeHexes(s, u).some((h) => h.row === at.row && h.col === at.col)) return no(`(${at.row},${at.col}) is not a free river hex next to bridge layer ${id}`);
  if (onto && !ok.onto) return no(`bridge layer ${id} was stopped this turn (or its card allows no move): it may place the bridge but not drive onto it`);
  return no(`bridge layer ${id} may not place its bridge on (${at.row},${at.col}) now`);
}
