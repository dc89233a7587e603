/**
 * Hobart's other Funnies (Equipment Pack Hobart's Funnies, 002 l.200-218; FAQ §IV Hobart's Funnies l.2837-2839)
 * restated apart from src/engine/troops/funnies3.ts, checked on every action of random play from the states and the
 * events (hooked into the expansion checker, tests/support/terrain-rules.ts). The rules, as the documents give them:
 * - the Fascine treats fords (and fordable streams) and trenches as countryside for movement: a move that ends on one
 *   has not stopped it for the terrain's sake (only wire or a minefield there may);
 * - and for battle: its battle out of one, and a battle against it on one, roll the dice the same battle rolls with
 *   that hex made countryside (a metamorphic check: the engine's own dice count on a board where only that hex differs).
 * - the Bobbin: the same for beaches, marshes and wire (no stop, a marsh left by any number of hexes, a battle after
 *   entering one); the wire it removes lies on its move's route, and wire it ends on is removed.
 * - the Assault Bridge: laid on a river hex next to the layer (river before, bridge after), in its side's battle step,
 *   by a layer that has not battled this turn and does not battle after it, once a game; driven onto only if its move
 *   this turn did not end on wire, a minefield or terrain that stops; never after entering terrain that forbids battle.
 * The proving grounds: Allied Funnies and tanks behind a band of their ground, Axis infantry beyond.
 */
import { battleDice } from '../../src/engine';
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { groundScenario } from './expansion-play';

export type Funnies3Seen = Set<string>;

const key = (h: Hex) => `${h.row},${h.col}`;

/** The terrain each accessory crosses as countryside, restated from the Equipment Pack (l.210, l.218; C350, C352). */
const GROUND: Record<string, readonly string[]> = {
  fascine: ['ford', 'fordable-stream', 'trenches'],
  bobbin: ['beach', 'marsh', 'rice-paddy'],
};

/** Is `terrain` ground the unit of `kind` treats as countryside (for the general terrain checker's exemptions)? */
export function funnyGround(kind: string, terrain: string | null | undefined): boolean {
  return terrain !== undefined && terrain !== null && (GROUND[kind]?.includes(terrain) ?? false);
}

export const BOBBIN_RULES = [
  'bobbin: ended a move on a beach, marsh or wire without being stopped',
  'bobbin: left a marsh by more than one hex',
  'bobbin: battled after entering a marsh',
  'bobbin: removed the wire it moved through',
];

export const BRIDGE_RULES = [
  'assault bridge: laid and driven onto',
  'assault bridge: laid and driven onto after a 3-hex move',
  'assault bridge: laid, and the layer stayed',
];

export const FASCINE_RULES = [
  'fascine: ended a move on a ford or trench without being stopped',
  'fascine: battled out of a ford or trench as from countryside',
  'fascine: battled on a ford or trench as on countryside',
];

/** The kind's ground on hex h (no bridge), or undefined. */
function groundAt(s: GameState, kind: string, h: Hex): string | undefined {
  const c = s.board.cells[h.row * s.board.geometry.cols + h.col];
  if (!c || c.bridge) return undefined;
  return GROUND[kind]?.includes(c.terrain) ? c.terrain : undefined;
}

/** The state with hex h's terrain made countryside (a board of its own: no cache of the original is shared). */
function asCountryside(s: GameState, h: Hex): GameState {
  const i = h.row * s.board.geometry.cols + h.col;
  const cells = s.board.cells.slice();
  cells[i] = { ...cells[i]!, terrain: 'countryside' };
  return { ...s, board: { ...s.board, cells } };
}

export class Funnies3Checker {
  constructor(readonly seen: Funnies3Seen) {}

