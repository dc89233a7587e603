/**
 * Caves on hills and mountains restated apart from src/engine/troops/caves.ts, checked on every action of random play
 * from the states and the events (hooked into the expansion checker, tests/support/terrain-rules.ts). Each rule, as the
 * documents give it (FAQ §II Caves on Hills and Mountains, cards 52-53 and Q1-Q4, l.1453-1497; §VII Yamato Damashi
 * l.3341; §VIII Behind Enemy Lines Q l.3636-3637; decisions C245-C248):
 * - A move between two hexes that are not next to each other in one step is a cave move: only Japanese infantry makes
 *   it, from a cave to a cave that was empty, as its first and only move of the turn (no second move after it).
 * - Infantry and armor attacking Japanese infantry on a cave roll 2 dice fewer than against the same unit on open
 *   ground (terrain protections never add up: the cave's 2 is the reduction), artillery in full.
 * - Japanese infantry on a cave hit by flags that may be ignored (not a card's strike) never falls back.
 * - A cave is sealed only by Allied, not Japanese, infantry that moved onto it this turn, with no enemy next to it,
 *   after a roll: sealed when the roll holds a grenade, and then the hex is its hill or mountain; the unit does not
 *   battle afterwards that turn. No cave turns into ground otherwise.
 */
import { battleDice } from '../../src/engine';
import type { Action, GameEvent, GameState, Hex, Unit } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { CLASS_OF } from './kinds';
import { groundScenario } from './expansion-play';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type CaveSeen = Set<string>;

/** The ground a cave becomes when sealed (FAQ §II: caves on hills, caves on mountains). */
const GROUND: Readonly<Record<string, string>> = { 'cave-hill': 'hill', 'cave-mountain': 'mountain' };

const key = (h: Hex) => `${h.row},${h.col}`;
/** Hexes apart on the doubled-width board. */
function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}
const terrainOf = (s: GameState, h: Hex): string | undefined => s.board.cells[h.row * s.board.geometry.cols + h.col]?.terrain;
const caveAt = (s: GameState, h: Hex): boolean => GROUND[terrainOf(s, h) ?? ''] !== undefined;
const japaneseInfantry = (u: Unit | undefined): boolean => !!u && u.army === 'japanese' && CLASS_OF[u.kind] === 'infantry';
const unitOn = (s: GameState, h: Hex): Unit | undefined => s.units.find((u) => u.figures > 0 && u.row === h.row && u.col === h.col);

export class CavesChecker {
  private turnKey = '';
  /** Units that moved this turn (a cave move must be the first), and those whose move was a cave move. */
  private movedThisTurn = new Set<number>();
  private caveMovers = new Set<number>();
  /** Hexes each unit moved onto this turn (a seal needs a move onto the cave). */
  private movedOnto = new Map<number, string>();
  /** Units that tried to seal a cave this turn (they battle no more). */
  private sealers = new Set<number>();
  /** Japanese infantry on a cave hit by flags it must ignore, until its next battle or the turn's end. */
  private holding = new Map<number, number>();

