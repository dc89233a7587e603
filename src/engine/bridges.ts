/**
 * Bridges a battle's rules let the players build or blow (scenario `rules.pontoons`, `rules.blowBridges`; FAQ §II
 * Pontoon Bridges l.1150-1170, §III Blowing up Bridges l.1720-1745; docs/rules-decisions.md C60-C64): which card
 * plays are offered, which hexes they may pick, and the board change they make.
 *
 * Bridges are board data (`board.cells[i].bridge`), and games of one battle share one board object (setup.ts). A
 * game whose bridges change gets its own copy of the board, with only the changed cell replaced: the shared board is
 * never touched, and a game in which no bridge changed keeps the shared board, so its state is unchanged.
 */
import { cardDef, cardType, mirroredCardType, type CardType } from './cards';
import { replaceCell } from './board';
import { mayBlow } from './bridgeLimits';
import { allHexes, hexIndex, sectionsOf, type Hex, type Section, type Side } from './hex';
import type { Cell, GameState, PlayAs } from './types';

const ATTACK_CARDS: ReadonlySet<CardType> = new Set<CardType>(['attack-left', 'attack-centre', 'attack-right']);

/** The card a play of `card` stands for: a Counter-Attack is the card it copies (FAQ §VIII Counter-Attack, l.3507). */
function playedType(s: GameState, side: Side, card: number): CardType | null {
  const type = cardType(card);
  if (type !== 'counter-attack') return type;
  const last = s.lastCommand[side === 'axis' ? 'allies' : 'axis'];
  return last ? mirroredCardType(last.type) : null;
}

/** The sections a section card orders in, from its player's seat (none for a tactic card). */
function cardSections(type: CardType): Section[] {
  const def = cardDef(type);
  if (def.kind !== 'section' || !def.sections) return [];
  return (Object.keys(def.sections) as Section[]).filter((k) => (def.sections![k] ?? 0) > 0);
}

/** May the side still build a pontoon bridge (the rule names it, and its count, if any, is not used up)? */
function pontoonsLeft(s: GameState, side: Side): boolean {
  const rule = s.special?.pontoons?.[side];
  if (!rule) return false;
  return rule.max === undefined || (s.pontoons?.[side] ?? 0) < rule.max;
}

/** River hexes without a bridge in `section` (from `side`'s seat) where a pontoon bridge may be placed. */
export function pontoonHexes(s: GameState, side: Side, section: Section): Hex[] {
  const g = s.board.geometry;
  const out: Hex[] = [];
  for (const h of allHexes(g)) {
    const c = s.board.cells[hexIndex(g, h)];
    if (!c || c.terrain !== 'river' || c.bridge || c.impassable) continue;
    if (sectionsOf(g, h, s.edges[side]).includes(section)) out.push(h);
  }
  return out;
}

/**
 * Bridges in any of `sections` (from `side`'s seat) that may be blown: every bridge on the board, pontoons
 * included, whoever built it (FAQ §II Pontoon Bridges Q2), except the hexes of a long bridge span (decision C61).
 */
export function blowableBridges(s: GameState, side: Side, sections: readonly Section[]): Hex[] {
  const g = s.board.geometry;
  const out: Hex[] = [];
  for (const h of allHexes(g)) {
    const c = s.board.cells[hexIndex(g, h)];
    if (!c?.bridge || c.span !== undefined) continue;
    // holdout3: only the bridges the battle names, and with its own unit next to it when it says so (bridgeLimits.ts).
    if (s.special?.blowable && !mayBlow(s, side, h, s.special.blowable)) continue;
    if (sectionsOf(g, h, s.edges[side]).some((k) => sections.includes(k))) out.push(h);
  }
  return out;
}

/** The section an Attack card builds a pontoon in (null: the card is no Attack card). */
export function pontoonSection(type: CardType): Section | null {
  return ATTACK_CARDS.has(type) ? cardSections(type)[0]! : null;
}

/** The bridge plays `side` may make with `card` now: build a pontoon, blow a bridge (each only if it has a target). */
export function bridgePlays(s: GameState, side: Side, card: number): PlayAs[] {
  const sp = s.special;
  if (!sp?.pontoons && !sp?.blowBridges) return [];
  const type = playedType(s, side, card);
  if (!type) return [];
  const out: PlayAs[] = [];
  const section = pontoonSection(type);
  if (section && pontoonsLeft(s, side) && pontoonHexes(s, side, section).length) out.push('pontoon');
  const sections = cardSections(type);
  if (sp.blowBridges?.[side] && sections.length && blowableBridges(s, side, sections).length) out.push('blow');
  return out;
}

/** The pending choice a bridge play leads to. */
export function bridgePending(s: GameState, side: Side, card: number, as: 'pontoon' | 'blow'): GameState['pending'][number] {
  const type = playedType(s, side, card)!;
  if (as === 'pontoon') return { kind: 'pontoon', actor: side, section: pontoonSection(type)! };
  return { kind: 'blow', actor: side, sections: cardSections(type), option: s.special!.blowBridges![side]!.option };
}

/**
 * Change one hex's bridge in a draft: the draft gets its own board (cells copied, the one cell replaced), so the board
 * shared by the battle's other games, and the tables derived from it (grid.ts), are never changed.
 */
export function setBridge(s: GameState, h: Hex, to: 'pontoon' | 'none'): void {
  const i = hexIndex(s.board.geometry, h);
  const old = s.board.cells[i]!;
  let cell: Cell;
  if (to === 'pontoon') {
    const { blown: _blown, ...rest } = old;
    cell = { ...rest, bridge: true, pontoon: true };
  } else {
    // The bridge is gone; its trace stays for the board and the inspection (decision C92).
    const { bridge: _bridge, pontoon: _pontoon, ...rest } = old;
    cell = { ...rest, blown: true };
  }
  replaceCell(s, i, cell);
}