  /** Bobbins that entered a marsh this turn. */
  private inMarsh = new Set<number>();
  /** Bridge layers that have laid their bridge (the game's), battled this turn, or laid it this turn. */
  private bridgedIds = new Set<number>();
  private battled = new Set<number>();
  private laidNow = new Set<number>();
  /** Per unit this turn: its move's length and whether it ended where it had to stop (wire, a minefield, terrain). */
  private moveEnd = new Map<number, { steps: number; stopped: boolean; noBattle: boolean }>();
  private turnKey = '';

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.newTurn();
    }
    const cols = prev.board.geometry.cols;
    const kindOf = (id: number) => (prev.units[id] ?? next.units[id])?.kind ?? '';
    const dist = (a: Hex, b: Hex) => {
      const dr = Math.abs(a.row - b.row);
      return dr + Math.max(0, (Math.abs(a.col - b.col) - dr) / 2);
    };
    for (const e of events) {
      if (e.type === 'turn') this.newTurn();
      this.checkBridge(prev, next, events, e, dist, out);
      if (e.type === 'moved' && GROUND[kindOf(e.unit)]) {
        const kind = kindOf(e.unit);
        const i = String(e.to.row * cols + e.to.col);
        const ground = groundAt(prev, kind, e.to);
        const wired = kind === 'bobbin' && prev.obstacles[i] === 'wire';
        if (kind === 'bobbin') this.checkWire(prev, next, events, e, dist, out);
        if (kind === 'bobbin' && ground && ground !== 'beach') this.inMarsh.add(e.unit);
        const fromGround = groundAt(prev, kind, e.from);
        if (kind === 'bobbin' && fromGround && fromGround !== 'beach' && e.steps > 1) this.seen.add('bobbin: left a marsh by more than one hex');
        if (!ground && !wired) continue;
        // Wire (but a Bobbin's) or a minefield there stops it anyway; a turn already over says nothing.
        if ((prev.obstacles[i] && !wired) || prev.mines?.[i] !== undefined || next.turn.units[e.unit] === undefined) continue;
        if (next.turn.units[e.unit]!.stopped) out.push(`${kind}: unit ${e.unit} was stopped by the ${ground ?? 'wire'} at ${key(e.to)}`);
        else this.seen.add(kind === 'bobbin' ? 'bobbin: ended a move on a beach, marsh or wire without being stopped' : 'fascine: ended a move on a ford or trench without being stopped');
      }
      if (e.type === 'battle' && this.inMarsh.has(e.unit)) this.seen.add('bobbin: battled after entering a marsh');
      if (e.type === 'battle' && e.target >= 0) {
        const a = kindOf(e.unit);
        const d = kindOf(e.target);
        const out1 = a === 'fascine' ? groundAt(prev, a, e.from) : undefined;
        const in1 = d === 'fascine' ? groundAt(prev, d, e.at) : undefined;
        if (!out1 && !in1) continue;
        // Only a plain battle of the action's own step (a pending Overrun or Ambush has its own card bonus).
        if (prev.pending.length || prev.units[e.unit]?.row !== e.from.row || prev.units[e.unit]?.col !== e.from.col) continue;
        let open = prev;
        if (out1) open = asCountryside(open, e.from);
        if (in1) open = asCountryside(open, e.at);
        const want = battleDice(open, e.from, e.at);
        if (e.dice !== want) out.push(`fascine: unit ${e.unit} battled ${key(e.from)} to ${key(e.at)} with ${e.dice} dice, not the ${want} of countryside`);
        else if (out1) this.seen.add('fascine: battled out of a ford or trench as from countryside');
        else this.seen.add('fascine: battled on a ford or trench as on countryside');
      }
    }
    return out;
  }

  private newTurn(): void {
    this.inMarsh.clear();
    this.battled.clear();
    this.laidNow.clear();
    this.moveEnd.clear();
  }

  /** The Assault Bridge, restated (Equipment Pack l.200; FAQ §IV l.2855-2865). */
  private checkBridge(prev: GameState, next: GameState, events: readonly GameEvent[], e: GameEvent, dist: (a: Hex, b: Hex) => number, out: string[]): void {
    const cols = prev.board.geometry.cols;
    const kindOf = (id: number) => (prev.units[id] ?? next.units[id])?.kind ?? '';
    if (e.type === 'battle') {
      this.battled.add(e.unit);
      if (this.laidNow.has(e.unit)) out.push(`assault bridge: unit ${e.unit} battled after laying its bridge this turn`);
    }
    if (e.type === 'moved' && kindOf(e.unit) === 'bridge-layer' && prev.turn.stage !== 'battle') {
      const i = String(e.to.row * cols + e.to.col);
      const c = prev.board.cells[Number(i)];
      // Terrain that stops armor or forbids its battle on entering, restated (rulebook, house rules App. 2).
      const stops = ['forest', 'hedgerow', 'town', 'factory', 'church', 'hill-village', 'hill-forest', 'station', 'barracks', 'lighthouse', 'power-plant', 'marsh', 'rice-paddy', 'trenches', 'ford', 'fordable-stream', 'jungle', 'oasis', 'radar-station', 'railroad'];
      const noBattle = ['forest', 'hedgerow', 'town', 'factory', 'church', 'hill-village', 'hill-forest', 'station', 'barracks', 'lighthouse', 'power-plant', 'marsh', 'rice-paddy'];
      const ground = c && !c.bridge ? c.terrain : '';
      this.moveEnd.set(e.unit, { steps: e.steps, stopped: prev.obstacles[i] !== undefined || prev.mines?.[i] !== undefined || stops.includes(ground), noBattle: noBattle.includes(ground) });
    }
    if (e.type !== 'bridgeLaid') return;
    const u = prev.units[e.unit];
    if (!u || u.kind !== 'bridge-layer') {
      out.push(`assault bridge: unit ${e.unit}, not a bridge layer, laid a bridge`);
      return;
    }
    const k = e.at.row * cols + e.at.col;
    const before = prev.board.cells[k];
    if (prev.turn.stage !== 'battle' || prev.turn.side !== u.side || prev.pending.length) out.push(`assault bridge: unit ${e.unit} laid its bridge outside its side's battle step`);
    if (dist(u, e.at) !== 1) out.push(`assault bridge: unit ${e.unit} at ${key(u)} laid a bridge at ${key(e.at)}, not next to it`);
    if (!before || before.terrain !== 'river' || before.bridge) out.push(`assault bridge: unit ${e.unit} laid a bridge at ${key(e.at)}, which was not an unbridged river`);
    if (!next.board.cells[k]?.bridge) out.push(`assault bridge: no bridge at ${key(e.at)} after unit ${e.unit} laid it`);
    if (this.bridgedIds.has(e.unit) || u.bridged) out.push(`assault bridge: unit ${e.unit} laid a second bridge`);
    if (this.battled.has(e.unit)) out.push(`assault bridge: unit ${e.unit} laid its bridge after battling this turn`);
    const end = this.moveEnd.get(e.unit);
    if (end?.noBattle) out.push(`assault bridge: unit ${e.unit} laid its bridge after entering terrain where it may not battle`);
    this.bridgedIds.add(e.unit);
    this.laidNow.add(e.unit);
    const onto = events.some((x) => x.type === 'moved' && x.unit === e.unit && key(x.to) === key(e.at));
    if (onto && end?.stopped) out.push(`assault bridge: unit ${e.unit} drove onto its bridge after a move that had to stop`);
    if (onto) {
      this.seen.add('assault bridge: laid and driven onto');
      if (end?.steps === 3) this.seen.add('assault bridge: laid and driven onto after a 3-hex move');
    } else this.seen.add('assault bridge: laid, and the layer stayed');
  }

  /**
   * A Bobbin's move: the wire it removes lies on a route of its length between its ends (each such hex had wire, and
   * has none after), and wire on the hex it ends on is removed.
   */
  private checkWire(prev: GameState, next: GameState, events: readonly GameEvent[], e: Extract<GameEvent, { type: 'moved' }>, dist: (a: Hex, b: Hex) => number, out: string[]): void {
    const cols = prev.board.geometry.cols;
    const removed = events.filter((x): x is Extract<GameEvent, { type: 'wireRemoved' }> => x.type === 'wireRemoved' && x.unit === e.unit);
    for (const w of removed) {
      const k = String(w.at.row * cols + w.at.col);
      if (dist(e.from, w.at) + dist(w.at, e.to) > e.steps || dist(e.from, w.at) === 0) out.push(`bobbin: unit ${e.unit} removed wire at ${key(w.at)}, off its ${e.steps}-hex move ${key(e.from)} to ${key(e.to)}`);
      if (prev.obstacles[k] !== 'wire' || next.obstacles[k] !== undefined) out.push(`bobbin: unit ${e.unit} removed wire at ${key(w.at)} that was not there or is still there`);
      else if (key(w.at) !== key(e.to)) this.seen.add('bobbin: removed the wire it moved through');
    }
    const end = String(e.to.row * cols + e.to.col);
    if (prev.obstacles[end] === 'wire' && next.units[e.unit]!.figures > 0 && !removed.some((w) => key(w.at) === key(e.to))) out.push(`bobbin: unit ${e.unit} ended on wire at ${key(e.to)} and left it`);
  }
}

