/**
 * The infantry-family units' rules (issue 17, foot), restated apart from the engine for random play: read from the
 * plain states and the events, with their own geometry and their own copy of the rules. Hooked into the expansion
 * checker (tests/support/terrain-rules.ts `TerrainChecker.check`).
 *
 * Combat engineers (FAQ §IV Combat Engineers, l.2270-2338; §II Minefields Qs, l.1084-1096; decisions C150-C154):
 * - a close assault by an engineer rolls 3 dice, plus the card's bonus, less its own hex's penalty (wire, a ford):
 *   nothing on the target's hex takes a die away;
 * - an engineer on wire whose attack is rolled leaves the hex without wire;
 * - only an engineer clears a minefield, only an enemy one, on the hex it stands on; the counter and its hidden value
 *   go, no mine roll is made, and the engineer does not battle for the rest of the turn;
 * - an engineer whose first move of the turn ends on an enemy minefield in open ground within the hexes it may move
 *   and still battle (1; 2 on Infantry Assault; 3 on Behind Enemy Lines) clears it; one that moved further sets it off;
 * - an ordered engineer that did not move and stands on an enemy minefield clears it when the moves end;
 * - a road block leaves the board only when an engineer that moved onto it this turn removes it, and that engineer
 *   does not battle for the rest of the turn (FAQ §II Road Blocks Q, l.1251).
 *
 * Snipers (Equipment Pack, Sniper; FAQ §IV Snipers, l.2455-2504; §I Dice Questions, l.300-311; decisions C155-C157):
 * - a sniper battles only infantry or artillery up to 5 hexes away, with 1 die plus the card's bonus, less 1 on wire,
 *   nothing for the target's hex;
 * - its roll hits on the target's symbol, grenades and stars; a sniper is hit only by grenades, and by stars when the
 *   attacker is a sniper or the card strikes from the air;
 * - its elimination gives no medal, and it never leaves by an exit.
 *
 * Cavalry and ski troops (Equipment Pack; FAQ §IV Cavalry, Ski Troops; decisions C158-C159): they battle at most 2
 * hexes away, and move at most 3 hexes (one more along a road), on any card.
 *
 * Infantry with a machine gun or a mortar (Equipment Pack, Special Weapon Assets; decision C163): never battles on a
 * turn it moved, never takes ground; a machine gun's stars hit infantry; a mortar rolls 3/2/1 by distance plus the
 * card's bonus, less 1 on wire, nothing for the target's hex.
 */
import type { Action, GameEvent, GameState, Hex, UnitKind } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { CLASS_OF, distance, infantryCardBonus, seishinDie } from './kinds';
import { groundScenario } from './expansion-play';

export type Seen = Set<string>;

/** The engineer kinds, written out here. */
const ENGINEERS: ReadonlySet<UnitKind> = new Set<UnitKind>(['engineers']);
// vehicles (FAQ §XII Breakthrough to the Beach l.4310): the Churchill AVRE "behave[s] like Combat Engineers when
// entering a Minefield"; the minefield rules below hold for it too.
const MINE_CLEARERS: ReadonlySet<UnitKind> = new Set<UnitKind>(['engineers', 'avre']);
/** The sniper kinds, and the armor a sniper may not fire at, written out here. */
const SNIPERS: ReadonlySet<UnitKind> = new Set<UnitKind>(['sniper']);
// vehicles (FAQ §IV Destroyers, Aircraft Carriers "Hit by grenades only"; decision C264): a sniper's stars miss ships.
const SHIPS: ReadonlySet<UnitKind> = new Set<UnitKind>(['destroyer', 'carrier']);
// Every armor and artillery kind by the checkers' own class table (9956 Braskir, imported since decision C210, set a
// sniper against mobile artillery, which a list of the base kinds missed).
const ARMOR: ReadonlySet<UnitKind> = new Set<UnitKind>((Object.keys(CLASS_OF) as UnitKind[]).filter((k) => CLASS_OF[k] === 'armor'));
const ARTILLERY: ReadonlySet<UnitKind> = new Set<UnitKind>((Object.keys(CLASS_OF) as UnitKind[]).filter((k) => CLASS_OF[k] === 'artillery'));
/** Infantry with a Special Weapon Asset. */
const SWA: ReadonlySet<UnitKind> = new Set<UnitKind>(['machine-gun', 'mortar']);
/** Cavalry and ski troops: range 2, move 3. */
const RIDERS: ReadonlySet<UnitKind> = new Set<UnitKind>(['cavalry', 'ski-troops']);

