/** Words of scenario import (the new-battle screen's "Import a scenario"). */
import { translatable } from '../i18n';
import type { MarkerKind } from '../../engine/markers';
import type { Side } from '../../engine/hex';
import type { BattleRuleId } from '../../scenario/battleRules';
import type { RuleGroup } from '../app/battleRuleGroups';
import type { ImportWarningCode, NotPlayableCode } from '../app/importWarnings';
import type { NotApplied, UnplayedRule } from '../../scenario/notApplied';
import type { ImportProblem } from '../../scenario/importFile';

/** Battle-wide and national rules the app does not play, by name (FAQ §III, §VII; OPTIONS.md), in our words. */
const UNPLAYED_RULE: Record<UnplayedRule, string> = {
  'mine-deck': 'the minefield deck this battle names',
  'empty-section': 'medals for emptying a section of enemy units',
};

const MARKER_NAME: Record<MarkerKind, (n: number) => string> = {
  'battle-star': (n) => (n === 1 ? 'A battle star is' : `${n} battle stars are`),
  token: (n) => (n === 1 ? 'A marker is' : `${n} markers are`),
};

/** Expansions by the short names `.m44` files give them; any other is named as the file writes it. */
const PACK_NAME: Readonly<Record<string, string>> = {
  air: 'the Air Pack',
  eastern: 'the Eastern Front',
  pacific: 'the Pacific Theater',
  mediterranean: 'the Mediterranean Theater',
  terrain: 'the Terrain Pack',
  equipment: 'the Equipment Pack',
  winter: 'the Winter Wars',
  breakthrough: 'Breakthrough',
  overlord: 'Overlord',
};

const SIDE_NAME: Record<Side, string> = { axis: 'Axis', allies: 'Allies' };

/** One line of "could not apply", in player words. */
function notApplied(n: NotApplied): string {
  switch (n.kind) {
    case 'option':
      return `The file calls for ${UNPLAYED_RULE[n.rule]}: the app does not play them, so the battle is played without them.`;
    case 'unknown-option':
      return `The file names a battle option the app does not know ("${n.key.replace(/_/g, ' ')}"): it is left out.`;
    case 'nation':
      return `The ${SIDE_NAME[n.side]} may follow ${UNPLAYED_RULE[n.rule]}: the app does not play them. If the battle's notes call for them, agree on how to play without them.`;
    case 'prose':
      return 'The file describes its special rules, if it has any, only in its own text, which the app neither shows nor plays: read the battle\'s notes before playing.';
    case 'marker':
      return `${MARKER_NAME[n.marker](n.hexes.length)} drawn on the map with no rule of the app's: the battle's notes say what ${n.hexes.length === 1 ? 'it means' : 'they mean'}.`;
    case 'pack':
      return `The battle was made with ${Object.hasOwn(PACK_NAME, n.pack) ? PACK_NAME[n.pack] : `the "${n.pack}" expansion`}: what the map shows is played, any other rule of it is not.`;
    // swa (FAQ §IX; decision C210)
    case 'badge': {
      const units = n.hexes.length === 1 ? 'One unit wears' : `${n.hexes.length || 'Some'} units wear`;
      return `${units} a badge (no. ${n.badge.replace(/^badge/, '')}) that the app knows only as an insignia: it is shown on the unit, and the unit fights as its figures show. If the battle's notes give that badge a rule, agree on how to play it.`;
    }
    // holdout3 (decisions C415, C416)
    case 'piece':
      return n.piece === 'later-airdrop'
        ? 'The file holds back a further airdrop for later in the battle (at full daylight or on a later turn): the app does not play it, so those paratroopers never land. Agree on whether to bring them in by hand.'
        : `${n.hexes.length === 1 ? 'A bridge is' : `${n.hexes.length} bridges are`} marked to be blown, but the file does not say which side may blow ${n.hexes.length === 1 ? 'it' : 'them'}: no one can. Read the battle’s notes.`;
  }
}

const IMPORT_SIDE = { axis: 'Axis', allies: 'Allies' } satisfies Record<Side, string>;