  constructor(readonly seen: CaveSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) this.newTurn(turn);
    const unit = (id: number): Unit | undefined => prev.units[id] ?? next.units[id];
    let cardStrike = false;
    events.forEach((e, i) => {
      if (e.type === 'turn') this.newTurn(`${e.side}:${e.number}`);
      if (e.type === 'cardStrike') cardStrike = true;
      if (e.type === 'battle' || e.type === 'ambush') cardStrike = false;
      if (e.type === 'moved') {
        const u = unit(e.unit)!;
        const far = distance(e.from, e.to) > e.steps;
        if (far || e.cave) {
          if (!japaneseInfantry(u)) out.push(`caves: unit ${e.unit} (${u.army ?? 'no army'} ${u.kind}) moved ${key(e.from)} to ${key(e.to)} through the caves`);
          if (!caveAt(prev, e.from) || !caveAt(prev, e.to)) out.push(`caves: unit ${e.unit} moved ${key(e.from)} to ${key(e.to)} in ${e.steps} hex(es), not from a cave to a cave`);
          const there = unitOn(prev, e.to);
          if (there && there.id !== e.unit) out.push(`caves: unit ${e.unit} moved into the cave at ${key(e.to)}, held by unit ${there.id}`);
          if (this.movedThisTurn.has(e.unit)) out.push(`caves: unit ${e.unit} moved through the caves after another move this turn`);
          this.caveMovers.add(e.unit);
          this.seen.add(distance(e.from, e.to) > 2 ? 'caves: a move to a far cave' : 'caves: a move between caves');
        } else if (this.caveMovers.has(e.unit)) out.push(`caves: unit ${e.unit} moved again after its cave move this turn`);
        this.movedThisTurn.add(e.unit);
        this.movedOnto.set(e.unit, key(e.to));
      }
      if (e.type === 'battle') {
        this.holding.delete(e.target);
        if (this.sealers.has(e.unit)) out.push(`caves: unit ${e.unit} battled after trying to seal a cave this turn`);
        const target = prev.units[e.target];
        const attacker = prev.units[e.unit];
        if (target && attacker && japaneseInfantry(target) && caveAt(prev, e.at) && !this.coverIgnored(prev, attacker, e.at)) {
          const cls = CLASS_OF[attacker.kind];
          const i = e.at.row * prev.board.geometry.cols + e.at.col;
          // The same battle against the same unit on open ground, with no army and no sandbags or obstacle on its hex (its
          // dice before any cover): reductions never add up, and none on a hex exceeds the cave's 2 for these classes.
          const cells = prev.board.cells.slice();
          cells[i] = { ...cells[i]!, terrain: 'countryside', bunker: undefined };
          const { [String(i)]: _sb, ...sandbags } = prev.sandbags;
          const { [String(i)]: _ob, ...obstacles } = prev.obstacles;
          const open: GameState = {
            ...prev,
            board: { ...prev.board, cells },
            sandbags,
            obstacles,
            units: prev.units.map((v) => (v.id === target.id ? { ...v, army: undefined } : v)),
          };
          const bare = battleDice(open, e.from, e.at);
          const want = cls === 'artillery' ? bare : Math.max(0, bare - 2);
          if (bare > 0 && e.dice !== want) out.push(`caves: ${cls} unit ${e.unit} rolled ${e.dice} dice at Japanese infantry in the cave at ${key(e.at)}, not ${want}`);
          else if (bare > 0 && cls !== 'artillery') this.seen.add('caves: 2 dice fewer against Japanese infantry in a cave');
        }
      }
      if (e.type === 'hits' && e.flags > 0) {
        const u = prev.units[e.unit];
        if (!cardStrike && japaneseInfantry(u) && caveAt(prev, u!)) this.holding.set(e.unit, e.flags);
        else this.holding.delete(e.unit);
      }
      if (e.type === 'flagIgnored' && (this.holding.get(e.unit) ?? 0) > 1) {
        this.seen.add('caves: Japanese infantry in a cave ignored every flag');
      }
      if (e.type === 'retreated' && this.holding.has(e.unit)) out.push(`caves: Japanese infantry ${e.unit} fell back from the cave at ${key(e.from)}, where it ignores every flag`);
      if (e.type === 'caveSealed') {
        const u = unit(e.unit)!;
        this.sealers.add(e.unit);
        if (u.side !== 'allies' || u.army === 'japanese' || CLASS_OF[u.kind] !== 'infantry') out.push(`caves: unit ${e.unit} (${u.side} ${u.kind}) tried to seal a cave`);
        if (!caveAt(prev, e.at)) out.push(`caves: unit ${e.unit} tried to seal ${key(e.at)}, no cave`);
        if (this.movedOnto.get(e.unit) !== key(e.at)) out.push(`caves: unit ${e.unit} tried to seal the cave at ${key(e.at)} without moving onto it this turn`);
        const foe = prev.units.find((v) => v.side !== u.side && v.figures > 0 && distance(v, e.at) === 1);
        if (foe) out.push(`caves: unit ${e.unit} tried to seal the cave at ${key(e.at)} with enemy unit ${foe.id} next to it`);
        const r = events.slice(0, i).reverse().find((x) => x.type === 'roll');
        const grenade = !!r && r.type === 'roll' && r.faces.includes('grenade');
        if (!r) out.push(`caves: unit ${e.unit} tried to seal the cave at ${key(e.at)} without a roll`);
        else if (grenade !== e.sealed) out.push(`caves: the cave at ${key(e.at)} was ${e.sealed ? '' : 'not '}sealed on a roll ${grenade ? 'with' : 'without'} a grenade`);
        const now = terrainOf(next, e.at);
        const was = terrainOf(prev, e.at);
        if (e.sealed && was && now !== GROUND[was]) out.push(`caves: the cave at ${key(e.at)} was sealed but is ${now}, not ${GROUND[was]}`);
        if (!e.sealed && now !== was) out.push(`caves: the cave at ${key(e.at)} changed to ${now} though it was not sealed`);
        this.seen.add(e.sealed ? 'caves: a cave sealed' : 'caves: a seal failed');
      }
    });
    // No cave turns into ground but by a seal of this action.
    if (prev.board !== next.board) {
      const cols = next.board.geometry.cols;
      for (let i = 0; i < next.board.cells.length; i++) {
        const was = prev.board.cells[i]?.terrain;
        if (!was || GROUND[was] === undefined || next.board.cells[i]?.terrain === was) continue;
        const h = { row: Math.floor(i / cols), col: i % cols };
        if (!events.some((e) => e.type === 'caveSealed' && e.sealed && key(e.at) === key(h))) out.push(`caves: the cave at ${key(h)} became ${next.board.cells[i]?.terrain} with no seal`);
      }
    }
    return out;
  }

  /** Does the attacker ignore its target's terrain (engineers in close assault; a tank destroyer that has not moved)? */
  private coverIgnored(s: GameState, attacker: Unit, at: Hex): boolean {
    if (attacker.kind === 'engineers' && distance(attacker, at) === 1) return true;
    return attacker.kind === 'tank-destroyer';
  }

  private newTurn(turn: string): void {
    this.turnKey = turn;
    this.movedThisTurn.clear();
    this.caveMovers.clear();
    this.movedOnto.clear();
    this.sealers.clear();
    this.holding.clear();
  }
}

