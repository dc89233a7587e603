/**
 * Battle-wide special rules the app plays (FAQ §III "Special Rules", deck variants), each written as the scenario
 * data that plays it: a rule is a name for data (engine: `playAs`, `rules.armorMove`, `rules.cardAs`...), never a
 * switch in the engine. Real `.m44` files name these rules in the online edition's `game_info.options` (or only in
 * their prose): the importer applies the ones a file names, and the import screen offers each as a switch.
 * Decisions: docs/rules-decisions.md C9-C10, C60-C64 (bridges), C65-C66 (Air Strikes), C91 (dam sabotage).
 */
import type { CardType } from '../engine/cards';
import type { Hex } from '../engine/hex';
import type { Scenario } from '../engine/scenario';
import type { TerrainKind } from '../engine/terrain';

/** The same hexes in the same order. */
function sameHexes(a: readonly Hex[], b: readonly Hex[]): boolean {
  return a.length === b.length && a.every((h, i) => h.row === b[i]!.row && h.col === b[i]!.col);
}

const RECON_1: CardType[] = ['recon-left', 'recon-centre', 'recon-right'];

function withRules(sc: Scenario, rules: NonNullable<Scenario['rules']>): Scenario {
  const cur = sc.rules ?? {};
  return {
    ...sc,
    rules: {
      ...cur,
      ...rules,
      ...(rules.armorMove || cur.armorMove ? { armorMove: { ...cur.armorMove, ...rules.armorMove } } : {}),
      ...(rules.cardAs || cur.cardAs ? { cardAs: { ...cur.cardAs, ...rules.cardAs } } : {}),
      ...(rules.pontoons || cur.pontoons ? { pontoons: { ...cur.pontoons, ...rules.pontoons } } : {}),
      ...(rules.blowBridges || cur.blowBridges ? { blowBridges: { ...cur.blowBridges, ...rules.blowBridges } } : {}),
      ...(rules.smoke || cur.smoke ? { smoke: { ...cur.smoke, ...rules.smoke } } : {}),
    },
  };
}

/** An Air Strikes entry (Blitz's for the Axis): the Recon 1 cards as Air Power in their section. */
function isBlitzRecon(p: NonNullable<Scenario['sides']['axis']['playAs']>[number]): boolean {
  return p.as === 'air-power' && p.inSection === true && p.cards.length === RECON_1.length && RECON_1.every((c) => p.cards.includes(c));
}

/** Armor of `side` moves at most 2 hexes, battle or not (FAQ §III Blitz Rules). */
const slowArmor = (sc: Scenario, side: 'allies' | 'axis'): Scenario => withRules(sc, { armorMove: { [side]: 2 } });

/** `side` may build pontoon bridges, as many as its Attack cards allow (FAQ §II Pontoon Bridges). */
const pontoons = (sc: Scenario, side: 'allies' | 'axis'): Scenario => withRules(sc, { pontoons: { [side]: {} } });

/** `side` may blow bridges by `option` (FAQ §III Blowing up Bridges); the other option is replaced. */
const demolition = (sc: Scenario, side: 'allies' | 'axis', option: 1 | 2): Scenario => withRules(sc, { blowBridges: { [side]: { option } } });
/**
 * Air Strikes for `side` (FAQ §III Air Strikes & Blitz, l.1747-1760): any Recon 1 card it plays may be played as Air
 * Power, striking at least one hex of the Recon's section. The one `playAs` entry Blitz gives the Axis.
 */
function airStrikes(sc: Scenario, side: 'allies' | 'axis'): Scenario {
  const own = sc.sides[side];
  // Once only: applying a rule twice changes nothing (appliedBattleRules relies on it).
  if (own.playAs?.some(isBlitzRecon)) return sc;
  const playAs = [...(own.playAs ?? []), { cards: [...RECON_1], as: 'air-power' as const, inSection: true }];
  return { ...sc, sides: { ...sc.sides, [side]: { ...own, playAs } } };
}

/** One smoke screen for `side` (FAQ §III Smoke Screen; decision C67); a side that has screens keeps its count. */
function smokeScreens(sc: Scenario, side: 'allies' | 'axis'): Scenario {
  if ((sc.rules?.smoke?.[side] ?? 0) > 0) return sc;
  return withRules(sc, { smoke: { ...sc.rules?.smoke, [side]: 1 } });
}

/** italy: the side may land infantry on airfields (no cap: a battle's own count is kept as it is). */
function airfieldRule(sc: Scenario, side: 'allies' | 'axis'): Scenario {
  if (sc.rules?.airfieldReinforcements?.[side]) return sc;
  return withRules(sc, { airfieldReinforcements: { ...sc.rules?.airfieldReinforcements, [side]: {} } });
}

