/**
 * Unit kinds and their rules: rulebook pp.7-9 and Appendix 1; player aid "Standard Units", "Special Units".
 * This table is the vocabulary: a unit kind exists because it has an entry here (`UnitKind` is its keys); the
 * scenario format, the validator, the importer, the board's art and the texts all take the kinds from it.
 */
import type { UnitSymbol } from './dice';

/** The three classes of units (a unit's symbol on the dice): special forces and resistance are infantry. */
export const UNIT_CLASSES = ['infantry', 'armor', 'artillery'] as const satisfies readonly UnitSymbol[];
export type UnitClass = (typeof UNIT_CLASSES)[number];

export interface UnitKindDef {
  symbol: UnitSymbol;
  /** Figures at full strength unless the scenario says otherwise. */
  figures: number;
  /**
   * Most figures a scenario may give it. Scenarios may lower a unit below its default (Montelimar's 3-figure German
   * infantry) but never above the figures of its kind; any infantry kind may have 4 (a Resistance unit at 4 is
   * allowed: some battles field stronger partisans).
   */
  maxFigures: number;
  /** Most hexes a normal order lets it move. */
  move: number;
  /** Most hexes it may move and still battle. */
  moveAndBattle: number;
  /** Dice by distance: dice[d - 1] at distance d; the length is the range. */
  dice: readonly number[];
  /** Needs line of sight to battle (artillery does not). */
  needsSight: boolean;
  /** Infantry and armor may Take Ground; only armor may Overrun. */
  takesGround: boolean;
  overrun: boolean;
  /** French Resistance: may battle after entering forest, town or hedgerow. */
  battlesAfterEnteringCover: boolean;
  /** Hexes a flag may push it: [min, max] per flag. */
  retreatPerFlag: readonly [number, number];
  /** Terrain battle reductions and protections apply to its dice (not to artillery). */
  terrainAffectsDice: boolean;
  // guns (Equipment Pack / FAQ §IV Big Guns, Mobile Artillery): optional abilities, absent for the standard kinds.
  /** Its own dice table holds on any hex (a mountain does not change it: FAQ §IV Big Guns Q2). */
  fixedDice?: true;
  /** Stars it rolls against an armor target score hits (Equipment Pack, Flak 88). */
  starsHitArmor?: true;
  /**
   * Zeroes in: marks the targets it hits and rolls 1 more die against a marked one (Equipment Pack, Long Tom; FAQ §IV
   * Big Guns Q5-Q6: Big Guns and destroyers of a side share the markers). troops/guns.ts.
   */
  zeroesIn?: true;
  /** May ignore one flag of each attack on it, on top of its hex's (Equipment Pack, Italian Artillery Bravery). */
  ignoresOneFlag?: true;
  // ships (FAQ §IV Destroyers, Aircraft Carriers): troops/ships.ts
  /** A ship: moves on Ocean only, never next to a Beach; battles from the Ocean; ignores one flag; no repairs. */
  naval?: true;
  /**
   * Combat engineers (troops/engineers.ts): no terrain or obstacle reduction in close assault, battle on wire and
   * remove it, clear minefields instead of battling. Absent for the standard kinds.
   */
  engineer?: true;
  /** Snipers (troops/snipers.ts): never battles armor. Absent for the standard kinds. */
  noArmorTarget?: true;
  /** Its attacks also hit on stars (snipers). */
  hitsOnStars?: true;
  /** Only grenades hit it, and stars when the attacker's dice hit on stars (snipers). */
  hitOnlyByGrenades?: true;
  /** Its elimination gives no medal, and it never leaves by an exit marker (snipers). */
  noMedal?: true;
  /** Its attacks also hit infantry targets on stars (infantry with a machine gun). */
  starsHitInfantry?: true;
  /**
   * Tiger (Equipment Pack, Tiger; FAQ §IV Tigers): each hit scored against it by battle dice, a minefield or a
   * retreat it cannot make is rolled again, and only a grenade on the re-roll takes a figure (troops/armor.ts).
   * Absent for the standard kinds.
   */
  confirmHits?: true;
  /**
   * Tank destroyer (Equipment Pack, Elefant; FAQ §IV Tank Destroyers): its stars hit an armor target; the stars of
   * any attacker that is not infantry hit it; when it has not moved this turn, its target's terrain protections are
   * ignored (troops/armor.ts). Absent for the standard kinds.
   */
  tankDestroyer?: true;
  /**
   * Half-tracks (Equipment Pack, Sd. Kfz 250): an eliminated unit gives no medal; instead every this many figures
   * of the kind a side loses give the enemy one medal (troops/armor.ts). Absent for the standard kinds.
   */
  figuresPerMedal?: number;
  /** Medics & Mechanics may not order it (Equipment Pack, Half-Tracks). Absent for the standard kinds. */
  noMedics?: true;
  /**
   * Command cars (Equipment Pack, Kübelwagen; FAQ §IV Command Cars): a section card played in its section orders one
   * more unit there (orders.ts). Absent for the standard kinds.
   */
  ordersOneMore?: true;
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains; house rules l.499-507): troops/trains.ts
  /**
   * A train: a locomotive on its hex and a wagon on `Unit.wagon`, one unit over two rail hexes, moved 1-3 hexes along
   * the track, hit by grenades only, one figure per damage point (the wagon lost at the 3rd, the locomotive at the
   * 4th); carries units (`Unit.cargo`) that get off at a station. Absent for the standard kinds.
   */
  train?: true;
  // brandenburgers (FAQ §IV Brandenburgers)
  /**
   * Starts the battle with an enemy figure among its own (Brandenburgers): hits on it stand only if a re-roll of one
   * die shows an infantry symbol, and the figure is removed when it battles (troops/brandenburgers.ts). Absent for
   * the standard kinds.
   */
  disguise?: true;
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII): troops/funnies.ts
  /**
   * Petard Mortar (Equipment Pack, Hobart's Funnies): 1 more die in a close assault on a unit in a bunker, and a star
   * rolled there removes the bunker. Absent for the standard kinds.
   */
  petard?: true;
  /**
   * Clears an enemy minefield it enters instead of battling, as combat engineers do (FAQ §XII Breakthrough to the
   * Beach, l.4310: the Churchill AVRE). Absent for the standard kinds.
   */
  clearsMines?: true;
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets): troops/swa.ts
  /** Its stars hit armor targets, in any battle of its own (infantry with an anti-tank gun). Absent for the standard kinds. */
  antiTank?: true;
  /**
   * A late-war Special Weapon Asset: its extras (stars, range, no line of sight) hold only on a turn it has not moved;
   * after a move it battles as standard infantry (troops/swa.ts). Absent for the standard kinds.
   */
  lateWarAsset?: true;
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies): troops/meemies.ts
  /**
   * Never benefits from its hex's battle dice reductions when targeted: enemy units always roll their full dice at it
   * (Equipment Pack, Nebelwerfer; FAQ §IV Screaming Meemies Q: flags it may ignore are kept). Absent for the standard kinds.
   */
  noCover?: true;
  /** Its battles fire incendiary shells: the target may ignore no flag (Equipment Pack, Nebelwerfer). Absent for the standard kinds. */
  incendiary?: true;
  /**
   * May fire smoke shells instead of battling: a smoke screen on up to 3 contiguous hexes within its range, never
   * mixed with incendiary shells in one turn (Equipment Pack, Nebelwerfer; troops/meemies.ts). Absent for the standard kinds.
   */
  smokeShells?: true;
  // supply (Equipment Pack / FAQ §IV Supply Trucks): troops/supply.ts
  /**
   * Supply truck (Equipment Pack, Dodge WC-63): never battles; when ordered, gives its figures one by one to weakened
   * friendly ground units next to it (action `resupply`); moves over terrain as a vehicle (no bunker, no hedgehog,
   * no cliff climb, no wire removal); not ordered by Behind Enemy Lines, Dig-in, Medics & Mechanics or a card that
   * orders units to battle. Absent for the standard kinds.
   */
  resupplies?: true;
  /**
   * Re-supplies as a supply truck does, instead of battling, where the battle's Re-Supply rules are in effect
   * (`special.resupply`; the half-track: Equipment Pack l.311-330; decision C426). Absent for the standard kinds.
   */
  resupplyRule?: true;
  /** Hexes it may move in all when it keeps to a road (the supply truck's 2 more on a road: 4). Absent: 1 more. */
  roadMove?: number;
  // funnies (Equipment Pack Hobart's Funnies, Mine digger): troops/engineers.ts
  /**
   * Mine digger: an enemy minefield it enters stops it and is removed without going off, and it may still battle
   * (Equipment Pack l.226; FAQ §IV l.2840). Absent for the standard kinds.
   */
  mineDigger?: true;
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars; decisions C334-C336)
  /**
   * A wheeled vehicle that is infantry in all else (the patrol car): armor's impassable terrain is impassable to it, it
   * removes no wire, recovers at no hospital or oasis, and Behind Enemy Lines and Dig-in do not order it. Absent for
   * the standard kinds (and the supply truck, which has these through `resupplies`).
   */
  vehicle?: true;
  /**
   * Never called in as reinforcements (Equipment Pack, "Actions considerations": half-tracks l.309, supply trucks l.433,
   * patrol cars l.485), so never a train's cargo, which gets off at a station as a supply train's reinforcements (FAQ
   * §III Supply Train/Reinforcements l.1930; decision C425). Absent for the standard kinds.
   */
  noReinforcement?: true;
  /** Hexes it may move at most even along a road (the patrol car: 4, its own move: no road bonus). Absent: no cap. */
  roadCap?: number;
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine and Bobbin): troops/funnies3.ts
  /**
   * Hobart's Funnies ground: the terrain its accessory lets it treat as countryside for its moves and battles (the
   * Fascine: fords and trenches; the Bobbin: beaches, marshes and wire, which it removes on the way: Equipment Pack
   * l.210-218). Absent for the standard kinds.
   */
  funnyGround?: 'fascine' | 'bobbin';
  /**
   * Assault Bridge: once a game, instead of battling, it may place a bridge on a river hex next to it and drive onto
   * it (Equipment Pack l.200; FAQ §IV l.2855-2865). Absent for the standard kinds.
   */
  bridgeLayer?: true;
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start): troops/funniesChoice.ts
  /**
   * A Churchill whose accessory its owner has not chosen yet: before the first turn its side picks one (decision
   * `accessory`), and the unit becomes that accessory's kind for the whole game. Absent for every other kind.
   */
  accessoryChoice?: true;
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  /**
   * Dice by distance on a turn the unit has not moved (no move, no ground taken), instead of `dice`: Wittmann's Tiger
   * "if he doesn't move, he attacks with four dice" (troops/ace.ts; decision C414). Absent for every other kind.
   */
  unmovedDice?: readonly number[];
}

