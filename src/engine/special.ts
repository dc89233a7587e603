/**
 * Battles' special rules, read from scenario data (src/scenario/types.ts; docs/scenario-format.md), never from a
 * scenario id: extra draws (Pegasus Bridge), cards played as another card (Mortain's Recon as Air Power), sudden
 * death (Toulon, Saverne), a deck never reshuffled (Vassieux) and the airdrop made before play
 * (Sainte-Mere-Eglise). The board's rules (impassable hexes, fire-blocking hexes, bridge spans) live in the board
 * and its tables (grid.ts). Decisions: docs/rules-decisions.md.
 */
import { hexDistance, hexIndex, onBoard, sectionsOf, type Hex, type Section, type Side } from './hex';
import { cardDef, cardType, mirroredCardType, type CardType } from './cards';
import { isAlive, occupancy, occupant } from './board';
import { CLASS_INDEX, F_BUNKER, F_IMPASSABLE, OB_INFANTRY_ONLY, gridOf, obstacleTable } from './grid';
import { UNIT_KINDS, isInfantryKind } from './units';
import type { Airdrop, Scenario } from './scenario';
import type { DropResult, GameState, PlayAsRule, SpecialRules, Unit } from './types';
import { nextInt } from './rng';

const SIDES: readonly Side[] = ['axis', 'allies'];

/** The special rules of a scenario as game state, or undefined when it has none. */
export function specialRules(sc: Scenario): SpecialRules | undefined {
  const out: SpecialRules = {};
  for (const side of SIDES) {
    const x = sc.sides[side].extraDraws;
    if (x) (out.extraDraws ??= {})[side] = { turns: x.turns, cards: x.cards };
    const pa = sc.sides[side].playAs;
    if (pa?.length) {
      (out.playAs ??= {})[side] = pa.map((r) => {
        const rule: PlayAsRule = { cards: r.cards.slice(), as: r.as };
        if (r.holding) rule.holding = r.holding.map((h) => ({ row: h.row, col: h.col }));
        if (r.inSection) rule.inSection = true;
        return rule;
      });
    }
  }
  if (sc.suddenDeath?.length) {
    out.suddenDeath = sc.suddenDeath.map((d) => ({ side: d.side, hexes: d.hexes.map((h) => ({ row: h.row, col: h.col })), hold: d.hold ?? 1 }));
  }
  if (sc.rules?.armorMove && Object.keys(sc.rules.armorMove).length) out.armorMove = { ...sc.rules.armorMove };
  if (sc.rules?.cardAs && Object.keys(sc.rules.cardAs).length) out.cardAs = { ...sc.rules.cardAs };
  if (sc.rules?.night) out.night = true;
  // Bridge rules (bridges.ts): copied side by side, so the state never shares the scenario's objects.
  const pontoons = sc.rules?.pontoons;
  if (pontoons && Object.keys(pontoons).length) {
    out.pontoons = {};
    for (const side of SIDES) {
      const r = pontoons[side];
      if (r) out.pontoons[side] = r.max === undefined ? {} : { max: r.max };
    }
  }
  const blow = sc.rules?.blowBridges;
  if (blow && Object.keys(blow).length) {
    out.blowBridges = {};
    for (const side of SIDES) {
      const r = blow[side];
      if (r) out.blowBridges[side] = { option: r.option };
    }
  }
  // holdout3 (decision C416): the bridges the battle lets be blown, copied.
  const lim = sc.rules?.blowable;
  if (lim) {
    out.blowable = { hexes: lim.hexes.map((h) => ({ row: h.row, col: h.col })) };
    if (lim.medals) out.blowable.medals = lim.medals.map((h) => ({ row: h.row, col: h.col }));
    if (lim.nextToUnit) out.blowable.nextToUnit = true;
  }
  if (sc.rules?.desertOverrun) out.desertOverrun = true;
  if (sc.rules?.oasisRecovery) out.oasisRecovery = true;
  if (sc.rules?.hospitalRecovery) out.hospitalRecovery = true;
  if (sc.rules?.resupply) out.resupply = true;
  const hqs = sc.board.hexes.filter((h) => h.headquarters).map((h) => ({ row: h.row, col: h.col, side: h.headquarters! }));
  if (hqs.length) out.headquarters = hqs;
  if (sc.rules?.damSabotage) {
    const dams = sc.board.hexes.filter((h) => h.terrain === 'dam').map((h) => ({ row: h.row, col: h.col }));
    out.damSabotage = { side: sc.rules.damSabotage, dams };
  }
  if (sc.rules?.gungHo) out.gungHo = sc.rules.gungHo;
  if (sc.rules?.highCommand) out.highCommand = sc.rules.highCommand;
  if (sc.rules?.stiffUpperLip) out.stiffUpperLip = sc.rules.stiffUpperLip;
  if (sc.rules?.commissar) out.commissar = sc.rules.commissar;
  // italy (Equipment Pack §VII France)
  if (sc.rules?.furiaFrancese) out.furiaFrancese = true;
  // italy (house rules 001 l.553-554, Terrain Pack Airfield): copied side by side, never shared with the scenario.
  const air = sc.rules?.airfieldReinforcements;
  if (air && (air.axis || air.allies)) {
    out.airfieldReinforcements = {};
    for (const side of SIDES) {
      const r = air[side];
      if (r) out.airfieldReinforcements[side] = r.units === undefined ? {} : { units: r.units };
    }
  }
  // funnies (FAQ §XII The Surrender of Elster's Column): the side that may not play Air Power.
  if (sc.rules?.noAirPower) out.noAirPower = sc.rules.noAirPower;
  // stars (house rules l.340, l.343; decisions C360-C363): copied side by side, never shared with the scenario.
  const spot = sc.rules?.forwardSpotting;
  if (spot && (spot.axis || spot.allies)) {
    out.forwardSpotting = {};
    for (const side of SIDES) {
      const r = spot[side];
      if (r) out.forwardSpotting[side] = { hexes: r.hexes.map((h) => ({ row: h.row, col: h.col })), ...(r.kind ? { kind: r.kind } : {}) };
    }
  }
  const sab = sc.rules?.sabotage;
  if (sab && (sab.axis || sab.allies)) {
    out.sabotage = {};
    for (const side of SIDES) {
      const r = sab[side];
      if (r) out.sabotage[side] = { hexes: r.hexes.map((h) => ({ row: h.row, col: h.col })) };
    }
  }
  if (sc.deck?.reshuffle === false) {
    out.noReshuffle = true;
    if (sc.deck.emptyWinner) out.emptyWinner = sc.deck.emptyWinner;
  }
  return Object.keys(out).length ? out : undefined;
}

