/**
 * How many dice a unit rolls against a target, and which targets it may choose. Rulebook pp.8-10 "Battle",
 * Appendix 2; player aid; FAQ §II (reductions never summed within a hex, attacker's own penalty added),
 * §VIII (card bonuses), §IV Standard Units Q4 (bonuses in an Overrun).
 */
import { hexDistance, onBoard, type Hex } from './hex';
import { cellAt, isAlive, occupancy, occupant, other, sideBlocksSight, terrainAt, unitAt } from './board';
import { lineOfSight, type SightBoard, type SightCell } from './los';
import { BUNKER_PROTECTION, OBSTACLES, bunkerShelters, terrainDef, type TerrainDef } from './terrain';
import { UNIT_KINDS, isArmorKind, isInfantryKind, unitKind, type UnitKindDef } from './units';
import type { GameState, Unit, UnitTurn } from './types';
import { cacheOf } from './cache';
import { hasSpecialKinds } from './specialKinds';
import { visibleRange } from './night';
import { ignoresTargetTerrain } from './troops/armor';
import { smokeTable } from './smoke';
import { zeroedBonus } from './troops/guns';
import { SPOTTED_DICE, spotted } from './battleStars/forwardSpotting';
import { seishinBonus } from './troops/nations';
import { LEADER_DICE } from './troops/heroicLeader';
import { raftPenalty } from './troops/rafts';
import { lateAssetDice, lateAssetNeedsSight } from './troops/swa';
import { aceDice } from './troops/ace';
import { banzaiCharge } from './movement';
import { distanceToTrain, wagonView } from './troops/trains';
import { caveProtection } from './troops/caves';
import { emptyBunkerTargets, petardBonus } from './troops/funnies';
import { funnyTerrainAt } from './troops/funnies3';
import { barredFromBattle } from './troops/trenchArmor';
import { seaWallShelters } from './seaWall';
import { CLASS_BIT, CLASS_INDEX, F_CLOSE_ONLY, OBSTACLE_OF, OB_WIRE, gridOf, obstacleTable, sandbagTable, type Grid } from './grid';

/** The board as line of sight sees it: units and blocking terrain block; hills are hills. */
export function sightBoard(s: GameState): SightBoard {
  const c = cacheOf(s);
  let sb = c.sight;
  if (sb) return sb;
  const g = s.board.geometry;
  const occ = occupancy(s);
  const cells = s.board.cells;
  sb = {
    geometry: g,
    cell(h: Hex): SightCell {
      if (!onBoard(g, h)) return 'block';
      const i = h.row * g.cols + h.col;
      if (occupant(occ, i) >= 0) return 'block';
      // A smoke screen blocks sight through its hexes; the line's own end hexes never block (FAQ §III Smoke Screen).
      if (s.smoke && smokeTable(s)?.has(i)) return 'block';
      const c = cells[i];
      if (!c) return 'block';
      if (c.bunker) return 'block';
      if (c.bridge) return 'clear';
      const t = terrainDef(s.board, c.terrain);
      if (t.blocksSight) return 'block';
      return t.hill ? 'hill' : 'clear';
    },
    isHill(h: Hex): boolean {
      const c = cellAt(s, h);
      return !!c && !c.bridge && terrainDef(s.board, c.terrain).hill;
    },
    sideBlocks(a: Hex, b: Hex): boolean {
      return sideBlocksSight(s, a, b);
    },
  };
  // Mountains stand above the hills: a plateau joins only hexes of one height (FAQ §II Mountains).
  if (gridOf(s.board).ranges > 0) {
    sb.height = (h: Hex): number => {
      const c = cellAt(s, h);
      return c && !c.bridge && terrainDef(s.board, c.terrain).mountain ? 2 : 1;
    };
  }
  c.sight = sb;
  return sb;
}


export function hasLineOfSight(s: GameState, from: Hex, to: Hex): boolean {
  return lineOfSight(sightBoard(s), from, to);
}

/**
 * The board as a line of fire of one unit class sees it: only the hexes that block that class's fire
 * (scenario `blocksFire`) obstruct, with the line-of-sight rules (through a hex, or grazing obstructions on both
 * sides). Built once per board and class.
 */