const key = (h: Hex) => `${h.row},${h.col}`;
const cellKey = (s: GameState, h: Hex) => String(h.row * s.board.geometry.cols + h.col);

/** The card's extra dice for an ordered infantry unit's close assault (cards.md; FAQ §VIII). */
function closeBonus(s: GameState): number {
  if (s.turn.fallback) return 0;
  switch (s.turn.command?.type) {
    case 'their-finest-hour':
    case 'close-assault':
    case 'behind-enemy-lines':
      return 1;
    default:
      return 0;
  }
}

/** Hexes an infantry unit may move and still battle under the turn's card (rulebook; cards.md). */
function battleAllowance(s: GameState): number {
  if (s.turn.fallback) return 1;
  const t = s.turn.command?.type;
  return t === 'behind-enemy-lines' ? 3 : t === 'infantry-assault' ? 2 : 1;
}

export class FootChecker {
  /** Engineers that cleared a minefield this turn (they may not battle). */
  private cleared = new Set<number>();
  /** Engineers that moved this turn. */
  private moved = new Set<number>();
  /** An engineer's attack from wire, waiting for its roll: the attacker, its target and the hex. */
  private fromWire: { unit: number; target: number; at: Hex } | null = null;
  private turnKey = '';
  /** The attack being resolved (its attacker: -1 for a card strike; `air`: the card hits on stars) and its roll. */
  private attack: { attacker: number; target: number; air: boolean } | null = null;
  private faces: readonly string[] | null = null;

  constructor(readonly seen: Seen = new Set()) {}

