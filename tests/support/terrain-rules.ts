/**
 * An independent check of the expansion terrain in random games (content issue): each terrain's effects on each unit
 * class, restated here from the sources (house rules Appendix 2, the Terrain Pack chapter; FAQ §II; decisions C1-C6
 * of docs/rules-decisions.md), never read from src/engine/terrain.ts, so a wrong table entry cannot check itself. It
 * imports only types.
 *
 * After every action it checks, from the events and the states alone:
 * - a unit that moved, retreated or took ground this action stands on terrain its class may enter;
 * - a unit that left terrain that lets it leave by one hex only (marsh) moved one hex;
 * - a unit does not battle on the turn it entered terrain that forbids it (for its class), nor, for armor, on the turn
 *   it left a marsh (a Take Ground into such terrain forbids the Overrun the same way);
 * - bridges built and blown (FAQ §II Pontoon Bridges l.1150-1170, §III Blowing up Bridges l.1720-1745): no unit
 *   ever stands on a river hex without a bridge; a pontoon bridge is laid on a river hex without one, in the section of
 *   the Attack card played; a blown bridge is gone and stays gone (a river again, unless a pontoon is laid there), a
 *   unit on it destroyed, and its hex keeps the trace `blown` (C92) until a pontoon is laid, no other hex ever having it; option 2 blows it on a star only, and the card is replaced; option 1's card is not;
 * - camouflage (FAQ §III Camouflage, l.1962-2004): no battle or card strike on a camouflaged unit from beyond an adjacent
 *   hex; a unit that moved, retreated, took ground, battled or ambushed is camouflaged no more; camouflage is lost in
 *   no other way (being attacked keeps it) and never gained;
 * - smoke screens (FAQ §III Smoke Screen, l.2099-2116; decisions C67-C68): a screen is 3 contiguous board hexes; it
 *   thins once the opponent's first turn after it is over and is gone once their second is; no infantry or armor
 *   battle along a line that runs through the centre of a smoke hex (the shooter's and the target's hexes aside);
 * - only infantry stands on a bunker of any claim, a hedgehog or a road block; artillery never leaves a fortress, and
 *   its hits on a unit in one are its stars;
 * - the step between a cliff or sea bluff and a beach is two hexes for infantry, never armor's or artillery's, and no
 *   Take Ground up a cliff from the beach;
 * - a unit that arrives on a frozen river tests the ice there (two dice, its hits its stars), and nobody steps straight
 *   between the ice and a bridge;
 * - terrain changes only where a landmark falls: a radar station becomes city ruins after armor or artillery fired at
 *   a unit on it, once that battle is settled (its retreat made), and never otherwise;
 * - Sabotaging a Dam (house rules l.344; FAQ §II Dams Q1-Q2, §XII Schwammenauel Dam; decision C91): the sabotaging
 *   side rolls 2 dice after each card it plays exactly when it holds a dam not yet sabotaged; each star sets one token
 *   on a dam it holds, one per dam; the fourth sabotages the dam for 4 medals and tokens go; an enemy unit on a dam
 *   means its tokens are gone, and tokens change in no other way; a sabotaged dam stays sabotaged;
 * and records which of these rules came up (`Seen`), so a test can require that each one fired at least once.
 */
import { DECK } from '../../src/engine/cards';
import { FootChecker } from './troops-foot';
import { SwaChecker } from './troops-swa';
import type { GameEvent, GameState, Hex, Side, TerrainKind, UnitKind } from '../../src/engine/types';
import { GunsChecker } from './troops-guns';
import { BattleStarsChecker } from './battle-stars';
import { ShipChecker } from './troops-ships';
import { TrainChecker } from './troops-trains';
import { NationsChecker } from './troops-nations';
import { NoAirPowerChecker } from './troops-no-air-power';
import { Funnies2Checker } from './troops-funnies2';
import { Funnies3Checker, funnyGround } from './troops-funnies3';
import { FunniesChoiceChecker } from './troops-funnies-choice';
import { TrenchArmorChecker } from './terrain-trench';
import { FuriaChecker } from './troops-furia';
import { AirfieldChecker } from './troops-airfield';
import { LeaderChecker } from './troops-leader';
import { RaftChecker } from './troops-rafts';
import { ArmorChecker } from './troops-armor';
import { VehiclesChecker } from './troops-vehicles';
import { MeemiesChecker } from './troops-meemies';
import { CLASS_OF, distance } from './kinds';
import { CavesChecker } from './troops-caves';
import { SeaWallChecker } from './troops-seawall';
import { Holdout3Checker } from './troops-holdout3';
import { BrandenburgersChecker } from './troops-brandenburgers';
import { SupplyChecker } from './troops-supply';

type Cls = 'infantry' | 'armor' | 'artillery';
const ALL: readonly Cls[] = ['infantry', 'armor', 'artillery'];


interface Rule {
  /** Classes that may not be on it (nor retreat onto it: decision C4). */
  noEntry?: readonly Cls[];
  /** Classes that may not battle on the turn they enter it. */
  noBattleOnEntry?: readonly Cls[];
  /** A unit leaving it moves one hex at most. */
  leaveOneHex?: boolean;
  /** Classes that may not battle on the turn they leave it. */
  noBattleOnLeave?: readonly Cls[];
  /** A unit moving up onto it from lower ground stops there: no further move or Take Ground this turn (ridge). */
  stopsWhenClimbed?: boolean;
  /** Moving up onto it from lower ground counts two hexes (steep hill). */
  climbCountsTwo?: boolean;
  /** Classes that battle into or out of it only against an adjacent target (wadi). */
  closeCombatOnly?: readonly Cls[];
  /** Entered and left only by a step between two raised hexes (mountain). */
  raisedStepsOnly?: boolean;
  /** A unit that enters it may battle that turn only if it was next to it when ordered (jungle). */
  battleOnEntryOnlyFromNextDoor?: boolean;
  /** Artillery standing on it never moves off it (fortress). */
  artilleryStays?: boolean;
  /** An artillery attack on a unit on it hits once per star rolled, and with nothing else (fortress). */
  artilleryHitsWithStarsOnly?: boolean;
  /**
   * Over a beach (cliff, sea bluff): a one-hex move between it and a beach counts two hexes for infantry, and armor and
   * artillery never make that step by a move or Take Ground (retreats may).
   */
  overBeach?: boolean;
  /** A move onto it is one step from a hex next to it (flooded field). */
  nextDoorOnly?: boolean;
  /** Infantry never takes ground onto it from a beach (cliff). */
  noTakeGroundFromBeach?: boolean;
  /** Dice rolled, one figure per star, by a unit moving, taking ground or retreating onto it; no step to or from a bridge (frozen river). */
  thinIce?: number;
  /** Classes whose fire at a unit on it turns it into city ruins once that battle is settled (radar station). */
  ruinedByFire?: readonly Cls[];
}

/** The expansion terrain (base terrain is checked by the engine's own rule tests and the invariants). */
export const TERRAIN_RULES: Partial<Record<TerrainKind, Rule>> = {
  // House rules App. 2 Marshes, l.545-548.
  marsh: { noEntry: ['artillery'], leaveOneHex: true, noBattleOnEntry: ['armor'], noBattleOnLeave: ['armor'] },
  // House rules App. 2 Lake, l.527.
  lake: { noEntry: ALL },
  // House rules App. 2 City Ruins, l.422-425.
  'city-ruins': { noEntry: ['armor', 'artillery'], noBattleOnEntry: ALL },
  // House rules App. 2 Ravine, l.518.
  ravine: { noEntry: ['armor', 'artillery'] },
  // House rules App. 2 Trenches, l.463.
  trenches: { noEntry: ['artillery'] },
  // House rules App. 2 Factory Complex l.427, Church l.581, Hill With Village l.432, Hill With Woods l.513.
  factory: { noBattleOnEntry: ALL },
  church: { noBattleOnEntry: ALL },
  'hill-village': { noBattleOnEntry: ALL },
  'hill-forest': { noBattleOnEntry: ALL },
  // FAQ §II Jungles (card 57), l.1529-1531 and Q1 l.1537: "your unit must be adjacent to the Jungle hex when ordered".
  jungle: { battleOnEntryOnlyFromNextDoor: true },
  // FAQ §II Dams (card 20), l.975-983: "Impassable to Armor and Artillery".
  dam: { noEntry: ['armor', 'artillery'] },
  // House rules App. 2 Railway Station: "A Unit may not Battle the turn it Moves onto a Railway Station hex".
  station: { noBattleOnEntry: ALL },
  // FAQ §II Mountains (card 30), l.1118-1119: infantry up only from a hill or mountain, down only to one; "Impassable
  // by Armor & Artillery"; the same for retreats.
  mountain: { noEntry: ['armor', 'artillery'], raisedStepsOnly: true },
  // FAQ §II Ergs & Ridges (card 64), l.1635: "Unit moving up the ridge must stop and may move no further on that turn".
  ridge: { stopsWhenClimbed: true },
  // FAQ §II Steep Hills (card 13), l.821-822: "Movement up onto steep hill is a 2 hex move".
  'steep-hill': { climbCountsTwo: true },
  // FAQ §II Wadis & Gullies (card 44), l.1361-1362: "Infantry or Armor battling in or out of a Wadi or Gully must be
  // adjacent to target"; its slopes are the battle's impassable sides, checked below for every one-hex step.
  wadi: { closeCombatOnly: ['infantry', 'armor'] },
  // House rules App. 2 Bunkers, Fortress, l.556-558: "An Armour or Artillery Unit may not Move onto a Fortress hex";
  // "Artillery Units that start the game on a Fortress hex may not Move from the hex"; "Hit by Artillery Units rolling
  // a Green Star only".
  fortress: { noEntry: ['armor', 'artillery'], artilleryStays: true, artilleryHitsWithStarsOnly: true },
  // FAQ §II Rice Paddies (card 60, heading only): played as a marsh (decision C45).
  'rice-paddy': { noEntry: ['artillery'], leaveOneHex: true, noBattleOnEntry: ['armor'], noBattleOnLeave: ['armor'] },
  // FAQ §II Cliffs & Sea Bluffs (card 11), l.773-777: "Moving up from/down on beach is a 2 hex move for Infantry";
  // "Armor/Artillery may not move up/down from beach"; "Cliffs only - Infantry may not Take Ground from the beach";
  // "Treat as normal hill from both sides for retreat".
  cliff: { overBeach: true, noTakeGroundFromBeach: true },
  'sea-bluff': { overBeach: true },
  // FAQ §II Frozen Rivers (card 47), l.1396-1397, Q1 l.1404, Q4 l.1420: "Moving or retreating onto a Frozen River hex,
  // roll 2 Battle dice; for each star rolled, lose 1 figure"; no move or retreat straight between it and a bridge.
  'frozen-river': { thinIce: 2 },
  // FAQ §II Escarpments (card 63, heading only): a cliff no unit enters (decision C46).
  escarpment: { noEntry: ALL },
  // House rules App. 2 Landmarks: Barracks l.577 and Lighthouse l.593 ("A Unit may not Battle the turn it Moves onto"),
  // a power plant played as the factory complex (decision C100). A radar station lets a unit battle on entering
  // (l.599); "Armour and Artillery fire will destroy a Radar Station and reduce it to City Ruins" (l.601, C101).
  barracks: { noBattleOnEntry: ALL },
  lighthouse: { noBattleOnEntry: ALL },
  'power-plant': { noBattleOnEntry: ALL },
  'radar-station': { ruinedByFire: ['armor', 'artillery'] },
  // caves (FAQ §II Caves on Hills and Mountains, cards 52-53, l.1459-1481): "Impassable by Armor & Artillery"; the
  // mountain's card adds its steps (up and down only from or to a hill or mountain). Their own rules:
  // tests/support/troops-caves.ts.
  'cave-hill': { noEntry: ['armor', 'artillery'] },
  'cave-mountain': { noEntry: ['armor', 'artillery'], raisedStepsOnly: true },
  // flooded (house rules App. 2 High Ground & Flooded Fields, l.535-538): "A Unit must be adjacent to a Flooded Field
  // to Move onto it"; "A Unit that leaves a Flooded Field may only Move onto an adjacent hex"; "Armour may not Battle
  // when Moving onto, or out of, a Flooded Field hex" (C391).
  'flooded-field': { nextDoorOnly: true, leaveOneHex: true, noBattleOnEntry: ['armor'], noBattleOnLeave: ['armor'] },
};

