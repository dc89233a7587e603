/**
 * Checks of a battle's special rules during random play, driven by the scenario's data (never by its id): no unit
 * on an impassable hex, no single step across an impassable hex side, a bridge span entered and left only by its
 * exits, no battle by a unit class through a hex that blocks its fire, eliminated units worth the medals the
 * scenario gives them, a sudden death won exactly when a side's turn ends on enough of its hexes, a deck never
 * reshuffled and a game that ends when it runs out, the extra cards drawn in a side's first turns, cards played as
 * another only as allowed and while the hexes are held, and airdropped units placed or lost by the drop's own rules.
 * Like tests/support/invariants.ts it is written apart from the rules code: it reads the plain state, the events
 * and the scenario, and does its own geometry.
 *
 * It also counts which special rules came up (`Exercised`): a test over many games can then demand that every rule
 * a battle has was exercised at least once, so a rule the random games never reach is noticed.
 */
import { applyAction, legalActions, newGame } from '../../src/engine';
import { DECK } from '../../src/engine/cards';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { Action, GameEvent, GameState, Hex, Side } from '../../src/engine/types';
import type { Scenario, UnitClass } from '../../src/scenario/types';
import { checkInvariants } from './invariants';
import { CLASS_OF, DEFAULT_FIGURES } from './kinds';

export interface Exercised {
  /** Eliminations of units worth more than 1 medal. */
  bigMedal: number;
  /** Permanent objectives taken. */
  permanentObjective: number;
  /** Steps onto or off a bridge span through one of its exits. */
  spanExit: number;
  /** Battles through a fire-blocking hex by a unit class it does not block (the rule blocks only what it names). */
  fireAcross: number;
  /** Games won by a sudden death. */
  suddenDeath: number;
  /** Games ended because the draw pile ran out. */
  deckEmpty: number;
  /** Turns ended with the extra cards of extraDraws in hand. */
  extraDraws: number;
  /** Cards played as another card. */
  playAs: number;
  /** Airdropped units that landed and were placed. */
  dropped: number;
  /** Airdropped units lost. */
  dropLost: number;
}

export function emptyExercised(): Exercised {
  return { bigMedal: 0, permanentObjective: 0, spanExit: 0, fireAcross: 0, suddenDeath: 0, deckEmpty: 0, extraDraws: 0, playAs: 0, dropped: 0, dropLost: 0 };
}

const other = (s: Side): Side => (s === 'axis' ? 'allies' : 'axis');


const key = (h: Hex) => `${h.row},${h.col}`;
const pairKey = (a: Hex, b: Hex) => [key(a), key(b)].sort().join('|');

function adjacent(a: Hex, b: Hex): boolean {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return (dr === 0 && dc === 2) || (dr === 1 && dc === 1);
}

/** Hex centre in units of the hex's circumradius (pointy-top hexes; doubled-width columns are half a hex apart). */
function centre(h: Hex): { x: number; y: number } {
  return { x: (h.col * Math.sqrt(3)) / 2, y: h.row * 1.5 };
}

/** Distance from point p to the segment a-b. */
function distanceToSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * A line that passes this close to a hex's centre goes through the hex's interior (its inner radius is √3/2 ≈ 0.866);
 * lines along a hex side (exactly 0.866 away) or clipping a corner are left to the engine's own tests.
 */
const THROUGH = 0.8;


/** Hex distance in doubled-width coordinates. */
function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

function onStandardBoard(h: Hex, rows = 9): boolean {
  return h.row >= 0 && h.row <= rows - 1 && h.col >= 0 && h.col <= 24 && (h.row + h.col) % 2 === 0;
}

export class BattleRules {
  private readonly impassable = new Set<string>();
  private readonly impassableSides = new Set<string>();
  private readonly spanHexes = new Set<string>();
  private readonly spanExits = new Set<string>();
  private readonly blocksFire: { hex: Hex; classes: UnitClass[] }[] = [];
  /** Medals of each unit by id: the scenario's units in file order (the engine numbers them so). */
  private readonly unitMedals: number[] = [];
  private readonly dropMedals: number;
  private readonly required: (keyof Exercised)[] = [];
  /** Turns each side has ended in the game being checked (for extraDraws); reset by checkStart. */
  private turnsEnded: Record<Side, number> = { axis: 0, allies: 0 };

