/**
 * Readings of the last real scenarios the public survey left refused (docs/research/holdout-survey.md; helper
 * holdout3, rules-decisions C410 onward): a minefield that names no side (1340 Across the River Roer), a battle's
 * impassable woods and villages (17 Villers-Bocage), several airdrop waves (6687 Drop in the Night).
 */
import { other } from '../engine/board';
import type { Hex, Side } from '../engine/hex';

/** A hex as the importer drafts it, as far as its minefield goes. */
export interface MinefieldDraft extends Hex {
  minefield?: Side;
  /** A minefield tag that names no side (`tag3` + `MINE_FIELD` without `side`). */
  minefieldUnsided?: boolean;
}

/**
 * Who laid the minefields a file leaves without a side (decision C410). The rules: "The Scenario Briefing Notes
 * indicate which side has laid Minefields" (house rules l.407), and the FAQ's answer for scenarios that do not say:
 * "Usually the defending force controls a Minefield" (FAQ §II Minefields, l.1098-1100). So, in order:
 * 1. the side that laid every other minefield of the battle, when the others all name the same side;
 * 2. else the side whose half of the board the field lies in (the rows nearer its edge: a side mines its own ground);
 * 3. on the middle row of an odd board, the defender: the side that does not move first.
 * Sets `minefield` on each unsided draft; returns how many each side got, for the player's warning.
 */
export function layUnsidedMinefields(drafts: Iterable<MinefieldDraft>, rows: number, top: Side, first: Side): Record<Side, number> {
  const all = [...drafts];
  const sided = new Set(all.filter((d) => d.minefield && !d.minefieldUnsided).map((d) => d.minefield!));
  const same = sided.size === 1 ? [...sided][0]! : undefined;
  const count: Record<Side, number> = { axis: 0, allies: 0 };
  for (const d of all) {
    if (!d.minefieldUnsided) continue;
    const mid = rows - 1 - 2 * d.row; // > 0: the top half; < 0: the bottom half; 0: the middle row
    const side = same ?? (mid > 0 ? top : mid < 0 ? other(top) : other(first));
    d.minefield = side;
    count[side]++;
  }
  return count;
}

/** A hex as the importer drafts it, as far as a unit afloat goes. */
export interface AfloatDraft {
  terrain?: string;
  bridge?: boolean;
  unit?: { kind: string; raft?: boolean };
}

/**
 * Infantry drawn on a river hex with no bridge (decision C411; 1340 Across the River Roer, three US units in the
 * Roer): a unit cannot stand there (rulebook: "A River is impassable terrain"), so the file shows it crossing in its
 * assault boats: FAQ §III Collapsible Rafts & Boats (l.1783-1811), a unit with a boat floats on a river hex. Such a unit
 * gets its boat (`raft`); `canFloat` says which kinds may carry one (troops/heroicLeader.ts `canLead`: infantry).
 * Returns how many units were set afloat.
 */
export function setAfloat(drafts: Iterable<AfloatDraft>, canFloat: (kind: string) => boolean): number {
  let n = 0;
  for (const d of drafts) {
    if (d.terrain !== 'river' || d.bridge || !d.unit || d.unit.raft || !canFloat(d.unit.kind)) continue;
    d.unit.raft = true;
    n++;
  }
  return n;
}

/** Terrain kinds a file may close with the impassable behavior (decision C413): woods and villages. */
const CLOSABLE: ReadonlySet<string> = new Set(['forest', 'town']);

/** May the behavior IMPASSABLE_HILL close this terrain kind (a wood or a village, C413)? */
export function closableCover(kind: string | undefined): boolean {
  return kind !== undefined && CLOSABLE.has(kind);
}

/** A hex as the importer drafts it, as far as closed cover goes. */
export interface CoverDraft extends Hex {
  terrain?: string;
  /** The file puts IMPASSABLE_HILL on this wood or village. */
  closedCover?: boolean;
  impassable?: true;
  unit?: unknown;
}

/** The terrain change that closes a kind: no class may enter it, nor retreat into it (as a lake). */
export const CLOSED = { noEntry: 7, noRetreat: true } as const;

/**
 * Woods and villages the file marks impassable (decision C413; 17 Villers-Bocage: every wood and village of the
 * board). When every hex of a kind carries the behavior, the battle's own terrain rule closes the kind (`rules.terrain`
 * `{ noEntry: 7, noRetreat: true }`): nothing enters or retreats into it, the units the file sets there may leave, its
 * cover and sight are the tile's. Otherwise each marked hex with no unit is `impassable`; a marked hex with a unit on
 * it cannot be said either way and is returned, for the importer to refuse by name.
 */
export function closeCover(drafts: Iterable<CoverDraft>): { terrain: Record<string, typeof CLOSED>; refused: Hex[] } {
  const all = [...drafts];
  const terrain: Record<string, typeof CLOSED> = {};
  const refused: Hex[] = [];
  for (const kind of CLOSABLE) {
    const of = all.filter((d) => d.terrain === kind);
    const closed = of.filter((d) => d.closedCover);
    if (closed.length === 0) continue;
    if (closed.length === of.length) {
      terrain[kind] = CLOSED;
      continue;
    }
    for (const d of closed) {
      if (d.unit) refused.push({ row: d.row, col: d.col });
      else d.impassable = true;
    }
  }
  return { terrain, refused };
}
