/**
 * Markers drawn on a hex that carry no rule of the engine's: the battle's own notes give them their meaning (a battle
 * star: paradrop targets in one battle, reinforcements held back in another; rules-decisions C27). The engine keeps
 * them on the board so they are drawn and described; no rule reads them. Each kind lists the `.m44` tag names it is
 * read from; art (ui/board/art/markers.ts) and words (ui/text/board.ts) are Records over the kinds.
 */
export const MARKERS = {
  /** A battle star (`.m44` `tag1`): its meaning is the scenario's own special rule. */
  'battle-star': { m44: ['tag1'] },
  /** Any other marker of a file with no behaviour our documents describe: drawn as a plain token. */
  token: { m44: [] as string[] },
} as const satisfies Record<string, { m44: readonly string[] }>;

export type MarkerKind = keyof typeof MARKERS;
export const MARKER_KINDS = Object.keys(MARKERS) as MarkerKind[];