const INFANTRY_DICE = [3, 2, 1] as const;
const ARMOR_DICE = [3, 3, 3] as const;
const ARTILLERY_DICE = [3, 3, 2, 2, 1, 1] as const;

const INFANTRY: UnitKindDef = {
  symbol: 'infantry',
  figures: 4,
  maxFigures: 4,
  move: 2,
  moveAndBattle: 1,
  dice: INFANTRY_DICE,
  needsSight: true,
  takesGround: true,
  overrun: false,
  battlesAfterEnteringCover: false,
  retreatPerFlag: [1, 1],
  terrainAffectsDice: true,
};

const ARMOR: UnitKindDef = {
  ...INFANTRY,
  symbol: 'armor',
  figures: 3,
  maxFigures: 3,
  move: 3,
  moveAndBattle: 3,
  dice: ARMOR_DICE,
  overrun: true,
};

// guns (Equipment Pack): standard artillery, the base of the artillery family's kinds below.
const GUN: UnitKindDef = {
  ...INFANTRY,
  symbol: 'artillery',
  figures: 2,
  maxFigures: 2,
  move: 1,
  moveAndBattle: 0,
  dice: ARTILLERY_DICE,
  needsSight: false,
  takesGround: false,
  terrainAffectsDice: false,
};
const BIG_GUN_DICE = [3, 3, 2, 2, 1, 1, 1, 1] as const;
const FLAK_DICE = [2, 2, 2, 2] as const;

