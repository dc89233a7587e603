/** Words of scenario import (the new-battle screen's "Import a scenario"). */
export const SCENARIO_IMPORT_TEXT = {
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
