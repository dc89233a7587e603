/**
 * Regenerates the built-in scenario files scenarios/<id>.json from the reference `.m44` layouts.
 *
 *   npx tsx scripts/import-reference.ts [reference-dir]
 *
 * reference-dir defaults to $M44_REFERENCE_DIR, else /work/shared/reference/scenarios. The layout (board, units,
 * objectives, sides, who starts) comes from the `.m44` data, read by the same importer players use
 * (src/scenario/m44.ts). Two kinds of change are then made here, each listed in REFERENCE_PATCHES with its reason:
 *   - where the official FAQ (section XII) rules on the base-game version of a battle and the reference file (an
 *     online edition's revision) differs, our file follows the FAQ;
 *   - rules the reference files do not carry (the extraction dropped the online edition's `options` block, and
 *     some rules are written only in that edition's code); NOTES.md states each of them.
 * The briefings below are our own words, written from the layout and the facts in NOTES.md. tests/scenario checks
 * that importing each reference file and applying its patches gives exactly the committed file (less the briefing).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Side } from '../src/engine/hex';
import { importM44, type M44ImportResult } from '../src/scenario/m44';
import { formatScenarioJson } from '../src/scenario/serialize';
import type { Briefing, Scenario, ScenarioHex } from '../src/scenario/types';
import { validateScenario } from '../src/scenario/validate';

export interface ReferenceBattle {
  file: string;
  id: string;
  name: string;
  /** Nations the reference file leaves out (NOTES.md names them). */
  nations?: Partial<Record<Side, string>>;
  briefing: Briefing;
}

