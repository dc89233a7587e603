/** Words of the board for screen readers: the keyboard cursor's hex read aloud, and the keyboard help. */
import { translatable } from '../i18n';
import type { MarkerKind, Side, TerrainKind, UnitKind } from '../../engine/types';
import type { HighlightKind } from '../board/render';

const SIDE_ADJ: Record<Side, string> = { allies: 'Allied', axis: 'Axis' };
const SIDE_NOUN: Record<Side, string> = { allies: 'Allies', axis: 'Axis' };
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const BOARD_TEXT = translatable('board', {
  terrain: {
    countryside: 'countryside',
    forest: 'forest',
    hedgerow: 'hedgerows',
    hill: 'hill',
    town: 'town',
    river: 'river',
    beach: 'beach',
    ocean: 'sea',
    marsh: 'marsh',
    lake: 'lake',
    'city-ruins': 'city ruins',
    factory: 'factory',
    'hill-forest': 'wooded hill',
    'hill-village': 'hill village',
    ravine: 'ravine',
    trenches: 'trenches',
    church: 'church',
    cemetery: 'cemetery',
    ford: 'ford',
    'fordable-stream': 'fordable stream',
    airfield: 'airfield',
    jungle: 'jungle',
    dam: 'dam',
    oasis: 'oasis',
    'hq-tent': 'headquarters tents',
    hospital: 'hospital',
    railroad: 'railway',
    station: 'railway station',
    mountain: 'mountain',
    ridge: 'ridge',
    'steep-hill': 'steep hill',
    wadi: 'wadi',
    fortress: 'fortress',
    'rice-paddy': 'rice paddies',
    escarpment: 'escarpment',
    cliff: 'cliff',
    'sea-bluff': 'sea bluff',
    'frozen-river': 'frozen river',
    barracks: 'barracks',
    lighthouse: 'lighthouse',
    'radar-station': 'radar station',
    'supply-depot': 'supply depot',
    'power-plant': 'power plant',
    'prison-camp': 'prison camp',
    // caves (FAQ §II Caves on Hills and Mountains)
    'cave-hill': 'hill with caves',
    'cave-mountain': 'mountain with caves',
    // flooded (house rules App. 2 High Ground & Flooded Fields)
    'flooded-field': 'flooded field',
  } satisfies Record<TerrainKind, string>,
  unit: {
    infantry: 'infantry',
    'special-forces': 'special forces infantry',
    resistance: 'French Resistance infantry',
    armor: 'armour',
    'elite-armor': 'elite armour',
    artillery: 'artillery',
    // guns (Equipment Pack)
    'big-gun': 'big gun artillery',
    'heavy-anti-tank-gun': 'heavy anti-tank gun',
    'mobile-artillery': 'mobile artillery',
    'italian-artillery': 'Italian artillery',
    // ships (FAQ §IV Destroyers, Aircraft Carriers)
    destroyer: 'destroyer',
    carrier: 'aircraft carrier',
    // foot (FAQ §IV Combat Engineers)
    engineers: 'combat engineers',
    sniper: 'sniper',
    cavalry: 'cavalry',
    'ski-troops': 'ski troops',
    'machine-gun': 'infantry with a machine gun',
    mortar: 'infantry with a mortar',
    // armor (Equipment Pack / FAQ §IV)
    tiger: 'Tiger heavy tank',
    'tank-destroyer': 'tank destroyer',
    'half-track': 'half-track',
    'command-car': 'command car',
    // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
    train: 'supply train',
    'armored-train': 'armoured train',
    // brandenburgers (FAQ §IV Brandenburgers)
    brandenburgers: 'Brandenburgers (commandos in enemy uniform)',
    // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
    avre: 'Churchill AVRE (Hobart’s Funnies)',
    // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
    'anti-tank-gun': 'infantry with an anti-tank gun',
    'machine-gun-late': 'infantry with a late-war machine gun',
    'mortar-late': 'infantry with a late-war mortar',
    'anti-tank-gun-late': 'infantry with a late-war anti-tank gun',
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    nebelwerfer: 'Screaming Meemies (Nebelwerfer rocket launchers)',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    'supply-truck': 'supply truck',
    // funnies (Equipment Pack Hobart's Funnies, Mine digger)
    'mine-digger': 'Churchill mine digger (Hobart’s Funnies)',
    // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
    'patrol-car': 'patrol cars',
    // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
    fascine: 'Churchill with fascine (Hobart’s Funnies)',
    // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
    bobbin: 'Churchill with bobbin (Hobart’s Funnies)',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    'bridge-layer': 'Churchill bridge layer (Hobart’s Funnies)',
    // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
    funnies: 'Churchill, accessory still to choose (Hobart’s Funnies)',
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
    'tiger-ace': 'Wittmann’s Tiger heavy tank (an ace)',
  } satisfies Record<UnitKind, string>,
  /** Rows and hexes counted from 1 at the top left of the unturned board. */
  where: (row: number, hex: number) => `Row ${row}, hex ${hex}`,
  offBoard: (where: string) => `${where}: off the board.`,
  terrainAt: (where: string, terrain: string, place: string | undefined) => `${where}: ${terrain}${place ? ` (${place})` : ''}.`,
  bunker: (claim: Side | 'either') => (claim === 'either' ? 'Field bunker: either side may use it.' : `${SIDE_ADJ[claim]} bunker.`),
  bridge: 'Bridge.',
  pontoon: 'Pontoon bridge, laid during the battle.',
  road: 'Road.',
  impassable: 'Impassable: no unit may enter.',
  blocksFire: 'Blocks some fire across it.',
  wire: 'Barbed wire.',
  hedgehog: 'Hedgehogs.',
  roadblock: 'Road block.',
  sandbags: 'Sandbags.',
  minefield: (owner: Side, revealed: number | undefined) =>
    revealed === undefined ? `A minefield laid by the ${SIDE_NOUN[owner]}.` : `A minefield laid by the ${SIDE_NOUN[owner]}, strength ${revealed}.`,
  /** Capture HQ/Supply Tent: whose headquarters, and whether the enemy has taken it. */
  headquarters: (side: Side, captured: boolean) =>
    captured
      ? `${SIDE_ADJ[side]} headquarters, taken by the enemy: the ${SIDE_NOUN[side]} play a card short until a unit of theirs moves back onto it.`
      : `${SIDE_ADJ[side]} headquarters: if an enemy unit moves onto it, the ${SIDE_NOUN[side]} lose a card at random.`,
  /** Sabotaging a Dam: the charges set on it, or sabotaged (rules-decisions C91). */
  dam: (charges: number, sabotaged: boolean) =>
    sabotaged ? 'Sabotaged dam: its medals are won.' : `${charges} sabotage ${charges === 1 ? 'charge' : 'charges'} set on the dam, of 4.`,
  /** A bridge blown during the battle (rules-decisions C92). */
  blownBridge: 'A blown bridge: only its broken ends are left, the river is back.',
  exit: (side: Side) => `Exit marker: ${SIDE_NOUN[side]} units may leave the board here for a medal.`,
  smoke: (thinning: boolean) =>
    thinning ? 'Thinning smoke: still no sight through this hex, gone soon.' : 'Smoke: no sight through this hex; a unit on it sees and is seen.',
  camouflaged: 'Camouflaged: only an adjacent unit may attack it, until it moves or fires.',
  /** Drawn markers no rule of ours reads: the battle's own notes say what they mean (rules-decisions C27). */
  marker: {
    'battle-star': 'Battle star: what it means is in this battle\'s own notes.',
    token: 'A marker: what it means is in this battle\'s own notes.',
  } satisfies Record<MarkerKind, string>,
  unitOn: (side: Side, unit: string, figures: number) => `${SIDE_ADJ[side]} ${unit}, ${plural(figures, 'figure', 'figures')}.`,
  /** A unit's own rules (scenario unit `maxMove`, `ignoreOneFlag`). */
  unitMaxMove: (n: number) => `It never moves more than ${plural(n, 'hex', 'hexes')} in a turn.`,
  unitIgnoresFlag: 'It may shrug off one flag of each attack on it.',
  noUnit: 'No unit.',
  objective: (medals: number, owner: Side) => `Objective: ${plural(medals, 'medal', 'medals')} for the ${SIDE_NOUN[owner]}.`,
  highlight: (kind: HighlightKind, label: string | undefined): string => {
    switch (kind) {
      case 'move':
        return 'Can move here.';
      case 'target':
        return label ? `Target, ${label === '1' ? '1 die' : `${label} dice`}.` : 'Target.';
      case 'order':
        return 'Can act.';
      case 'selected':
        return 'Selected.';
      case 'section':
        return 'In the section the card orders.';
      case 'sight':
        return 'In sight.';
      case 'hidden':
        return 'Out of sight.';
      case 'cursor':
        return '';
      case 'trail':
        return 'The other player\'s last move.';
      case 'path':
        return 'A unit of the last turn moved from here.';
      case 'loss':
        return label === '✕' ? 'A unit was wiped out here last turn.' : `A unit lost ${label?.replace('−', '') ?? 'some'} figures here last turn.`;
    }
  },
  /** What a screen reader calls the board canvas (its aria-roledescription). */
  roleDescription: 'board',
  keyHelp:
    'Arrow keys move between hexes, N jumps to the next hex you can act on (Shift+N the previous one), Enter selects, I tells what is on the hex, plus and minus zoom, 0 shows the whole board.',
  /** N with nothing to act on. */
  nothingToAct: 'No hex to act on now.',
  // seaWall (FAQ §II Sea Wall)
  seaWall: (side: Side) => `Sea wall: it shelters ${SIDE_ADJ[side]} units only, and it stays for the whole battle.`,
});
