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