function fireBoard(s: GameState, grid: Grid, bit: number): SightBoard {
  let fb = grid.fireSight[bit];
  if (fb) return fb;
  const g = s.board.geometry;
  fb = {
    geometry: g,
    offBoardClear: true,
    cell: (h: Hex): SightCell => (onBoard(g, h) && grid.fireBlock[h.row * g.cols + h.col]! & bit ? 'block' : 'clear'),
    isHill: () => false,
  };
  grid.fireSight[bit] = fb;
  return fb;
}

/** Is the line of fire from `from` to `to` blocked for this unit's class by fire-blocking hexes? */
export function fireBlocked(s: GameState, u: Unit, to: Hex): boolean {
  const grid = gridOf(s.board);
  const bit = CLASS_BIT[UNIT_KINDS[u.kind].symbol];
  if (!(grid.fireBlockAny & bit)) return false;
  return !lineOfSight(fireBoard(s, grid, bit), u, to);
}

/** Dice reduction a target's hex gives against an attacker: the largest of terrain, bunker and sandbags. */
export function protection(s: GameState, attacker: Unit, target: Unit): number {
  const ak = UNIT_KINDS[attacker.kind];
  if (!ak.terrainAffectsDice) return 0;
  // The kinds' own cover rules, out of line (issue 17 speed): only a battle with special kinds has them.
  return hasSpecialKinds(s) ? kindProtection(s, ak, attacker, target) : hexProtection(s, ak, attacker, target, terrainAt(s, target)!);
}

/** `protection` where the attacker or the target may be of a kind with cover rules of its own. */
function kindProtection(s: GameState, ak: UnitKindDef, attacker: Unit, target: Unit): number {
  // meemies: Screaming Meemies never get a dice reduction from their hex (Equipment Pack, Nebelwerfer; FAQ §IV Q).
  const tk = UNIT_KINDS[target.kind];
  if (tk.noCover) return 0;
  // Combat engineers ignore every terrain and obstacle reduction in a close assault (FAQ §IV Combat Engineers Q).
  if (ak.engineer && hexDistance(attacker, target) === 1) return 0;
  // A tank destroyer that has not moved ignores them (troops/armor.ts).
  if (ak.tankDestroyer && ignoresTargetTerrain(s, attacker)) return 0;
  // funnies3: a Fascine's or Bobbin's ground is countryside for its battles, as a target too (troops/funnies3.ts).
  const t = tk.funnyGround ? funnyTerrainAt(s, target, tk.funnyGround) : terrainAt(s, target)!;
  return hexProtection(s, ak, attacker, target, t);
}

/** The target's hex cover against the attacker's class, `t` being the hex's terrain as the target has it. */
function hexProtection(s: GameState, ak: UnitKindDef, attacker: Unit, target: Unit, t: TerrainDef): number {
  const col = ak.symbol === 'armor' ? 1 : 0;
  const cell = cellAt(s, target)!;
  const i = target.row * s.board.geometry.cols + target.col;
  let best = 0;
  // FAQ §II Hills Q1 (and Ergs & Ridges Q1): a bare hill gives no reduction when the attacker is on a hill too; a
  // hill with forest or village keeps its cover's (protectionFromHill). A mountain's holds against every attacker
  // but one on the same range, a hill's attacker included (FAQ §II Mountains Q2); an attacker on a mountain is
  // above any hill (decision C47).
  const level = t.mountain ? sameRange(s, attacker, target) : t.hill && terrainAt(s, attacker)!.hill;
  best = Math.max(best, (level ? t.protectionFromHill : t.protection)[col]!);
  if (bunkerShelters(cell.bunker, target.side)) best = Math.max(best, BUNKER_PROTECTION[col]!);
  if (sandbagTable(s)[i]) best = Math.max(best, OBSTACLES.sandbags.protection[col]!);
  // seaWall: the sea wall's sandbags protect its own side only (FAQ §II Sea Wall Q2).
  if (seaWallShelters(cell.seaWall, target.side)) best = Math.max(best, OBSTACLES.sandbags.protection[col]!);
  const o = OBSTACLE_OF[obstacleTable(s)[i]!];
  if (o) best = Math.max(best, OBSTACLES[o].protection[col]!);
  // caves: Japanese infantry on a cave, -2 against infantry and armor whatever the heights (FAQ §II Caves Q4).
  if (t.cave !== undefined && target.army !== undefined) best = Math.max(best, caveProtection(s, target));
  return best;
}