  constructor(readonly scenario: Scenario) {
    for (const h of scenario.board.hexes) {
      if (h.impassable) this.impassable.add(key(h));
      if (h.blocksFire) this.blocksFire.push({ hex: { row: h.row, col: h.col }, classes: h.blocksFire });
      // foot: a sniper is worth no medal (FAQ §IV Snipers summary, l.2469).
      if (h.unit) this.unitMedals.push(h.unit.kind === 'sniper' ? 0 : (h.unit.medals ?? 1));
    }
    for (const s of scenario.board.sides ?? []) if (s.impassable) this.impassableSides.add(pairKey(s.a, s.b));
    for (const span of scenario.board.spans ?? []) {
      for (const h of span.hexes) this.spanHexes.add(key(h));
      for (const e of span.exits) this.spanExits.add(pairKey(e.span, e.land));
    }
    this.dropMedals = scenario.airdrop?.unit.medals ?? 1;
    if (this.unitMedals.some((m) => m > 1) || this.dropMedals > 1) this.required.push('bigMedal');
    if ((scenario.objectives ?? []).some((o) => o.permanent)) this.required.push('permanentObjective');
    if (this.spanHexes.size > 0) this.required.push('spanExit');
    const classes: UnitClass[] = ['infantry', 'armor', 'artillery'];
    if (this.blocksFire.some((b) => classes.some((c) => !b.classes.includes(c)))) this.required.push('fireAcross');
    if (scenario.suddenDeath?.length) this.required.push('suddenDeath');
    if (scenario.deck?.emptyWinner) this.required.push('deckEmpty');
    if (scenario.sides.axis.extraDraws || scenario.sides.allies.extraDraws) this.required.push('extraDraws');
    if (scenario.sides.axis.playAs || scenario.sides.allies.playAs) this.required.push('playAs');
    if (scenario.airdrop) this.required.push('dropped', 'dropLost');
  }

