/**
 * What the new-game screen (Picker.tsx) decides, as pure functions tested without a DOM: the seed of a new game and
 * the GameSetup made from the form.
 */
import type { GameOptions } from '../../engine/types';
import type { Scenario } from '../../scenario/types';
import { PICKER_TEXT } from '../text/picker';
import type { Side } from '../../engine/hex';
import { COMPUTER_LEVELS, type ComputerLevel, type GameSetup, type SeatMode } from '../game/setup';
import { COMPUTER_TEXT } from '../text/computer';

/** A seed a URL may fix: short, and made of characters that need no escaping anywhere we show or store it. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The seed fixed by the page address, from its query string (`location.search`): `?seed=abc123` makes every new game
 * started from this page use the seed `abc123`, so browser tests and bug reports can replay the same deal and dice.
 * Null when there is no `seed` parameter or it is not 1 to 64 of [A-Za-z0-9_-].
 */
export function seedFromSearch(search: string): string | null {
  const seed = new URLSearchParams(search).get('seed');
  return seed !== null && SEED_PATTERN.test(seed) ? seed : null;
}

/** 16 hex characters (64 bits) from `fill`, the browser's crypto.getRandomValues unless a test passes its own. */
export function randomSeed(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(8);
  fill(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the player chose on the form. */
export interface PickerChoices {
  mode: SeatMode;
  /** As typed; blank names fall back to "Player 1" / "Player 2". */
  names: [string, string];
  youngGenerals: boolean;
  /** Only counts with Young Generals (the engine option is defined for that variant). */
  noTakeGround: boolean;
  /** Two phones: the side this phone plays. */
  netSide: Side;
  /** Who plays each player (by index, like `names`): a human (null) or the computer at a level. */
  computer: [ComputerLevel | null, ComputerLevel | null];
}

export const DEFAULT_CHOICES: PickerChoices = {
  mode: 'pass-and-play',
  names: [PICKER_TEXT.defaultName(0), PICKER_TEXT.defaultName(1)],
  youngGenerals: false,
  noTakeGround: false,
  netSide: 'allies',
  computer: [null, null],
};

/** Where the player's last choice of computer players is kept (localStorage, JSON `[level|null, level|null]`). */
export const COMPUTER_CHOICE_KEY = 'pocket44.computer';

const isLevel = (x: unknown): x is ComputerLevel | null => x === null || COMPUTER_LEVELS.includes(x as ComputerLevel);

/** The last choice of computer players, checked; both human when none was kept or it is unreadable. */
export function loadComputerChoice(storage: Pick<Storage, 'getItem'> | null): [ComputerLevel | null, ComputerLevel | null] {
  try {
    const raw = JSON.parse(storage?.getItem(COMPUTER_CHOICE_KEY) ?? 'null') as unknown;
    if (Array.isArray(raw) && raw.length === 2 && isLevel(raw[0]) && isLevel(raw[1])) return [raw[0], raw[1]];
  } catch {
    // unreadable: the default
  }
  return [null, null];
}

/** Keeps the choice for the next new battle (a blocked storage is not an error: the choice is just not kept). */
export function saveComputerChoice(storage: Pick<Storage, 'setItem'> | null, computer: readonly [ComputerLevel | null, ComputerLevel | null]): void {
  try {
    storage?.setItem(COMPUTER_CHOICE_KEY, JSON.stringify(computer));
  } catch {
    // not kept
  }
}

/** A name with its spaces tidied; the default name when nothing is left. */
export function playerName(typed: string, index: 0 | 1): string {
  const name = typed.replace(/\s+/g, ' ').trim();
  return name || PICKER_TEXT.defaultName(index);
}

/**
 * The first game of a new match: player 1 commands the Allies. The variant flags are present only when on (a plain
 * game's record carries none); `ambushAlwaysAsk` comes from the settings and is always stated.
 */
export function buildSetup(scenario: Scenario, choices: PickerChoices, seed: string, ambushAlwaysAsk: boolean): GameSetup {
  const options: GameOptions = { ambushAlwaysAsk };
  if (choices.youngGenerals) {
    options.youngGenerals = true;
    if (choices.noTakeGround) options.noTakeGround = true;
  }
  if (choices.mode === 'network') {
    // Player 1 is this phone, on the side chosen; player 2 names themselves when they join.
    return {
      scenario,
      seed,
      options,
      mode: 'network',
      players: { names: [playerName(choices.names[0], 0), PICKER_TEXT.guestDefault] },
      match: [{ seats: choices.netSide === 'allies' ? { allies: 0, axis: 1 } : { allies: 1, axis: 0 } }],
    };
  }
  const [c0, c1] = choices.computer;
  // A computer player is named by its level; the setup says who it is (absent when both players are human).
  const name = (index: 0 | 1) => {
    const level = choices.computer[index];
    return level ? COMPUTER_TEXT.name(level) : playerName(choices.names[index], index);
  };
  return {
    scenario,
    seed,
    options,
    mode: choices.mode,
    players: { names: [name(0), name(1)] },
    match: [{ seats: { allies: 0, axis: 1 } }],
    ...(c0 || c1 ? { computer: [c0, c1] as [ComputerLevel | null, ComputerLevel | null] } : {}),
  };
}