const KIND_TABLE = {
  infantry: INFANTRY,
  // Special forces: move 2 and still battle (rulebook p.12).
  'special-forces': { ...INFANTRY, moveAndBattle: 2 },
  // French Resistance: 3 figures, battle after entering cover, retreat 1-3 hexes per flag (rulebook p.12, FAQ §VII).
  resistance: { ...INFANTRY, figures: 3, battlesAfterEnteringCover: true, retreatPerFlag: [1, 3] },
  armor: ARMOR,
  // Elite armor: 4 figures (rulebook p.12).
  'elite-armor': { ...ARMOR, figures: 4, maxFigures: 4 },
  // Artillery: move 1 or battle; range 6; no line of sight; terrain never reduces its dice (rulebook p.8-9).
  artillery: {
    ...INFANTRY,
    symbol: 'artillery',
    figures: 2,
    maxFigures: 2,
    move: 1,
    moveAndBattle: 0,
    dice: ARTILLERY_DICE,
    needsSight: false,
    takesGround: false,
    terrainAffectsDice: false,
  },
  // guns (Equipment Pack / FAQ §IV Big Guns, Mobile Artillery; troops/guns.ts): artillery for all purposes.
  // Long Tom: range 8 at 3,3,2,2,1,1,1,1 on any hex, zeroing in on what it hits (Equipment Pack, Big Guns).
  'big-gun': { ...GUN, dice: BIG_GUN_DICE, fixedDice: true, zeroesIn: true },
  // Flak 88: range 4 at 2 dice, line of sight, stars hit armor, no terrain reduction (Equipment Pack; decision C112).
  'heavy-anti-tank-gun': { ...GUN, dice: FLAK_DICE, needsSight: true, fixedDice: true, starsHitArmor: true },
  // M7 Priest: move 1 and battle, or 2 and not (Equipment Pack, Mobile Artillery).
  'mobile-artillery': { ...GUN, move: 2, moveAndBattle: 1 },
  // Italian artillery: ignores one flag (Equipment Pack, Italy: Artillery Bravery; FAQ §I l.367).
  'italian-artillery': { ...GUN, ignoresOneFlag: true },
  // ships (FAQ §IV Destroyers l.2530, Aircraft Carriers l.2506): 3 damage points, hit by grenades only (the artillery
  // symbol is on no die face), move 0-2 Ocean hexes; a destroyer fires 3,3,2,2,1,1,1,1 without line of sight.
  destroyer: {
    ...INFANTRY,
    symbol: 'artillery',
    figures: 3,
    maxFigures: 3,
    move: 2,
    moveAndBattle: 2,
    dice: [3, 3, 2, 2, 1, 1, 1, 1],
    needsSight: false,
    takesGround: false,
    terrainAffectsDice: false,
    naval: true,
    zeroesIn: true,
  },
  carrier: {
    ...INFANTRY,
    symbol: 'artillery',
    figures: 3,
    maxFigures: 3,
    move: 2,
    moveAndBattle: 0,
    dice: [],
    needsSight: false,
    takesGround: false,
    terrainAffectsDice: false,
    naval: true,
  },
  // foot (FAQ §IV Combat Engineers; Equipment Pack)
  // Combat engineers: standard infantry with the engineer's abilities (FAQ §IV Combat Engineers, l.2314-2324).
  engineers: { ...INFANTRY, engineer: true },
  // Snipers: one figure, move 1-2 and battle, battle after entering any terrain, retreat 1-3 hexes per flag, 1 die up to
  // 5 hexes, no reduction for the target's terrain, never at armor (Equipment Pack, Sniper; FAQ §IV Snipers).
  sniper: {
    ...INFANTRY,
    figures: 1,
    maxFigures: 1,
    moveAndBattle: 2,
    dice: [1, 1, 1, 1, 1],
    battlesAfterEnteringCover: true,
    retreatPerFlag: [1, 3],
    terrainAffectsDice: false,
    noArmorTarget: true,
    hitsOnStars: true,
    hitOnlyByGrenades: true,
    noMedal: true,
  },
  // Cavalry: ordered as infantry, moves 3 and battles, 2/1 dice, takes ground and battles again like an Armor Overrun
  // (Equipment Pack, Polish Cavalry; FAQ §IV Cavalry; house rules App. 1 Cavalry; decision C158).
  cavalry: { ...INFANTRY, move: 3, moveAndBattle: 3, dice: [2, 1], overrun: true },
  // Ski troops: 3 figures, move 3 and battle, 3/2 dice, battle after entering any terrain, retreat 1-3 hexes per flag
  // (Equipment Pack, Ski Troops; FAQ §IV Ski Troops; decision C159).
  'ski-troops': { ...INFANTRY, figures: 3, move: 3, moveAndBattle: 3, dice: [3, 2], battlesAfterEnteringCover: true, retreatPerFlag: [1, 3] },
  // Infantry with an M2 machine gun (Equipment Pack, Special Weapon Assets; early-war model, decision C163): moves 1-2
  // hexes or battles, infantry dice up to 3 hexes, its stars hit infantry; never takes ground.
  'machine-gun': { ...INFANTRY, moveAndBattle: 0, takesGround: false, starsHitInfantry: true },
  // Infantry with an M2 mortar (same sources, C163): moves 1-2 hexes or battles, infantry dice up to 3 hexes with no
  // line of sight and no reduction for the target's terrain; never takes ground.
  mortar: { ...INFANTRY, moveAndBattle: 0, takesGround: false, needsSight: false, terrainAffectsDice: false },
  // armor (Equipment Pack / FAQ §IV Tigers)
  // Tiger: one figure, an armor unit in every other way; hits on it must be confirmed by a grenade (Equipment Pack).
  tiger: { ...ARMOR, figures: 1, maxFigures: 1, confirmHits: true },
  // Tank destroyer (Elefant): 3 figures (German and Soviet ones 4), moves 2 and battles with 2 dice up to 4 hexes,
  // takes ground but never overruns, retreats 1 or 2 hexes per flag (Equipment Pack; FAQ §IV Tank Destroyers).
  'tank-destroyer': {
    ...ARMOR,
    figures: 3,
    maxFigures: 4,
    move: 2,
    moveAndBattle: 2,
    dice: [2, 2, 2, 2],
    overrun: false,
    retreatPerFlag: [1, 2],
    tankDestroyer: true,
  },
  // Half-track (Sd. Kfz 250): 1 to 3 figures, moves 2 and battles with 2 dice up to 2 hexes, takes ground but never
  // overruns; a medal per 3 figures lost; not for Medics & Mechanics (Equipment Pack; FAQ §IV Half-Tracks).
  'half-track': {
    ...ARMOR,
    figures: 3,
    maxFigures: 3,
    move: 2,
    moveAndBattle: 2,
    dice: [2, 2],
    overrun: false,
    figuresPerMedal: 3,
    noMedics: true,
    noReinforcement: true,
    resupplyRule: true,
  },
  // Command car (Kübelwagen, Jeep): one figure, infantry in every other way, moves up to 3 and never battles; hits on
  // it must be confirmed by a grenade, as on a Tiger; one more unit for a section card in its section (FAQ §IV).
  'command-car': {
    ...INFANTRY,
    figures: 1,
    maxFigures: 1,
    move: 3,
    moveAndBattle: 0,
    dice: [],
    takesGround: false,
    confirmHits: true,
    ordersOneMore: true,
  },
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains; troops/trains.ts; decisions C230-C244)
  // Supply train: 4 damage points, moves 1-3 rail hexes either way, never battles, ignores one flag, hit only by
  // grenades (the artillery symbol, as for ships, is on no die face), no repairs (FAQ §IV Trains Q Medics & Mechanics).
  train: {
    ...INFANTRY,
    symbol: 'artillery',
    figures: 4,
    maxFigures: 4,
    move: 3,
    moveAndBattle: 0,
    dice: [],
    needsSight: false,
    takesGround: false,
    terrainAffectsDice: false,
    noMedics: true,
    train: true,
  },
  // Armored train: the same train with an artillery piece on its wagon, which fires as regular artillery after a move
  // of up to 3 hexes, from the wagon's hex, until the wagon is lost (FAQ §IV Armored Trains).
  'armored-train': {
    ...INFANTRY,
    symbol: 'artillery',
    figures: 4,
    maxFigures: 4,
    move: 3,
    moveAndBattle: 3,
    dice: ARTILLERY_DICE,
    needsSight: false,
    takesGround: false,
    terrainAffectsDice: false,
    noMedics: true,
    train: true,
  },
  // brandenburgers (FAQ §IV Brandenburgers)
  // Brandenburgers: 3 figures and an enemy figure; special forces infantry (move 2 and battle) in all else (FAQ §IV
  // Brandenburgers, l.2748-2761; decision C250).
  brandenburgers: { ...INFANTRY, figures: 3, maxFigures: 3, moveAndBattle: 2, disguise: true },
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  // Churchill AVRE (Hobart's Funnies with the Petard Mortar): a tank unit in every way (3 figures, 4 when the scenario
  // marks an elite unit), +1 die and bunker removal in close assault on a bunker; clears the minefields it enters
  // instead of battling (FAQ §XII l.4310; decisions C260-C262).
  avre: { ...ARMOR, maxFigures: 4, petard: true, clearsMines: true },
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets; troops/swa.ts)
  // Infantry with an anti-tank gun, early war (FAQ §IX Anti-Tank Gun card; decision C212): moves 1-2 hexes or battles,
  // infantry dice, its stars hit armor; never takes ground.
  'anti-tank-gun': { ...INFANTRY, moveAndBattle: 0, takesGround: false, antiTank: true },
  // Late-war models (Equipment Pack l.526-532, 574-578; FAQ §IX l.3897-3911, 3953-3990; decision C213): move 1 and battle
  // or 2 and not, never take ground; their extras hold only on a turn they did not move, else they battle as infantry.
  'machine-gun-late': { ...INFANTRY, takesGround: false, starsHitInfantry: true, lateWarAsset: true },
  // The late mortar always ignores its target's terrain; unmoved it needs no sight and reaches a 4th hex with 1 die.
  'mortar-late': { ...INFANTRY, takesGround: false, dice: [3, 2, 1, 1], needsSight: false, terrainAffectsDice: false, lateWarAsset: true },
  'anti-tank-gun-late': { ...INFANTRY, takesGround: false, antiTank: true, lateWarAsset: true },
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies; troops/meemies.ts; decisions C310-C313)
  // Screaming Meemies: two figures, standard artillery's move, range, dice and sight; no battle dice reduction for its
  // own hex when targeted; incendiary shells (no flag ignored) or smoke shells (a screen instead of battling).
  nebelwerfer: { ...GUN, noCover: true, incendiary: true, smokeShells: true },
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  // Supply truck (Dodge WC-63): 1 to 3 figures, infantry for all purposes (hit by infantry symbols and grenades), moves
  // 2 (4 along a road), never battles; a medal per 3 truck figures lost; re-supplies instead (troops/supply.ts; C300).
  'supply-truck': {
    ...INFANTRY,
    figures: 3,
    maxFigures: 3,
    move: 2,
    moveAndBattle: 0,
    dice: [],
    takesGround: false,
    figuresPerMedal: 3,
    noMedics: true,
    noReinforcement: true,
    resupplies: true,
    roadMove: 4,
  },
  // funnies (Equipment Pack Hobart's Funnies, Mine digger / FAQ §IV l.2840)
  // Churchill with a Mine digger: a tank unit in every way (3 figures, 4 on elite armor, as the AVRE: C261); an enemy
  // minefield it enters is removed without a roll and its battle is kept (decision C342).
  'mine-digger': { ...ARMOR, maxFigures: 4, mineDigger: true },
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars; decisions C334-C336)
  // Long-range patrol car: 1 to 3 figures, infantry for all purposes; moves up to 4 and battles 3 hexes away with
  // 3-2-1 dice; hits confirmed by a grenade as a command car's; Take Ground, no overrun; a vehicle's terrain; no
  // Medics & Mechanics; no road bonus beyond its 4 (FAQ §II Roads l.1322).
  'patrol-car': {
    ...INFANTRY,
    figures: 3,
    maxFigures: 3,
    move: 4,
    moveAndBattle: 4,
    dice: [3, 2, 1],
    confirmHits: true,
    noMedics: true,
    noReinforcement: true,
    vehicle: true,
    roadCap: 4,
  },
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine / FAQ §IV l.2839)
  // Churchill with a Fascine: a tank unit in every way (3 figures, 4 on elite armor, as the AVRE: C261); fords and
  // trenches are countryside for its moves and battles (decision C350).
  fascine: { ...ARMOR, maxFigures: 4, funnyGround: 'fascine' },
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin / FAQ §IV l.2838)
  // Churchill with a Bobbin: a tank unit in every way; beaches, marshes and wire are countryside for its moves and
  // battles, and the wire it crosses is removed (decision C351).
  bobbin: { ...ARMOR, maxFigures: 4, funnyGround: 'bobbin' },
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge / FAQ §IV l.2855-2865)
  // Churchill with an Assault Bridge: a tank unit in every way; once a game, instead of battling, a bridge on a river
  // hex next to it, and a move onto it (decision C353).
  'bridge-layer': { ...ARMOR, maxFigures: 4, bridgeLayer: true },
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  // A Churchill whose owner chooses its accessory before the first turn (decision C420): a tank unit in every way (3
  // figures, 4 on elite armor, C261); it never plays as this kind, it becomes the chosen accessory's kind.
  funnies: { ...ARMOR, maxFigures: 4, accessoryChoice: true },
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660; decision C414)
  // Wittmann's Tiger: a Tiger that battles with 4 dice on a turn it has not moved, 3 once it moved or took ground.
  'tiger-ace': { ...ARMOR, figures: 1, maxFigures: 1, confirmHits: true, unmovedDice: [4, 4, 4] },
} as const satisfies Record<string, UnitKindDef>;

