/** Words of the board for screen readers: the keyboard cursor's hex read aloud, and the keyboard help. */
import type { Side, TerrainKind, UnitKind } from '../../engine/types';
import type { HighlightKind } from '../board/render';

const SIDE_ADJ: Record<Side, string> = { allies: 'Allied', axis: 'Axis' };
const SIDE_NOUN: Record<Side, string> = { allies: 'Allies', axis: 'Axis' };
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const BOARD_TEXT = {
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
  } satisfies Record<TerrainKind, string>,
  unit: {
    infantry: 'infantry',
    'special-forces': 'special forces infantry',
    resistance: 'French Resistance infantry',
    armor: 'armour',
    'elite-armor': 'elite armour',
    artillery: 'artillery',
  } satisfies Record<UnitKind, string>,
  /** Rows and hexes counted from 1 at the top left of the unturned board. */
  where: (row: number, hex: number) => `Row ${row}, hex ${hex}`,
  offBoard: (where: string) => `${where}: off the board.`,
  terrainAt: (where: string, terrain: string, place: string | undefined) => `${where}: ${terrain}${place ? ` (${place})` : ''}.`,
  bunker: (claim: Side | 'either') => (claim === 'either' ? 'Field bunker: either side may use it.' : `${SIDE_ADJ[claim]} bunker.`),
  bridge: 'Bridge.',
  road: 'Road.',
  impassable: 'Impassable: no unit may enter.',
  blocksFire: 'Blocks some fire across it.',
  wire: 'Barbed wire.',
  hedgehog: 'Hedgehogs.',
  roadblock: 'Road block.',
  sandbags: 'Sandbags.',
  minefield: (owner: Side, revealed: number | undefined) =>
    revealed === undefined ? `A minefield laid by the ${SIDE_NOUN[owner]}.` : `A minefield laid by the ${SIDE_NOUN[owner]}, strength ${revealed}.`,
  exit: (side: Side) => `Exit marker: ${SIDE_NOUN[side]} units may leave the board here for a medal.`,
  unitOn: (side: Side, unit: string, figures: number) => `${SIDE_ADJ[side]} ${unit}, ${plural(figures, 'figure', 'figures')}.`,
  noUnit: 'No unit.',
  objective: (medals: number, owner: Side) => `Objective: ${plural(medals, 'medal', 'medals')} for the ${SIDE_NOUN[owner]}.`,
  highlight: (kind: HighlightKind, label: string | undefined): string => {
    switch (kind) {
      case 'move':
        return 'Can move here.';
      case 'target':
        return label ? `Target, ${label} dice.` : 'Target.';
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
    }
  },
  keyHelp: 'Arrow keys move between hexes, Enter selects, plus and minus zoom, 0 shows the whole board.',
};
