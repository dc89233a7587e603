/** The battle die: six faces, two of them infantry. */
export type DieFace = 'infantry' | 'armor' | 'grenade' | 'star' | 'flag';

export const DIE_FACES: readonly DieFace[] = ['infantry', 'infantry', 'armor', 'grenade', 'star', 'flag'];

export function isDieFace(x: unknown): x is DieFace {
  return x === 'infantry' || x === 'armor' || x === 'grenade' || x === 'star' || x === 'flag';
}

/** The symbol a unit is hit by, besides grenades (artillery has none on the dice). */
export type UnitSymbol = 'infantry' | 'armor' | 'artillery';

export interface HitRule {
  /** Stars also hit (Air Power). */
  starHits: boolean;
  /** Only stars hit (artillery against a fortress: house rules App. 2 Bunkers, Fortress); flags still count. */
  starsOnly?: boolean;
}

/** Hits and flags of a roll against a unit symbol. Rulebook p.10 "Resolve Battle"; cards.md Air Power. */
export function scoreRoll(faces: readonly DieFace[], symbol: UnitSymbol, rule: HitRule): { hits: number; flags: number } {
  let hits = 0;
  let flags = 0;
  for (const f of faces) {
    if (f === 'grenade') {
      if (!rule.starsOnly) hits++;
    }
    else if (f === 'flag') flags++;
    else if (f === 'star') {
      if (rule.starHits || rule.starsOnly) hits++;
    } else if (f === symbol && !rule.starsOnly) hits++;
  }
  return { hits, flags };
}
