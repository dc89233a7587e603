/** Words of campaign playlists (the new-battle screen's campaigns: src/ui/app/Picker.tsx, PlaylistDetails). */
import { translatable } from '../i18n';
export const PLAYLIST_TEXT = translatable('playlist', {
  /** Heading of the campaigns under the battles. */
  listHeading: 'Campaigns',
  /** Under a campaign's name in the list: how many of its battles can be played now. */
  listAvailable: (available: number, total: number) =>
    available === total ? `All ${total} battles ready` : `${available} of ${total} battles ready`,
  intro: 'Play its battles one after another, in this order. Each Play starts a new battle with the players chosen below.',
  /** A battle of the campaign the player has. */
  available: 'Ready to play',
  /** A battle of the campaign matched to one the player has under another name. */
  availableAs: (name: string) => `Ready to play, as ${name}`,
  /** A battle of the campaign the player does not have yet. */
  missing: "Not in the app yet: import this battle's file first.",
  play: 'Play',
  playLabel: (n: number, name: string) => `Play battle ${n}, ${name}`,
  /** The number before each battle, for screen readers too. */
  battleNumber: (n: number) => `Battle ${n}`,
  remove: 'Remove this campaign',
});