/** The base game's battles, in the rulebook's order (its Omaha Beach is not among the reference files). */
export const REFERENCE_BATTLES: ReferenceBattle[] = [
  {
    file: '2-PegasusBridge.m44.json',
    id: 'pegasus-bridge',
    name: 'Pegasus Bridge',
    nations: { allies: 'GB' },
    briefing: {
      history:
        'Minutes after midnight on 6 June 1944, gliders carrying British airborne troops came down in the dark right ' +
        'beside the bridges over the Caen canal and the river Orne. The glider troops took both bridges in a few ' +
        'minutes of surprise fighting, then held them against German counter-attacks until paratroopers and, later in ' +
        'the day, commandos from Sword Beach reached them.',
      notes: [
        'Axis: top edge, 2 command cards. Allies (British): bottom edge, 6 command cards.',
        'The first side to collect 4 medals wins.',
        'The Allies move first.',
        'The Axis starts with only 2 command cards. At the end of each of its first two turns it draws one card more than usual, so its hand grows to 4. If it plays a Recon card in one of those turns, it draws 2 and keeps 1 as usual, then draws the extra card.',
        'The Allies score 1 medal for each of the two bridges, Pegasus Bridge over the Caen canal and the bridge over the Orne, while one of their units stands on it; the medal is lost again when no Allied unit is there.',
        'The Caen canal and the Orne can be crossed only at the two bridges. The pond in the middle of the board cannot be entered.',
      ],
    },
  },
  {
    file: '3-SainteMereEglise.m44.json',
    id: 'sainte-mere-eglise',
    name: 'Sainte-Mère-Église',
    briefing: {
      history:
        'In the night before the Normandy landings, American paratroopers were dropped across the Cotentin peninsula ' +
        'behind Utah Beach, many of them far from their planned zones. Men of the 82nd Airborne Division took the ' +
        'crossroads town of Sainte-Mère-Église before dawn on 6 June 1944, one of the first towns in France to be freed, ' +
        'and held it through the day against German attacks from the north and south.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 5 command cards.',
        'The first side to collect 4 medals wins.',
        'The Allies move first.',
        'Paratroopers: once both hands are dealt, before the first turn, 4 more Allied infantry units are dropped. Each lands on a hex drawn at random among those within 4 hexes of the centre of the board, all equally likely. A unit that lands off the board, on another unit, on a hex it could not enter or on the same hex as another paratrooper is lost, and nobody scores a medal for it.',
        'There are no objective medals: every medal comes from destroying an enemy unit.',
        'The church of Sainte-Mère-Église counts as an ordinary town hex.',
      ],
    },
  },
  {
    file: '4-SwordBeach.m44.json',
    id: 'sword-beach',
    name: 'Sword Beach',
    nations: { allies: 'GB' },
    briefing: {
      history:
        'Sword was the easternmost of the five Allied landing beaches of 6 June 1944. British infantry, swimming tanks ' +
        'and commandos came ashore between Ouistreham and Lion-sur-Mer under fire from the German coastal defences. ' +
        'The commandos then pushed inland to join the airborne troops holding the bridges over the Orne.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (British): bottom edge, 5 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'The Allied force starts at sea: the two bottom rows are ocean, and the three rows above them are beach covered with hedgehogs and barbed wire.',
        'The Allies score 1 medal for each of the three towns on the Axis edge while one of their units stands in it; the medal is lost again when no Allied unit is there.',
        'The three bunkers belong to the Axis: only Axis units get their protection.',
        'Three Allied units are commandos (special forces): they may move two hexes and still battle.',
      ],
    },
  },
  {
    file: '7-PointeduHoc.m44.json',
    id: 'pointe-du-hoc',
    name: 'Pointe du Hoc',
    briefing: {
      history:
        'Between Utah and Omaha beaches, the Germans had built a battery of heavy guns on the headland of Pointe du ' +
        'Hoc, able to fire on both landings. On the morning of 6 June 1944 three companies of US Rangers landed at the ' +
        'foot of its cliffs and climbed them with ropes and ladders under fire. At the top they found the guns had been ' +
        'moved inland; they tracked them down, wrecked them, and held the headland for two days until relieved.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 6 command cards.',
        'The first side to collect 4 medals wins.',
        'The Allies move first.',
        'The Rangers start at sea and on the narrow beach: the two bottom rows are ocean, and the beach lies below a line of cliffs.',
        'This is the base game version: the cliffs are ordinary hills. An infantry unit that wins a close assault from the beach may take ground up onto them.',
        'The Allies score 1 medal for each of the two forest hexes on the Axis edge, where the guns were hidden, the first time one of their units enters it. The medal is kept even after the unit leaves.',
        'The four bunkers belong to the Axis: only Axis units get their protection.',
        'All nine Allied units are Rangers (special forces): they may move two hexes and still battle.',
      ],
    },
  },
  {
    file: '5-MontMouchet.m44.json',
    id: 'mont-mouchet',
    name: 'Mont Mouchet',
    briefing: {
      history:
        'In the spring of 1944 thousands of French Resistance fighters gathered in the wooded hills around Mont ' +
        'Mouchet, in the Massif Central, to rise against the occupation. On 10 June German troops backed by armour ' +
        'attacked the redoubt. After a day of hard fighting the maquisards, outgunned but not beaten, slipped away ' +
        'through the forests.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (French): bottom edge, 5 command cards.',
        'The first side to collect 4 medals wins.',
        'The Allies move first.',
        'All seven Allied units are French Resistance: 3 figures each. They may battle in the turn they enter a forest, town or hedgerow hex, and may retreat 1, 2 or 3 hexes for each flag.',
        'The two German elite armour units (4 figures each) are worth 2 medals each to the Allies when destroyed.',
        'There are no objective medals: every medal comes from destroying an enemy unit.',
      ],
    },
  },
  {
    file: '19-Vassieux.m44.json',
    id: 'vassieux',
    name: 'Vassieux',
    briefing: {
      history:
        'In July 1944 the French Resistance held the Vercors plateau, south-west of Grenoble, as a free territory, ' +
        'and had prepared a landing strip near Vassieux for Allied supply planes. On 21 July German glider troops ' +
        'landed right beside the village while other units climbed onto the plateau, and in a few days of fighting ' +
        'they crushed the defenders.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (French): bottom edge, 4 command cards.',
        'The first side to collect 4 medals wins.',
        'The Axis moves first.',
        'All ten Allied units are French Resistance: 3 figures each. They may battle in the turn they enter a forest, town or hedgerow hex, and may retreat 1, 2 or 3 hexes for each flag.',
        'The command deck is never reshuffled, not even by Their Finest Hour. If a turn ends with no card left to draw, the Axis wins.',
        'There are no objective medals. The two airfield names on the map are place names only.',
      ],
    },
  },
  {
    file: '15-OperationCobra.m44.json',
    id: 'operation-cobra',
    name: 'Operation Cobra',
    briefing: {
      history:
        'By late July 1944 the American advance had bogged down in the Normandy hedgerows. Operation Cobra opened with ' +
        'a massive carpet bombing west of Saint-Lô, after which US infantry and armour broke through the shaken German ' +
        'line and drove south toward Marigny and Saint-Gilles. The breakout turned the Normandy campaign into a war of movement.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 5 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'The Allies score 1 medal for each of the towns of Saint-Gilles and Marigny, near the Axis edge, while one of their units stands in it; the medal is lost again when no Allied unit is there.',
        'One German armour unit is elite armour with 4 figures.',
        'Hedgerows cover much of the board. River hexes (the Vire in the lower left corner, the Lozon on the right) cannot be entered, except at the bridge over the Vire.',
      ],
    },
  },
  {
    file: '16-CounterattackOnMortain.m44.json',
    id: 'counter-attack-on-mortain',
    name: 'Counter-attack on Mortain',
    briefing: {
      history:
        'On the night of 6 to 7 August 1944 German panzer divisions struck west through Mortain, aiming for the sea at ' +
        'Avranches to cut off the American armies breaking out of Normandy. An American battalion surrounded on ' +
        'Hill 317 held out for five days and directed artillery fire onto the attackers, while Allied fighter-bombers ' +
        'struck the German columns once the morning fog lifted. The failed offensive left the German armies in danger ' +
        'of being encircled near Falaise.',
      notes: [
        'Axis: top edge, 5 command cards. Allies (US): bottom edge, 6 command cards.',
        'The first side to collect 4 medals wins.',
        'The Axis moves first.',
        'The Axis scores 1 medal while one of its units stands in the town of St. Hilaire, on the Allied edge; the medal is lost again when no Axis unit is there.',
        'The hills are ordinary hills (the base game version: no steep slopes).',
        'Hill 317: while an Allied unit stands on either of its two hexes, the Allies may play any Recon card (not Recon in Force) as an Air Power card. It is played exactly like Air Power, so the Allies draw one card at the end of the turn, not two. An Axis Counter-Attack that copies it is only a Recon.',
        'Axis special units: one Panzer Grenadier unit (special forces: it may move two hexes and still battle) and two elite armour units with 4 figures.',
      ],
    },
  },
  {
    file: '23-Toulon.m44.json',
    id: 'toulon',
    name: 'Toulon',
    briefing: {
      history:
        "After the Allied landings in Provence on 15 August 1944, General de Lattre's French army was given the " +
        'great naval port of Toulon to take. Instead of waiting for a siege, French infantry, tanks and commandos closed in from the ' +
        'hills and the coast and cleared the forts and districts one by one. The German garrison surrendered on ' +
        '28 August, weeks earlier than the Allied plans had foreseen.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (French): bottom edge, 6 command cards.',
        'The first side to collect 6 medals wins.',
        'The Allies move first.',
        'Sudden victory: the Allies win at once if one of their turns ends with their units on any 3 of the 4 town hexes of Toulon.',
        'Two Allied units are commandos (special forces): they may move two hexes and still battle.',
        'There are no objective medals: apart from the sudden victory, every medal comes from destroying an enemy unit.',
      ],
    },
  },
  {
    file: '22-LiberationOfParis.m44.json',
    id: 'liberation-of-paris',
    name: 'Liberation of Paris',
    briefing: {
      history:
        'In August 1944, with the Allied armies approaching, the people of Paris rose against the German garrison. The ' +
        "Allied command sent General Leclerc's French 2nd Armoured Division to the city; fighting through the German " +
        'strongpoints on the southern approaches, its first column reached the heart of Paris on the evening of ' +
        '24 August, and the German commander surrendered the next day.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (French): bottom edge, 5 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'The Allies score 1 medal for each of the three town hexes on the Axis edge, the outskirts of Paris, the first time one of their units enters it. The medal is kept even after the unit leaves.',
        'Axis units in the towns and in front of them start behind sandbags, and barbed wire covers the approaches.',
        'No special units and no other special rules.',
      ],
    },
  },
  {
    file: '18-Montelimar.m44.json',
    id: 'montelimar',
    name: 'Montélimar',
    briefing: {
      history:
        'As the German Nineteenth Army retreated up the Rhône valley after the landings in Provence, a small American ' +
        'task force raced through the hills to the east and blocked the valley north of Montélimar. For a week at the ' +
        'end of August 1944 both sides fought for the road along the river. The Americans never had enough strength to ' +
        'close the trap, and much of the German army escaped north, though at a heavy cost in men and vehicles.',
      notes: [
        'Axis: top edge, 5 command cards. Allies (US): bottom edge, 5 command cards.',
        'The first side to collect 6 medals wins.',
        'The Axis moves first.',
        'The Allies score 1 medal while at least one of their units stands on a hex next to the Rhône (the river on the Axis edge). Holding several of these hexes still gives only 1 medal, and it is lost again when no Allied unit is on any of them.',
        'The Axis scores 1 medal for each of the towns of Bonlieu and Grane, on the Allied edge, while one of its units stands in it.',
        'The six hills north of the Condillac pass cannot be entered. The other hills are ordinary hills.',
        'The six ordinary German infantry units have only 3 figures. Three German units are Panzer Grenadiers (special forces): they may move two hexes and still battle.',
      ],
    },
  },
  {
    file: '25-ArnhemBridge.m44.json',
    id: 'arnhem-bridge',
    name: 'Arnhem Bridge',
    nations: { allies: 'GB' },
    briefing: {
      history:
        'On 17 September 1944 British paratroopers landed west of Arnhem to seize the road bridge over the Lower Rhine, ' +
        'the last and farthest objective of Operation Market Garden. Only one battalion, led by Lieutenant-Colonel ' +
        'Frost, reached the northern end of the bridge. It held out there for more than three days against ever ' +
        'stronger German forces, waiting for relief that never came.',
      notes: [
        'Axis: top edge, 6 command cards. Allies (British): bottom edge, 6 command cards.',
        'The first side to collect 5 medals wins.',
        'The Axis moves first.',
        'The Arnhem bridge is three hexes long. A unit may get on or off it only at its two ends, through the hexes marked as its entry and exit; moving along the bridge is normal.',
        'The Lower Rhine is a wide river: infantry cannot fire across it. Armour and artillery can.',
        'All five Allied infantry units are paratroopers (special forces): they may move two hexes and still battle. They and the two Allied artillery units start behind sandbags.',
        'Axis special units: two elite grenadier units (special forces) and three elite armour units with 4 figures.',
        'There are no objective medals: every medal comes from destroying an enemy unit.',
      ],
    },
  },
  {
    file: '24-Arracourt.m44.json',
    id: 'arracourt',
    name: 'Arracourt',
    briefing: {
      history:
        'In September 1944 newly formed German panzer brigades counter-attacked the US 4th Armored Division in the ' +
        'rolling Lorraine farmland around Arracourt. Fighting through morning fog from well-chosen positions on the ' +
        'ridges, the American tanks and tank destroyers inflicted heavy losses and stopped the counter-offensive.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (US): bottom edge, 6 command cards.',
        'The first side to collect 6 medals wins. There are no objective medals: every medal comes from destroying an enemy unit.',
        'The Axis moves first.',
        'The Marne-Rhine canal in the upper right corner counts as a river: its hexes cannot be entered, except at the bridge on the Axis edge.',
        'One Allied artillery unit starts behind sandbags.',
        'No other special rules.',
      ],
    },
  },
  {
    file: '20-StVith.m44.json',
    id: 'st-vith',
    name: 'St Vith',
    briefing: {
      history:
        'When the German offensive in the Ardennes began in December 1944, the road junction of St. Vith lay right in ' +
        'its path. American armoured and infantry units formed a horseshoe of defences on the ridges east of the town ' +
        'and held it until the evening of 21 December. Their stand cost the German attack several days it could not ' +
        'afford.',
      notes: [
        'Axis: top edge, 5 command cards. Allies (US): bottom edge, 4 command cards.',
        'The first side to collect 6 medals wins.',
        'The Axis moves first.',
        'This is the base game version of the hills in front of St. Vith: no unit may cross the hex sides of those six hills that face the town, in either direction. The hills can still be entered from their other sides.',
        'Four German armour units are elite armour with 4 figures.',
        'There are no objective medals: every medal comes from destroying an enemy unit.',
      ],
    },
  },
  {
    file: '29-SaverneGap.m44.json',
    id: 'saverne-gap',
    name: 'Saverne Gap',
    briefing: {
      history:
        'In November 1944 the French 2nd Armoured Division attacked through the Vosges mountains toward Strasbourg. ' +
        'Rather than force the main road through the Saverne gap, its columns slipped along small roads through the ' +
        'wooded hills on either side and fell on Saverne from behind. The way to Strasbourg was open, and the city ' +
        'was freed on 23 November.',
      notes: [
        'Axis: top edge, 4 command cards. Allies (French): bottom edge, 6 command cards.',
        'The first side to collect 5 medals wins.',
        'The Allies move first.',
        'Sudden victory: the Allies win at once if one of their turns ends with their units on any 2 of the 3 town hexes of Saverne.',
        'The hills cannot be entered, and no unit can battle through them, not even artillery.',
        'The Rhine-Marne canal can be crossed only at its bridge.',
        'There are no objective medals: apart from the sudden victory, every medal comes from destroying an enemy unit.',
      ],
    },
  },
];