/**
 * A proving ground of the caves: a line of cave hills across row 2 with Japanese infantry in some and others empty, a
 * cave mountain beside a hill, and empty caves on row 5 in front of the Allied infantry of row 6, so random play meets
 * cave moves, the cave cover, flags ignored in a cave and seals (1518 Sugar Loaf and Half Moon holds the first three).
 */
export function cavesGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const col of [0, 4, 8, 12, 16, 20, 24]) hexes.push({ row: 2, col, terrain: 'cave-hill', ...(col % 8 === 0 ? { unit: { side: 'axis' as const, kind: 'infantry' as const, army: 'japanese' as const } } : {}) });
  hexes.push({ row: 1, col: 3, terrain: 'cave-mountain' }, { row: 1, col: 5, terrain: 'hill' });
  for (const col of [1, 7, 13, 19]) hexes.push({ row: 5, col, terrain: 'cave-hill' });
  for (const col of [2, 6, 10, 14, 18, 22]) hexes.push({ row: 6, col, unit: { side: 'allies', kind: col === 10 ? 'armor' : 'infantry' } });
  // Artillery two rows from the caves rolls 3 dice at them (no cover): the rolls with two flags that the cave's rule is
  // seen on.
  for (const col of [0, 4, 8, 12, 16, 20, 24]) hexes.push({ row: 4, col, unit: { side: 'allies', kind: 'artillery' } });
  return groundScenario('caves-proving-ground', 'Caves proving ground', hexes, 'allies');
}

/** The rules random play on the caves proving ground must show firing (the checker's `seen`). */
export const CAVES_GROUND_RULES = [
  'caves: a move to a far cave',
  'caves: 2 dice fewer against Japanese infantry in a cave',
  'caves: Japanese infantry in a cave ignored every flag',
  'caves: a cave sealed',
  'caves: a seal failed',
];

/**
 * A directed policy for the caves proving ground: a seal when one is offered, artillery's battles at Japanese infantry
 * in a cave (full dice: the rolls with two flags that the cave's flag rule is seen on) and orders for artillery first,
 * Allied moves onto empty caves,
 * Japanese infantry moving only from cave to cave; otherwise at random.
 */
export function cavesPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const seal = legal.filter((a) => a.type === 'removeWire');
  if (seal.length) return seal[pick(seal.length)]!;
  const shots = legal.filter((a) => a.type === 'battle' && CLASS_OF[s.units[a.unit]!.kind] === 'artillery' && caveAt(s, a.target));
  if (shots.length) return shots[pick(shots.length)]!;
  const guns = legal.filter((a) => a.type === 'order' && CLASS_OF[s.units[a.unit]!.kind] === 'artillery');
  if (guns.length) return guns[pick(guns.length)]!;
  const ontoCave = legal.filter((a) => a.type === 'move' && s.units[a.unit]!.side === 'allies' && caveAt(s, a.to));
  if (ontoCave.length && pick(2) === 0) return ontoCave[pick(ontoCave.length)]!;
  // The Japanese keep to their caves (they may move from one to another), so the artillery finds them there.
  const rest = legal.filter((a) => !(a.type === 'move' && japaneseInfantry(s.units[a.unit]) && !caveAt(s, a.to)));
  return rest.length ? rest[pick(rest.length)]! : legal[pick(legal.length)]!;
}