  /** The snipers' rules over one action's events. */
  private snipers(prev: GameState, next: GameState, events: readonly GameEvent[], out: string[]): void {
    const unitOf = (id: number) => (next.units[id] ?? prev.units[id])!;
    for (const e of events) {
      if (e.type === 'battle') {
        this.attack = { attacker: e.unit, target: e.target, air: false };
        const u = prev.units[e.unit]!;
        if (SNIPERS.has(u.kind)) {
          const target = unitOf(e.target);
          const d = distance(e.from, e.at);
          if (ARMOR.has(target.kind)) out.push(`battle: sniper ${e.unit} fired at armor ${e.target}`);
          if (d > 5) out.push(`battle: sniper ${e.unit} fired ${d} hexes`);
          if (u.side === prev.turn.side) {
            const want = 1 + infantryCardBonus(prev, e.close) - (prev.obstacles[cellKey(prev, e.from)] === 'wire' ? 1 : 0);
            if (e.dice !== want) out.push(`battle: sniper ${e.unit} rolled ${e.dice} dice at ${key(e.at)}, not ${want}`);
          }
          if (d >= 4) this.seen.add('sniper: battle at 4 or 5 hexes');
        }
      }
      if (e.type === 'ambush') this.attack = { attacker: e.unit, target: e.attacker, air: false };
      if (e.type === 'cardStrike') this.attack = { attacker: -1, target: e.target, air: e.card === 'air-power' };
      if (e.type === 'mine' || e.type === 'ice') this.attack = null;
      if (e.type === 'roll') this.faces = e.faces;
      if (e.type === 'hits' && this.attack && this.faces && e.unit === this.attack.target) {
        const target = unitOf(e.unit);
        const bySniper = this.attack.attacker >= 0 && SNIPERS.has(unitOf(this.attack.attacker).kind);
        // A machine gun's stars hit a sniper too (Equipment Pack l.604).
        const byGun = this.attack.attacker >= 0 && unitOf(this.attack.attacker).kind === 'machine-gun';
        const n = (f: string) => this.faces!.filter((x) => x === f).length;
        let want: number | null = null;
        // swa: a late machine gun's fire on a sniper is the swa checker's (its stars hit only unmoved: troops-swa.ts).
        if (SNIPERS.has(target.kind) && this.attack.attacker >= 0 && unitOf(this.attack.attacker).kind === 'machine-gun-late') {
          want = null;
        } else if (SNIPERS.has(target.kind)) {
          want = n('grenade') + (bySniper || byGun || this.attack.air ? n('star') : 0);
          if (n('infantry') + (bySniper || byGun || this.attack.air ? 0 : n('star')) > 0) this.seen.add('sniper: a symbol or star missed a sniper');
          if (bySniper) this.seen.add('sniper: fire at a sniper');
        } else if (this.attack.attacker >= 0 && unitOf(this.attack.attacker).kind === 'machine-gun' && !ARMOR.has(target.kind) && !ARTILLERY.has(target.kind)) {
          want = n('grenade') + n('star') + n('infantry');
          if (n('star') > 0) this.seen.add('machine-gun: a star hit infantry');
        } else if (bySniper && !ARMOR.has(target.kind) && !SHIPS.has(target.kind)) {
          want = n('grenade') + n('star') + (ARTILLERY.has(target.kind) ? 0 : n('infantry'));
          if (n('star') > 0) this.seen.add('sniper: a star hit');
        }
        if (want !== null && e.hits !== want) out.push(`hits: ${e.hits} on unit ${e.unit} from [${this.faces.join(', ')}], not ${want}`);
        this.attack = null;
        this.faces = null;
      }
      if (e.type === 'eliminated' && SNIPERS.has(unitOf(e.unit).kind)) {
        if (e.medals !== 0) out.push(`eliminated: sniper ${e.unit} gave ${e.medals} medal(s)`);
        else this.seen.add('sniper: eliminated, no medal');
      }
      if (e.type === 'exited' && SNIPERS.has(unitOf(e.unit).kind)) out.push(`exited: sniper ${e.unit} left the board by an exit`);
      // Cavalry and ski troops.
      if (e.type === 'battle' && RIDERS.has(unitOf(e.unit).kind)) {
        const kind = unitOf(e.unit).kind;
        if (distance(e.from, e.at) > 2) out.push(`battle: ${kind} ${e.unit} fired ${distance(e.from, e.at)} hexes (2 at most)`);
        if ((this.riderSteps.get(e.unit) ?? 0) === 3) this.seen.add(`${kind}: battle after a 3-hex move`);
        const t = prev.board.cells[Number(cellKey(prev, e.from))]?.terrain;
        if (this.riderSteps.has(e.unit) && (t === 'forest' || t === 'town')) this.seen.add(`${kind}: battle after entering a ${t}`);
      }
      if (e.type === 'moved' && RIDERS.has(unitOf(e.unit).kind)) {
        const road = prev.board.cells.some((c) => c?.road !== undefined);
        if (e.steps > (road ? 4 : 3)) out.push(`moved: ${unitOf(e.unit).kind} ${e.unit} moved ${e.steps} hexes`);
        this.riderSteps.set(e.unit, e.steps);
      }
      if (e.type === 'overrun' && unitOf(e.unit).kind === 'cavalry') this.seen.add('cavalry: overrun');
      // Special Weapon Assets.
      if (e.type === 'moved' && SWA.has(unitOf(e.unit).kind)) this.swaMoved.add(e.unit);
      if (e.type === 'tookGround' && SWA.has(unitOf(e.unit).kind)) out.push(`tookGround: ${unitOf(e.unit).kind} ${e.unit} took ground`);
      if (e.type === 'battle' && SWA.has(unitOf(e.unit).kind)) {
        const kind = unitOf(e.unit).kind;
        if (this.swaMoved.has(e.unit)) out.push(`battle: ${kind} ${e.unit} battled on a turn it moved`);
        if (kind === 'mortar' && prev.units[e.unit]!.side === prev.turn.side) {
          const d = distance(e.from, e.at);
          const seishin = seishinDie(prev.units[e.unit]!, e.close);
          const want = [3, 2, 1][d - 1]! + infantryCardBonus(prev, e.close) + seishin - (prev.obstacles[cellKey(prev, e.from)] === 'wire' ? 1 : 0);
          if (e.dice !== want) out.push(`battle: mortar ${e.unit} rolled ${e.dice} dice at ${d} hexes, not ${want}`);
          this.seen.add('mortar: battle');
          if (seishin) this.seen.add('mortar: a Japanese close assault at full strength (Seishin Kyoiku)');
        }
      }
      if (e.type === 'turn') this.swaMoved.clear();
      if (e.type === 'turn') this.riderSteps.clear();
    }
  }
  /** Units with a Special Weapon Asset that moved this turn. */
  private swaMoved = new Set<number>();
  /** Hexes each cavalry or ski unit moved this turn. */
  private riderSteps = new Map<number, number>();

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const kindOf = (id: number): UnitKind => (next.units[id] ?? prev.units[id])!.kind;
    const isEngineer = (id: number) => ENGINEERS.has(kindOf(id));
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.cleared.clear();
      this.moved.clear();
      this.fromWire = null;
    }
    this.snipers(prev, next, events, out);
    let rolledFromWire: Hex | null = null;
    // A turn that ends in this action is forgotten once the action is checked.
    let turnEnded = false;
    for (const e of events) {
      if (e.type === 'turn') turnEnded = true;
      if (e.type === 'battle' && isEngineer(e.unit)) {
        const u = prev.units[e.unit]!;
        if (this.cleared.has(e.unit)) out.push(`battle: engineer ${e.unit} battled on the turn it cleared a minefield`);
        if (e.close && u.side === prev.turn.side) {
          const own = (prev.obstacles[cellKey(prev, e.from)] === 'wire' ? 1 : 0) + (prev.board.cells[Number(cellKey(prev, e.from))]?.terrain === 'ford' ? 1 : 0);
          const want = 3 + closeBonus(prev) - own;
          if (e.dice < want) out.push(`battle: engineer ${e.unit} close-assaulted ${key(e.at)} with ${e.dice} dice, not ${want}: the target's hex took dice away`);
          const cell = prev.board.cells[Number(cellKey(prev, e.at))];
          const covered = (cell?.terrain !== undefined && cell.terrain !== 'countryside') || cell?.bunker !== undefined || prev.sandbags[cellKey(prev, e.at)] === true;
          if (covered) this.seen.add('engineers: close assault on a covered hex');
        }
        if (prev.obstacles[cellKey(prev, e.from)] === 'wire') this.fromWire = { unit: e.unit, target: e.target, at: e.from };
      }
      if (e.type === 'attackCancelled' && this.fromWire?.unit === e.unit) this.fromWire = null;
      if (e.type === 'hits' && this.fromWire && e.unit === this.fromWire.target) {
        rolledFromWire = this.fromWire.at;
        this.fromWire = null;
      }
      if (e.type === 'moved' && isEngineer(e.unit)) {
        const side = prev.units[e.unit]!.side;
        const m = prev.mines?.[cellKey(prev, e.to)];
        const clearedHere = events.some((x) => x.type === 'minesCleared' && x.unit === e.unit);
        const fired = events.some((x) => x.type === 'mine' && x.unit === e.unit);
        const first = !this.moved.has(e.unit) && prev.turn.stage === 'move';
        if (m && m.owner !== side) {
          if (clearedHere && fired) out.push(`moved: engineer ${e.unit} both cleared and set off the minefield at ${key(e.to)}`);
          if (clearedHere && (!first || e.steps > battleAllowance(prev))) out.push(`moved: engineer ${e.unit} cleared the minefield at ${key(e.to)} after a move of ${e.steps} hex(es) that leaves it no battle`);
          const plain = (h: Hex) => (prev.board.cells[Number(cellKey(prev, h))]?.terrain ?? 'countryside') === 'countryside';
          const open = plain(e.to) && plain(e.from);
          if (!clearedHere && first && open && e.steps <= battleAllowance(prev)) out.push(`moved: engineer ${e.unit} entered the enemy minefield at ${key(e.to)} able to battle and did not clear it`);
          if (clearedHere) this.seen.add('engineers: minefield cleared on entering');
          else if (fired) this.seen.add('engineers: minefield set off');
        } else if (clearedHere) out.push(`moved: engineer ${e.unit} cleared a minefield at ${key(e.to)}, where there was no enemy one`);
        this.moved.add(e.unit);
      }
      // Every mine clearer's move counts for the end-of-moves rule below (the Churchill AVRE's too: its entering a
      // minefield is the vehicles checker's; found by the vehicles ground's soak, seed 4000130).
      if (e.type === 'moved' && MINE_CLEARERS.has(kindOf(e.unit))) this.moved.add(e.unit);
      if (e.type === 'roadblockRemoved') {
        const u = prev.units[e.unit];
        if (!u || !ENGINEERS.has(u.kind)) out.push(`roadblockRemoved: unit ${e.unit}, not an engineer, removed a road block`);
        if (prev.obstacles[cellKey(prev, e.at)] !== 'roadblock' || (u && key(u) !== key(e.at))) out.push(`roadblockRemoved: unit ${e.unit} removed a road block at ${key(e.at)} where it does not stand on one`);
        if (!this.moved.has(e.unit)) out.push(`roadblockRemoved: engineer ${e.unit} removed the road block at ${key(e.at)} without moving onto it this turn`);
        this.cleared.add(e.unit);
        this.seen.add('engineers: road block removed');
      }
      if (e.type === 'minesCleared') {
        const u = prev.units[e.unit];
        const k = cellKey(prev, e.at);
        // funnies: the Mine digger lifts one too (tests/support/troops-funnies2.ts checks when).
        if (!u || !(MINE_CLEARERS.has(u.kind) || u.kind === 'mine-digger')) out.push(`minesCleared: unit ${e.unit}, not an engineer, cleared a minefield`);
        const m = prev.mines?.[k];
        if (!m || (u && m.owner === u.side)) out.push(`minesCleared: unit ${e.unit} cleared ${m ? 'its own side\'s' : 'no'} minefield at ${key(e.at)}`);
        if (next.mines?.[k] || next.hidden?.mines?.[k] !== undefined) out.push(`minesCleared: the minefield at ${key(e.at)} is still there`);
        const at = next.units[e.unit];
        if (at && key(at) !== key(e.at)) out.push(`minesCleared: engineer ${e.unit} at ${key(at)} cleared the minefield at ${key(e.at)}`);
        this.cleared.add(e.unit);
      }
    }
    // Road blocks go only by an engineer's removal (and a removal leaves none).
    for (const [k, o] of Object.entries(prev.obstacles)) {
      if (o !== 'roadblock' || next.obstacles[k] === 'roadblock') continue;
      const cols = prev.board.geometry.cols;
      const at = { row: Math.floor(Number(k) / cols), col: Number(k) % cols };
      if (!events.some((x) => x.type === 'roadblockRemoved' && key(x.at) === key(at))) out.push(`the road block at ${key(at)} left the board with no engineer removing it`);
    }
    // Wire under an engineer whose attack was rolled is gone (FAQ §IV Combat Engineers, l.2323).
    if (rolledFromWire) {
      if (next.obstacles[cellKey(next, rolledFromWire)] === 'wire') out.push(`battle: wire is still at ${key(rolledFromWire)} under an engineer that battled from it`);
      else this.seen.add('engineers: wire removed by battling');
    }
    // The moves end: an ordered engineer that stayed on an enemy minefield clears it (FAQ §II Minefields Q, l.1088-1096).
    if (prev.turn.stage === 'move' && next.turn.stage !== 'move' && !prev.pending.length) {
      for (const id of prev.turn.ordered) {
        const u = prev.units[id]!;
        if (!MINE_CLEARERS.has(u.kind) || u.figures <= 0 || this.moved.has(id) || prev.turn.units[id]?.noBattle) continue;
        const m = prev.mines?.[cellKey(prev, u)];
        if (!m || m.owner === u.side) continue;
        if (!events.some((x) => x.type === 'minesCleared' && x.unit === id)) out.push(`endMoves: engineer ${id} stayed on the enemy minefield at ${key(u)} and did not clear it`);
        else this.seen.add('engineers: minefield cleared standing');
      }
    }
    if (turnEnded) {
      this.cleared.clear();
      this.moved.clear();
      this.fromWire = null;
    }
    return out;
  }
}

