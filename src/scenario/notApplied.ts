/**
 * What an imported `.m44` battle names but the app does not play, as data the import screen words for the player
 * (src/ui/text/scenarioImport.ts): the file's battle options we do not play, its special rules written only as prose,
 * markers drawn without a rule, the nations whose own rules the battle may call for, the expansions it was made with.
 * The battle imports; the list is shown before the player keeps it (rules-decisions C80-C81).
 */
import type { Hex, Side } from '../engine/hex';
import type { MarkerKind } from '../engine/markers';

/**
 * Battle-wide rules the online edition names in `game_info.options` and the app does not play (OPTIONS.md lists them
 * for the development battles), by option key; the value is the rule's id for the player's words. The options the app
 * plays are battleRules.ts `BATTLE_RULE_OPTIONS`, read first; the two sets share no key (tests/scenario/options-md.test.ts).
 * `empty_section_medals` is defined by none of our rule documents (rules-decisions C76).
 */
export const UNPLAYED_OPTIONS = {
  mine_deck_name: 'mine-deck',
  empty_section_medals: 'empty-section',
} as const satisfies Record<string, string>;

/** A rule the app does not play: one an option names, or a nation's own. */
export type UnplayedRule = (typeof UNPLAYED_OPTIONS)[keyof typeof UNPLAYED_OPTIONS];

/**
 * Nations whose own rules (FAQ §VII Nations) a battle of theirs may call for and the app does not play, by the `.m44`
 * nation code (`country_*`, upper case) and the nation suffix of unit names (lower case). None since the armies issue:
 * the Japanese and Italian units carry their rules (scenario unit `army`), and the Marines' Gung Ho, the Italian High
 * Command, the Commonwealth's Stiff Upper Lip and the Red Army's Commissar are battle-rule switches, on when the file's
 * option names them (decisions C170-C180).
 */
export const NATION_RULES: Readonly<Record<string, UnplayedRule>> = {
};

export type NotApplied =
  /** A battle option of the file that names a rule we do not play (`rule`), or an option we do not know (`key`). */
  | { kind: 'option'; rule: UnplayedRule }
  | { kind: 'unknown-option'; key: string }
  /** The file's text block holds more than a name: its special rules, if any, are in prose the player reads. */
  | { kind: 'prose' }
  /** Markers drawn without a rule (battle stars, other tags with no behaviour). */
  | { kind: 'marker'; marker: MarkerKind; hexes: Hex[] }
  /** A nation of the battle whose own rules are not played (`side`: the side it fights on). */
  | { kind: 'nation'; rule: UnplayedRule; side: Side }
  /** An expansion the file says it was made with (its `packs`), beyond the map and units it shows. */
  | { kind: 'pack'; pack: string }
  // swa (FAQ §IX; decision C210): a badge no document ties to a rule, kept on its units as an insignia.
  /** Units carrying a badge that no rule of ours reads (`badge`: the file's name, `badge37`): they play as their figures. */
  | { kind: 'badge'; badge: string; hexes: Hex[] }
  // holdout3 (decisions C415, C416)
  /** A piece of the battle the app does not play, where it stands (`hexes`, possibly none). */
  | { kind: 'piece'; piece: UnplayedPiece; hexes: Hex[] };

/**
 * holdout3: pieces of a battle not played: `later-airdrop`, a further airdrop the file holds back (6687's `airdrop2`,
 * due at full daylight, C415); `blowable-bridges`, bridges marked to be blown when no side is named to blow them (C416).
 */
export const UNPLAYED_PIECES = ['later-airdrop', 'blowable-bridges'] as const;
export type UnplayedPiece = (typeof UNPLAYED_PIECES)[number];