/**
 * The Fascine proving ground: Allied Fascines and tanks (row 7), a band of fords and trenches (rows 6 and 5), Axis
 * infantry beyond (row 3), close enough to battle from the band and to come to it.
 */
export function fascineGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 6, col, terrain: col % 4 === 0 ? 'ford' : 'trenches' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 5, col, terrain: col % 4 === 1 ? 'trenches' : 'fordable-stream' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 1; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: col % 8 === 1 ? 'fascine' : 'armor' } });
  for (let col = 3; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: 'fascine' } });
  return groundScenario('fascine-proving-ground', 'Fascine proving ground', hexes, 'allies');
}

/**
 * The Bobbin proving ground: Allied Bobbins and tanks (row 7), a band of beaches, marshes and wire (rows 6 and 5), Axis
 * infantry beyond (row 3), so Bobbins drive over wire and out of marshes and battle from them.
 */
export function bobbinGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push(col % 6 === 4 ? { row: 6, col, obstacle: 'wire' } : { row: 6, col, terrain: col % 6 === 0 ? 'marsh' : 'beach' });
  for (let col = 1; col <= 23; col += 2) hexes.push(col % 6 === 3 ? { row: 5, col, terrain: 'marsh' } : { row: 5, col, obstacle: 'wire' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 1; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: col % 8 === 1 ? 'bobbin' : 'armor' } });
  for (let col = 3; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: 'bobbin' } });
  return groundScenario('bobbin-proving-ground', 'Bobbin proving ground', hexes, 'allies');
}

/**
 * The Assault Bridge proving ground: a river along row 5 (a ford at each end, so the lines can meet), Allied bridge
 * layers and tanks on row 8, up to 3 hexes from it, wire and a forest on the bank (row 6), Axis infantry beyond (row 2).
 */
export function bridgeLayerGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 5, col, terrain: col === 1 || col === 23 ? 'ford' : 'river' });
  for (const col of [6, 14]) hexes.push({ row: 6, col, obstacle: 'wire' });
  hexes.push({ row: 6, col: 10, terrain: 'forest' });
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 2, col, unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 0; col <= 24; col += 4) hexes.push({ row: 8, col, unit: { side: 'allies', kind: col % 8 === 0 ? 'bridge-layer' : 'armor' } });
  for (let col = 2; col <= 22; col += 4) hexes.push({ row: 8, col, unit: { side: 'allies', kind: 'bridge-layer' } });
  return groundScenario('bridge-layer-proving-ground', 'Assault Bridge proving ground', hexes, 'allies');
}