// stars (house rules 001 l.330-344, Terrain Pack battle stars; decisions C360-C363)
/** The hexes of the board that carry a battle star (scenario hex `marker: "battle-star"`), in board order. */
function starHexes(sc: Scenario): Hex[] {
  return sc.board.hexes.filter((h) => h.marker === 'battle-star').map((h) => ({ row: h.row, col: h.col }));
}

/** The landmark tiles Sabotage names (house rules l.343, l.573): a supply depot, a factory, a radar station, a power plant. */
const SABOTAGE_TILES: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['supply-depot', 'factory', 'radar-station', 'power-plant']);

/**
 * Forward Spotting for `side` (C360): the spotting hexes are the board's battle stars (the rule is a battle star's: the
 * printed scenario marks its spotting hex with one); with no star on the board, the list is empty and nothing is held.
 * A battle's own entry (hexes or a kind written by hand) is kept.
 */
function forwardSpotting(sc: Scenario, side: 'allies' | 'axis'): Scenario {
  if (sc.rules?.forwardSpotting?.[side]) return sc;
  return withRules(sc, { forwardSpotting: { ...sc.rules?.forwardSpotting, [side]: { hexes: starHexes(sc) } } });
}

/**
 * Sabotage for `side` (C361): its objectives are the board's battle stars that stand on a tile (the star is the one
 * the saboteur takes as its medal), or, on a board without one, every tile the rule names. A battle's own list is kept.
 */
function sabotageRule(sc: Scenario, side: 'allies' | 'axis'): Scenario {
  if (sc.rules?.sabotage?.[side]) return sc;
  const stars = sc.board.hexes.filter((h) => h.marker === 'battle-star' && h.terrain !== undefined && h.terrain !== 'countryside');
  const hexes = (stars.length ? stars : sc.board.hexes.filter((h) => h.terrain !== undefined && SABOTAGE_TILES.has(h.terrain))).map((h) => ({ row: h.row, col: h.col }));
  return withRules(sc, { sabotage: { ...sc.rules?.sabotage, [side]: { hexes } } });
}

