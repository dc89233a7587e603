/** Words of scenario import (the new-battle screen's "Import a scenario"). */
import type { BattleRuleId } from '../../scenario/battleRules';

export const SCENARIO_IMPORT_TEXT = {
  rulesHeading: 'Battle rules',
  rulesIntro: 'Rules the file names are on. Switch on those the battle\'s own notes ask for; games you start from now on use them.',
  rule: {
    blitz: { name: 'Blitz', effect: 'Allied armor moves at most 2 hexes. The Axis may play a Recon 1 card as an air strike that hits its section.' },
    'allied-armor-blitz': { name: 'Blitz, Allied armor only', effect: 'Allied armor moves at most 2 hexes.' },
    'air-power-as-bombard': { name: 'No air support', effect: 'Air Power cards are played as Artillery Bombard.' },
    night: { name: 'Night attack', effect: 'Units fire only as far as the light reaches, 1 hex at first. Each Allied turn a roll of 4 dice brings the dawn closer.' },
    desert: {
      name: 'Desert armor',
      effect: 'Armor that wins a close assault and takes ground may roll on one more hex before its overrun battle (not after the overrun, and not out of a town or palm grove).',
    },
    'oasis-recovery': {
      name: 'Oasis recovery',
      effect: 'Ordered infantry that has lost figures and sits on an oasis with no enemy next to it may stay put and roll a die per card held, the card played included: each star or infantry symbol brings a figure back.',
    },
    'hospital-recovery': {
      name: 'Field hospital',
      effect: 'Ordered infantry that has lost figures and sits on a hospital with no enemy next to it may stay put and roll 6 dice: each star or infantry symbol brings a figure back.',
    },
  } satisfies Record<BattleRuleId, { name: string; effect: string }>,
  button: 'Import a scenario',
  hint: 'A battle file: a .m44 file from the scenario editor or the community, or a Pocket \'44 scenario. You can also drop it here.',
  drop: 'Drop the scenario file to import it',
  imported: (name: string) => `${name} is imported and selected below.`,
  warnings: 'Notes on this file (what is not shown, what to know before playing):',
  refused: 'This file cannot be played:',
  campaign: (name: string, battles: number) =>
    `${name} is a campaign file: it links ${battles === 1 ? 'one battle' : `${battles} battles`}, to be played one after another, and holds no battle itself:`,
  campaignLater: 'Campaigns cannot be played yet. To play one of these battles now, import its own battle file.',
  importedTag: 'Imported',
  fileRules: 'Rules written in the file',
};