export const SCENARIO_IMPORT_TEXT = translatable('scenarioImport', {
  rulesHeading: 'Battle rules',
  rulesIntro: 'Rules the file names are on. Switch on those the battle\'s own notes ask for; games you start from now on use them.',
  rule: {
    blitz: { name: 'Blitz', effect: 'Allied armor moves at most 2 hexes. The Axis may play a Recon 1 card as an air strike that hits its section.' },
    'allied-armor-blitz': { name: 'Blitz, Allied armor only', effect: 'Allied armor moves at most 2 hexes.' },
    'air-power-as-bombard': { name: 'No air support', effect: 'Air Power cards are played as Artillery Bombard.' },
    night: { name: 'Night attack', effect: 'Units fire only as far as the light reaches, 1 hex at first. Each Allied turn a roll of 4 dice brings the dawn closer.' },
    'allied-pontoons': { name: 'Allied pontoon bridges', effect: 'Instead of ordering units, the Allies may spend an Attack card to bridge a river hex in that card\'s section.' },
    'axis-pontoons': { name: 'Axis pontoon bridges', effect: 'Instead of ordering units, the Axis may spend an Attack card to bridge a river hex in that card\'s section.' },
    'allied-demolition': { name: 'Allied demolitions', effect: 'The Allies may spend a section card on a bridge in its section: 2 dice, a star brings it down. The card is replaced as usual.' },
    'axis-demolition': { name: 'Axis demolitions', effect: 'The Axis may spend a section card on a bridge in its section: 2 dice, a star brings it down. The card is replaced as usual.' },
    'allied-sure-demolition': { name: 'Allied demolitions, rigged bridges', effect: 'The Allies may spend a section card to bring down a bridge in its section for sure; that card is gone for good, with no card drawn for it.' },
    'axis-sure-demolition': { name: 'Axis demolitions, rigged bridges', effect: 'The Axis may spend a section card to bring down a bridge in its section for sure; that card is gone for good, with no card drawn for it.' },
    'axis-air-strikes': { name: 'Axis air strikes', effect: 'The Axis may play a Recon 1 card as Air Power, hitting at least one hex of the card\'s section.' },
    'allied-air-strikes': { name: 'Allied air strikes', effect: 'The Allies may play a Recon 1 card as Air Power, hitting at least one hex of the card\'s section.' },
    'axis-smoke-screen': { name: 'Axis smoke screen', effect: 'Once in the battle, before playing a card, the Axis may lay smoke on 3 touching hexes. It hides what lies behind it for two of the Allies\' turns.' },
    'allied-smoke-screen': { name: 'Allied smoke screen', effect: 'Once in the battle, before playing a card, the Allies may lay smoke on 3 touching hexes. It hides what lies behind it for two of the Axis\' turns.' },
    desert: {
      name: 'Desert armor',
      effect: 'Armor that wins a close assault and takes ground may roll on one more hex before its overrun battle (not after the overrun, and not out of a town or palm grove).',
    },
    'oasis-recovery': {
      name: 'Oasis recovery',
      effect: 'Ordered infantry that has lost figures and sits on an oasis with no enemy next to it may stay put and roll a die per card held, the card played included: each star or infantry symbol brings a figure back.',
    },
    're-supply': {
      name: 'Half-track re-supply',
      effect: 'An ordered half-track may, instead of battling, hand its figures one at a time to weakened friendly units next to it (never beyond their starting strength). Those units and the half-track battle no more that turn, and the figures handed out never count as medals.',
    },
    'hospital-recovery': {
      name: 'Field hospital',
      effect: 'Ordered infantry that has lost figures and sits on a hospital with no enemy next to it may stay put and roll 6 dice: each star or infantry symbol brings a figure back.',
    },
    'axis-dam-sabotage': {
      name: 'Axis dam sabotage',
      effect: 'While the Axis hold a dam, they roll 2 dice after each card: every star adds a charge to a dam they hold, one per dam. The fourth charge sabotages that dam: 4 Axis medals, the dam and its unit stay. An Allied unit that reaches a dam pulls its charges out.',
    },
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
    'gung-ho': {
      name: 'Marines: Gung Ho',
      effect: 'The Allies order one more unit with every section card, and tactic cards that order 1 to 4 units order 2 to 5. Air Power, Artillery Bombard, Barrage, Close Assault, Infantry Assault and Their Finest Hour are unchanged.',
    },
    'allied-commissar': {
      name: 'Red Army: the Commissar',
      effect: 'The Allies place a card face down under their Commissar each turn and play it on a later turn; only Recon 1 and Counter-Attack cards may be played straight from the hand (the card under the Commissar then waits).',
    },
    'stiff-upper-lip': {
      name: 'Commonwealth: stiff upper lip',
      effect: 'An Allied unit left with its last figure by an enemy close assault, and holding its ground, fires back at once at that enemy with 1 die, whatever the terrain. Not after an Ambush.',
    },
    'italian-high-command': {
      name: 'Italian High Command',
      effect: 'The Axis start with 6 cards. Each Axis unit wiped out costs them a card of their hand, picked at random, as long as they hold more than 3.',
    },
    // italy (house rules, Terrain Pack Airfield)
    'allied-airfield-reinforcements': {
      name: 'Allied reinforcements by air',
      effect: 'After playing Direct From HQ, the Allies may land a fresh infantry unit on a free airfield that no enemy unit is close enough to fire on. It neither moves nor battles that turn.',
    },
    'axis-airfield-reinforcements': {
      name: 'Axis reinforcements by air',
      effect: 'After playing Direct From HQ, the Axis may land a fresh infantry unit on a free airfield that no enemy unit is close enough to fire on. It neither moves nor battles that turn.',
    },
    // italy (Equipment Pack §VII France)
    'furia-francese': {
      name: 'France: Furia Francese',
      effect: 'French infantry that wipes out or pushes back the enemy in a close assault may take the ground, or stay and charge another enemy next to it with 1 die, whatever the cover (once a turn).',
    },
    // funnies (FAQ §XII The Surrender of Elster's Column)
    'axis-no-air-power': {
      name: 'No Axis air support',
      effect: 'The Axis never hold Air Power: when one comes to their hand, dealt or drawn, it goes straight to the discards and they draw again. Their Counter-Attack cannot copy it.',
    },
    // stars (house rules l.340, l.343; App. 2 Supply Depot l.575)
    'allied-forward-spotting': {
      name: 'Allied forward spotting',
      effect: 'While an Allied unit holds a hex marked with a battle star, every Allied artillery unit fires as a big gun: 8 hexes at 3, 3, 2, 2, 1, 1, 1, 1 from any hex, zeroing in on what it hits. With no star on the board, nothing can be held.',
    },
    'axis-forward-spotting': {
      name: 'Axis forward spotting',
      effect: 'While an Axis unit holds a hex marked with a battle star, every Axis artillery unit fires as a big gun: 8 hexes at 3, 3, 2, 2, 1, 1, 1, 1 from any hex, zeroing in on what it hits. With no star on the board, nothing can be held.',
    },
    'allied-sabotage': {
      name: 'Allied sabotage',
      effect: 'An ordered Allied unit standing on an objective (a starred tile, or else every depot, factory, radar station and power plant) may roll its close-assault dice instead of battling: a star blows the tile away for 1 medal. A lost supply depot slows all Axis armor by 1 hex.',
    },
    'axis-sabotage': {
      name: 'Axis sabotage',
      effect: 'An ordered Axis unit standing on an objective (a starred tile, or else every depot, factory, radar station and power plant) may roll its close-assault dice instead of battling: a star blows the tile away for 1 medal. A lost supply depot slows all Allied armor by 1 hex.',
    },
  } satisfies Record<BattleRuleId, { name: string; effect: string }>,
  /** The switches' groups (src/ui/app/battleRuleGroups.ts), each opening to its switches. */
  ruleGroup: {
    'blitz-air': 'Blitz and air strikes',
    bridges: 'Bridges and demolitions',
    smoke: 'Smoke screens',
    desert: 'Desert armor and recovery',
    'night-deck': 'Night and the deck',
    nations: 'Armies',
  } satisfies Record<RuleGroup, string>,
  /** How many of a group's rules are on, beside its name ("" when none). */
  ruleGroupOn: (n: number) => (n === 0 ? '' : n === 1 ? '1 on' : `${n} on`),
  button: 'Import a scenario',
  hint: 'A battle file: a .m44 file from the scenario editor or the community, or a Pocket \'44 scenario. You can also drop it here.',
  drop: 'Drop the scenario file to import it',
  imported: (name: string) => `${name} is imported and selected below.`,
  warnings: 'How the file was read:',
  notAppliedHeading: 'What the app could not apply',
  notAppliedIntro: 'The battle is kept, but these parts of it are not played. Read them before you start:',
  notApplied,
  refused: 'This file cannot be played:',
  /** Why (src/scenario/importFile.ts ImportProblem); `detail` is the file checker's own words for the file's author. */
  problem: (p: ImportProblem): string => {
    switch (p.code) {
      case 'tooLarge': return `the file is too large (${p.mb.toFixed(1)} MB; a scenario file may be at most ${p.maxMb} MB, real ones are tens of kB)`;
      case 'notJson': return `${p.file || 'the file'} is not a scenario: it is not valid JSON`;
      case 'notScenario': return 'the file is not a scenario';
      case 'notPlayable': return `not playable yet: ${p.detail}`;
      case 'invalid': return p.path ? `${p.path}: ${p.detail}` : p.detail;
    }
  },
  campaign: (name: string, battles: number) =>
    `${name} is a campaign file: it links ${battles === 1 ? 'one battle' : `${battles} battles`}, to be played one after another, and holds no battle itself:`,
  /** The campaign was kept as a playlist (listed under Campaigns). */
  campaignKept: 'It is kept as a playlist under Campaigns: battles you have can be played from there; for the others, import their own battle files.',
  /** A battle of the campaign the app does not have (in the list under the campaign message). */
  campaignMissing: '(not in the app yet)',
  importedTag: 'Imported',
  fileRules: 'Rules written in the file',
  /** How the file was read (app/importWarnings.ts reads the importer's sentences back into these codes). */
  warning: {
    standardBoard: 'The file does not name its board: it is played on the standard board.',
    countryside: 'The file does not name its map: it is read as countryside.',
    sidesPlaced: 'The file does not say which side each player commands: the Axis start at the top of the board, the Allies at the bottom.',
    firstPlayer: (side: Side) => `The file does not say who moves first: the ${IMPORT_SIDE[side]} (top of the board) move first. See the battle’s notes.`,
    noNation: (side: Side) => `The file names no nation for the ${IMPORT_SIDE[side]}: their units show none.`,
    expertMode: 'The file asks for an expert mode the app does not have: the battle is played the usual way.',
    dates: 'The battle’s dates are written in a form the app cannot read: they are left out.',
    frozenRivers: (n: number) => `The equipment list says the rivers are frozen: ${n === 1 ? '1 river hex is' : `${n} river hexes are`} read as frozen.`,
    loneBridge: (row: number, hex: number) => `A piece of a long bridge stands alone (row ${row}, hex ${hex}): it is read as an ordinary bridge.`,
    // holdout3 (FAQ §II Minefields l.1098-1100; decision C410)
    minefieldLayer: (side: Side, n: number) =>
      `The file does not say who laid ${n === 1 ? 'a minefield' : `${n} minefields`}: the ${IMPORT_SIDE[side]} control ${n === 1 ? 'it' : 'them'} (the side that laid the battle’s other fields, else the side whose half of the board it is in, else the defender).`,
    // holdout3 (FAQ §III Collapsible Rafts & Boats; decision C411)
    afloat: (n: number) => `${n === 1 ? 'An infantry unit starts' : `${n} infantry units start`} on a river with no bridge: ${n === 1 ? 'it crosses' : 'they cross'} in folding boats.`,
    cannotWin: (side: Side, need: number, most: number, units: number, objectives: number) =>
      `The ${IMPORT_SIDE[side]} need ${need} medals but can win at most ${most} (${units} from enemy units, ${objectives} from objectives): they can win only by destroying every enemy unit.`,
  } satisfies Record<ImportWarningCode, unknown>,
  /**
   * What a refused file holds that the app cannot play (app/importWarnings.ts `readNotPlayable`): `name` and `extra`
   * are the file's own codes, kept as written.
   */
  notPlayable: {
    what: {
      unidentifiedBadge: (unit: string, badge: string) => `a unit with a badge the app cannot identify, which may carry rules (unit "${unit}", ${badge})`,
      badgeRule: (unit: string, badge: string) => `a unit whose badge carries rules the app does not play yet (unit "${unit}", ${badge})`,
      unitEquipment: (unit: string) => `equipment carried by a unit (unit "${unit}")`,
      unit: (unit: string) => `a unit the app does not know (unit "${unit}")`,
      behavior: (name: string, behavior: string) => `a special behaviour the app does not play (${behavior}, on "${name}")`,
      overlord: () => 'an Overlord board (two boards side by side for teams): the Overlord command rules are not in the app',
      boardType: (name: string) => `a board the app does not have ("${name}")`,
      boardFace: (name: string) => `a map the app does not have ("${name}")`,
      victory: (name: string) => `a victory condition the app does not play (${name})`,
      terrain: (name: string) => `a terrain the app does not know ("${name}")`,
      rectTerrain: (name: string) => `a piece of scenery the app does not play ("${name}")`,
      obstacle: (name: string) => `an obstacle the app does not know ("${name}")`,
      caves: () => 'caves in the hills and mountains (the Japanese army’s cave rules are not played yet)',
      shipUnit: (ship: string) => `a unit aboard a ship (${ship})`,
      craftOffSea: () => 'a landing craft away from the sea',
      craftEmpty: () => 'a landing craft with no unit in it',
      medalOptions: (options: string, tag: string) => `objective medal options the app does not play together (${options}, on "${tag}")`,
      gameOptionsList: () => 'battle options written as a list',
      gameOption: (key: string, value: string) => `a battle option the app does not play ("${key}" = ${value})`,
      bridgeLine: () => 'a long bridge whose pieces are not in one line',
      bridgeEnds: () => 'a long bridge with no land at either end',
    } satisfies Record<NotPlayableCode, (name: string, extra: string) => string>,
    at: (thing: string, hexes: readonly string[]) => `${thing}, at ${hexes.join('; ')}`,
    hex: (row: number, hex: number) => `row ${row} hex ${hex}`,
  },
});