/** Parsed `.m44` data, as JSON.parse gives it. */
type M44 = Record<string, unknown>;

/**
 * One documented change between a reference file and our file. `m44` edits the parsed `.m44` data before the
 * import (only for what the importer refuses as it stands); `scenario` edits the imported scenario.
 */
export interface ReferencePatch {
  battle: string;
  /**
   * 'faq': the FAQ (section XII) rules on the base version. 'editor': the online edition changed the base game's
   * editor file (NOTES.md lists its edits per battle). 'dropped': a rule the reference file does not carry.
   */
  source: 'faq' | 'editor' | 'dropped';
  /** What changes and why, in our words. */
  what: string;
  m44?: (m: M44) => void;
  scenario?: (s: Scenario) => Scenario;
}

/** The hexagon list of a parsed reference file (always a plain array in those files). */
function hexagonsOf(m: M44): Record<string, unknown>[] {
  const board = m.board as { hexagons?: unknown } | undefined;
  if (!board || !Array.isArray(board.hexagons)) throw new Error('reference file without board.hexagons');
  return board.hexagons as Record<string, unknown>[];
}

/** The scenario with `f` applied to each board hex. */
function mapHexes(s: Scenario, f: (h: ScenarioHex) => ScenarioHex): Scenario {
  return { ...s, board: { ...s.board, hexes: s.board.hexes.map(f) } };
}