  /** Violations in a state and the events that led to it; counts the special rules seen into `seen`. */
  check(state: GameState, action: Action | null, events: readonly GameEvent[], seen: Exercised): string[] {
    const out: string[] = [];
    if (action?.type === 'play' && action.as) this.playedAs(state, action.card, action.as, events, out, seen);
    for (const u of state.units) {
      if (u.figures > 0 && this.impassable.has(key(u))) out.push(`unit ${u.id} stands on the impassable hex (${key(u)})`);
    }
    for (const e of events) {
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        const oneStep = e.type === 'tookGround' || e.steps === 1;
        if (oneStep && adjacent(e.from, e.to)) this.step(e.type, e.unit, e.from, e.to, out, seen);
      } else if (e.type === 'battle') {
        this.fire(state, e.unit, e.from, e.at, out, seen);
      } else if (e.type === 'eliminated') {
        const expected = this.medalsOf(e.unit);
        if (e.medals !== expected) out.push(`unit ${e.unit} was eliminated for ${e.medals} medals; the scenario gives ${expected}`);
        if (e.medals > 1) seen.bigMedal++;
      } else if (e.type === 'objective') {
        if (e.permanent) seen.permanentObjective++;
      } else if (e.type === 'shuffled') {
        if (this.scenario.deck?.reshuffle === false) out.push('the deck was reshuffled, but this battle never reshuffles it');
      } else if (e.type === 'turn') {
        this.turnEnded(state, other(e.side), events.some((x) => x.type === 'gameOver'), out, seen);
      } else if (e.type === 'gameOver') {
        this.gameOver(state, e.winner, e.reason, out, seen);
      }
    }
    return out;
  }

  /** Checks of a new game's state: no unit on an impassable hex, and the airdrop made by its rules. */
  checkStart(state: GameState, seen: Exercised = emptyExercised()): string[] {
    this.turnsEnded = { axis: 0, allies: 0 };
    const out = this.check(state, null, [], seen);
    if (this.scenario.airdrop) this.airdrop(state, out, seen);
    return out;
  }

  /** Checks of the final state. */
  checkEnd(state: GameState, seen: Exercised): string[] {
    const out = this.check(state, null, [], seen);
    if (!state.winner) out.push('the game ended without a winner');
    return out;
  }

  /** The special rules this battle has that `seen` never counted. */
  unexercised(seen: Exercised): string[] {
    return this.required.filter((k) => seen[k] === 0);
  }

  /** How many of the hexes of a sudden-death rule the side's live units stand on. */
  private held(state: GameState, hexes: readonly Hex[], side: Side): number {
    return hexes.filter((h) => state.units.some((u) => u.figures > 0 && u.side === side && u.row === h.row && u.col === h.col)).length;
  }

  private suddenDeathMet(state: GameState, side: Side): boolean {
    return (this.scenario.suddenDeath ?? []).some((sd) => sd.side === side && this.held(state, sd.hexes, side) >= (sd.hold ?? 1));
  }

  /** `side` has just ended a turn: unless the same action ended the game (`over`), nothing that ends it may hold. */
  private turnEnded(state: GameState, side: Side, over: boolean, out: string[], seen: Exercised): void {
    this.turnsEnded[side]++;
    if (!over && this.suddenDeathMet(state, side)) out.push(`the ${side} ended a turn holding a sudden-death objective, but the game went on`);
    const deck = this.scenario.deck;
    if (!over && deck?.reshuffle === false && deck.emptyWinner && state.cards.deck.length === 0) {
      out.push('a turn ended with the draw pile empty, but the game went on');
    }
    const extra = this.scenario.sides[side].extraDraws;
    const k = this.turnsEnded[side];
    // The hand grows by `cards` at the end of each of the first `turns` turns, then keeps its size (the extra
    // cards are not played back down to the dealt number; an Ambush card is replaced at the end of the turn).
    if (extra && k <= extra.turns + 2) {
      const want = this.scenario.sides[side].cards + Math.min(k, extra.turns) * extra.cards;
      const hand = state.cards.hands[side].length;
      if (hand !== want) out.push(`the ${side} hold ${hand} cards after their turn ${k}; with extraDraws they should hold ${want}`);
      else if (k <= extra.turns) seen.extraDraws++;
    }
  }

  private gameOver(state: GameState, winner: Side, reason: string | undefined, out: string[], seen: Exercised): void {
    if (reason === 'suddenDeath') {
      if (!this.suddenDeathMet(state, winner)) out.push(`the ${winner} won by sudden death without holding enough of its hexes`);
      else seen.suddenDeath++;
    } else if (reason === 'deckEmpty') {
      const deck = this.scenario.deck;
      if (!deck || deck.reshuffle !== false || deck.emptyWinner !== winner) out.push(`the ${winner} won because the deck ran out, which this battle does not allow`);
      else if (state.cards.deck.length !== 0) out.push(`the game ended because the deck ran out, but ${state.cards.deck.length} cards are left`);
      else seen.deckEmpty++;
    } else if (reason !== undefined) out.push(`unknown reason for the end of the game: ${reason}`);
  }

  private playedAs(state: GameState, card: number, as: string, events: readonly GameEvent[], out: string[], seen: Exercised): void {
    const played = events.find((e) => e.type === 'played');
    if (!played || played.type !== 'played') return;
    const side = played.side;
    // A Counter-Attack copies the other side's last command; a side allowed to play that card as another may play
    // its Counter-Attack of it so too (docs/rules-decisions.md B2).
    // Card ids of a second deck (scenario deck.decks) are 60..119: the type is DECK[id mod 60].
    const printed = DECK[card % DECK.length];
    const type = printed === 'counter-attack' ? state.lastCommand[other(side)]?.type : printed;
    const rule = (this.scenario.sides[side].playAs ?? []).find((p) => p.as === as && type !== undefined && p.cards.includes(type));
    if (!rule) {
      const what = printed === 'counter-attack' ? `counter-attack (of ${type ?? 'nothing'})` : (type ?? `card ${card}`);
      out.push(`the ${side} played ${what} as ${as}, which this battle does not allow`);
      return;
    }
    if (rule.holding && this.held(state, rule.holding, side) === 0) out.push(`the ${side} played ${type} as ${as} without holding any of its hexes`);
    if (played.command?.type !== as) out.push(`the ${side} played ${type} as ${as}, but the command in force is ${played.command?.type ?? 'none'}`);
    seen.playAs++;
  }

  /** The airdrop at newGame: each drawn position within the radius, each lost or placed for the right reason. */
  private airdrop(state: GameState, out: string[], seen: Exercised): void {
    const drop = this.scenario.airdrop!;
    const drops = state.special?.drops ?? [];
    // holdout3 (decision C415): the first drop, then each wave, each around its own centre; a drop's own twins only.
    const waves = [{ centre: drop.centre, units: drop.units }, ...(drop.waves ?? [])];
    const total = waves.reduce((n, w) => n + w.units, 0);
    if (drops.length !== total) out.push(`the airdrop made ${drops.length} drops; the scenario drops ${total} units`);
    const fixed = this.unitMedals.length;
    const placed = drops.filter((d) => d.unit !== null);
    if (state.units.length !== fixed + placed.length) out.push(`${state.units.length} units after the airdrop; expected ${fixed} + ${placed.length} placed`);
    const impassable = new Set(this.scenario.board.hexes.filter((h) => h.impassable || (h.terrain === 'river' && !h.bridge)).map(key));
    const taken = new Set(this.scenario.board.hexes.filter((h) => h.unit).map(key));
    let first = 0;
    for (const wave of waves) {
      const mine = drops.slice(first, first + wave.units);
      mine.forEach((d, j) => {
        const i = first + j;
        const at = `drop ${i} at (${key(d)})`;
        if (distance(d, wave.centre) > drop.radius) out.push(`${at} is beyond ${drop.radius} hexes of (${key(wave.centre)})`);
        const twin = !drop.oneAtATime && mine.some((o, k) => k !== j && o.row === d.row && o.col === d.col);
        // one at a time: an earlier unit of the same drop already there makes it a landing on a unit
        const earlier = drop.oneAtATime && mine.slice(0, j).some((o) => o.unit !== null && o.row === d.row && o.col === d.col);
        // holdout3: a Breakthrough board is 17 rows deep, as wide as the standard one (rulebook l.140).
        const expected = !onStandardBoard(d, this.scenario.board.kind === 'breakthrough' ? 17 : 9) ? 'offBoard' : impassable.has(key(d)) ? 'impassable' : taken.has(key(d)) || earlier ? 'occupied' : twin ? 'together' : undefined;
        if ((d.lost ?? undefined) !== expected) out.push(`${at} is ${d.lost ? `lost (${d.lost})` : 'placed'}; expected ${expected ? `lost (${expected})` : 'placed'}`);
        if (d.unit === null) {
          seen.dropLost++;
          return;
        }
        const u = state.units[d.unit];
        if (!u || u.row !== d.row || u.col !== d.col || u.side !== drop.side || u.kind !== drop.unit.kind) {
          out.push(`${at}: unit ${d.unit} is not a ${drop.side} ${drop.unit.kind} standing there`);
        } else if (u.figures !== (drop.unit.figures ?? DEFAULT_FIGURES[drop.unit.kind])) out.push(`${at}: the dropped unit has ${u.figures} figures`);
        seen.dropped++;
      });
      // the units this wave placed stand in the way of the next waves
      for (const d of mine) if (d.unit !== null) taken.add(key(d));
      first += wave.units;
    }
  }

  private medalsOf(unit: number): number {
    return unit < this.unitMedals.length ? this.unitMedals[unit]! : this.dropMedals;
  }

  private step(what: string, unit: number, from: Hex, to: Hex, out: string[], seen: Exercised): void {
    const pair = pairKey(from, to);
    if (this.impassableSides.has(pair)) out.push(`${what}: unit ${unit} crossed the impassable side ${pair}`);
    const fromSpan = this.spanHexes.has(key(from));
    const toSpan = this.spanHexes.has(key(to));
    if (fromSpan !== toSpan) {
      if (this.spanExits.has(pair)) seen.spanExit++;
      else out.push(`${what}: unit ${unit} got ${toSpan ? 'on' : 'off'} a bridge span between ${pair}, which is not one of its exits`);
    }
  }

  private fire(state: GameState, unit: number, from: Hex, at: Hex, out: string[], seen: Exercised): void {
    if (this.blocksFire.length === 0) return;
    const kind = state.units[unit]?.kind;
    if (!kind) return;
    const cls = CLASS_OF[kind];
    const a = centre(from);
    const b = centre(at);
    for (const bf of this.blocksFire) {
      if (key(bf.hex) === key(from) || key(bf.hex) === key(at)) continue;
      if (distanceToSegment(centre(bf.hex), a, b) >= THROUGH) continue;
      if (bf.classes.includes(cls)) out.push(`${kind} unit ${unit} battled from (${key(from)}) to (${key(at)}) through (${key(bf.hex)}), which blocks ${cls} fire`);
      else seen.fireAcross++;
    }
  }
}