export const BATTLE_RULES = {
  /**
   * Blitz (FAQ §III Blitz Rules, l.1942-1960): the Axis may play a Recon 1 card as Air Power, striking at least one
   * hex of that card's section (the Axis' Air Strikes); Allied armor moves at most 2 hexes, battle or not.
   */
  blitz: (sc: Scenario): Scenario => airStrikes(slowArmor(sc, 'allies'), 'axis'),
  /** Blitz for one side (the online edition's `partial_blitz_rules: ALLIES`): only the Allied armor limit (C9). */
  'allied-armor-blitz': (sc: Scenario): Scenario => slowArmor(sc, 'allies'),
  /** The deck's Air Power cards are played as Artillery Bombard (no air support: C10). */
  'air-power-as-bombard': (sc: Scenario): Scenario => withRules(sc, { cardAs: { 'air-power': 'artillery-bombard' } }),
  /** Night Attacks (FAQ §III): the visibility chart from level 1, the Allies' dawn roll each turn (C11). */
  night: (sc: Scenario): Scenario => withRules(sc, { night: true }),
  /** Pontoon bridges (FAQ §II, l.1150-1170): an Attack card places one on a river hex of its section (C60). */
  'allied-pontoons': (sc: Scenario): Scenario => pontoons(sc, 'allies'),
  'axis-pontoons': (sc: Scenario): Scenario => pontoons(sc, 'axis'),
  /** Blowing up bridges, option 2 (FAQ §III, l.1729-1734): a section card, 2 dice, a star blows it (C61-C63). */
  'allied-demolition': (sc: Scenario): Scenario => demolition(sc, 'allies', 2),
  'axis-demolition': (sc: Scenario): Scenario => demolition(sc, 'axis', 2),
  /** Blowing up bridges, option 1 (FAQ §III, l.1724-1727): sure, but the card is lost and never replaced. */
  'allied-sure-demolition': (sc: Scenario): Scenario => demolition(sc, 'allies', 1),
  'axis-sure-demolition': (sc: Scenario): Scenario => demolition(sc, 'axis', 1),
  /** Air Strikes for the Axis alone (FAQ §III Air Strikes, l.1751-1754): Blitz's Recon as Air Power, no armor limit. */
  'axis-air-strikes': (sc: Scenario): Scenario => airStrikes(sc, 'axis'),
  /** Air Strikes for the Allies (FAQ §III Air Strikes, l.1751-1754; Elster's Column, l.4643-4647). */
  'allied-air-strikes': (sc: Scenario): Scenario => airStrikes(sc, 'allies'),
  /** One smoke screen for the Axis (FAQ §III Smoke Screen, l.2099-2116; decision C67). */
  'axis-smoke-screen': (sc: Scenario): Scenario => smokeScreens(sc, 'axis'),
  /** One smoke screen for the Allies (FAQ §III Smoke Screen, l.2099-2116; decision C67). */
  'allied-smoke-screen': (sc: Scenario): Scenario => smokeScreens(sc, 'allies'),
  /**
   * North African Desert Rules (FAQ §III, l.1873-1895; house rules l.605-606): armor that Takes Ground after a won close
   * assault may move one more hex before its Overrun battle (C70).
   */
  desert: (sc: Scenario): Scenario => withRules(sc, { desertOverrun: true }),
  /** Oasis Recovery (FAQ §III, l.1897-1905; house rules l.612-616): infantry on an oasis may recover figures (C71). */
  'oasis-recovery': (sc: Scenario): Scenario => withRules(sc, { oasisRecovery: true }),
  /** Hospital Recovery (FAQ §III, l.2022-2040): infantry on a hospital may recover figures, 6 dice (C72). */
  'hospital-recovery': (sc: Scenario): Scenario => withRules(sc, { hospitalRecovery: true }),
  /**
   * Re-Supply (Equipment Pack "Half-Tracks - Re-supply", l.311-330): an ordered half-track may, instead of battling,
   * hand its figures to weakened friendly units next to it (C426). Supply trucks re-supply in every battle.
   */
  're-supply': (sc: Scenario): Scenario => withRules(sc, { resupply: true }),
  /**
   * Sabotaging a Dam (house rules l.344, Terrain Pack; FAQ §XII Schwammenauel Dam, l.4603-4621): the Axis, holding a
   * dam, roll 2 dice after their card; a star puts a token on a dam they hold, the fourth sabotages it for 4 medals (C91).
   */
  'axis-dam-sabotage': (sc: Scenario): Scenario => withRules(sc, { damSabotage: 'axis' }),
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  /** Gung Ho (FAQ §VII US Marine Corps, l.3367-3404): the Allied Marines order one unit more with most cards (C172). */
  'gung-ho': (sc: Scenario): Scenario => withRules(sc, { gungHo: 'allies' }),
  /** Italian High Command (Equipment Pack l.666-668): the Axis start with 6 cards and lose one per unit lost, to 3 (C175). */
  'italian-high-command': (sc: Scenario): Scenario => withRules(sc, { highCommand: 'axis' }),
  /** Stiff Upper Lip (FAQ §VII British Commonwealth Forces, l.3408-3425): Allied units battle back with a last figure (C179). */
  'stiff-upper-lip': (sc: Scenario): Scenario => withRules(sc, { stiffUpperLip: 'allies' }),
  /** The Political Commissar (FAQ §VII Red Army, l.3299-3323): the Allies play their cards through the chip (C180). */
  'allied-commissar': (sc: Scenario): Scenario => withRules(sc, { commissar: 'allies' }),
  // italy (Equipment Pack §VII France)
  /**
   * The Furia Francese (Equipment Pack l.648-652): French Infantry that wins a close assault may Take Ground, or stay
   * and close assault another adjacent enemy with 1 die, whatever the terrain (C320).
   */
  'furia-francese': (sc: Scenario): Scenario => withRules(sc, { furiaFrancese: true }),
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  /** Airfield reinforcements for the Allies: after a Direct From HQ an infantry unit may land on a free airfield (C323). */
  'allied-airfield-reinforcements': (sc: Scenario): Scenario => airfieldRule(sc, 'allies'),
  /** Airfield reinforcements for the Axis (C323). */
  'axis-airfield-reinforcements': (sc: Scenario): Scenario => airfieldRule(sc, 'axis'),
  // funnies (FAQ §XII The Surrender of Elster's Column)
  /** The Axis may not play Air Power: one drawn or dealt is discarded and another drawn (FAQ l.4643-4647; C340). */
  'axis-no-air-power': (sc: Scenario): Scenario => withRules(sc, { noAirPower: 'axis' }),
  // stars (house rules 001 l.340, l.343; App. 2 Supply Depot l.575; decisions C360-C363)
  /** Forward Spotting (house rules l.340): while the Allies hold a battle-star hex, their artillery fire as Big Guns (C360). */
  'allied-forward-spotting': (sc: Scenario): Scenario => forwardSpotting(sc, 'allies'),
  /** Forward Spotting for the Axis (C360). */
  'axis-forward-spotting': (sc: Scenario): Scenario => forwardSpotting(sc, 'axis'),
  /** Sabotage (house rules l.343): an Allied unit on an objective may blow it up instead of battling, a star for a medal (C361-C363). */
  'allied-sabotage': (sc: Scenario): Scenario => sabotageRule(sc, 'allies'),
  /** Sabotage for the Axis (C361-C363). */
  'axis-sabotage': (sc: Scenario): Scenario => sabotageRule(sc, 'axis'),
} as const satisfies Record<string, (sc: Scenario) => Scenario>;