/** Sets one entry of `game_info.options` (the online edition's special rules). */
function setOption(m: M44, key: string, value: unknown): void {
  const gi = m.game_info as Record<string, unknown> | undefined;
  if (!gi) throw new Error('reference file without game_info');
  const options = (gi.options ?? {}) as Record<string, unknown>;
  gi.options = { ...options, [key]: value };
}

/** Removes a terrain behavior from every hexagon whose terrain `name` carries it. */
function dropBehavior(m: M44, name: string, behavior: string): void {
  for (const h of hexagonsOf(m)) {
    const t = h.terrain as { name?: unknown; behavior?: unknown } | undefined;
    if (t && t.name === name && t.behavior === behavior) delete t.behavior;
  }
}

/** Renames every hexagon terrain called `from`. */
function renameTerrain(m: M44, from: string, to: string): void {
  for (const h of hexagonsOf(m)) {
    const t = h.terrain as { name?: unknown } | undefined;
    if (t && t.name === from) t.name = to;
  }
}

/** St Vith: the six hills of row 6 whose southern sides face the town (row 8). */
const ST_VITH_HILLS = [6, 8, 10, 12, 14, 16].map((col) => ({ row: 6, col }));

export const REFERENCE_PATCHES: readonly ReferencePatch[] = [
  {
    battle: 'pegasus-bridge',
    source: 'dropped',
    what:
      'The Axis draws 1 extra card at the end of each of its first two turns (2 cards at start, then 3, then 4). ' +
      'The online edition codes this rule instead of writing it in the file (NOTES.md); the FAQ (Pegasus Bridge) ' +
      'places the extra draw after a Recon draw, as extraDraws does.',
    scenario: (s) => ({ ...s, sides: { ...s.sides, axis: { ...s.sides.axis, extraDraws: { turns: 2, cards: 1 } } } }),
  },
  {
    battle: 'sainte-mere-eglise',
    source: 'dropped',
    what:
      'The airdrop of 4 Allied infantry units within 4 hexes of (4,12): the online edition\'s options.airdrop ' +
      '(side ALLIES, nbr_units 4, range 4, unit infus, center G5), dropped when the reference file was extracted ' +
      '(NOTES.md).',
    m44: (m) => setOption(m, 'airdrop', { side: 'ALLIES', nbr_units: 4, range: 4, unit: 'infus', center: 'G5' }),
  },
  {
    battle: 'sainte-mere-eglise',
    source: 'editor',
    what:
      'The church hex (4,12) is an ordinary town: the base game has no church tile (VOCAB.md: the base game\'s ' +
      'editor file had buildings there); a `church` tile is the Terrain Pack\'s church, which lets its unit ignore ' +
      'a flag.',
    m44: (m) => renameTerrain(m, 'church', 'buildings'),
  },
  {
    battle: 'pointe-du-hoc',
    source: 'faq',
    what:
      'The cliff hexes (hills with behavior CLIFF) are plain hills: NOTES.md records that the base game\'s editor ' +
      'file had plain hills there, and the FAQ (Pointe-du-Hoc) says the base version let infantry take ground up ' +
      'onto them from the beach.',
    m44: (m) => dropBehavior(m, 'hills', 'CLIFF'),
  },
  {
    battle: 'vassieux',
    source: 'dropped',
    what:
      'The deck is never reshuffled (options.deck_reshuffling false, dropped when the reference file was ' +
      'extracted), and the Axis wins when it runs out (coded by the online edition, not written in its file); ' +
      'NOTES.md states both.',
    m44: (m) => setOption(m, 'deck_reshuffling', false),
    scenario: (s) => ({ ...s, deck: { ...s.deck, emptyWinner: 'axis' } }),
  },
  {
    battle: 'counter-attack-on-mortain',
    source: 'editor',
    what:
      'The hills are plain hills: NOTES.md records that the online edition added the STEEP_HILL behaviors, which ' +
      'the base game\'s editor file does not have.',
    m44: (m) => dropBehavior(m, 'hills', 'STEEP_HILL'),
  },
  {
    battle: 'counter-attack-on-mortain',
    source: 'dropped',
    what:
      'Hill 317, (4,22) and (5,21): the online edition\'s options.hill317 [L5, k4], dropped when the reference file ' +
      'was extracted (NOTES.md); the Allies may play a Recon 1 card as Air Power while they hold it.',
    m44: (m) => setOption(m, 'hill317', ['L5', 'k4']),
  },
  {
    battle: 'st-vith',
    source: 'faq',
    what:
      'The six hills in front of St. Vith are not impassable hexes (the online edition\'s mountains); in the base ' +
      'version no unit crosses their hex sides that face the town, both sides toward row 7 of each hill (FAQ St. Vith).',
    scenario: (s) => {
      const plain = mapHexes(s, (h) => {
        if (!ST_VITH_HILLS.some((x) => x.row === h.row && x.col === h.col)) return h;
        const { impassable: _impassable, ...rest } = h;
        return rest;
      });
      const sides = ST_VITH_HILLS.flatMap((h) => [
        { a: h, b: { row: h.row + 1, col: h.col - 1 }, impassable: true },
        { a: h, b: { row: h.row + 1, col: h.col + 1 }, impassable: true },
      ]);
      return { ...plain, board: { ...plain.board, sides } };
    },
  },
  {
    battle: 'saverne-gap',
    source: 'faq',
    what: 'The battle is dated 19-21 November 1944, as the FAQ (Saverne Gap, Vosges) corrects it (the file says 19-23).',
    scenario: (s) => ({ ...s, dates: { begin: '1944-11-19', end: '1944-11-21' } }),
  },
];