/**
 * One entry rebuilt with every field, the optional ones included (absent ones `undefined`), in one order, by one
 * object literal: the hot paths read these entries for every unit they look at, and one object shape keeps those
 * reads monomorphic (22 entries of different shapes made them megamorphic: docs/benchmarks.md). A literal, not a
 * loop of keyed stores, which would leave the object in V8's slow dictionary mode past a dozen added fields.
 */
type KindField = keyof UnitKindDef;
function sameShapeEntry(d: UnitKindDef): UnitKindDef {
  // Every field listed, none optional: a field added to UnitKindDef and not here fails to compile.
  const entry: { [K in KindField]: UnitKindDef[K] | undefined } = {
    symbol: d.symbol,
    figures: d.figures,
    maxFigures: d.maxFigures,
    move: d.move,
    moveAndBattle: d.moveAndBattle,
    dice: d.dice,
    needsSight: d.needsSight,
    takesGround: d.takesGround,
    overrun: d.overrun,
    battlesAfterEnteringCover: d.battlesAfterEnteringCover,
    retreatPerFlag: d.retreatPerFlag,
    terrainAffectsDice: d.terrainAffectsDice,
    fixedDice: d.fixedDice,
    starsHitArmor: d.starsHitArmor,
    zeroesIn: d.zeroesIn,
    ignoresOneFlag: d.ignoresOneFlag,
    naval: d.naval,
    engineer: d.engineer,
    noArmorTarget: d.noArmorTarget,
    hitsOnStars: d.hitsOnStars,
    hitOnlyByGrenades: d.hitOnlyByGrenades,
    noMedal: d.noMedal,
    starsHitInfantry: d.starsHitInfantry,
    confirmHits: d.confirmHits,
    tankDestroyer: d.tankDestroyer,
    figuresPerMedal: d.figuresPerMedal,
    noMedics: d.noMedics,
    noReinforcement: d.noReinforcement,
    ordersOneMore: d.ordersOneMore,
    train: d.train,
    disguise: d.disguise,
    petard: d.petard,
    clearsMines: d.clearsMines,
    antiTank: d.antiTank,
    lateWarAsset: d.lateWarAsset,
    // meemies
    noCover: d.noCover,
    incendiary: d.incendiary,
    smokeShells: d.smokeShells,
    resupplies: d.resupplies,
    resupplyRule: d.resupplyRule,
    roadMove: d.roadMove,
    // funnies
    mineDigger: d.mineDigger,
    vehicle: d.vehicle,
    roadCap: d.roadCap,
    // funnies3
    funnyGround: d.funnyGround,
    bridgeLayer: d.bridgeLayer,
    // funnies-choice
    accessoryChoice: d.accessoryChoice,
    // holdout3
    unmovedDice: d.unmovedDice,
  };
  return entry as UnitKindDef;
}

function sameShape<T extends Record<string, UnitKindDef>>(table: T): T {
  // A spread copy, then values replaced: adding 22 keys one by one would also make the table a dictionary.
  const out: Record<string, UnitKindDef> = { ...table };
  for (const name of Object.keys(out)) out[name] = sameShapeEntry(out[name]!);
  return out as T;
}

export const UNIT_KINDS = sameShape(KIND_TABLE);

export type UnitKind = keyof typeof UNIT_KINDS;
/** Every unit kind, in the table's order. */
export const UNIT_KIND_NAMES = Object.keys(UNIT_KINDS) as UnitKind[];

/** The rules of a unit kind (typed as the general definition, whatever the kind). */
export function unitKind(k: UnitKind): UnitKindDef {
  return UNIT_KINDS[k];
}

export function isInfantryKind(k: UnitKind): boolean {
  return UNIT_KINDS[k].symbol === 'infantry';
}
export function isArmorKind(k: UnitKind): boolean {
  return UNIT_KINDS[k].symbol === 'armor';
}
/** Artillery of any kind (the Equipment Pack's guns are "treated like Artillery for all purposes"). */
export function isArtilleryKind(k: UnitKind): boolean {
  return UNIT_KINDS[k].symbol === 'artillery';
}