/**
 * A game played by a policy that pushes toward the battle's sudden-death hexes: when the side with a sudden-death
 * rule chooses among moves, half of the time it takes one that ends nearest to a hex of the rule it does not hold
 * yet; every other choice is uniform, from a PRNG seeded with `directed/<seed>`. The uniform policy of
 * tests/support/random-play.ts almost never ends a turn on three of Toulon's four towns (none in 200 games), so
 * without this the rule would go unexercised. Every invariant and every battle-rule check runs after every action.
 */
export function playDirectedGame(sc: Scenario, seed: number, rules: BattleRules, seen: Exercised, maxActions = 20_000): { winner: Side | null; violations: string[] } {
  const rng = seedRng(`directed/${seed}`);
  let s = newGame(sc, { seed });
  const violations = [...rules.checkStart(s, seen), ...checkInvariants(null, s, [], sc)];
  const goals = sc.suddenDeath ?? [];
  for (let n = 0; !s.winner && violations.length === 0; n++) {
    if (n >= maxActions) return { winner: null, violations: [`no winner after ${maxActions} actions`] };
    const legal = legalActions(s);
    if (legal.length === 0) return { winner: null, violations: ['no legal action but the game is not over'] };
    let action = legal[nextInt(rng, legal.length)]!;
    const side = s.turn.side;
    const targets = goals.filter((g) => g.side === side).flatMap((g) => g.hexes);
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    if (targets.length && moves.length && nextInt(rng, 2) === 0) {
      const free = targets.filter((h) => !s.units.some((u) => u.figures > 0 && u.side === side && u.row === h.row && u.col === h.col));
      const aim = free.length ? free : targets;
      const score = (a: Extract<Action, { type: 'move' }>) => Math.min(...aim.map((h) => distance(a.to, h)));
      action = moves.reduce((best, a) => (score(a) < score(best) ? a : best));
    }
    const r = applyAction(s, action);
    if (!r.ok) return { winner: null, violations: [`legal action refused: ${r.error.code}: ${r.error.message}`] };
    violations.push(...checkInvariants(s, r.state, r.events, sc).map((v) => `action #${n}: ${v}`));
    violations.push(...rules.check(r.state, action, r.events, seen).map((v) => `action #${n} ${JSON.stringify(action)}: ${v}`));
    s = r.state;
  }
  if (violations.length === 0) violations.push(...rules.checkEnd(s, seen));
  return { winner: s.winner, violations };
}
