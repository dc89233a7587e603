/**
 * The Special Weapon Assets' rules (issue 17, swa), restated apart from the engine for random play: read from the
 * plain states and the events, with their own copy of the rules. Hooked into the expansion checker
 * (tests/support/terrain-rules.ts `TerrainChecker.check`). The early machine gun and mortar are the foot checker's
 * (troops-foot.ts); this one checks the anti-tank gun and the late-war models (Equipment Pack §V; FAQ §IX; decisions
 * C212-C214):
 * - none of them ever takes ground;
 * - the early anti-tank gun never battles on a turn it moved;
 * - a late-war model that moved this turn (a move or ground taken) battles at most 3 hexes away; an unmoved late
 *   mortar reaches 4;
 * - a late mortar rolls 3/2/1 by distance (3/2/1/1 unmoved) plus the card's bonus, less 1 on wire: its target's
 *   terrain takes nothing away, moved or not;
 * - the hits of its roll on a target whose hits are not rolled again: grenades and the target's symbol (not on a
 *   sniper), plus the stars when its weapon bites on that target (a machine gun on infantry, snipers included; an
 *   anti-tank gun on armor) and it is an early model or has not moved this turn.
 */
import type { GameEvent, GameState, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { CLASS_OF, distance, infantryCardBonus, seishinDie } from './kinds';
import type { Seen } from './terrain-rules';

/** The kinds this checker reads, written out here. */
const LATE: ReadonlySet<UnitKind> = new Set<UnitKind>(['machine-gun-late', 'mortar-late', 'anti-tank-gun-late']);
const ANTI_TANK: ReadonlySet<UnitKind> = new Set<UnitKind>(['anti-tank-gun', 'anti-tank-gun-late']);
const MACHINE_GUNS: ReadonlySet<UnitKind> = new Set<UnitKind>(['machine-gun', 'machine-gun-late']);
const CHECKED: ReadonlySet<UnitKind> = new Set<UnitKind>([...LATE, 'anti-tank-gun']);
/** Targets whose hits are rolled again (a Tiger, a command car): not checked here. */
const ODD_TARGETS: ReadonlySet<UnitKind> = new Set<UnitKind>(['tiger', 'command-car']);
/** A sniper is hit by grenades only, and by the stars of a machine gun whose stars hit (Equipment Pack l.604). */
const SNIPERS: ReadonlySet<UnitKind> = new Set<UnitKind>(['sniper']);

export class SwaChecker {
  /** Units that moved or took ground this turn. */
  private moved = new Set<number>();
  /** An asset's battle waiting for its roll and hits: attacker, target, whether its weapon's stars hit. */
  private attack: { attacker: number; target: number; stars: boolean; kind: UnitKind } | null = null;
  private faces: readonly string[] | null = null;

  constructor(readonly seen: Seen = new Set()) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const unitOf = (id: number) => (next.units[id] ?? prev.units[id])!;
    for (const e of events) {
      if (e.type === 'turn') {
        this.moved.clear();
        this.attack = null;
      }
      if (e.type === 'moved') this.moved.add(e.unit);
      if (e.type === 'tookGround') {
        this.moved.add(e.unit);
        if (CHECKED.has(unitOf(e.unit).kind)) out.push(`tookGround: ${unitOf(e.unit).kind} ${e.unit} took ground`);
      }
      if (e.type === 'ambush') this.attack = null;
      if (e.type === 'battle') {
        this.attack = null;
        this.faces = null;
        const u = prev.units[e.unit]!;
        const target = unitOf(e.target);
        const d = distance(e.from, e.at);
        const moved = this.moved.has(e.unit);
        if (u.kind === 'anti-tank-gun' && moved) out.push(`battle: anti-tank-gun ${e.unit} battled on a turn it moved`);
        if (LATE.has(u.kind)) {
          const range = u.kind === 'mortar-late' && !moved ? 4 : 3;
          if (d > range) out.push(`battle: ${u.kind} ${e.unit} fired ${d} hexes${moved ? ' after moving' : ''} (${range} at most)`);
          if (moved) this.seen.add(`${u.kind}: battle after moving`);
        }
        if (u.kind === 'mortar-late' && u.side === prev.turn.side) {
          const table = moved ? [3, 2, 1] : [3, 2, 1, 1];
          const want = (table[d - 1] ?? 0) + infantryCardBonus(prev, e.close) + seishinDie(u, e.close) - (prev.obstacles[String(e.from.row * prev.board.geometry.cols + e.from.col)] === 'wire' ? 1 : 0);
          if (e.dice !== Math.max(0, want)) out.push(`battle: mortar-late ${e.unit} rolled ${e.dice} dice at ${d} hexes${moved ? ' after moving' : ''}, not ${want}`);
          if (d === 4) this.seen.add('mortar-late: a 4-hex shot, unmoved');
        }
        if ((MACHINE_GUNS.has(u.kind) || CHECKED.has(u.kind)) && !ODD_TARGETS.has(target.kind)) {
          const cls = CLASS_OF[target.kind];
          const bites = (MACHINE_GUNS.has(u.kind) && cls === 'infantry') || (ANTI_TANK.has(u.kind) && cls === 'armor');
          if (CHECKED.has(u.kind)) this.attack = { attacker: e.unit, target: e.target, stars: bites && !(LATE.has(u.kind) && moved), kind: u.kind };
          if (SNIPERS.has(target.kind) && !MACHINE_GUNS.has(u.kind)) this.attack = null;
        }
      }
      if (e.type === 'roll' && this.attack && !this.faces) this.faces = e.faces;
      if (e.type === 'hits' && this.attack && this.faces && e.unit === this.attack.target) {
        const target = unitOf(e.unit);
        const n = (f: string) => this.faces!.filter((x) => x === f).length;
        const want = n('grenade') + (SNIPERS.has(target.kind) ? 0 : n(CLASS_OF[target.kind])) + (this.attack.stars ? n('star') : 0);
        if (e.hits !== want) out.push(`hits: ${this.attack.kind} ${this.attack.attacker} scored ${e.hits} on unit ${e.unit} from [${this.faces.join(', ')}], not ${want}`);
        if (n('star') > 0) this.seen.add(`${this.attack.kind}: stars ${this.attack.stars ? 'hit' : 'missed'} ${CLASS_OF[target.kind]}`);
        this.attack = null;
        this.faces = null;
      }
    }
    return out;
  }
}