/** Do both units stand on one mountain range (contiguous mountain hexes)? */
function sameRange(s: GameState, a: Hex, b: Hex): boolean {
  const { range } = gridOf(s.board);
  if (!range) return false;
  const cols = s.board.geometry.cols;
  const ra = range[a.row * cols + a.col]!;
  return ra >= 0 && ra === range[b.row * cols + b.col];
}

/** A unit's dice by distance (the length is its range): its kind's, or its hex's for artillery (a mountain). */
export function diceByDistance(s: GameState, u: Unit): readonly number[] {
  const k = UNIT_KINDS[u.kind];
  // swa: a late-war asset that moved this turn rolls standard infantry's dice (troops/swa.ts).
  if (k.lateWarAsset) return lateAssetDice(s, u);
  // holdout3: Wittmann's Tiger rolls 4 on a turn it has not moved (troops/ace.ts).
  if (k.unmovedDice) return aceDice(s, u);
  if (k.symbol !== 'artillery' || k.fixedDice) return k.dice;
  // stars: Forward Spotting makes the side's artillery Big Guns while its spotter holds the hex (battleStars/forwardSpotting.ts).
  if (s.special?.forwardSpotting && spotted(s, u)) return SPOTTED_DICE;
  return terrainAt(s, u)!.artilleryDice ?? k.dice;
}

/** Penalty from the attacker's own hex: armor in a town -2; infantry or artillery in wire -1 (FAQ §II Wire, §VIII Artillery Bombard Q6). */
export function ownHexPenalty(s: GameState, attacker: Unit): number {
  const k = UNIT_KINDS[attacker.kind];
  // funnies3: a Fascine battles out of a ford as from countryside (troops/funnies3.ts).
  const own = k.funnyGround ? funnyTerrainAt(s, attacker, k.funnyGround) : terrainAt(s, attacker)!;
  let p = own.battleOutPenalty[CLASS_INDEX[k.symbol]];
  if (obstacleTable(s)[attacker.row * s.board.geometry.cols + attacker.col] === OB_WIRE && !isArmorKind(attacker.kind)) p += 1;
  // troopact: in its collapsible boat a unit battles at -1 die (troops/rafts.ts).
  if (attacker.raft) p += raftPenalty(s, attacker);
  return p;
}