/**
 * Pieces on a hex that only infantry may enter, nor retreat onto: a bunker of any claim (rulebook p.16; house rules
 * App. 2 Bunkers, Field, l.449), a hedgehog (rulebook p.16), a road block (FAQ §II Road Blocks, l.1241).
 */
function infantryOnlyPiece(s: GameState, h: Hex): string | null {
  const i = h.row * s.board.geometry.cols + h.col;
  const cell = s.board.cells[i];
  if (cell?.bunker) return cell.bunker === 'either' ? 'field bunker' : 'bunker';
  const o = s.obstacles[String(i)];
  return o === 'hedgehog' || o === 'roadblock' ? o : null;
}

/** The six neighbours of a hex in doubled coordinates (a step along a row moves two columns). */
const STEPS: readonly Hex[] = [
  { row: 0, col: 2 },
  { row: 0, col: -2 },
  { row: 1, col: 1 },
  { row: 1, col: -1 },
  { row: -1, col: 1 },
  { row: -1, col: -1 },
];

/**
 * Could a move of `steps` hexes from `from` reach `to` without going on from a ridge it climbed from lower ground? A
 * deliberately lenient search: only units and the board's edge block, every other terrain is open, so a `false` is
 * sure to be a broken ridge rule (a move is one event, its path unseen).
 */
function reachableWithoutCrossingRidges(s: GameState, mover: number, from: Hex, to: Hex, steps: number): boolean {
  const { rows, cols } = s.board.geometry;
  const taken = new Set(s.units.filter((u) => u.figures > 0 && u.id !== mover).map((u) => key(u)));
  let layer: Hex[] = [from];
  const seen = new Set([key(from)]);
  for (let k = 0; k < steps; k++) {
    const nextLayer: Hex[] = [];
    for (const h of layer) {
      const here = terrainOf(s, h);
      for (const d of STEPS) {
        const n = { row: h.row + d.row, col: h.col + d.col };
        if (n.row < 0 || n.row >= rows || n.col < 0 || n.col >= cols || !s.board.cells[n.row * cols + n.col]) continue;
        if (key(n) === key(to)) return true;
        if (seen.has(key(n)) || taken.has(key(n))) continue;
        seen.add(key(n));
        const there = terrainOf(s, n);
        if (there && TERRAIN_RULES[there]?.stopsWhenClimbed && !(here && RAISED.has(here))) continue;
        nextLayer.push(n);
      }
    }
    layer = nextLayer;
  }
  return false;
}

/** Hexes a move may cover without a road (rulebook p.7-9 "Move Units"; cards.md): by class and command. */
function allowance(kind: UnitKind, command: string | undefined): number {
  const cls = CLASS_OF[kind];
  if (command === 'close-assault' || command === 'firefight' || command === 'dig-in') return 0;
  // foot: cavalry and ski troops move 3 on any order (FAQ §IV Cavalry Q, l.2443-2445).
  if (kind === 'cavalry' || kind === 'ski-troops') return 3;
  // armor (FAQ §IV Command Cars): a command car moves up to 3, whatever card orders it.
  if (kind === 'command-car') return 3;
  // recon (Equipment Pack Jeep Willys l.459): a patrol car moves up to 4, whatever card orders it.
  if (kind === 'patrol-car') return 4;
  if (cls === 'infantry') return command === 'behind-enemy-lines' || command === 'infantry-assault' ? 3 : 2;
  if (cls === 'armor') return 3;
  // guns: mobile artillery moves 2 on a normal order (Equipment Pack, M7 Priest; Bombard: 3 like all artillery).
  if (kind === 'mobile-artillery' && command !== 'artillery-bombard') return 2;
  // ships (FAQ §IV Destroyers, Aircraft Carriers: "Move 0-2 Ocean hexes"; never Artillery Bombard's move)
  if (kind === 'destroyer' || kind === 'carrier') return 2;
  // trains (FAQ §IV Trains/Supply Trains: "up to three hexes forward or back")
  if (kind === 'train' || kind === 'armored-train') return 3;
  return command === 'artillery-bombard' ? 3 : 1;
}

/** Road exits of a hex as the board data gives them (scenario `road`), as row/col steps. */
const SIDE_STEP: Record<string, Hex> = {
  e: { row: 0, col: 2 },
  se: { row: 1, col: 1 },
  sw: { row: 1, col: -1 },
  w: { row: 0, col: -2 },
  nw: { row: -1, col: -1 },
  ne: { row: -1, col: 1 },
};

/**
 * FAQ §II Roads: the extra hex needs a path along connected road images, from a road hex to a road hex. Is there one
 * of at most `steps` hexes (units block; everything else is left to the other checks)?
 */
function roadPath(s: GameState, mover: number, from: Hex, to: Hex, steps: number): boolean {
  const cols = s.board.geometry.cols;
  const sides = (h: Hex): string[] => s.board.cells[h.row * cols + h.col]?.road ?? [];
  const taken = new Set(s.units.filter((u) => u.figures > 0 && u.id !== mover).map((u) => key(u)));
  let layer: Hex[] = [from];
  const seen = new Set([key(from)]);
  for (let k = 0; k < steps; k++) {
    const next: Hex[] = [];
    for (const h of layer) {
      for (const side of sides(h)) {
        const d = SIDE_STEP[side]!;
        const n = { row: h.row + d.row, col: h.col + d.col };
        const back = Object.keys(SIDE_STEP).find((k2) => SIDE_STEP[k2]!.row === -d.row && SIDE_STEP[k2]!.col === -d.col)!;
        if (n.row < 0 || n.row >= s.board.geometry.rows || n.col < 0 || n.col >= cols || !sides(n).includes(back)) continue;
        if (s.board.cells[n.row * cols + n.col]?.bridge) continue;
        if (key(n) === key(to)) return true;
        if (seen.has(key(n)) || taken.has(key(n))) continue;
        seen.add(key(n));
        next.push(n);
      }
    }
    layer = next;
  }
  return false;
}

/**
 * The key of the side between two adjacent hexes in the state's `board.sides` (a data format, restated): the hex
 * first in board order, and the direction from it (east, south-east, south-west, west, north-west, north-east: 0-5).
 */
function sideKeyOf(a: Hex, b: Hex): string {
  const [first, second] = a.row < b.row || (a.row === b.row && a.col < b.col) ? [a, b] : [b, a];
  const dir = Object.values(SIDE_STEP).findIndex((d) => first.row + d.row === second.row && first.col + d.col === second.col);
  return `${first.row},${first.col}:${dir}`;
}

/** Raised ground: hills of every kind and mountains (rulebook App. 2 Hills; house rules App. 2; FAQ §II Mountains). */
// caves: a cave is on a hill or a mountain (FAQ §II Caves on Hills and Mountains).
const RAISED: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['hill', 'hill-forest', 'hill-village', 'mountain', 'ridge', 'steep-hill', 'cave-hill', 'cave-mountain']);

/** Hexes between two hexes of the board's doubled coordinates (a row step moves one column; a step along a row two). */
/** The sections a hex lies in, from the seat of the player on `edge` (rulebook p.5: section lines are shared). */
function sectionsAt(s: GameState, h: Hex, edge: 'top' | 'bottom'): string[] {
  const { leftMax, rightMin } = s.board.geometry;
  const out: string[] = [];
  const west = h.col <= leftMax;
  const east = h.col >= rightMin;
  if (west) out.push(edge === 'bottom' ? 'left' : 'right');
  if (h.col >= leftMax && h.col <= rightMin) out.push('centre');
  if (east) out.push(edge === 'bottom' ? 'right' : 'left');
  return out;
}