export type BattleRuleId = keyof typeof BATTLE_RULES;
export const BATTLE_RULE_IDS = Object.keys(BATTLE_RULES) as BattleRuleId[];

/** The scenario with the battle rules named, in the catalogue's order (each applied once). */
export function applyBattleRules(sc: Scenario, ids: readonly BattleRuleId[]): Scenario {
  return BATTLE_RULE_IDS.filter((id) => ids.includes(id)).reduce((acc, id) => BATTLE_RULES[id](acc), sc);
}

/**
 * The online edition's option keys that name a battle rule (`battleRuleOfOption` reads each). Those it names and the
 * app does not play are notApplied.ts `UNPLAYED_OPTIONS`, listed for the player as rules it could not apply.
 */
export const BATTLE_RULE_OPTIONS: ReadonlySet<string> = new Set(['blitz_rules', 'partial_blitz_rules', 'night_visibility_rules', 'deck_name', 'north_african_desert_rules', 'gung_ho', 'italy_royal_army', 'british_commonwealth', 'russian_commissar_rule', 'air_strikes_rules']);

/**
 * The online edition's option (lower-case key and its value, as `.m44` files and OPTIONS.md write them) that names a
 * battle rule, or null when the option is not one of these.
 */
export function battleRuleOfOption(key: string, value: unknown): BattleRuleId | null {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : value;
  switch (key.toLowerCase()) {
    case 'blitz_rules':
      return v === true || v === 'TRUE' ? 'blitz' : null;
    case 'partial_blitz_rules':
      // holdout (public scenario survey): `true` names no side; partial Blitz is the Allied armor's (C376).
      return v === 'ALLIES' || v === true || v === 'TRUE' ? 'allied-armor-blitz' : null;
    case 'night_visibility_rules':
      return v === true || v === 'TRUE' ? 'night' : null;
    case 'deck_name':
      return v === 'AIR_POWER_AS_ARTILLERY_BOMBARD_DECK' ? 'air-power-as-bombard' : null;
    case 'north_african_desert_rules':
      return v === true || v === 'TRUE' ? 'desert' : null;
    case 'gung_ho':
      return v === true || v === 'TRUE' ? 'gung-ho' : null;
    case 'italy_royal_army':
      return v === true || v === 'TRUE' ? 'italian-high-command' : null;
    case 'russian_commissar_rule':
      return v === 'ALLIES' ? 'allied-commissar' : null;
    case 'british_commonwealth':
      return v === true || v === 'TRUE' ? 'stiff-upper-lip' : null;
    // holdout (public scenario survey): the side named may call in Air Strikes (FAQ §III Air Strikes; C383).
    case 'air_strikes_rules':
      return v === 'ALLIES' ? 'allied-air-strikes' : v === 'AXIS' ? 'axis-air-strikes' : null;
    default:
      return null;
  }
}

/** The named rules a scenario has now (a rule is in force when applying it again changes nothing). */
export function appliedBattleRules(sc: Scenario): BattleRuleId[] {
  const same = (a: Scenario, b: Scenario) => JSON.stringify(a) === JSON.stringify(b);
  const on = BATTLE_RULE_IDS.filter((id) => same(BATTLE_RULES[id](sc), sc));
  // Full Blitz holds the Allied armor limit and the Axis' Air Strikes: it is one rule, not three.
  return on.includes('blitz') ? on.filter((id) => id !== 'allied-armor-blitz' && id !== 'axis-air-strikes') : on;
}

/**
 * Named rules that exclude each other (a switch turned on turns these off): Blitz and its parts on their own (the
 * Allied armor limit, the Axis' Air Strikes: Blitz holds both), each side's two demolition options.
 */
