/**
 * The artillery family's rules restated for the expansion checker (tests/support/terrain-rules.ts calls
 * `GunsChecker.check` after every action), written from the Equipment Pack (002 "I. Artillery Pieces") and FAQ §IV
 * Big Guns, not from the engine's code:
 * - a Big Gun fires 3,3,2,2,1,1,1,1 over 8 hexes, a Flak 88 2 dice over 4, mobile and Italian artillery as artillery,
 *   and a Big Gun rolls 1 more die against a unit its side has zeroed in on;
 * - cross-hair markers: only on an enemy unit still on the board, one per unit and side, at most 3 per gun; placed
 *   only after a Big Gun's roll with a hit on that unit, and placed after every such roll when the gun has one left;
 *   they come back when the marked unit moves or is eliminated, and when a side's only Big Gun moves; otherwise stay;
 * - a Flak 88's stars hit armor, and only armor;
 * - Italian artillery ignores at most 2 flags of a battle (one its own, one its hex's), none of a card strike;
 * - mobile artillery that moved 2 hexes in its turn does not battle (the 2-hex move itself: terrain-rules.ts).
 * Plus the proving ground where random play meets these rules (no development file with these units imports whole).
 */
import { CLASS_OF } from './kinds';
import type { Action, DieFace, GameEvent, GameState, Side, Unit, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';
import { UNIT_KINDS } from '../../src/engine/units';
import { spottable, spottedFor } from './battle-stars';
import { groundScenario } from './expansion-play';

/** Dice by distance of each artillery piece of the family (Equipment Pack: Long Tom, Flak 88, M7 Priest, Italy). */
const GUN_DICE: Partial<Record<UnitKind, readonly number[]>> = {
  'big-gun': [3, 3, 2, 2, 1, 1, 1, 1],
  'heavy-anti-tank-gun': [2, 2, 2, 2],
  'mobile-artillery': [3, 3, 2, 2, 1, 1],
  'italian-artillery': [3, 3, 2, 2, 1, 1],
};
/** Die faces that hit each class on a plain roll (rulebook p.10): the grenade and the class's own symbol. */
// Every kind's class from the checkers' own written-out table (battle-rules.ts), so other families' kinds count too.
const ARMOR_KINDS = new Set<UnitKind>((Object.keys(CLASS_OF) as UnitKind[]).filter((k) => CLASS_OF[k] === 'armor'));
const INFANTRY_KINDS = new Set<UnitKind>((Object.keys(CLASS_OF) as UnitKind[]).filter((k) => CLASS_OF[k] === 'infantry'));
/** Cards whose bonus dice or penalties the dice check below does not restate: battles under them are skipped. */
const PLAIN_COMMANDS = new Set(['probe-left', 'probe-centre', 'probe-right', 'attack-left', 'attack-centre', 'attack-right', 'assault-left', 'assault-centre', 'assault-right', 'recon-left', 'recon-centre', 'recon-right', 'general-advance', 'pincer-move', 'direct-from-hq', 'recon-in-force', 'artillery-bombard', 'move-out']);

const distance = (a: { row: number; col: number }, b: { row: number; col: number }): number => {
  const dr = Math.abs(a.row - b.row);
  return dr + Math.max(0, (Math.abs(a.col - b.col) - dr) / 2);
};
const posKey = (u: Unit): string => `${u.row},${u.col}`;
const marksOf = (s: GameState): { unit: number; gun: number }[] => (s as GameState & { zeroed?: { unit: number; gun: number }[] }).zeroed ?? [];
const markedBy = (s: GameState, side: Side, unit: number): boolean => marksOf(s).some((z) => z.unit === unit && s.units[z.gun]!.side === side);
/**
 * Units that zero in: the Big Gun, and any kind another family's table marks as using the cross-hairs (the FAQ's
 * "War Ship Destroyer units", l.2563: its markers return to the ship "just like they would for Big Guns").
 */
const zeroing = (k: UnitKind): boolean => k === 'big-gun' || UNIT_KINDS[k].zeroesIn === true;
const isBigGun = (s: GameState, id: number): boolean => zeroing(s.units[id]!.kind);
// stars (house rules l.340 Forward Spotting): table artillery zeroes in while its side is spotted for (battle-stars.ts).
const zeroesNow = (s: GameState, u: Unit): boolean => zeroing(u.kind) || (spottable(s, u) && spottedFor(s, u.side));
const bigGuns = (s: GameState, side: Side): number => s.units.filter((u) => u.side === side && zeroing(u.kind)).length;

/** Does a plain roll of these faces hit a unit of this kind? (grenades always; the kind's class symbol; artillery has none) */
function plainHits(faces: readonly DieFace[], kind: UnitKind): number {
  const sym = ARMOR_KINDS.has(kind) ? 'armor' : INFANTRY_KINDS.has(kind) ? 'infantry' : null;
  return faces.filter((f) => f === 'grenade' || (sym !== null && f === sym)).length;
}

export class GunsChecker {
  /** A battle by a family unit, waiting for its roll and its hits (an Ambush offer may put them actions later). */
  private fire: { gun: number; target: number; faces: DieFace[] | null; fortress: boolean } | null = null;
  /**
   * An Ambush rolls first, for the defender, then the attacker's own attack is rolled: the attacker's battle waits
   * here meanwhile (its roll is not the Ambush's). A defender that is no gun gets a fire of gun -1, checked for nothing.
   */
  private resume: { gun: number; target: number; faces: DieFace[] | null; fortress: boolean } | null = null;
  /** Flags rolled on Italian artillery by a battle (ignorable), until its retreat is made. */
  private italianFlags = new Map<number, number>();
  /** A card strike (Barrage, Air Power) under way: its flags may not be ignored. */
  private strike = false;
  /** Hexes each mobile artillery unit moved this turn (M7 Priest: 1 and battle, or 2 and not), and the turn. */
  private moved = new Map<number, number>();
  private turnKey = '';

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const placed = new Set<number>();
    const turnNow = `${prev.turn.side}:${prev.turn.number}`;
    if (turnNow !== this.turnKey) {
      this.turnKey = turnNow;
      this.moved.clear();
    }
    for (const e of events) {
      // Mobile artillery (Equipment Pack, M7 Priest l.120): a unit that moved 2 hexes this turn does not battle.
      if (e.type === 'moved' && (prev.units[e.unit] ?? next.units[e.unit])!.kind === 'mobile-artillery') {
        const n = (this.moved.get(e.unit) ?? 0) + e.steps;
        this.moved.set(e.unit, n);
        if (n >= 2) this.seen.add('mobile-artillery: moved 2 hexes');
      }
      if (e.type === 'battle' && (prev.units[e.unit] ?? next.units[e.unit])!.kind === 'mobile-artillery' && prev.turn.units[e.unit]) {
        const n = this.moved.get(e.unit) ?? 0;
        if (n >= 2) out.push(`guns: mobile artillery ${e.unit} battled after moving ${n} hexes`);
        else if (n === 1) this.seen.add('mobile-artillery: moved 1 and battled');
      }
      if (e.type === 'cardStrike') this.strike = true;
      if (e.type === 'battle' || e.type === 'turn') this.strike = false;
      // Italian artillery (Equipment Pack, Italy l.680; FAQ §I l.367): of f flags from a battle it retreats at least
      // f - 2 hexes (one flag its own, one its hex's at most), and ignoring one on open ground is its own ability.
      if (e.type === 'turn') this.italianFlags.clear();
      if (e.type === 'hits' && (prev.units[e.unit] ?? next.units[e.unit])!.kind === 'italian-artillery') {
        if (e.flags > 0 && !this.strike) this.italianFlags.set(e.unit, e.flags);
        else this.italianFlags.delete(e.unit);
      }
      if (e.type === 'flagIgnored' && this.italianFlags.has(e.unit)) this.seen.add('italian-artillery: a flag ignored');
      if (e.type === 'retreated' && this.italianFlags.has(e.unit)) {
        const f = this.italianFlags.get(e.unit)!;
        if (e.steps < f - 2) out.push(`guns: Italian artillery ${e.unit} retreated ${e.steps} hex(es) for ${f} flag(s): it ignores 2 at most`);
        this.italianFlags.delete(e.unit);
      }
      if (e.type === 'battle') {
        const u = prev.units[e.unit] ?? next.units[e.unit]!;
        const table = GUN_DICE[u.kind];
        if (!table) {
          // Another family's zeroing unit (a destroyer: its dice are checked there) still places and shares the markers.
          const t = next.board.cells[e.at.row * next.board.geometry.cols + e.at.col];
          this.fire = zeroesNow(prev, u) ? { gun: e.unit, target: e.target, faces: null, fortress: t?.terrain === 'fortress' } : null;
          continue;
        }
        const d = distance(e.from, e.at);
        if (d > table.length) out.push(`guns: ${u.kind} ${e.unit} battled ${d} hexes away, beyond its range ${table.length}`);
        const cmd = prev.turn.command?.type;
        const wired = prev.obstacles[String(e.from.row * prev.board.geometry.cols + e.from.col)] === 'wire';
        const cell = prev.board.cells[e.from.row * prev.board.geometry.cols + e.from.col];
        // Plain artillery on a mountain takes the mountain's table: only the Big Gun and the Flak keep theirs.
        const ownTable = u.kind === 'big-gun' || u.kind === 'heavy-anti-tank-gun' || cell?.terrain !== 'mountain';
        if (cmd && PLAIN_COMMANDS.has(cmd) && !prev.turn.fallback && !wired && ownTable && d <= table.length) {
          const zero = u.kind === 'big-gun' && markedBy(prev, u.side, e.target) ? 1 : 0;
          const want = table[d - 1]! + zero;
          if (e.dice !== want) out.push(`guns: ${u.kind} ${e.unit} rolled ${e.dice} dice at ${d} hexes, not ${want}${zero ? ' (zeroed in: +1)' : ''}`);
          else if (zero) this.seen.add('big-gun: the zeroed-in die rolled');
          else if (u.kind === 'big-gun' && d > 6) this.seen.add('big-gun: fired beyond 6 hexes');
          else if (u.kind === 'heavy-anti-tank-gun') this.seen.add('heavy-anti-tank-gun: battled');
        }
        const t = next.board.cells[e.at.row * next.board.geometry.cols + e.at.col];
        this.fire = { gun: e.unit, target: e.target, faces: null, fortress: t?.terrain === 'fortress' };
      }
      if (e.type === 'ambush') {
        this.resume = this.fire;
        const d = (prev.units[e.unit] ?? next.units[e.unit])!;
        const a = prev.units[e.attacker]!;
        const cell = prev.board.cells[a.row * prev.board.geometry.cols + a.col];
        this.fire = { gun: GUN_DICE[d.kind] || zeroesNow(prev, d) ? e.unit : -1, target: e.attacker, faces: null, fortress: cell?.terrain === 'fortress' };
      }
      if (e.type === 'roll' && this.fire && !this.fire.faces) this.fire.faces = e.faces;
      if (e.type === 'hits' && this.fire?.faces && e.unit === this.fire.target && this.fire.gun < 0) {
        this.fire = this.resume;
        this.resume = null;
      }
      if (e.type === 'hits' && this.fire?.faces && e.unit === this.fire.target) {
        const { gun, target, faces, fortress } = this.fire;
        const g = prev.units[gun]!;
        const v = prev.units[target]!;
        if (g.kind === 'heavy-anti-tank-gun' && !fortress) {
          const stars = faces.filter((f) => f === 'star').length;
          const want = plainHits(faces, v.kind) + (ARMOR_KINDS.has(v.kind) ? stars : 0);
          if (e.hits !== want) out.push(`guns: a Flak 88 scored ${e.hits} hit(s) on ${v.kind} with ${faces.join(',')}, not ${want}`);
          else if (stars && ARMOR_KINDS.has(v.kind)) this.seen.add('heavy-anti-tank-gun: a star hit armor');
        }
        if (zeroesNow(prev, g)) {
          const hit = plainHits(faces, v.kind) > 0;
          const survived = (next.units[target]?.figures ?? 0) > 0;
          const out0 = marksOf(prev).filter((z) => z.gun === gun).length;
          const due = hit && survived && !markedBy(prev, g.side, target) && out0 < 3;
          const got = events.some((x) => x.type === 'zeroedIn' && x.unit === target && x.gun === gun);
          if (due && !got) out.push(`guns: Big Gun ${gun} hit unit ${target} with ${faces.join(',')} and placed no cross-hair`);
          // A hit unit that the same roll's blocked retreat then eliminates was marked first, its marker back at once.
          if (got && (!hit || (survived && !due))) out.push(`guns: Big Gun ${gun} placed a cross-hair on unit ${target} after ${faces.join(',')}${hit ? '' : ' (no hit)'}`);
          if (got) {
            placed.add(target);
            this.seen.add('big-gun: zeroed in');
          }
        }
        this.fire = this.resume;
        this.resume = null;
      }
      if (e.type === 'zeroedIn' && !isBigGun(next, e.gun) && !zeroesNow(prev, prev.units[e.gun]!)) out.push(`guns: unit ${e.gun}, a ${next.units[e.gun]!.kind}, placed a cross-hair`);
    }
    out.push(...this.markers(prev, next, placed));
    return out;
  }

  /** The markers on the board after the action, against those before it and what moved. */
  private markers(prev: GameState, next: GameState, placed: Set<number>): string[] {
    const out: string[] = [];
    const after = marksOf(next);
    const seenPair = new Set<string>();
    const perGun = new Map<number, number>();
    for (const z of after) {
      const u = next.units[z.unit]!;
      const g = next.units[z.gun]!;
      if (!zeroing(g.kind) && !spottable(next, g)) out.push(`guns: a cross-hair belongs to unit ${z.gun}, a ${g.kind}`);
      if (u.figures <= 0) out.push(`guns: a cross-hair is left on eliminated unit ${z.unit}`);
      if (u.side === g.side) out.push(`guns: a cross-hair of the ${g.side} marks their own unit ${z.unit}`);
      const pair = `${g.side}:${z.unit}`;
      if (seenPair.has(pair)) out.push(`guns: unit ${z.unit} carries two ${g.side} cross-hairs`);
      seenPair.add(pair);
      perGun.set(z.gun, (perGun.get(z.gun) ?? 0) + 1);
      const before = marksOf(prev).some((p) => p.unit === z.unit && p.gun === z.gun);
      if (!before && !placed.has(z.unit)) out.push(`guns: a cross-hair appeared on unit ${z.unit} with no Big Gun hit`);
      if (before && posKey(prev.units[z.unit]!) !== posKey(u)) out.push(`guns: unit ${z.unit} moved and kept its cross-hair`);
      if (before && zeroing(g.kind) && bigGuns(next, g.side) === 1 && posKey(prev.units[z.gun]!) !== posKey(g)) out.push(`guns: the ${g.side}' only Big Gun ${z.gun} moved and a cross-hair stayed out`);
    }
    for (const [gun, n] of perGun) if (n > 3) out.push(`guns: Big Gun ${gun} has ${n} cross-hairs out, more than its 3`);
    if (after.length === 0 && 'zeroed' in next) out.push('guns: an empty list of cross-hairs is left in the state');
    // Markers that went: only with their unit moved or eliminated, or their lone gun moved.
    for (const z of marksOf(prev)) {
      if (after.some((a) => a.unit === z.unit && a.gun === z.gun)) continue;
      const u0 = prev.units[z.unit]!;
      const u1 = next.units[z.unit]!;
      const g0 = prev.units[z.gun]!;
      const g1 = next.units[z.gun]!;
      if (u1.figures <= 0) this.seen.add('big-gun: cross-hair back, its unit eliminated');
      else if (posKey(u0) !== posKey(u1)) this.seen.add('big-gun: cross-hair back, its unit moved');
      else if (posKey(g0) !== posKey(g1) && bigGuns(next, g0.side) === 1) this.seen.add('big-gun: cross-hairs back, the lone gun moved');
      else if (g1.figures <= 0 && bigGuns(next, g0.side) === 1) this.seen.add('big-gun: cross-hairs back, the lone gun eliminated');
      else out.push(`guns: the cross-hair on unit ${z.unit} went though neither it nor its lone gun moved`);
    }
    return out;
  }
}

