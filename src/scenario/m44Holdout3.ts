/**
 * Readings of the last real scenarios the public survey left refused (docs/research/holdout-survey.md; helper
 * holdout3, rules-decisions C410 onward): a minefield that names no side (1340 Across the River Roer), a battle's
 * impassable woods and villages (17 Villers-Bocage), several airdrop waves (6687 Drop in the Night).
 */
import { other } from '../engine/board';
import type { Hex, Side } from '../engine/hex';
import type { BlowableBridges } from '../engine/scenario';

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
 * gets its boat (`raft`); `canFloat` says which kinds may carry one (troops/rafts.ts `canRaft`: infantry, never a patrol car).
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

/**
 * The airdrop's `nbr_units` written as a list (6687 Drop in the Night: `[3, 3, 3]`, three drops; decision C415): the
 * units of each drop, or undefined when it is not a list of whole numbers 1-10 (a single number is read as before).
 */
export function dropCounts(raw: unknown): number[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 6) return undefined;
  const out = raw.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : NaN));
  return out.every((n) => Number.isInteger(n) && n >= 1 && n <= 10) ? out : undefined;
}

/**
 * The centres of several drops, written as a list or as prose naming hexes (6687: "F14, I12, J6 (stars tokens)"; C415):
 * the words in brackets are dropped, the rest split at commas, semicolons or "and", each name read by `read`. A name
 * the board's naming puts between two hexes of a row (a capital letter on a row of odd columns) is the hex just right
 * of it, as the battle's star tokens stand (6687's three names are the three stars so read).
 */
export function dropCentres(raw: unknown, read: (name: unknown) => Hex | undefined): Hex[] {
  const names: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.replace(/\([^)]*\)?/g, ' ').split(/,|;|\band\b/i).map((x) => x.trim()).filter((x) => x !== '') : [raw];
  const out: Hex[] = [];
  for (const n of names) {
    let h = read(n);
    if (!h && typeof n === 'string' && /^\s*[A-Z]\d{1,2}\s*$/.test(n)) h = read(n.trim().toLowerCase());
    if (h) out.push(h);
  }
  return out;
}

/** Bridge behaviors of the online edition this app reads (decision C416). */
export const BLOW_BEHAVIORS: ReadonlySet<string> = new Set(['CAN_BE_BLOWN', 'ONE_MEDAL_IF_BLOWN']);

/**
 * The options `blowbridge_opt1` / `blowbridge_opt2` (6687: `{ side: "ALLIES", option: "NEED_NEIGHBOUR_UNIT" }`;
 * decision C416): the side that may blow bridges, by the FAQ's option 1 (sure, the card lost) or 2 (2 dice, a star),
 * as the battle rules `allied-sure-demolition`, `allied-demolition` and the Axis ones; `nextToUnit` when the option
 * asks for a unit next to the bridge; `unknown`, an option value the app does not read (listed for the player).
 * Undefined when the value names no side (or is switched off).
 */
export function blowRule(key: string, value: unknown): { side: Side; option: 1 | 2; nextToUnit: boolean; unknown?: string } | undefined {
  const option: 1 | 2 = key.endsWith('1') ? 1 : 2;
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const sideRaw = obj ? obj.side : value;
  const s = typeof sideRaw === 'string' ? sideRaw.trim().toUpperCase() : undefined;
  const side: Side | undefined = s === 'ALLIES' ? 'allies' : s === 'AXIS' ? 'axis' : undefined;
  if (!side) return undefined;
  const opt = obj && typeof obj.option === 'string' ? obj.option.trim().toUpperCase() : undefined;
  const nextToUnit = opt === 'NEED_NEIGHBOUR_UNIT' || opt === 'NEED_NEIGHBOR_UNIT';
  return { side, option, nextToUnit, ...(opt && !nextToUnit ? { unknown: opt.slice(0, 30) } : {}) };
}

/** A hex as the importer drafts it, as far as blowing its bridge goes. */
export interface BridgeDraft extends Hex {
  bridge?: boolean;
  spanSection?: boolean;
  blowable?: boolean;
  blowMedal?: boolean;
}

/**
 * The battle's `rules.blowable` (decision C416): with a side allowed to blow bridges (`blow`), the bridges the file
 * marks CAN_BE_BLOWN / ONE_MEDAL_IF_BLOWN (none marked: every bridge, which is the rule's default, so no limit unless a
 * unit must stand next to it), the medal ones, and the unit next to it. Undefined: no limit. Null: bridges are marked
 * but no side may blow them (the file names no option): the importer lists them as not played.
 */
export function bridgeLimits(drafts: Iterable<BridgeDraft>, blow: { nextToUnit: boolean } | undefined): BlowableBridges | undefined | null {
  const all = [...drafts].sort((a, b) => a.row - b.row || a.col - b.col);
  const marked = all.filter((d) => d.blowable);
  if (!blow) return marked.length > 0 ? null : undefined;
  if (marked.length === 0 && !blow.nextToUnit) return undefined;
  const hexes = (marked.length > 0 ? marked : all.filter((d) => d.bridge && !d.spanSection)).map((d) => ({ row: d.row, col: d.col }));
  const medals = marked.filter((d) => d.blowMedal).map((d) => ({ row: d.row, col: d.col }));
  return { hexes, ...(medals.length > 0 ? { medals } : {}), ...(blow.nextToUnit ? { nextToUnit: true as const } : {}) };
}