export const EXCLUSIVE_BATTLE_RULES: Readonly<Partial<Record<BattleRuleId, readonly BattleRuleId[]>>> = {
  blitz: ['allied-armor-blitz', 'axis-air-strikes'],
  'allied-armor-blitz': ['blitz'],
  'axis-air-strikes': ['blitz'],
  'allied-demolition': ['allied-sure-demolition'],
  'allied-sure-demolition': ['allied-demolition'],
  'axis-demolition': ['axis-sure-demolition'],
  'axis-sure-demolition': ['axis-demolition'],
};

/** The scenario without the data of the named rules (what `BATTLE_RULES` writes), its other rules kept. */
export function withoutBattleRules(sc: Scenario): Scenario {
  const rules = { ...sc.rules };
  if (rules.armorMove?.allies === 2) {
    const { allies: _slow, ...rest } = rules.armorMove;
    if (Object.keys(rest).length) rules.armorMove = rest;
    else delete rules.armorMove;
  }
  if (rules.cardAs?.['air-power'] === 'artillery-bombard') {
    const { 'air-power': _bombard, ...rest } = rules.cardAs;
    if (Object.keys(rest).length) rules.cardAs = rest;
    else delete rules.cardAs;
  }
  delete rules.night;
  // Pontoons without a count are the named rules' data; a count is the battle's own and is kept.
  if (rules.pontoons) {
    const kept = Object.fromEntries(Object.entries(rules.pontoons).filter(([, r]) => r?.max !== undefined));
    if (Object.keys(kept).length) rules.pontoons = kept;
    else delete rules.pontoons;
  }
  delete rules.blowBridges;
  delete rules.desertOverrun;
  delete rules.oasisRecovery;
  delete rules.hospitalRecovery;
  delete rules.resupply;
  // The switch's Axis saboteurs; a battle's own `allies` value is its data and stays.
  if (rules.damSabotage === 'axis') delete rules.damSabotage;
  if (rules.gungHo === 'allies') delete rules.gungHo;
  if (rules.highCommand === 'axis') delete rules.highCommand;
  if (rules.stiffUpperLip === 'allies') delete rules.stiffUpperLip;
  if (rules.commissar === 'allies') delete rules.commissar;
  delete rules.furiaFrancese;
  // Airfield landings without a count are the named rules' data; a count is the battle's own and is kept.
  if (rules.airfieldReinforcements) {
    const kept = Object.fromEntries(Object.entries(rules.airfieldReinforcements).filter(([, r]) => r?.units !== undefined));
    if (Object.keys(kept).length) rules.airfieldReinforcements = kept;
    else delete rules.airfieldReinforcements;
  }
  // The switch's one screen; a count written by hand (2 or more) is the scenario's own data and stays.
  if (rules.smoke) {
    const smoke = Object.fromEntries(Object.entries(rules.smoke).filter(([, n]) => n !== 1));
    if (Object.keys(smoke).length) rules.smoke = smoke;
    else delete rules.smoke;
  }
  // funnies: the switch's Axis ban; a battle's own `allies` value is its data and stays.
  if (rules.noAirPower === 'axis') delete rules.noAirPower;
  // stars: the switches write what the board gives (its stars or tiles); an entry written by hand is kept.
  for (const side of ['axis', 'allies'] as const) {
    const spot = rules.forwardSpotting?.[side];
    if (spot && !spot.kind && sameHexes(spot.hexes, starHexes(sc))) {
      const { [side]: _s, ...rest } = rules.forwardSpotting!;
      if (Object.keys(rest).length) rules.forwardSpotting = rest;
      else delete rules.forwardSpotting;
    }
    const sab = rules.sabotage?.[side];
    if (sab && sameHexes(sab.hexes, sabotageRule({ ...sc, rules: {} }, side).rules!.sabotage![side]!.hexes)) {
      const { [side]: _s, ...rest } = rules.sabotage!;
      if (Object.keys(rest).length) rules.sabotage = rest;
      else delete rules.sabotage;
    }
  }
  let out: Scenario = { ...sc };
  for (const side of ['axis', 'allies'] as const) {
    const kept = sc.sides[side].playAs?.filter((p) => !isBlitzRecon(p));
    const { playAs: _playAs, ...own } = sc.sides[side];
    out = { ...out, sides: { ...out.sides, [side]: kept?.length ? { ...own, playAs: kept } : own } };
  }
  if (Object.keys(rules).length) out.rules = rules;
  else delete out.rules;
  return out;
}

/** The scenario with exactly these named rules in force (a player's choice on the import screen). */
export function setBattleRules(sc: Scenario, ids: readonly BattleRuleId[]): Scenario {
  return applyBattleRules(withoutBattleRules(sc), ids);
}