/** How many hexes of the list hold a live unit of the side. */
function holdCount(s: GameState, side: Side, hexes: readonly Hex[]): number {
  const occ = occupancy(s);
  const g = s.board.geometry;
  let n = 0;
  for (const h of hexes) {
    const id = occupant(occ, hexIndex(g, h));
    if (id >= 0 && s.units[id]!.side === side) n++;
  }
  return n;
}

/** Does the side meet one of its sudden-death conditions now? */
export function suddenDeathMet(s: GameState, side: Side): boolean {
  const list = s.special?.suddenDeath;
  if (!list) return false;
  for (const d of list) if (d.side === side && holdCount(s, side, d.hexes) >= d.hold) return true;
  return false;
}

/**
 * The cards this side may play card `card` as, right now (empty for almost every card and battle). A
 * Counter-Attack is judged by the card it would copy: the copy may be used for the same other purpose (FAQ §VIII
 * Recon 1 Q1), by a side the scenario allows to (FAQ §XII Operation Lüttich Q3).
 */
export function playAsOptions(s: GameState, side: Side, card: number): PlayAsRule['as'][] {
  const rules = s.special?.playAs?.[side];
  if (!rules) return [];
  let type = cardType(card);
  if (type === 'counter-attack') {
    const last = s.lastCommand[side === 'axis' ? 'allies' : 'axis'];
    if (!last) return [];
    type = mirroredCardType(last.type);
  }
  const out: PlayAsRule['as'][] = [];
  for (const r of rules) {
    if (!r.cards.includes(type) || out.includes(r.as)) continue;
    if (r.holding && holdCount(s, side, r.holding) === 0) continue;
    // Blitz: the strike must reach at least one hex of the card's section, so there must be an enemy unit there
    // (FAQ §III Air Strikes & Blitz, l.1763).
    if (r.inSection && !enemyInSection(s, side, type)) continue;
    out.push(r.as);
  }
  return out;
}

