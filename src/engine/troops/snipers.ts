/**
 * Snipers (Equipment Pack, Sniper; FAQ §IV Snipers, l.2455-2504; FAQ §I Dice Questions, l.300-311; docs/
 * rules-decisions.md C155-C157). A sniper is a one-figure infantry unit (units.ts `sniper`): it moves 1-2 hexes and
 * battles, may battle after entering any terrain, retreats 1-3 hexes per flag, fires 1 die up to 5 hexes with no
 * reduction for the target's terrain, never at armor (battle.ts), and its hits count stars. Its own flags, read here:
 *
 * - `hitOnlyByGrenades`: only grenades hit it (not the infantry symbol), stars too when the attacker's dice hit on
 *   stars (another sniper, Air Power: the attacker's reading prevails, FAQ §I Dice Questions);
 * - `noMedal`: its elimination gives no medal, and it never leaves the board by an exit (FAQ Q l.2502-2504).
 */
import { scoreRoll, type DieFace, type UnitSymbol } from '../dice';

/** Hits and flags of a roll against a unit of `symbol`, or against a sniper (`grenadesOnly`). */
export function scoreAgainst(faces: readonly DieFace[], symbol: UnitSymbol, grenadesOnly: boolean, starHits: boolean, starsOnly: boolean): { hits: number; flags: number } {
  if (!grenadesOnly) return scoreRoll(faces, symbol, starsOnly ? { starHits, starsOnly } : { starHits });
  let hits = 0;
  let flags = 0;
  for (const f of faces) {
    if (f === 'flag') flags++;
    else if (f === 'star' && (starHits || starsOnly)) hits++;
    else if (f === 'grenade' && !starsOnly) hits++;
  }
  return { hits, flags };
}
