/** The player's preferences, kept on this device (src/ui/settings/settings.ts persists them). */
import type { SignalServer } from '../../net/peer';

export type { SignalServer };

/** How the board turns in pass-and-play. */
export type BoardRotation =
  /** The side whose turn it is sits at the bottom (the board turns 180° between turns). */
  | 'active-side'
  /** Never turn: the Allies' edge (the bottom edge of the scenario) stays at the bottom. */
  | 'fixed';

export interface Settings {
  /** Version of this record, for migrations of what is stored. */
  v: 1;
  sound: boolean;
  vibration: boolean;
  /** Puts the action buttons and the log on the left-hand side (thumb reach). */
  leftHanded: boolean;
  rotation: BoardRotation;
  /** BCP 47 tag of the interface language ('en' or 'fr'; src/ui/i18n.ts). Never chosen: the browser's language. */
  language: string;
  /**
   * Pass-and-play: ask the defender about Ambush on every close assault, even without the card, so the pause
   * itself tells nothing (engine option `ambushAlwaysAsk`).
   */
  ambushAlwaysAsk: boolean;
  /**
   * The PeerJS signalling server through which two phones find each other; null: PeerJS's public server. Both
   * phones of a game must use the same one.
   */
  signal: SignalServer | null;
}

export const DEFAULT_SETTINGS: Settings = {
  v: 1,
  sound: true,
  vibration: true,
  leftHanded: false,
  rotation: 'active-side',
  language: 'en',
  ambushAlwaysAsk: false,
  signal: null,
};