/**
 * The engineers' proving ground: each side's front row of engineers on wire (some behind sandbags), facing a belt of
 * the enemy's minefields (row 4 the Axis', row 3 the Allies'), with forests and sandbags among the enemy, one Allied
 * engineer already standing on an Axis minefield, armor and artillery behind. No development battle puts engineers,
 * wire and enemy minefields face to face this often.
 */
export function engineerGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const put = (h: Scenario['board']['hexes'][number]) => {
    const i = hexes.findIndex((x) => x.row === h.row && x.col === h.col);
    if (i >= 0) hexes[i] = { ...hexes[i], ...h };
    else hexes.push(h);
  };
  for (let col = 0; col <= 24; col += 2) put(col === 4 || col === 20 ? { row: 4, col, obstacle: 'roadblock' } : { row: 4, col, minefield: 'axis' });
  for (let col = 1; col <= 23; col += 2) put({ row: 3, col, minefield: 'allies' });
  for (let col = 1; col <= 23; col += 4) {
    put({ row: 5, col, obstacle: 'wire', unit: { side: 'allies', kind: 'engineers' } });
    put({ row: 2, col: col + 1, obstacle: col % 8 === 1 ? 'wire' : 'sandbags', unit: { side: 'axis', kind: 'engineers' } });
  }
  for (let col = 3; col <= 23; col += 4) put({ row: 5, col, terrain: col % 8 === 3 ? 'forest' : 'countryside', obstacle: 'sandbags', unit: { side: 'allies', kind: 'infantry' } });
  put({ row: 4, col: 12, unit: { side: 'allies', kind: 'engineers' } });
  for (let col = 0; col <= 24; col += 6) put({ row: 1, col: col + 1 > 23 ? 23 : col + 1, terrain: 'forest', unit: { side: 'axis', kind: 'infantry' } });
  for (const [row, col, side, kind] of [
    [0, 4, 'axis', 'armor'],
    [0, 20, 'axis', 'armor'],
    [0, 12, 'axis', 'artillery'],
    [7, 5, 'allies', 'armor'],
    [7, 19, 'allies', 'armor'],
    [8, 12, 'allies', 'artillery'],
  ] as const) put({ row, col, unit: { side, kind } });
  return {
    format: 1,
    id: 'engineer-ground',
    name: 'Engineer proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}

/**
 * The directed policy of the engineers' proving ground: engineers are ordered first, move onto an enemy minefield
 * whenever they may, and an ordered engineer standing on one ends the moves half the time without moving; every other
 * choice is uniform, as in random play.
 */
export function engineerPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const eng = (id: number) => ENGINEERS.has(s.units[id]!.kind);
  const enemyMine = (h: Hex, id: number) => {
    const m = s.mines?.[cellKey(s, h)];
    return m !== undefined && m.owner !== s.units[id]!.side;
  };
  if (s.turn.stage === 'order' && !s.pending.length) {
    const orders = legal.filter((a) => a.type === 'order' && eng(a.unit));
    if (orders.length && pick(4) > 0) return orders[pick(orders.length)]!;
  }
  if (s.turn.stage === 'move' && !s.pending.length) {
    const onto = legal.filter((a) => a.type === 'move' && eng(a.unit) && (enemyMine(a.to, a.unit) || s.obstacles[cellKey(s, a.to)] === 'roadblock'));
    if (onto.length && pick(3) > 0) return onto[pick(onto.length)]!;
    const standing = s.turn.ordered.some((id) => eng(id) && enemyMine(s.units[id]!, id) && !s.turn.units[id]?.moveDone);
    const end = legal.find((a) => a.type === 'endMoves');
    if (standing && end && pick(2) === 0) return end;
  }
  if (s.turn.stage === 'battle' && !s.pending.length) {
    const clear = legal.filter((a) => a.type === 'removeWire' && s.obstacles[cellKey(s, s.units[a.unit]!)] === 'roadblock');
    if (clear.length && pick(2) === 0) return clear[pick(clear.length)]!;
  }
  return legal[pick(legal.length)]!;
}