/** The outcome of importing one reference battle, with or without its patches. */
export function importReference(battle: ReferenceBattle, raw: unknown, opts: { patches?: boolean } = {}): M44ImportResult {
  const patches = opts.patches === false ? [] : REFERENCE_PATCHES.filter((p) => p.battle === battle.id);
  const data = structuredClone(raw) as M44;
  for (const p of patches) p.m44?.(data);
  const imported = importM44(data, { id: battle.id, name: battle.name, nations: battle.nations ?? {} });
  if (!imported.ok) return imported;
  let scenario = imported.scenario;
  for (const p of patches) if (p.scenario) scenario = p.scenario(scenario);
  const checked = validateScenario(scenario);
  if (!checked.ok) return { ok: false, unsupported: [], problems: checked.problems };
  return { ...imported, scenario: checked.scenario };
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const refDir = process.argv[2] ?? process.env.M44_REFERENCE_DIR ?? '/work/shared/reference/scenarios';
  let failed = false;
  for (const battle of REFERENCE_BATTLES) {
    const raw: unknown = JSON.parse(readFileSync(join(refDir, battle.file), 'utf8'));
    const imported = importReference(battle, raw);
    if (!imported.ok) {
      console.error(`${battle.file}: not imported`, imported.unsupported, imported.problems);
      failed = true;
      continue;
    }
    for (const w of imported.warnings) console.log(`${battle.file}: warning: ${w}`);
    const checked = validateScenario({ ...imported.scenario, briefing: battle.briefing });
    if (!checked.ok) {
      console.error(`${battle.file}: invalid after adding the briefing`, checked.problems);
      failed = true;
      continue;
    }
    const out = join(root, 'scenarios', `${battle.id}.json`);
    // Written aside and renamed: the dev server and the tests may read the file at any moment.
    writeFileSync(`${out}.tmp`, formatScenarioJson(checked.scenario));
    renameSync(`${out}.tmp`, out);
    console.log(`wrote ${out}`);
  }
  if (failed) process.exitCode = 1;
  // The home screen's summary of the battles is generated from these files (the first screen loads no board).
  else console.log('now run: npx tsx scripts/builtin-summary.ts (the home screen summary of the battles)');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