/** Is there an enemy unit in the one section of card `type` (seen from `side`'s seat)? */
function enemyInSection(s: GameState, side: Side, type: CardType): boolean {
  const sections = Object.keys(cardDef(type).sections ?? {}) as Section[];
  if (sections.length !== 1) return false;
  return s.units.some((u) => u.side !== side && isAlive(u) && !u.camouflaged && sectionsOf(s.board.geometry, u, s.edges[side]).includes(sections[0]!));
}

/** The extra cards the side draws at the end of this turn (its first `turns` turns only). */
export function extraDraws(s: GameState, side: Side): number {
  const x = s.special?.extraDraws?.[side];
  if (!x) return 0;
  // The side's own turn count: turns alternate, and turn 1 is played by the side that moves first.
  const n = s.turn.number;
  const ownTurn = n % 2 === 1 ? (n + 1) / 2 : n / 2;
  return ownTurn <= x.turns ? x.cards : 0;
}

/** Every hex position (on the board or not) within `radius` of `centre`, row by row. */
function positionsAround(centre: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let row = centre.row - radius; row <= centre.row + radius; row++) {
    for (let col = centre.col - 2 * radius; col <= centre.col + 2 * radius; col++) {
      if (((row + col) & 1) !== 0) continue;
      const h = { row, col };
      if (hexDistance(centre, h) <= radius) out.push(h);
    }
  }
  return out;
}

/**
 * The airdrop before the first turn (FAQ §XII Sainte-Mere-Eglise): each unit's landing position is drawn from
 * the state's PRNG, every position within the radius equally likely. A unit off the board, on a hex it could not
 * enter, on a unit, or sharing its hex with another dropped unit is lost with no medal. Mutates the new state.
 */
export function airdrop(s: GameState, rule: Airdrop): void {
  const drops: DropResult[] = [];
  // holdout3 (decision C415): each wave in turn, around its own centre; one drop when the battle names no waves.
  dropWave(s, rule, rule.centre, rule.units, drops);
  if (rule.waves) for (const w of rule.waves) dropWave(s, rule, w.centre, w.units, drops);
  (s.special ??= {}).drops = drops;
}

/** One drop of `units` units around `centre`: positions drawn first, then each unit placed or lost (in `drops`). */
function dropWave(s: GameState, rule: Airdrop, centre: Hex, units: number, drops: DropResult[]): void {
  const g = s.board.geometry;
  const positions = positionsAround(centre, rule.radius);
  const picks = [];
  for (let k = 0; k < units; k++) picks.push(positions[nextInt(s.rng, positions.length)]!);
  const landings = new Map<number, number>();
  for (const h of picks) if (onBoard(g, h)) landings.set(hexIndex(g, h), (landings.get(hexIndex(g, h)) ?? 0) + 1);
  const grid = gridOf(s.board);
  const ob = obstacleTable(s);
  // Built here, not cached: the units change below (the state's own occupancy cache is built later, on demand).
  const occ = new Array<number>(grid.size).fill(-1);
  for (const u of s.units) if (isAlive(u)) occ[hexIndex(g, u)] = u.id;
  const kind = UNIT_KINDS[rule.unit.kind];
  const heavy = !isInfantryKind(rule.unit.kind);
  for (const h of picks) {
    const r: DropResult = { row: h.row, col: h.col, unit: null };
    drops.push(r);
    if (!onBoard(g, h)) {
      r.lost = 'offBoard';
      continue;
    }
    const i = hexIndex(g, h);
    const f = grid.byClass[CLASS_INDEX[kind.symbol]][i]!;
    if (f & F_IMPASSABLE || (heavy && (f & F_BUNKER || OB_INFANTRY_ONLY[ob[i]!]))) r.lost = 'impassable';
    else if (occ[i]! >= 0) r.lost = 'occupied';
    else if (!rule.oneAtATime && landings.get(i)! > 1) r.lost = 'together';
    if (r.lost) continue;
    const figures = rule.unit.figures ?? kind.figures;
    const u: Unit = {
      id: s.units.length,
      side: rule.side,
      kind: rule.unit.kind,
      row: h.row,
      col: h.col,
      figures,
      maxFigures: figures,
      medals: rule.unit.medals ?? 1,
    };
    if (rule.unit.badge) u.badge = rule.unit.badge;
    s.units.push(u);
    occ[i] = u.id;
    r.unit = u.id;
  }
}