/** The list in a fixed order (options and nations by rule, once each; then prose, markers, packs). */
export function tidyNotApplied(items: readonly NotApplied[]): NotApplied[] {
  const out: NotApplied[] = [];
  const rules = new Set<string>();
  const order = ['option', 'unknown-option', 'nation', 'prose', 'marker', 'pack', 'badge', 'piece'] as const;
  for (const kind of order) {
    for (const it of items) {
      if (it.kind !== kind) continue;
      if (it.kind === 'option' || it.kind === 'nation') {
        if (rules.has(it.rule)) continue;
        rules.add(it.rule);
      }
      if (it.kind === 'unknown-option' && out.some((o) => o.kind === 'unknown-option' && o.key === it.key)) continue;
      if (it.kind === 'pack' && out.some((o) => o.kind === 'pack' && o.pack === it.pack)) continue;
      if (it.kind === 'prose' && out.some((o) => o.kind === 'prose')) continue;
      if (it.kind === 'badge') {
        const same = out.find((o): o is Extract<NotApplied, { kind: 'badge' }> => o.kind === 'badge' && o.badge === it.badge);
        if (same) {
          for (const h of it.hexes) if (!same.hexes.some((x) => x.row === h.row && x.col === h.col)) same.hexes.push({ row: h.row, col: h.col });
          same.hexes.sort((a, b) => a.row - b.row || a.col - b.col);
          continue;
        }
        out.push({ kind: 'badge', badge: it.badge, hexes: it.hexes.map((h) => ({ row: h.row, col: h.col })) });
        continue;
      }
      if (it.kind === 'marker') {
        const same = out.find((o): o is Extract<NotApplied, { kind: 'marker' }> => o.kind === 'marker' && o.marker === it.marker);
        if (same) {
          for (const h of it.hexes) if (!same.hexes.some((x) => x.row === h.row && x.col === h.col)) same.hexes.push({ row: h.row, col: h.col });
          same.hexes.sort((a, b) => a.row - b.row || a.col - b.col);
          continue;
        }
        out.push({ kind: 'marker', marker: it.marker, hexes: it.hexes.map((h) => ({ row: h.row, col: h.col })) });
        continue;
      }
      out.push(it);
    }
  }
  return out;
}

const RULES: ReadonlySet<string> = new Set<UnplayedRule>(Object.values(UNPLAYED_OPTIONS));
/** The badges kept as insignia: the `.m44` form, `badge` and a number (decision C210). */
export const INSIGNIA_BADGE = /^badge\d{1,3}$/;
const MARKER_NAMES: ReadonlySet<string> = new Set<MarkerKind>(['battle-star', 'token']);

/** The well-formed items of a list read back from storage (nothing stored is trusted); anything else is dropped. */
export function readNotApplied(raw: unknown): NotApplied[] {
  if (!Array.isArray(raw)) return [];
  const str = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 40;
  const hex = (h: unknown): h is Hex => !!h && typeof h === 'object' && Number.isSafeInteger((h as Hex).row) && Number.isSafeInteger((h as Hex).col);
  const out: NotApplied[] = [];
  for (const it of raw.slice(0, 50) as unknown[]) {
    if (!it || typeof it !== 'object') continue;
    const n = it as Record<string, unknown>;
    if (n.kind === 'option' && RULES.has(n.rule as string)) out.push({ kind: 'option', rule: n.rule as UnplayedRule });
    else if (n.kind === 'unknown-option' && str(n.key)) out.push({ kind: 'unknown-option', key: n.key });
    else if (n.kind === 'nation' && RULES.has(n.rule as string) && (n.side === 'axis' || n.side === 'allies')) out.push({ kind: 'nation', rule: n.rule as UnplayedRule, side: n.side });
    else if (n.kind === 'prose') out.push({ kind: 'prose' });
    else if (n.kind === 'marker' && MARKER_NAMES.has(n.marker as string) && Array.isArray(n.hexes) && n.hexes.length > 0 && n.hexes.length <= 200 && n.hexes.every(hex)) {
      out.push({ kind: 'marker', marker: n.marker as MarkerKind, hexes: (n.hexes as Hex[]).map((h) => ({ row: h.row, col: h.col })) });
    } else if (n.kind === 'pack' && str(n.pack)) out.push({ kind: 'pack', pack: n.pack });
    else if (n.kind === 'badge' && typeof n.badge === 'string' && INSIGNIA_BADGE.test(n.badge) && Array.isArray(n.hexes) && n.hexes.length <= 200 && n.hexes.every(hex)) {
      out.push({ kind: 'badge', badge: n.badge, hexes: (n.hexes as Hex[]).map((h) => ({ row: h.row, col: h.col })) });
    } else if (n.kind === 'piece' && (UNPLAYED_PIECES as readonly unknown[]).includes(n.piece) && Array.isArray(n.hexes) && n.hexes.length <= 200 && n.hexes.every(hex)) {
      out.push({ kind: 'piece', piece: n.piece as UnplayedPiece, hexes: (n.hexes as Hex[]).map((h) => ({ row: h.row, col: h.col })) });
    }
  }
  return out;
}
