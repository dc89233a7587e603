/**
 * The army a side fields (issue 17, the armies; issue 15, the game bar): read from the battle's side nation
 * (scenario `sides.*.nation`, the `.m44` `country_playerN`) and from the army rules in force (the Marines' Gung Ho,
 * the Red Army's Commissar, Stiff Upper Lip, the Italian High Command), or from the side's units' own `army`. Shown
 * as a small mark of our own and its name in words on the side's chip (GameScreen `MedalTrack`, `ArmyMark.tsx`).
 */
import type { GameState, Side } from '../../engine/types';

/** The armies the game bar can mark (each has its mark in ArmyMark.tsx and its words in text/game.ts `army`). */
export const ARMY_IDS = ['DE', 'US', 'USMC', 'GB', 'BCF', 'CA', 'FR', 'IT', 'JP', 'RU', 'PL', 'NL', 'SK'] as const;
export type ArmyId = (typeof ARMY_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(ARMY_IDS);

/**
 * The army of `side`: the army rules in force first (they name the army the battle plays), then the side's nation
 * code, then an army its units carry. Null when nothing says (the chip then shows the side alone).
 */
export function sideArmy(state: Pick<GameState, 'special' | 'units'>, nation: string | undefined, side: Side): ArmyId | null {
  const sp = state.special;
  if (sp?.gungHo === side) return 'USMC';
  if (sp?.commissar === side) return 'RU';
  if (sp?.stiffUpperLip === side) return 'BCF';
  if (sp?.highCommand === side) return 'IT';
  const code = nation?.toUpperCase();
  if (code !== undefined && KNOWN.has(code)) return code as ArmyId;
  for (const u of state.units) {
    if (u.side !== side || !u.army) continue;
    return u.army === 'japanese' ? 'JP' : u.army === 'french' ? 'FR' : 'IT';
  }
  return null;
}