/** Ranges by class (rulebook p.7-9): infantry and armor 3, artillery 6. */
const RANGE: Record<Cls, number> = { infantry: 3, armor: 3, artillery: 6 };

/**
 * Does the segment between the centres of two hexes run through the centre of hex `h` strictly between them? In the
 * frame X = col, Y = 3 * row straight lines stay straight (docs of src/engine/los.ts, restated), so this is exact in
 * integers. A sure sign the line crosses `h` (lines that only graze a smoke hex are left to the engine's tests).
 */
function throughCentre(a: Hex, b: Hex, h: Hex): boolean {
  const [ax, ay, bx, by, hx, hy] = [a.col, 3 * a.row, b.col, 3 * b.row, h.col, 3 * h.row];
  if ((bx - ax) * (hy - ay) - (by - ay) * (hx - ax) !== 0) return false;
  const dot = (hx - ax) * (bx - ax) + (hy - ay) * (by - ay);
  return dot > 0 && dot < (bx - ax) ** 2 + (by - ay) ** 2;
}

/**
 * How many of the opponent's turns have ended since a screen was laid in turn `laid`, seen in turn `now` (turns
 * alternate, so the opponent plays laid + 1, laid + 3, ...).
 */
function opponentTurnsSince(laid: number, now: number): number {
  return Math.max(0, Math.floor((now - laid) / 2));
}

/** Which rules came up, by "terrain: rule". */
export type Seen = Set<string>;

const key = (h: Hex) => `${h.row},${h.col}`;

/** The terrain of a hex as a rule sees it: none on a bridge (a bridge is ordinary ground). */
function terrainOf(s: GameState, h: Hex): TerrainKind | null {
  const cell = s.board.cells[h.row * s.board.geometry.cols + h.col];
  if (!cell || cell.bridge) return null;
  return cell.terrain;
}

/**
 * One checker per game: it remembers, for the turn in progress, where each unit entered and what it left, since a
 * battle may come several actions after its move.
 */