/** Card bonus dice for this battle of an ordered unit. */
export function cardBonus(s: GameState, u: Unit, ut: UnitTurn | undefined, close: boolean, overrun: boolean): number {
  const t = s.turn;
  const cmd = t.command?.type;
  if (!cmd || t.fallback || !ut || u.side !== t.side) return 0;
  switch (cmd) {
    case 'their-finest-hour':
      return 1;
    case 'close-assault':
      return close && !overrun ? 1 : 0;
    case 'armor-assault':
      return close && isArmorKind(u.kind) ? 1 : 0;
    case 'firefight':
      return close ? 0 : 1;
    case 'behind-enemy-lines':
      return isInfantryKind(u.kind) ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * Dice a unit would roll against the unit on `to`, all modifiers in: range, line of sight, card bonus,
 * target protection and own-hex penalty. 0 means it cannot battle that target.
 */
export function diceAgainst(s: GameState, u: Unit, to: Hex, bonus: number): number {
  let target = unitAt(s, to);
  if (!target || target.side === u.side || !isAlive(u)) return 0;
  // trains: an armored train fires from its wagon; a train's wagon hex is a target of its own (troops/trains.ts).
  if (u.wagon) {
    const w = wagonView(u);
    if (!w) return 0;
    u = w;
  }
  if (target.wagon && target.wagon.row === to.row && target.wagon.col === to.col) target = wagonView(target) ?? target;
  const own = terrainAt(s, u)!;
  if (own.noBattleFrom && !unitKind(u.kind).naval) return 0;
  // trench: armor may not battle from a trench (troops/trenchArmor.ts).
  if (own.noBattleFromClass !== undefined && barredFromBattle(s, u, own)) return 0;
  return diceVersus(s, u, target, bonus, ownHexPenalty(s, u), diceByDistance(s, u));
}

/**
 * diceAgainst for a known enemy target, with the attacker's own-hex penalty and its dice by distance (diceByDistance)
 * already worked out.
 */
function diceVersus(s: GameState, u: Unit, target: Unit, bonus: number, penalty: number, table: readonly number[]): number {
  const d = hexDistance(u, target);
  if (d < 1 || d > table.length) return 0;
  // A camouflaged unit may only be targeted in a close assault (FAQ §III Camouflage, l.1966).
  if (d > 1 && target.camouflaged) return 0;
  const k = UNIT_KINDS[u.kind];
  // Wadis: infantry and armor battle into or out of one only in close assault (FAQ §II Wadis & Gullies).
  if (d > 1 && gridOf(s.board).closeOnly && closeOnlyBars(s, k, u, target)) return 0;
  // Night: no battle beyond the visibility range (night.ts).
  if (d > visibleRange(s)) return 0;
  if (k.needsSight && !hasLineOfSight(s, u, target)) return 0;
  // Scenario rule: hexes that block the fire of some unit classes, artillery included (Arnhem, Saverne).
  if (fireBlocked(s, u, target)) return 0;
  // The abilities of special kinds and zeroing, out of line: a battle of the standard kinds with nothing zeroed reads
  // none of them (issue 17 speed: this function is inlined into the battle lists only while it stays small).
  const own = hasSpecialKinds(s) || s.zeroed ? ownDice(s, k, u, target, d) : 0;
  if (own < 0) return 0;
  const n = table[d - 1]! + bonus + own - protection(s, u, target) - penalty;
  return n > 0 ? n : 0;
}

/** Wadis: does a close-only hex (the attacker's or the target's) bar this fire at range? */
function closeOnlyBars(s: GameState, k: UnitKindDef, u: Unit, target: Unit): boolean {
  const flags = gridOf(s.board).byClass[CLASS_INDEX[k.symbol]];
  const cols = s.board.geometry.cols;
  return ((flags[u.row * cols + u.col]! | flags[target.row * cols + target.col]!) & F_CLOSE_ONLY) !== 0;
}

/** The attacker kind's own dice against this target: -1 when its kind may not battle it, else the extra dice. */
function ownDice(s: GameState, k: UnitKindDef, u: Unit, target: Unit, d: number): number {
  // foot: a sniper never battles armor (Equipment Pack, Sniper).
  if (k.noArmorTarget && UNIT_KINDS[target.kind].symbol === 'armor') return -1;
  // swa: a late-war mortar needs line of sight once it has moved (troops/swa.ts).
  if (!k.needsSight && k.lateWarAsset && lateAssetNeedsSight(s, u) && !hasLineOfSight(s, u, target)) return -1;
  // A Big Gun or destroyer rolls 1 more die against a unit its side has zeroed in on (troops/guns.ts).
  // stars: artillery spotted for zeroes in as a Big Gun (battleStars/forwardSpotting.ts).
  const zero = (k.zeroesIn || s.special?.forwardSpotting) && s.zeroed ? zeroedBonus(s, u, target) : 0;
  // vehicles: a Petard Mortar tank's extra die in close assault on a bunker (troops/funnies.ts).
  const petard = k.petard && d === 1 ? petardBonus(s, target) : 0;
  return zero + petard;
}

export interface BattleTarget {
  target: Hex;
  /** The target unit's id; -1 for an empty bunker a Petard Mortar tank assaults (troops/funnies.ts). */
  unit: number;
  dice: number;
  close: boolean;
}

/**
 * The targets an ordered unit may battle now, with their dice. `overrun`: this is its Armor Overrun battle.
 * Close Assault obligation (rulebook p.8): with an enemy adjacent, only adjacent enemies may be targeted.
 * Firefight never targets an adjacent enemy (FAQ §VIII Firefight Q2); Close Assault card units only close
 * assault (Q2).
 * `only`: the id of one target unit, to list that unit's hexes alone (the dice of a battle being declared: the same
 * rules, without working out the dice against every other enemy in range); -1 for all.
 */
export function battleTargets(s: GameState, u: Unit, ut: UnitTurn | undefined, overrun: boolean, only = -1): BattleTarget[] {
  const out: BattleTarget[] = [];
  // trains: an armored train fires from its wagon, and not once the wagon is lost (FAQ §IV Armored Trains Q1-Q2).
  if (u.wagon) {
    const w = wagonView(u);
    if (!w) return out;
    u = w;
  }
  // Ships battle from the Ocean (FAQ §IV Destroyers: troops/ships.ts).
  if (!isAlive(u)) return out;
  const own = terrainAt(s, u)!;
  if (own.noBattleFrom && !unitKind(u.kind).naval) return out;
  // trench: armor may not battle from a trench, nor overrun from one (troops/trenchArmor.ts).
  if (own.noBattleFromClass !== undefined && barredFromBattle(s, u, own)) return out;
  const foe = other(u.side);
  const table = diceByDistance(s, u);
  const range = table.length;
  // One pass: the enemies in range, and whether one is adjacent (the Close Assault obligation).
  const inRange: Unit[] = [];
  let adjacent = false;
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const v = units[i]!;
    if (v.side !== foe || v.figures <= 0) continue;
    // trains: the nearer of its two hexes (troops/trains.ts).
    const d = v.wagon ? distanceToTrain(u, v) : hexDistance(u, v);
    if (d === 1) adjacent = true;
    else if (d > range) continue;
    if (only >= 0 && v.id !== only) continue;
    inRange.push(v);
  }
  // vehicles: a Petard Mortar tank may close-assault an empty bunker with no enemy in range (below).
  // Only a battle with special kinds may have one (specialKinds.ts).
  const petard = hasSpecialKinds(s) && UNIT_KINDS[u.kind].petard === true;
  if (!inRange.length && !petard) return out;
  const cmd = ut && !s.turn.fallback ? s.turn.command?.type : undefined;
  const penalty = ownHexPenalty(s, u);
  const { hexes } = gridOf(s.board);
  const cols = s.board.geometry.cols;
  // Seishin Kyoiku: Japanese infantry at full strength, +1 die in close assault (FAQ §VII Imperial Japanese Army).
  const closeBonus = cardBonus(s, u, ut, true, overrun) + (u.army ? seishinBonus(u) : 0);
  // Heroic Leader: 1 more die in every battle (troops/heroicLeader.ts).
  const leader = u.heroicLeader ? LEADER_DICE : 0;
  // Banzai: Japanese infantry that moved further than it may and still battle, battles in close assault only.
  const banzai = u.army !== undefined && ut !== undefined && banzaiCharge(s, u, ut);
  const fireBonus = cardBonus(s, u, ut, false, overrun) + leader;
  for (let i = 0; i < inRange.length; i++) {
    const v = inRange[i]!;
    // trains: the wagon's hex is a target too (FAQ §IV Trains Q2, l.2371), listed after the locomotive's (the view of
    // the wagon has no wagon of its own).
    if (v.wagon) {
      const w = wagonView(v);
      if (w) inRange.splice(i + 1, 0, w);
    }
    const close = hexDistance(u, v) === 1;
    if (adjacent && !close) continue;
    if (banzai && !close) continue;
    // A camouflaged unit may only be targeted in a close assault (FAQ §III Camouflage, l.1966).
    if (v.camouflaged && !close) continue;
    if (cmd === 'firefight' && close) continue;
    if (cmd === 'close-assault' && !close && !overrun) continue;
    const dice = diceVersus(s, u, v, close ? closeBonus + leader : fireBonus, penalty, table);
    if (dice > 0) out.push({ target: hexes[v.row * cols + v.col]!, unit: v.id, dice, close });
  }
  // vehicles: a Petard Mortar tank may close-assault an adjacent bunker with no unit (troops/funnies.ts; C314): a
  // target with no unit (`unit` -1). Never under Firefight, which forbids close assaults.
  if (petard && cmd !== 'firefight' && only < 0) {
    for (const b of emptyBunkerTargets(s, u, table[0] ?? 0, closeBonus + leader, penalty)) out.push({ target: hexes[b.target.row * cols + b.target.col]!, unit: -1, dice: b.dice, close: true });
  }
  return out;
}