/**
 * The special weapon assets' proving ground: no development file holds one (no `.m44` code reads as one: C214), so a
 * battle of our own sets the early anti-tank gun and the three late-war models against infantry and armor lines, in
 * open ground, forests and towns, with wire on the way.
 */
export function swaGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const line = (side: 'axis' | 'allies', row: number, kinds: readonly UnitKind[]) =>
    kinds.forEach((kind, i) => hexes.push({ row, col: (row & 1) + 4 * i, unit: { side, kind }, ...(i % 3 === 1 ? { terrain: 'forest' as const } : i % 3 === 2 ? { terrain: 'town' as const } : {}) }));
  // The lines stand 1 to 4 hexes apart, so that assets often battle without moving as well as after a move.
  line('axis', 2, ['mortar-late', 'armor', 'anti-tank-gun', 'armor', 'machine-gun-late', 'armor', 'mortar-late']);
  line('axis', 1, ['infantry', 'machine-gun-late', 'anti-tank-gun-late', 'infantry', 'anti-tank-gun-late', 'infantry']);
  // In the middle, anti-tank guns face armor at close range.
  line('axis', 3, ['armor', 'anti-tank-gun', 'armor', 'anti-tank-gun-late', 'armor', 'infantry']);
  line('allies', 4, ['anti-tank-gun', 'armor', 'anti-tank-gun-late', 'armor', 'anti-tank-gun', 'machine-gun-late', 'anti-tank-gun-late']);
  line('allies', 5, ['infantry', 'anti-tank-gun-late', 'armor', 'armor', 'armor', 'machine-gun-late']);
  line('allies', 6, ['mortar-late', 'anti-tank-gun', 'machine-gun-late', 'anti-tank-gun-late', 'infantry', 'anti-tank-gun', 'mortar-late']);
  hexes.push({ row: 7, col: 11, obstacle: 'wire' }, { row: 0, col: 4, obstacle: 'wire' });
  return {
    format: 1,
    id: 'swa-ground',
    name: 'Special weapon assets proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 9, edge: 'top' }, allies: { cards: 5, medalsToWin: 9, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules the proving ground must show firing (`Seen` keys). */
export const SWA_GROUND_RULES = [
  'anti-tank-gun: stars hit armor',
  'anti-tank-gun-late: stars hit armor',
  'anti-tank-gun-late: stars missed armor',
  'machine-gun-late: stars hit infantry',
  'machine-gun-late: stars missed infantry',
  'mortar-late: a 4-hex shot, unmoved',
  'mortar-late: battle after moving',
];
