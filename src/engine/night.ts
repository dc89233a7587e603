/**
 * Night visibility (FAQ §III Night Attacks, l.2042-2068; "Night Visibility Chart", l.336-343; decision C11). A battle
 * with `rules.night` starts in darkness: units battle only targets within the visibility range (level 1: adjacent
 * hexes; level n: n hexes), "all units are subject to this limitation on their firing range". At the start of each
 * Allied turn the Allies roll 4 dice, and each star raises the level by one; at level 6 it is full daylight and the
 * range is no longer limited. Card strikes (Air Power, Barrage) are not a unit's fire and are not limited.
 */
import { rngOf } from './cache';
import { DIE_FACES } from './dice';
import { nextInt } from './rng';
import type { GameState } from './types';
import type { Ctx } from './turn/draft';
import { roll } from './turn/roll';

/** Full daylight: the chart is set aside. */
export const DAYLIGHT = 6;
const DAWN_DICE = 4;

/** The longest battle a unit may make now: its range, cut by the night (Infinity by day). */
export function visibleRange(s: GameState): number {
  const level = s.night?.level;
  return level === undefined || level >= DAYLIGHT ? Infinity : level;
}

/** Night at set-up: level 1, and the Allies' first roll when they move first (no events at set-up). */
export function startNight(s: GameState): void {
  if (!s.special?.night) return;
  let level = 1;
  if (s.turn.side === 'allies') {
    for (let i = 0; i < DAWN_DICE; i++) if (DIE_FACES[nextInt(rngOf(s), 6)] === 'star') level++;
  }
  s.night = { level: Math.min(DAYLIGHT, level) };
}

/** The start of a turn: the Allies' dawn roll while it is still night. */
export function dawnRoll(s: GameState, ctx: Ctx): void {
  if (!s.night || s.night.level >= DAYLIGHT || s.turn.side !== 'allies') return;
  const stars = roll(s, ctx, DAWN_DICE).filter((f) => f === 'star').length;
  const level = Math.min(DAYLIGHT, s.night.level + stars);
  s.night = { level };
  ctx.events.push({ type: 'visibility', stars, level });
}