/** The rules random play on `gunsGround` must show firing. */
export const GUNS_GROUND_RULES = [
  'big-gun: zeroed in',
  'big-gun: the zeroed-in die rolled',
  'big-gun: fired beyond 6 hexes',
  'big-gun: cross-hair back, its unit moved',
  'big-gun: cross-hair back, its unit eliminated',
  'big-gun: cross-hairs back, the lone gun moved',
  'heavy-anti-tank-gun: battled',
  'heavy-anti-tank-gun: a star hit armor',
  'italian-artillery: a flag ignored',
  'mobile-artillery: moved 2 hexes',
  'mobile-artillery: moved 1 and battled',
];

/**
 * A proving ground of the artillery family: the Axis with one Big Gun, two Flak 88s and Italian artillery, the Allies
 * with two Big Guns and mobile artillery, each with armor and infantry to shoot at (no development file with these
 * units imports whole yet).
 */
export function gunsGround(): Scenario {
  const U = (row: number, col: number, side: Side, kind: UnitKind) => ({ row, col, unit: { side, kind } });
  const hexes: Scenario['board']['hexes'] = [
    U(0, 12, 'axis', 'big-gun'),
    U(1, 7, 'axis', 'heavy-anti-tank-gun'),
    U(1, 17, 'axis', 'heavy-anti-tank-gun'),
    U(0, 4, 'axis', 'italian-artillery'),
    U(0, 20, 'axis', 'artillery'),
    ...[2, 10, 14, 22].map((col) => U(2, col, 'axis', 'infantry')),
    ...[1, 21].map((col) => U(1, col, 'axis', 'armor')),
    U(8, 6, 'allies', 'big-gun'),
    U(8, 18, 'allies', 'big-gun'),
    U(8, 12, 'allies', 'mobile-artillery'),
    ...[4, 8, 16, 20].map((col) => U(6, col, 'allies', 'armor')),
    ...[0, 12, 24].map((col) => U(6, col, 'allies', 'infantry')),
  ];
  return groundScenario('guns-proving-ground', 'Artillery proving ground', hexes, 'allies');
}

/**
 * The directed policy of the guns proving ground: a Big Gun fires at a unit its side has zeroed in on whenever it may,
 * and a marked unit does not move by choice (so the zeroed-in die is rolled and marked units get wiped out); every
 * other choice is uniform.
 */
export function gunsPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const zeroedShot = legal.filter((a) => a.type === 'battle' && s.units[a.unit]!.kind === 'big-gun' && marksOf(s).some((z) => {
    const v = s.units[z.unit]!;
    return v.row === a.target.row && v.col === a.target.col && s.units[z.gun]!.side === s.units[a.unit]!.side;
  }));
  if (zeroedShot.length) return zeroedShot[pick(zeroedShot.length)]!;
  const still = legal.filter((a) => !(a.type === 'move' && marksOf(s).some((z) => z.unit === a.unit)));
  return still.length ? still[pick(still.length)]! : legal[pick(legal.length)]!;
}