/** The rules the engineers' proving ground must show firing (`Seen` keys). */
export const ENGINEER_GROUND_RULES = [
  'engineers: close assault on a covered hex',
  'engineers: wire removed by battling',
  'engineers: minefield cleared on entering',
  'engineers: minefield cleared standing',
  'engineers: minefield set off',
  'engineers: road block removed',
];

/**
 * The foot proving ground: snipers, cavalry and ski troops of both sides among infantry, armor and artillery on open
 * ground and in forests, towns and wire, the armies four rows apart so snipers fire at long range before the lines
 * meet and the riders charge across.
 */
export function footGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const line = (side: 'axis' | 'allies', row: number, kinds: readonly UnitKind[]) =>
    kinds.forEach((kind, i) => hexes.push({ row, col: (row & 1) + 4 * i, unit: { side, kind }, ...(i % 3 === 1 ? { terrain: 'forest' as const } : i % 3 === 2 ? { terrain: 'town' as const } : {}) }));
  line('axis', 1, ['sniper', 'cavalry', 'sniper', 'armor', 'sniper', 'artillery']);
  line('axis', 2, ['ski-troops', 'sniper', 'armor', 'cavalry', 'sniper', 'ski-troops', 'sniper']);
  line('allies', 6, ['sniper', 'cavalry', 'sniper', 'ski-troops', 'sniper', 'cavalry', 'sniper']);
  line('allies', 7, ['ski-troops', 'sniper', 'artillery', 'sniper', 'armor', 'sniper']);
  line('axis', 0, ['machine-gun', 'infantry', 'mortar', 'infantry', 'machine-gun', 'mortar', 'infantry']);
  line('allies', 8, ['mortar', 'infantry', 'machine-gun', 'infantry', 'mortar', 'machine-gun', 'infantry']);
  hexes.push({ row: 4, col: 12, obstacle: 'wire' }, { row: 0, col: 10, exit: 'allies' }, { row: 8, col: 10, exit: 'axis' });
  return groundScenario('foot-ground', 'Foot proving ground', hexes, 'allies');
}

/** The rules the foot proving ground must show firing (`Seen` keys). */
export const FOOT_GROUND_RULES = [
  'sniper: battle at 4 or 5 hexes',
  'sniper: a star hit',
  'sniper: a symbol or star missed a sniper',
  'sniper: fire at a sniper',
  'sniper: eliminated, no medal',
  'cavalry: overrun',
  'cavalry: battle after a 3-hex move',
  'ski-troops: battle after a 3-hex move',
  'ski-troops: battle after entering a forest',
  'machine-gun: a star hit infantry',
  'mortar: battle',
];