export class TerrainChecker {
  /** Per unit, this turn: the terrain entered last (move or Take Ground) and the terrain left by its move. */
  private entered = new Map<number, TerrainKind | null>();
  private enteredAt = new Map<number, Hex>();
  /** Per unit, this turn: where it stood before its first move or Take Ground (where it was ordered). */
  private orderedAt = new Map<number, Hex>();
  private left = new Map<number, TerrainKind | null>();
  /** Units that climbed onto a ridge from lower ground this turn (they may move no further). */
  private climbed = new Set<number>();
  /** Units that fought their Overrun battle this turn, and those that took ground since it (FAQ §III desert Q1). */
  private overran = new Set<number>();
  /** The last Take Ground of each unit this turn (its destination), until another event moves it. */
  private tookGroundAt = new Map<number, Hex>();
  /** Units that recovered by Oasis or Hospital Recovery this turn: they neither move nor battle after it. */
  private recovered = new Set<number>();
  private turnKey = '';
  /** Bridges blown in this game, by hex key: each a river again unless a pontoon is laid there later. */
  private blown = new Set<string>();
  /** An artillery battle against a unit in a fortress, waiting for its roll and hits (they may come actions later, after an Ambush offer). */
  private artilleryOn: { target: number; terrain: TerrainKind } | null = null;
  /** A thin-ice roll under way (an `ice` event seen, its roll and hits to come). */
  private iceRoll: { unit: number; dice: number; faces: readonly string[] | null } | null = null;
  private faces: readonly string[] | null = null;
  /** Landmarks (hex keys) fired on by a class that destroys them, waiting for that battle to be settled. */
  private underFire = new Map<string, { at: Hex; target: number; hit: boolean }>();
  // guns (Equipment Pack): the artillery family's checker, made at the first check.
  private guns: GunsChecker | undefined;
  // stars (house rules l.340, l.343)
  private stars: BattleStarsChecker | undefined;

  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  private ships: ShipChecker | undefined;
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains): tests/support/troops-trains.ts
  private trains: TrainChecker | undefined;
  /** The armies' rules (tests/support/troops-nations.ts), made at the first check. */
  private nations: NationsChecker | undefined;
  /** italy (Equipment Pack §VII France): the Furia Francese (tests/support/troops-furia.ts), made at the first check. */
  private furia: FuriaChecker | undefined;
  /** italy (house rules, Terrain Pack Airfield): airfield reinforcements (tests/support/troops-airfield.ts). */
  private airfield: AirfieldChecker | undefined;
  /** funnies (FAQ §XII The Surrender of Elster's Column): no Air Power for a side (tests/support/troops-no-air-power.ts). */
  private noAirPower: NoAirPowerChecker | undefined;
  /** funnies (Equipment Pack Hobart's Funnies, Mine digger): tests/support/troops-funnies2.ts */
  private funnies2: Funnies2Checker | undefined;
  /** funnies3 (Equipment Pack Hobart's Funnies, Fascine, Bobbin, Assault Bridge): tests/support/troops-funnies3.ts */
  private funnies3: Funnies3Checker | undefined;
  /** funnies-choice (Equipment Pack Hobart's Funnies l.190): tests/support/troops-funnies-choice.ts */
  private funniesChoice: FunniesChoiceChecker | undefined;
  /** trench (FAQ §IV Tank Destroyers l.2796-2798): armor may not battle from a trench (tests/support/terrain-trench.ts). */
  private trench: TrenchArmorChecker | undefined;

  /** foot (FAQ §IV Combat Engineers): the infantry-family units' rules (troops-foot.ts). */
  private foot: FootChecker;
  /** armor (Equipment Pack / FAQ §IV): the armor family's checker. */
  private armor: ArmorChecker;
  /** troopact (FAQ §III Heroic Leader): tests/support/troops-leader.ts, made at the first check. */
  private leader: LeaderChecker | undefined;
  /** troopact (FAQ §III Collapsible Rafts & Boats): tests/support/troops-rafts.ts, made at the first check. */
  private rafts: RaftChecker | undefined;
  /** caves (FAQ §II Caves on Hills and Mountains): tests/support/troops-caves.ts, made at the first check. */
  private caves: CavesChecker | undefined;
  /** seaWall (FAQ §II Sea Wall): tests/support/troops-seawall.ts, made at the first check. */
  private seaWall: SeaWallChecker | undefined;
  /** holdout3 (FAQ §IV Tigers Q l.2658; C413-C414): tests/support/troops-holdout3.ts, made at the first check. */
  private holdout3: Holdout3Checker | undefined;
  /** brandenburgers (FAQ §IV Brandenburgers): tests/support/troops-brandenburgers.ts, made at the first check. */
  private brandenburgers: BrandenburgersChecker | undefined;
  /** vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII): the vehicles family's checker. */
  private vehicles: VehiclesChecker;
  // swa (Equipment Pack §V / FAQ §IX): the special weapon assets' checker (troops-swa.ts), made at the first check.
  private swa: SwaChecker | undefined;
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV): the Screaming Meemies' checker (troops-meemies.ts), made at the first check.
  private meemies: MeemiesChecker | undefined;
  // supply (Equipment Pack / FAQ §IV Supply Trucks): the supply trucks' checker (troops-supply.ts), made at the first check.
  private supply: SupplyChecker | undefined;

  constructor(readonly seen: Seen = new Set()) {
    this.foot = new FootChecker(seen);
    this.armor = new ArmorChecker(seen);
    this.vehicles = new VehiclesChecker(seen);
  }

  /**
   * Landmarks destroyed by fire (house rules App. 2 Radar Station, l.601; decision C101): a hex's terrain changes only
   * by a landmark's fall, from a radar station to city ruins, after armor or artillery fired at a unit on it; and it
   * has fallen once that battle is settled: its roll made, no retreat or Ambush left to decide (an Ambush that
   * cancels the attack spares it).
   */
  private checkLandmarks(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const cols = next.board.geometry.cols;
    for (const e of events) {
      if (e.type === 'battle') {
        const t = terrainOf(prev, e.at);
        const cls = CLASS_OF[(next.units[e.unit] ?? prev.units[e.unit])!.kind];
        if (t && TERRAIN_RULES[t]?.ruinedByFire?.includes(cls)) this.underFire.set(key(e.at), { at: e.at, target: e.target, hit: false });
      }
      // The attack's own roll landed (an Ambush's roll lands on the attacker; a cancelled attack never rolls).
      if (e.type === 'hits') for (const f of this.underFire.values()) if (f.target === e.unit) f.hit = true;
    }
    if (prev.board !== next.board) {
      for (let i = 0; i < next.board.cells.length; i++) {
        const was = prev.board.cells[i]?.terrain;
        const now = next.board.cells[i]?.terrain;
        if (was === now) continue;
        const h = { row: Math.floor(i / cols), col: i % cols };
        // caves: a sealed cave becomes its ground; whether it was sealed by the rule is tests/support/troops-caves.ts's.
        const sealedCave = (was === 'cave-hill' && now === 'hill') || (was === 'cave-mountain' && now === 'mountain');
        // stars: a sabotaged objective becomes countryside; whether the rule allowed it is tests/support/battle-stars.ts's.
        if (now === 'countryside' && events.some((e) => e.type === 'sabotage' && e.destroyed && e.at.row === h.row && e.at.col === h.col)) continue;
        if ((was !== 'radar-station' || now !== 'city-ruins') && !sealedCave) out.push(`terrain: ${key(h)} changed from ${was} to ${now}`);
        else if (!sealedCave && !this.underFire.get(key(h))?.hit) out.push(`terrain: the radar station at ${key(h)} fell with no armor or artillery fire at it`);
        else {
          this.underFire.delete(key(h));
          this.seen.add('radar-station: destroyed by fire');
        }
      }
    }
    if (!next.pending.some((p) => p.kind === 'retreat' || p.kind === 'ambush' || p.kind === 'attack')) {
      for (const [k, f] of this.underFire) {
        if (f.hit && terrainOf(next, f.at) === 'radar-station') out.push(`terrain: the radar station at ${k} still stands after armor or artillery fire at it was settled`);
        this.underFire.delete(k);
      }
    }
    return out;
  }

  /** The bridge rules (FAQ §II Pontoon Bridges, §III Blowing up Bridges), checked from the states and the events. */
  private checkBridges(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const cols = next.board.geometry.cols;
    const cellOf = (s: GameState, h: Hex) => s.board.cells[h.row * cols + h.col];
    // No unit stands on a river hex without a bridge (rulebook p.15 Rivers), unless the battle changes its rivers.
    if (!next.board.terrain?.river) {
      for (const u of next.units) {
        if (u.figures <= 0) continue;
        const c = cellOf(next, u);
        // troopact: a unit in its folding boat floats on the river (FAQ §III Collapsible Rafts & Boats; troops-rafts.ts).
        if (c?.terrain === 'river' && !c.bridge && !u.raft) out.push(`unit ${u.id} stands on the river at ${key(u)}, which has no bridge`);
      }
    }
    const card = prev.turn.card;
    const cardType = card === null ? null : String(DECK[card % DECK.length]);
    const side: Side = prev.turn.side;
    for (const e of events) {
      if ((e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') && cellOf(next, e.to)?.pontoon) this.seen.add('pontoon: entered by a unit');
      if (e.type === 'moved' && [...this.blown].some((k) => distance(e.from, { row: Number(k.split(',')[0]), col: Number(k.split(',')[1]) }) <= 1)) {
        this.seen.add('bridge: a unit moved beside a blown bridge');
      }
      if (e.type === 'pontoonBuilt') {
        this.seen.add('bridge: pontoon built');
        const before = cellOf(prev, e.at);
        if (before?.terrain !== 'river' || before.bridge) out.push(`a pontoon bridge laid at ${key(e.at)}, not a river hex without a bridge`);
        if (!cellOf(next, e.at)?.bridge) out.push(`the pontoon bridge laid at ${key(e.at)} is not on the board`);
        // An Attack card of the hex's section, or a Counter-Attack copying one (FAQ §VIII Counter-Attack, l.3507).
        const m = /^attack-(left|centre|right)$/.exec(cardType ?? '');
        if (m && !sectionsAt(prev, e.at, prev.edges[side]).includes(m[1]!)) out.push(`a pontoon bridge laid at ${key(e.at)}, outside the ${m[1]} section of the card played`);
        if (!m && cardType !== 'counter-attack') out.push(`a pontoon bridge laid with ${cardType}, not an Attack card`);
        this.blown.delete(key(e.at));
      }
      if (e.type === 'bridgeBlown') {
        const option = next.special?.blowBridges?.[e.side]?.option;
        const rolled = events.find((x) => x.type === 'roll');
        const star = rolled?.type === 'roll' && rolled.faces.includes('star');
        if (option === 2 && e.blown !== star) out.push(`option 2 at ${key(e.at)}: ${e.blown ? 'blown without a star' : 'a star rolled but the bridge held'}`);
        if (option === 1 && !e.blown) out.push(`option 1 at ${key(e.at)}: the bridge held, but option 1 blows it for sure`);
        if (!e.blown) {
          this.seen.add('bridge: held, no star');
          if (cellOf(next, e.at)?.bridge !== true) out.push(`the bridge at ${key(e.at)} held but is gone`);
          continue;
        }
        this.seen.add(`bridge: blown by option ${option}`);
        if (cellOf(next, e.at)?.bridge) out.push(`the bridge blown at ${key(e.at)} still stands`);
        // Its trace stays on the board (decision C92).
        if (!cellOf(next, e.at)?.blown) out.push(`the bridge blown at ${key(e.at)} left no trace on the board`);
        this.blown.add(key(e.at));
        const onIt = prev.units.find((u) => u.figures > 0 && u.row === e.at.row && u.col === e.at.col);
        if (onIt) {
          this.seen.add('bridge: a unit destroyed with its bridge');
          if ((next.units[onIt.id]?.figures ?? 0) > 0) out.push(`unit ${onIt.id} stood on the bridge blown at ${key(e.at)} and survived`);
          if (!events.some((x) => x.type === 'eliminated' && x.unit === onIt.id && x.to !== onIt.side)) out.push(`unit ${onIt.id} went down with the bridge at ${key(e.at)} but no medal went to its enemy`);
        }
        // The card: option 1 lost for good, no card drawn; option 2 replaced (unless the game ended).
        const drew = events.some((x) => x.type === 'drew' && x.side === e.side);
        if (option === 1 && drew) out.push(`option 1: the ${e.side} drew a card for the card they lost`);
        if (option === 2 && !drew && !next.winner && next.cards.deck.length + next.cards.discard.length > 0) out.push(`option 2: the ${e.side} drew no replacement card`);
      }
      if (e.type === 'cardLost') this.seen.add('bridge: card lost for good');
    }
    // A blown bridge stays blown: the hex plays as a river from then on, and shows its trace until a pontoon is laid.
    for (const k of this.blown) {
      const [row, col] = k.split(',').map(Number) as [number, number];
      const c = cellOf(next, { row, col });
      if (c?.bridge) out.push(`the bridge blown at ${k} is back with no pontoon laid there`);
      if (!c?.blown) out.push(`the trace of the bridge blown at ${k} is gone with no pontoon laid there`);
    }
    // The trace (C92) marks exactly the hexes whose bridge was blown: never beside a bridge, never out of nothing.
    for (let i = 0; i < next.board.cells.length; i++) {
      const c = next.board.cells[i];
      if (!c?.blown) continue;
      const at = `${Math.floor(i / cols)},${i % cols}`;
      if (c.bridge) out.push(`the hex ${at} holds a bridge and the trace of a blown one`);
      const was = prev.board.cells[i];
      if (!was?.blown && !was?.bridge) out.push(`the trace of a blown bridge at ${at}, where no bridge stood`);
      if (!was?.blown && !events.some((e) => e.type === 'bridgeBlown' && e.blown && e.at.row * cols + e.at.col === i)) out.push(`the trace of a blown bridge at ${at} with no bridge blown`);
    }
    return out;
  }

  private newTurn(): void {
    this.entered.clear();
    this.enteredAt.clear();
    this.orderedAt.clear();
    this.left.clear();
    this.climbed.clear();
    this.overran.clear();
    this.tookGroundAt.clear();
    this.recovered.clear();
  }

  /** Violations of the terrain rules by this action (`prev` -> `next` with `events`). */
  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    // ships (FAQ §IV Destroyers, Aircraft Carriers): tests/support/troops-ships.ts
    out.push(...(this.ships ??= new ShipChecker(this.seen)).check(prev, next, events));
    // trains (FAQ §IV Trains/Supply Trains, Armored Trains): tests/support/troops-trains.ts
    out.push(...(this.trains ??= new TrainChecker(this.seen)).check(prev, next, events));
    const kindOf = (id: number): UnitKind => (next.units[id] ?? prev.units[id])!.kind;
    const turnNow = `${prev.turn.side}:${prev.turn.number}`;
    if (turnNow !== this.turnKey) {
      this.turnKey = turnNow;
      this.newTurn();
    }
    out.push(...this.battleActions(prev, next, events));
    // guns (Equipment Pack / FAQ §IV Big Guns): the artillery family's rules (tests/support/troops-guns.ts).
    out.push(...(this.guns ??= new GunsChecker(this.seen)).check(prev, next, events));
    out.push(...this.foot.check(prev, next, events));
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations): tests/support/troops-nations.ts
    out.push(...(this.nations ??= new NationsChecker(this.seen)).check(prev, next, events));
    // italy (Equipment Pack §VII France): tests/support/troops-furia.ts
    out.push(...(this.furia ??= new FuriaChecker(this.seen)).check(prev, next, events));
    // italy (house rules 001 l.553-554, Terrain Pack Airfield): tests/support/troops-airfield.ts
    out.push(...(this.airfield ??= new AirfieldChecker(this.seen)).check(prev, next, events));
    // armor (Equipment Pack / FAQ §IV): the Tiger's re-rolls (tests/support/troops-armor.ts).
    out.push(...this.armor.check(prev, next, events));
    // troopact (FAQ §III Heroic Leader): tests/support/troops-leader.ts
    out.push(...(this.leader ??= new LeaderChecker(this.seen)).check(prev, next, events));
    // troopact (FAQ §III Collapsible Rafts & Boats): tests/support/troops-rafts.ts
    out.push(...(this.rafts ??= new RaftChecker(this.seen)).check(prev, next, events));
    // caves (FAQ §II Caves on Hills and Mountains): tests/support/troops-caves.ts
    out.push(...(this.caves ??= new CavesChecker(this.seen)).check(prev, next, events));
    // brandenburgers (FAQ §IV Brandenburgers): tests/support/troops-brandenburgers.ts
    out.push(...(this.brandenburgers ??= new BrandenburgersChecker(this.seen)).check(prev, next, events));
    // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII): tests/support/troops-vehicles.ts
    out.push(...this.vehicles.check(prev, next, events));
    // swa (Equipment Pack §V / FAQ §IX): the anti-tank gun and the late-war assets (tests/support/troops-swa.ts).
    out.push(...(this.swa ??= new SwaChecker(this.seen)).check(prev, next, events));
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies): tests/support/troops-meemies.ts
    out.push(...(this.meemies ??= new MeemiesChecker(this.seen)).check(prev, next, events));
    // supply (Equipment Pack / FAQ §IV Supply Trucks): tests/support/troops-supply.ts
    out.push(...(this.supply ??= new SupplyChecker(this.seen)).check(prev, next, events));
    // funnies (FAQ §XII The Surrender of Elster's Column): tests/support/troops-no-air-power.ts
    out.push(...(this.noAirPower ??= new NoAirPowerChecker(this.seen)).check(prev, next, events));
    // funnies (Equipment Pack Hobart's Funnies, Mine digger): tests/support/troops-funnies2.ts
    out.push(...(this.funnies2 ??= new Funnies2Checker(this.seen)).check(prev, next, events));
    // funnies3 (Equipment Pack Hobart's Funnies, Fascine, Bobbin, Assault Bridge): tests/support/troops-funnies3.ts
    out.push(...(this.funnies3 ??= new Funnies3Checker(this.seen)).check(prev, next, events));
    // funnies-choice (Equipment Pack Hobart's Funnies l.190): tests/support/troops-funnies-choice.ts
    out.push(...(this.funniesChoice ??= new FunniesChoiceChecker(this.seen)).check(prev, next, events));
    // trench (FAQ §IV Tank Destroyers l.2796-2798): tests/support/terrain-trench.ts
    out.push(...(this.trench ??= new TrenchArmorChecker(this.seen)).check(prev, next, events));
    // stars (house rules l.340, l.343; App. 2 Supply Depot l.575): tests/support/battle-stars.ts
    out.push(...(this.stars ??= new BattleStarsChecker(this.seen)).check(prev, next, events));
    // seaWall (FAQ §II Sea Wall): tests/support/troops-seawall.ts
    out.push(...(this.seaWall ??= new SeaWallChecker(this.seen)).check(prev, next, events));
    // holdout3 (FAQ §IV Tigers Q l.2658; closed woods): tests/support/troops-holdout3.ts
    out.push(...(this.holdout3 ??= new Holdout3Checker(this.seen)).check(prev, next, events));
    for (const e of events) {
      if (e.type === 'turn') this.newTurn();
      const turn = `${prev.turn.side}:${prev.turn.number}`;
      if (turn !== this.turnKey) {
        this.turnKey = turn;
        this.newTurn();
      }
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        const cls = CLASS_OF[kindOf(e.unit)];
        const to = terrainOf(next, e.to);
        const from = terrainOf(prev, e.from);
        const rule = to ? TERRAIN_RULES[to] : undefined;
        // troopact: a unit with a folding boat may go onto a river, by its own move (troops-rafts.ts checks the rest).
        const boat = to === 'river' && e.type !== 'retreated' && prev.units[e.unit]?.raft === true;
        if (rule?.noEntry?.includes(cls) && !boat) out.push(`${e.type}: ${cls} unit ${e.unit} onto ${to} at ${key(e.to)}, which its class may not enter`);
        if (to && TERRAIN_RULES[to]) this.seen.add(`${to}: entered by ${cls}`);
        const piece = infantryOnlyPiece(prev, e.to);
        if (piece) {
          if (cls !== 'infantry') out.push(`${e.type}: ${cls} unit ${e.unit} onto a ${piece} at ${key(e.to)}, which only infantry may enter`);
          else this.seen.add(`${piece}: entered by infantry`);
        }
        if (e.type !== 'retreated' && cls === 'artillery' && from && TERRAIN_RULES[from]?.artilleryStays) {
          out.push(`${e.type}: artillery unit ${e.unit} left the ${from} at ${key(e.from)} it started on`);
        }
        const ignoresTerrainHere = prev.turn.command?.type === 'behind-enemy-lines' && cls === 'infantry';
        // Roads (FAQ §II Roads): a move longer than the allowance is the road's extra hex, along connected road images.
        if (e.type === 'moved') {
          // A card played for a fallback order orders without its effects (FAQ §VIII Unusable Cards).
          const most = allowance(kindOf(e.unit), prev.turn.fallback ? undefined : prev.turn.command?.type);
          if (e.steps > most) {
            // supply: a supply truck moves 4 in all along a road, under Infantry Assault too (Equipment Pack l.363; FAQ §II Roads l.1296, l.1320).
            // recon: a patrol car gets no road hex beyond its 4 (FAQ §II Roads l.1322).
            const onRoad = kindOf(e.unit) === 'supply-truck' ? Math.max(most + 1, 4) : kindOf(e.unit) === 'patrol-car' ? most : most + 1;
            if (e.steps > onRoad || !roadPath(prev, e.unit, e.from, e.to, e.steps)) out.push(`moved: unit ${e.unit} moved ${e.steps} hexes from ${key(e.from)} to ${key(e.to)}, ${e.steps - most} more than it may, with no road all the way`);
            else this.seen.add(e.steps > most + 1 ? 'supply: a truck moved 4 along the road' : 'road: an extra hex along the road');
          }
        }
        if (e.type === 'moved' && e.steps > 1 && !ignoresTerrainHere) {
          if (!reachableWithoutCrossingRidges(prev, e.unit, e.from, e.to, e.steps)) out.push(`moved: unit ${e.unit} from ${key(e.from)} to ${key(e.to)} in ${e.steps} hexes only by going on from a ridge it climbed`);
        }
        if (e.type !== 'retreated' && this.climbed.has(e.unit)) out.push(`${e.type}: unit ${e.unit} moved on after climbing onto a ridge from lower ground`);
        const oneStep = e.type === 'tookGround' || e.steps === 1;
        if (e.type !== 'retreated' && oneStep && to && !(from && RAISED.has(from)) && !ignoresTerrainHere) {
          if (TERRAIN_RULES[to]?.stopsWhenClimbed) {
            this.climbed.add(e.unit);
            this.seen.add(`${to}: climbed from lower ground`);
          }
        }
        // flooded: a move onto a flooded field starts next to it.
        if (e.type === 'moved' && to && TERRAIN_RULES[to]?.nextDoorOnly && !ignoresTerrainHere) {
          if (e.steps !== 1 || distance(e.from, e.to) !== 1) out.push(`moved: unit ${e.unit} moved onto the ${to} at ${key(e.to)} in ${e.steps} hexes, not from next to it`);
          else this.seen.add(`${to}: entered from next door`);
        }
        if (e.type === 'moved' && to && TERRAIN_RULES[to]?.climbCountsTwo && distance(e.from, e.to) === 1 && !(from && RAISED.has(from)) && !ignoresTerrainHere) {
          if (e.steps === 2) this.seen.add(`${to}: climb counted as two hexes`);
          else out.push(`moved: unit ${e.unit} climbed onto ${to} at ${key(e.to)} from lower ground counting ${e.steps} hex, not 2`);
        }
        // Thin ice: a unit that arrives on a frozen hex (by any way) rolls there; it never steps straight to or from a bridge.
        if (to && TERRAIN_RULES[to]?.thinIce) {
          const tested = events.some((x) => x.type === 'ice' && x.unit === e.unit && key(x.at) === key(e.to));
          // A unit lost through the ice of a hex crossed before it (C56: the hexes are rolled in the order crossed)
          // never tests the one it arrived on.
          const lostOnTheWay = events.some((x) => x.type === 'eliminated' && x.unit === e.unit) && events.some((x) => x.type === 'ice' && x.unit === e.unit);
          if (!tested && !lostOnTheWay) out.push(`${e.type}: unit ${e.unit} arrived on the ${to} at ${key(e.to)} without testing the ice`);
          else this.seen.add(`${to}: ice tested on ${e.type === 'moved' ? 'a move' : e.type === 'retreated' ? 'a retreat' : 'a Take Ground'}`);
        }
        const bridgeAt = (h: Hex) => !!prev.board.cells[h.row * prev.board.geometry.cols + h.col]?.bridge;
        const iceAt = (h: Hex) => !bridgeAt(h) && !!TERRAIN_RULES[terrainOf(prev, h) ?? 'countryside']?.thinIce;
        if ((e.type === 'tookGround' || e.steps === 1) && ((iceAt(e.from) && bridgeAt(e.to)) || (bridgeAt(e.from) && iceAt(e.to)))) {
          out.push(`${e.type}: unit ${e.unit} stepped straight between the ice and a bridge (${key(e.from)} to ${key(e.to)})`);
        }
        // Cliffs and sea bluffs: the step between one and a beach.
        const cliffSide = [to, from].find((t) => t && TERRAIN_RULES[t]?.overBeach);
        const beachStep = cliffSide && (to === 'beach' || from === 'beach') && distance(e.from, e.to) === 1 && !ignoresTerrainHere;
        if (beachStep && e.type !== 'retreated') {
          // Armor or artillery may reach a bluff next to the beach the long way round (holdout 11: two hexes through
          // the countryside beside both); only a move that could not have gone round is the forbidden straight step.
          if (cls !== 'infantry' && !(e.type === 'moved' && e.steps >= 2 && roundTheCliff(prev, e.from, e.to))) out.push(`${e.type}: ${cls} unit ${e.unit} stepped between a ${cliffSide} and the beach (${key(e.from)} to ${key(e.to)})`);
          else if (e.type === 'tookGround' && to && TERRAIN_RULES[to]?.noTakeGroundFromBeach) out.push(`tookGround: unit ${e.unit} took ground up a ${to} from the beach at ${key(e.from)}`);
          else if (e.type === 'moved' && e.steps !== 2) out.push(`moved: unit ${e.unit} stepped between a ${cliffSide} and the beach counting ${e.steps} hex, not 2`);
          else this.seen.add(`${cliffSide}: ${e.type === 'moved' ? 'step to or from the beach counted as two hexes' : 'took ground from the beach'}`);
        }
        // A wadi is entered and left only through its open ends: never across a side the battle closes.
        if ((to === 'wadi' || from === 'wadi') && (e.type === 'tookGround' || e.steps === 1)) {
          if (prev.board.sides[sideKeyOf(e.from, e.to)]?.impassable) out.push(`${e.type}: unit ${e.unit} crossed a wadi's slope between ${key(e.from)} and ${key(e.to)}`);
          else this.seen.add(`wadi: ${e.type === 'retreated' ? 'retreat' : 'step'} through an open end`);
        }
        // A move or retreat of one hex (or a Take Ground) onto or off a mountain; longer ones may go round by a hill.
        const mountainStep = (to && TERRAIN_RULES[to]?.raisedStepsOnly) || (from && TERRAIN_RULES[from]?.raisedStepsOnly);
        if (mountainStep && (e.type === 'tookGround' || e.steps === 1)) {
          if (!(to && RAISED.has(to) && from && RAISED.has(from))) out.push(`${e.type}: unit ${e.unit} stepped between ${from ?? 'a bridge'} at ${key(e.from)} and ${to ?? 'a bridge'} at ${key(e.to)}, onto or off a mountain from low ground`);
          else this.seen.add(`mountain: ${e.type === 'retreated' ? 'retreat' : 'step'} between raised hexes`);
        }
        if (e.type === 'moved') {
          const fromRule = from ? TERRAIN_RULES[from] : undefined;
          const ignoresTerrain = prev.turn.command?.type === 'behind-enemy-lines' && cls === 'infantry';
          // funnies3: a Bobbin leaves a marsh as countryside (troops-funnies3.ts).
          if (fromRule?.leaveOneHex && !ignoresTerrain && !funnyGround(kindOf(e.unit), from)) {
            this.seen.add(`${from}: left by one hex`);
            if (e.steps > 1) out.push(`moved: unit ${e.unit} left ${from} at ${key(e.from)} by ${e.steps} hexes (one at most)`);
          }
          this.left.set(e.unit, from);
        }
        if (e.type !== 'retreated') {
          if (!this.orderedAt.has(e.unit)) this.orderedAt.set(e.unit, e.from);
          this.entered.set(e.unit, to);
          this.enteredAt.set(e.unit, e.to);
        }
      }
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        // Minefields (FAQ §II Minefields): an enemy unit entering by a move or Take Ground sets one off, with the
        // value laid at set-up (or shown since); a retreat never does; the side that laid it never does.
        const k = String(e.to.row * prev.board.geometry.cols + e.to.col);
        const m = prev.mines?.[k];
        const side = (next.units[e.unit] ?? prev.units[e.unit])!.side;
        const fired = events.find((x) => x.type === 'mine' && x.unit === e.unit);
        if (m) {
          const expectFire = e.type !== 'retreated' && m.owner !== side;
          const value = m.revealed ?? prev.hidden?.mines?.[k];
          // Combat engineers clear it instead (tests/support/troops-foot.ts checks when).
          const cleared = events.some((x) => x.type === 'minesCleared' && x.unit === e.unit);
          if (expectFire && !fired && !cleared) out.push(`${e.type}: unit ${e.unit} entered the ${m.owner}' minefield at ${key(e.to)} and it did not go off`);
          if (!expectFire && fired) out.push(`${e.type}: unit ${e.unit} set off a minefield at ${key(e.to)} it should not have (${e.type === 'retreated' ? 'a retreat' : 'its own side\'s'})`);
          if (expectFire && fired && fired.type === 'mine' && fired.value !== value) out.push(`mine at ${key(e.to)}: value ${fired.value}, laid as ${value}`);
          if (!cleared) this.seen.add(`minefield: ${e.type === 'retreated' ? 'retreated onto' : expectFire ? (value === 0 ? 'decoy revealed' : 'set off') : 'entered by its own side'}`);
        } else if (fired) out.push(`${e.type}: a minefield went off at ${key(e.to)}, where there was none`);
      }
      if (e.type === 'battle') {
        const target = terrainOf(prev, e.at);
        this.artilleryOn = CLASS_OF[kindOf(e.unit)] === 'artillery' && target && TERRAIN_RULES[target]?.artilleryHitsWithStarsOnly ? { target: e.target, terrain: target } : null;
        this.faces = null;
      }
      if (e.type === 'roll' && this.artilleryOn) this.faces = e.faces;
      if (e.type === 'ice') {
        const t = terrainOf(prev, e.at);
        const dice = t ? TERRAIN_RULES[t]?.thinIce : undefined;
        if (!dice) out.push(`ice: unit ${e.unit} rolled for thin ice at ${key(e.at)}, a ${t ?? 'bridge'}`);
        this.iceRoll = { unit: e.unit, dice: dice ?? 0, faces: null };
      }
      if (e.type === 'roll' && this.iceRoll && !this.iceRoll.faces) {
        this.iceRoll.faces = e.faces;
        if (e.faces.length !== this.iceRoll.dice) out.push(`ice: unit ${this.iceRoll.unit} rolled ${e.faces.length} dice on the ice, not ${this.iceRoll.dice}`);
      }
      if (e.type === 'hits' && this.iceRoll?.faces && e.unit === this.iceRoll.unit) {
        const stars = this.iceRoll.faces.filter((f) => f === 'star').length;
        if (e.hits !== stars || e.flags !== 0) out.push(`ice: unit ${e.unit} took ${e.hits} hit(s) and ${e.flags} flag(s) on the ice with ${stars} star(s)`);
        this.iceRoll = null;
      }
      if (e.type === 'hits' && this.artilleryOn && e.unit === this.artilleryOn.target && this.faces) {
        const stars = this.faces.filter((f) => f === 'star').length;
        if (e.hits !== stars) out.push(`hits: artillery scored ${e.hits} hit(s) on a unit in a ${this.artilleryOn.terrain} with ${stars} star(s) in ${this.faces.join(',')}`);
        else this.seen.add(`${this.artilleryOn.terrain}: artillery hits only with stars`);
        this.artilleryOn = null;
      }
      if (e.type === 'battle') {
        // Night (FAQ §III Night Attacks): no battle beyond the visibility level, until full daylight (6).
        const level = prev.night?.level;
        if (level !== undefined && level < 6) {
          const dr = Math.abs(e.from.row - e.at.row);
          const distance = dr + Math.max(0, (Math.abs(e.from.col - e.at.col) - dr) / 2);
          this.seen.add('night: battle in the dark');
          if (distance > level) out.push(`battle: unit ${e.unit} fired ${distance} hexes at night, visibility ${level}`);
        }
        const kind = kindOf(e.unit);
        const cls = CLASS_OF[kind];
        const entered = this.entered.get(e.unit);
        const rule = entered ? TERRAIN_RULES[entered] : undefined;
        // French Resistance may battle after entering cover (rulebook p.12); its reading on expansion cover is open.
        // Snipers and ski troops battle after entering any terrain (Equipment Pack, Sniper, Ski Troops).
        // funnies3: a Bobbin battles after entering a marsh, countryside to it (troops-funnies3.ts).
        if (rule?.noBattleOnEntry?.includes(cls) && kind !== 'resistance' && kind !== 'sniper' && kind !== 'ski-troops' && !funnyGround(kind, entered)) {
          out.push(`battle: ${cls} unit ${e.unit} battled on the turn it entered ${entered}`);
        }
        // Wadis: infantry and armor battle into or out of one only in close assault.
        const close = distance(e.from, e.at) === 1;
        for (const t of [terrainOf(prev, e.from), terrainOf(prev, e.at)]) {
          if (t && TERRAIN_RULES[t]?.closeCombatOnly?.includes(cls)) {
            if (!close) out.push(`battle: ${cls} unit ${e.unit} battled into or out of a ${t} at ${distance(e.from, e.at)} hexes`);
            else this.seen.add(`${t}: battle in close assault (${cls})`);
          }
        }
        const at = this.enteredAt.get(e.unit);
        const from = this.orderedAt.get(e.unit);
        if (rule?.battleOnEntryOnlyFromNextDoor && at && from) {
          if (distance(from, at) > 1) out.push(`battle: unit ${e.unit} battled after entering ${entered} at ${key(at)} from ${key(from)}, not next to it`);
          else this.seen.add(`${entered}: battle after entering from next door`);
        }
        const left = this.left.get(e.unit);
        const leftRule = left ? TERRAIN_RULES[left] : undefined;
        if (leftRule?.noBattleOnLeave?.includes(cls) && !funnyGround(kind, left)) out.push(`battle: ${cls} unit ${e.unit} battled on the turn it left ${left}`);
      }
    }
    out.push(...this.checkBridges(prev, next, events));
    out.push(...this.checkLandmarks(prev, next, events));
    // What a battle was refused for: units standing on terrain that forbade it, seen from the state's own record.
    for (const [id, t] of this.entered) {
      const u = next.units[id];
      if (!u || !t) continue;
      const rule = TERRAIN_RULES[t];
      if (rule?.noBattleOnEntry?.includes(CLASS_OF[u.kind])) this.seen.add(`${t}: no battle on entering (${CLASS_OF[u.kind]})`);
      const at = this.enteredAt.get(id);
      const from = this.orderedAt.get(id);
      if (rule?.battleOnEntryOnlyFromNextDoor && at && from && distance(from, at) > 1) this.seen.add(`${t}: no battle on entering from afar`);
    }
    out.push(...this.camouflage(prev, next, events), ...this.smoke(prev, next, events), ...this.dams(prev, next, events));
    return out;
  }

  /** Sabotaging a Dam (house rules l.344; FAQ §XII Schwammenauel Dam l.4603-4621; decision C91). */
  private dams(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const rule = prev.special?.damSabotage;
    const tokenEvents = events.filter((e) => e.type === 'damTokens');
    if (!rule) {
      if (tokenEvents.length || next.damTokens || next.damsSabotaged) out.push('dam: sabotage in a battle without the rule');
      return out;
    }
    const cols = prev.board.geometry.cols;
    const k = (h: Hex) => String(h.row * cols + h.col);
    const unitAt = (s: GameState, h: Hex) => s.units.find((u) => u.figures > 0 && u.row === h.row && u.col === h.col);
    const held = rule.dams.filter((d) => !prev.damsSabotaged?.[k(d)] && unitAt(prev, d)?.side === rule.side);
    const played = events.findIndex((e) => e.type === 'played');
    const placed = new Set<string>();
    if (played >= 0) {
      const side = (events[played] as Extract<GameEvent, { type: 'played' }>).side;
      const ev = events.findIndex((e, i) => i > played && e.type === 'damTokens');
      if (side !== rule.side || !held.length) {
        if (ev >= 0) out.push(`dam: the ${side} rolled to sabotage holding ${held.length} dam(s)${side !== rule.side ? ', not the saboteurs' : ''}`);
      } else if (ev < 0) out.push(`dam: the ${side} hold ${held.length} dam(s) and played a card without the sabotage roll`);
      else {
        const e = events[ev] as Extract<GameEvent, { type: 'damTokens' }>;
        const r = events.slice(played, ev).filter((x) => x.type === 'roll').pop();
        const stars = r?.type === 'roll' ? r.faces.filter((f) => f === 'star').length : -1;
        if (r?.type !== 'roll' || r.faces.length !== 2) out.push('dam: the sabotage roll is not 2 dice');
        if (e.stars !== stars) out.push(`dam: ${stars} stars rolled, ${e.stars} counted`);
        if (e.at.length !== Math.min(stars, held.length)) out.push(`dam: ${stars} stars and ${held.length} dam(s) held, ${e.at.length} token(s) set`);
        for (const h of e.at) {
          if (!held.some((d) => k(d) === k(h))) out.push(`dam: a token set at ${key(h)}, not a dam the ${rule.side} hold`);
          if (placed.has(k(h))) out.push(`dam: two tokens set at ${key(h)} by one roll`);
          placed.add(k(h));
        }
        this.seen.add('dam: token set');
        if (stars > held.length) this.seen.add('dam: a star with no dam left for it');
      }
    } else if (tokenEvents.length) out.push('dam: a sabotage roll with no card played');
    for (const d of rule.dams) {
      const dk = k(d);
      const before = prev.damTokens?.[dk] ?? 0;
      const after = next.damTokens?.[dk] ?? 0;
      const was = prev.damsSabotaged?.[dk] === true;
      const is = next.damsSabotaged?.[dk] === true;
      if (was && !is) out.push(`dam: the sabotaged dam at ${key(d)} is whole again`);
      if (is && after) out.push(`dam: the sabotaged dam at ${key(d)} still has tokens`);
      const on = unitAt(next, d);
      if (after && on && on.side !== rule.side) out.push(`dam: an enemy unit stands on the dam at ${key(d)} and its ${after} token(s) remain`);
      const want = before + (placed.has(dk) ? 1 : 0);
      const cleared = events.some((e) => e.type === 'damCleared' && k(e.at) === dk);
      if (want >= 4) {
        const boom = events.some((e) => e.type === 'damSabotaged' && k(e.at) === dk && e.medals === 4 && e.side === rule.side);
        if (!boom || !is || after) out.push(`dam: the fourth token at ${key(d)} did not sabotage it`);
        else if (next.medalsWon[rule.side] < prev.medalsWon[rule.side] + 4) out.push(`dam: the dam sabotaged at ${key(d)} gave fewer than 4 medals`);
        else this.seen.add('dam: sabotaged');
      } else if (!was && is) out.push(`dam: the dam at ${key(d)} was sabotaged with ${want} token(s)`);
      else if (cleared) {
        if (after || !before || !on || on.side === rule.side) out.push(`dam: tokens cleared at ${key(d)} with no enemy unit there`);
        else this.seen.add('dam: tokens cleared by the enemy');
      } else if (after !== want) out.push(`dam: ${after} token(s) at ${key(d)}, expected ${want}`);
    }
    return out;
  }

  /** Camouflage (FAQ §III Camouflage): who may be targeted, and when the camouflage goes. */
  private camouflage(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    if (!prev.units.some((u) => u.camouflaged) && !next.units.some((u) => u.camouflaged)) return out;
    const why = new Map<number, string>();
    for (const e of events) {
      if (e.type === 'battle') {
        const target = prev.units[e.target];
        if (target?.camouflaged) {
          if (distance(e.from, e.at) > 1) out.push(`battle: unit ${e.unit} fired on camouflaged unit ${e.target} from ${distance(e.from, e.at)} hexes`);
          else this.seen.add('camouflage: close assault on a camouflaged unit');
        }
        why.set(e.unit, 'battling');
      }
      if (e.type === 'cardStrike' && prev.units[e.target]?.camouflaged) out.push(`${e.card} struck camouflaged unit ${e.target}`);
      if (e.type === 'ambush') why.set(e.unit, 'ambushing');
      if (e.type === 'moved' || e.type === 'tookGround' || e.type === 'exited') why.set(e.unit, 'moving');
      if (e.type === 'retreated') why.set(e.unit, 'retreating');
    }
    for (const u of next.units) {
      const before = prev.units[u.id];
      if (u.camouflaged && !before?.camouflaged) out.push(`unit ${u.id} became camouflaged`);
      const cause = why.get(u.id);
      if (cause && u.camouflaged) out.push(`unit ${u.id} is still camouflaged after ${cause}`);
      if (before?.camouflaged && !u.camouflaged) {
        if (!cause) out.push(`unit ${u.id} lost its camouflage without moving or battling`);
        else this.seen.add(`camouflage: lost by ${cause}`);
      }
      if (before?.camouflaged && u.camouflaged && u.figures > 0 && events.some((e) => e.type === 'battle' && e.target === u.id)) this.seen.add('camouflage: kept when attacked');
    }
    // The rule at work: an ordered unit with a camouflaged enemy in range but not adjacent, in the battle step.
    if (prev.turn.stage === 'battle' && !prev.pending.length) {
      for (const id of prev.turn.ordered) {
        const a = prev.units[id];
        if (!a || a.figures <= 0) continue;
        const range = RANGE[CLASS_OF[a.kind]];
        if (prev.units.some((v) => v.side !== a.side && v.figures > 0 && v.camouflaged && distance(a, v) > 1 && distance(a, v) <= range)) {
          this.seen.add('camouflage: out of reach beyond an adjacent hex');
        }
      }
    }
    return out;
  }

  /** Smoke screens (FAQ §III Smoke Screen; C67-C68): their shape, their time, and the lines of fire through them. */
  private smoke(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    if (!prev.smoke && !next.smoke) return out;
    if (!!prev.smoke !== !!next.smoke) out.push('the smoke record appeared or vanished during the game');
    const now = next.turn.number;
    for (const sc of next.smoke?.screens ?? []) {
      const e = opponentTurnsSince(sc.turn, now);
      if (e >= 2) out.push(`smoke laid in turn ${sc.turn} by the ${sc.side} is still on the board in turn ${now}`);
      else if (e === 1 && !sc.thinning) out.push(`smoke laid in turn ${sc.turn} has not thinned in turn ${now}`);
      else if (e === 0 && sc.thinning) out.push(`smoke laid in turn ${sc.turn} thinned early, in turn ${now}`);
      if (e === 1) this.seen.add('smoke: thinned after the opponent\'s turn');
      const cells = sc.hexes.map((h) => next.board.cells[h.row * next.board.geometry.cols + h.col]);
      const joined = sc.hexes.every((h, i) => sc.hexes.some((q, j) => i !== j && distance(h, q) === 1));
      // meemies: a salvo of smoke rockets covers 1 to 3 hexes, checked by tests/support/troops-meemies.ts.
      if (sc.unit !== undefined) continue;
      if (sc.hexes.length !== 3 || cells.some((c) => !c) || !joined || new Set(sc.hexes.map(key)).size !== 3) {
        out.push(`smoke laid in turn ${sc.turn} covers ${sc.hexes.map(key).join(' ')}: not 3 contiguous board hexes`);
      }
    }
    for (const sc of prev.smoke?.screens ?? []) {
      const still = next.smoke?.screens.some((x) => x.turn === sc.turn && x.side === sc.side);
      if (still) continue;
      if (opponentTurnsSince(sc.turn, now) < 2) out.push(`smoke laid in turn ${sc.turn} was removed early, in turn ${now}`);
      else this.seen.add('smoke: cleared after the opponent\'s second turn');
    }
    // Screens laid: one fewer left to the side.
    for (const side of ['axis', 'allies'] as const) {
      // meemies: a salvo of smoke rockets takes none of the side's screens (tests/support/troops-meemies.ts).
      const own = (x: { side: string; unit?: number }) => x.side === side && x.unit === undefined;
      const laid = (next.smoke?.screens.filter(own).length ?? 0) - (prev.smoke?.screens.filter(own).length ?? 0);
      if (laid > 0) {
        this.seen.add('smoke: laid');
        if ((prev.smoke!.left[side] ?? 0) - (next.smoke!.left[side] ?? 0) !== laid) out.push(`the ${side} laid ${laid} screen(s) but their count went from ${prev.smoke!.left[side]} to ${next.smoke!.left[side]}`);
      }
    }
    const smoky = (prev.smoke?.screens ?? []).flatMap((x) => x.hexes);
    if (!smoky.length) return out;
    for (const e of events) {
      if (e.type !== 'battle') continue;
      const cls = CLASS_OF[(prev.units[e.unit] ?? next.units[e.unit])!.kind];
      if (cls === 'artillery') continue;
      const through = smoky.find((h) => throughCentre(e.from, e.at, h));
      if (through) out.push(`battle: ${cls} unit ${e.unit} fired from ${key(e.from)} to ${key(e.at)} through the smoke at ${key(through)}`);
      if (distance(e.from, e.at) > 1 && smoky.some((h) => key(h) === key(e.from) || key(h) === key(e.at))) this.seen.add('smoke: a battle from or into a smoke hex');
    }
    // The rule at work: an ordered infantry or armor unit with an enemy in range behind smoke, in the battle step.
    if (prev.turn.stage === 'battle' && !prev.pending.length) {
      for (const id of prev.turn.ordered) {
        const a = prev.units[id];
        if (!a || a.figures <= 0 || CLASS_OF[a.kind] === 'artillery') continue;
        for (const v of prev.units) {
          if (v.side === a.side || v.figures <= 0 || distance(a, v) < 2 || distance(a, v) > RANGE[CLASS_OF[a.kind]]) continue;
          if (smoky.some((h) => throughCentre(a, v, h))) this.seen.add('smoke: a line of fire through smoke');
        }
      }
    }
    return out;
  }

  /**
   * The battle-wide actions of FAQ §III (helper "actions", decisions C70-C75), from the events and the states:
   * - North African Desert Rules (l.1879-1887): the extra hex only by armor, in a battle with the rule, one hex on from
   *   the hex it has just taken, not after its Overrun battle, not out of a town or forest (they stop it);
   * - Oasis and Hospital Recovery (l.1901-1903, l.2026-2040): figures recovered outside Medics & Mechanics only by
   *   infantry on an oasis or hospital of a battle with the rule, that has not moved, with no enemy next to it, with 6
   *   dice on a hospital and a die per card held (the one played included) on an oasis; it then neither moves nor battles;
   * - Capture HQ/Supply Tent (l.2010-2018): a headquarters is captured exactly when an enemy unit stands on it and it
   *   was not held, its owner losing one card of its hand to the discard pile; reclaimed exactly when a unit of the
   *   owner stands on it again, the owner drawing a card.
   */
  private battleActions(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const cols = prev.board.geometry.cols;
    const unitAt = (s: GameState, h: Hex) => s.units.find((u) => u.figures > 0 && u.row === h.row && u.col === h.col);
    // Medics & Mechanics in force (its roll comes as the card is played, so the next state says so too, unless the
    // turn ended at once: a unit that can neither move nor battle after its recovery ends it within the same action,
    // and the card's own event is the only witness; 6541 soak, seed 4000149).
    const medics = [prev, next].some((s) => s.turn.command?.type === 'medics-mechanics' && !s.turn.fallback) ||
      events.some((e) => e.type === 'played' && e.command?.type === 'medics-mechanics');
    let rollDice = -1;
    for (const e of events) {
      if (e.type === 'turn') {
        this.overran.clear();
        this.tookGroundAt.clear();
        this.recovered.clear();
      }
      if (e.type === 'overrun') this.overran.add(e.unit);
      if (e.type === 'roll') rollDice = e.faces.length;
      if (e.type === 'tookGround' && e.extraHex) {
        const kind = (next.units[e.unit] ?? prev.units[e.unit])!.kind;
        const took = this.tookGroundAt.get(e.unit);
        const from = terrainOf(prev, e.from);
        if (!prev.special?.desertOverrun) out.push(`tookGround: unit ${e.unit} moved an extra hex in a battle without the desert rules`);
        if (CLASS_OF[kind] !== 'armor') out.push(`tookGround: ${CLASS_OF[kind]} unit ${e.unit} moved the desert's extra hex, which only armor may`);
        if (!took || key(took) !== key(e.from)) out.push(`tookGround: unit ${e.unit} moved an extra hex from ${key(e.from)}, not straight after taking that hex`);
        if (distance(e.from, e.to) !== 1) out.push(`tookGround: unit ${e.unit}'s extra hex went ${distance(e.from, e.to)} hexes`);
        if (this.overran.has(e.unit)) out.push(`tookGround: unit ${e.unit} moved an extra hex after its Overrun battle`);
        if (from === 'town' || from === 'forest') out.push(`tookGround: unit ${e.unit} moved on from a ${from} it had just taken`);
        this.seen.add('desert: extra hex after taking ground');
        this.tookGroundAt.delete(e.unit);
      } else if (e.type === 'tookGround') {
        this.tookGroundAt.set(e.unit, e.to);
        if (this.overran.has(e.unit) && prev.special?.desertOverrun && CLASS_OF[(next.units[e.unit] ?? prev.units[e.unit])!.kind] === 'armor') this.seen.add('desert: took ground after the overrun battle');
      } else if (e.type === 'moved' || e.type === 'retreated' || e.type === 'battle') {
        this.tookGroundAt.delete(e.unit);
        if (e.type !== 'retreated' && this.recovered.has(e.unit)) out.push(`${e.type}: unit ${e.unit} ${e.type === 'moved' ? 'moved' : 'battled'} on the turn it recovered figures at an oasis or hospital`);
      }
      if (e.type === 'recovered' && !medics) {
        const u = prev.units[e.unit]!;
        const t = terrainOf(prev, u);
        // camp recovery: a hex the battle names recovers as an oasis (decision C393).
        const campRecovery = prev.board.cells[u.row * cols + u.col]?.oasisRecovery === true;
        const rule = t === 'oasis' || campRecovery ? prev.special?.oasisRecovery : t === 'hospital' ? prev.special?.hospitalRecovery : undefined;
        if (!rule) out.push(`recovered: unit ${e.unit} recovered figures on ${t ?? 'a bridge'} at ${key(u)} with no recovery rule there`);
        if (CLASS_OF[u.kind] !== 'infantry') out.push(`recovered: ${CLASS_OF[u.kind]} unit ${e.unit} recovered figures; only infantry may`);
        if (this.entered.has(e.unit)) out.push(`recovered: unit ${e.unit} recovered figures after moving this turn`);
        const enemyNear = STEPS.some((d) => {
          const n = unitAt(prev, { row: u.row + d.row, col: u.col + d.col });
          return n !== undefined && n.side !== u.side;
        });
        if (enemyNear) out.push(`recovered: unit ${e.unit} recovered figures with an enemy next to it`);
        const want = t === 'hospital' ? 6 : prev.cards.hands[prev.turn.side].length + 1;
        if (rollDice !== want) out.push(`recovered: unit ${e.unit} rolled ${rollDice} dice on ${t}, not ${want}`);
        this.recovered.add(e.unit);
        this.seen.add(`${t}: recovery`);
      }
    }
    for (const hq of prev.special?.headquarters ?? []) {
      const k = String(hq.row * cols + hq.col);
      const on = unitAt(next, hq);
      const was = prev.hqCaptured?.[k] !== undefined;
      const is = next.hqCaptured?.[k] !== undefined;
      const captured = events.find((e) => e.type === 'hqCaptured' && e.at.row === hq.row && e.at.col === hq.col);
      const retaken = events.some((e) => e.type === 'hqRetaken' && e.at.row === hq.row && e.at.col === hq.col);
      const moved = events.some((e) => (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') && e.to.row === hq.row && e.to.col === hq.col);
      if (!was && on && on.side !== hq.side && moved) {
        if (!captured || !is) out.push(`hq: the ${hq.side}' headquarters at ${key(hq)} was taken by unit ${on.id} and not captured`);
        else if (captured.type === 'hqCaptured' && captured.card >= 0) {
          // Face up on the discard pile (C75), unless the turn's end reshuffled the discards into the deck (Their Finest
          // Hour): then it may even be drawn again by chance. The hand size is the invariants' (one card short per HQ held).
          const reshuffled = events.some((e) => e.type === 'shuffled');
          if (!reshuffled && (next.cards.hands[hq.side].includes(captured.card) || !next.cards.discard.includes(captured.card))) out.push(`hq: card ${captured.card} lost at ${key(hq)} is not on the discard pile`);
          if (!prev.cards.hands[hq.side].includes(captured.card)) out.push(`hq: card ${captured.card} lost at ${key(hq)} was not in the ${hq.side}' hand`);
          this.seen.add('hq: captured');
        }
      } else if (captured) out.push(`hq: the ${hq.side}' headquarters at ${key(hq)} was captured with no enemy moving onto it`);
      if (was && on && on.side === hq.side && moved) {
        if (!retaken || is) out.push(`hq: the ${hq.side} moved back onto their headquarters at ${key(hq)} and did not reclaim it`);
        else if (events.some((e) => e.type === 'drew' && e.side === hq.side)) this.seen.add('hq: retaken');
        else out.push(`hq: the ${hq.side} reclaimed their headquarters at ${key(hq)} and drew no card`);
      } else if (retaken) out.push(`hq: the ${hq.side}' headquarters at ${key(hq)} was reclaimed with no unit of theirs moving onto it`);
      if (was && !retaken && !is) out.push(`hq: the record of the captured headquarters at ${key(hq)} vanished`);
    }
    return out;
  }
}

/** Ground a unit crosses without stopping and that no class is barred from (the way round a bluff, below). */
const OPEN_GROUND: ReadonlySet<string> = new Set(['countryside', 'beach', 'hill', 'sea-bluff', 'cliff']);

/**
 * Is there a hex next to both `a` and `b` (adjacent) that a unit could have passed through on the way, without a
 * cliff-or-bluff step to or from the beach on either side? (FAQ §II Cliffs & Sea Bluffs: the step itself is barred to
 * armor and artillery, the way round is not: holdout 11 First Assault Wave, armor from the beach through the
 * countryside beside a bluff.) Only an empty hex of open ground, with no obstacle or minefield, counts.
 */
function roundTheCliff(s: GameState, a: Hex, b: Hex): boolean {
  const geo = s.board.geometry;
  const t = (h: Hex) => terrainOf(s, h) ?? 'countryside';
  const cliffStep = (x: Hex, y: Hex) => (t(x) === 'beach' && !!TERRAIN_RULES[t(y)]?.overBeach) || (t(y) === 'beach' && !!TERRAIN_RULES[t(x)]?.overBeach);
  const offsets = [[0, 2], [0, -2], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const;
  return offsets.some(([dr, dc]) => {
    const m = { row: a.row + dr, col: a.col + dc };
    if (m.row < 0 || m.row >= geo.rows || m.col < 0 || m.col >= geo.cols || distance(m, b) !== 1) return false;
    const i = String(m.row * geo.cols + m.col);
    const cell = s.board.cells[Number(i)];
    if (!cell || cell.impassable || cell.bunker || !OPEN_GROUND.has(t(m)) || s.obstacles[i] || s.mines?.[i]) return false;
    if (s.units.some((u) => u.figures > 0 && u.row === m.row && u.col === m.col)) return false;
    return !cliffStep(a, m) && !cliffStep(m, b);
  });
}
