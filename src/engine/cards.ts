/**
 * The 60 Command cards of the base deck (../shared/rules/cards.md). A card in play is a number 0..59: its
 * index in `DECK`, so two copies of a card are told apart and every card can be accounted for. A battle played with
 * two decks (`MAX_DECKS`) numbers the second deck's cards 60..119.
 */
import type { Section } from './hex';

export type CardType =
  | 'recon-left'
  | 'recon-centre'
  | 'recon-right'
  | 'probe-left'
  | 'probe-centre'
  | 'probe-right'
  | 'attack-left'
  | 'attack-centre'
  | 'attack-right'
  | 'assault-left'
  | 'assault-centre'
  | 'assault-right'
  | 'recon-in-force'
  | 'general-advance'
  | 'pincer-move'
  | 'direct-from-hq'
  | 'move-out'
  | 'armor-assault'
  | 'infantry-assault'
  | 'counter-attack'
  | 'artillery-bombard'
  | 'barrage'
  | 'air-power'
  | 'ambush'
  | 'behind-enemy-lines'
  | 'close-assault'
  | 'dig-in'
  | 'firefight'
  | 'medics-mechanics'
  | 'their-finest-hour';

/** Orders per section for a section card; ALL = every unit in the section. */
export const ALL = 99;

export interface CardDef {
  type: CardType;
  name: string;
  kind: 'section' | 'tactic';
  count: number;
  /** Section cards: units ordered in each section (left/centre/right from the player's own seat). */
  sections?: Partial<Record<Section, number>>;
  /** Recon cards: draw 2 keep 1 at the end of the turn. */
  recon?: boolean;
}

export const CARD_DEFS: readonly CardDef[] = [
  { type: 'recon-left', name: 'Recon Left Flank', kind: 'section', count: 2, sections: { left: 1 }, recon: true },
  { type: 'recon-centre', name: 'Recon Centre', kind: 'section', count: 2, sections: { centre: 1 }, recon: true },
  { type: 'recon-right', name: 'Recon Right Flank', kind: 'section', count: 2, sections: { right: 1 }, recon: true },
  { type: 'probe-left', name: 'Probe Left Flank', kind: 'section', count: 4, sections: { left: 2 } },
  { type: 'probe-centre', name: 'Probe Centre', kind: 'section', count: 5, sections: { centre: 2 } },
  { type: 'probe-right', name: 'Probe Right Flank', kind: 'section', count: 4, sections: { right: 2 } },
  { type: 'attack-left', name: 'Attack Left Flank', kind: 'section', count: 3, sections: { left: 3 } },
  { type: 'attack-centre', name: 'Attack Centre', kind: 'section', count: 4, sections: { centre: 3 } },
  { type: 'attack-right', name: 'Attack Right Flank', kind: 'section', count: 3, sections: { right: 3 } },
  { type: 'assault-left', name: 'Assault Left Flank', kind: 'section', count: 2, sections: { left: ALL } },
  { type: 'assault-centre', name: 'Assault Centre', kind: 'section', count: 2, sections: { centre: ALL } },
  { type: 'assault-right', name: 'Assault Right Flank', kind: 'section', count: 2, sections: { right: ALL } },
  { type: 'recon-in-force', name: 'Recon in Force', kind: 'section', count: 3, sections: { left: 1, centre: 1, right: 1 } },
  { type: 'general-advance', name: 'General Advance', kind: 'section', count: 1, sections: { left: 2, centre: 2, right: 2 } },
  { type: 'pincer-move', name: 'Pincer Move', kind: 'section', count: 1, sections: { left: 2, right: 2 } },
  { type: 'direct-from-hq', name: 'Direct from HQ', kind: 'tactic', count: 2 },
  { type: 'move-out', name: 'Move Out!', kind: 'tactic', count: 2 },
  { type: 'armor-assault', name: 'Armor Assault', kind: 'tactic', count: 2 },
  { type: 'infantry-assault', name: 'Infantry Assault', kind: 'tactic', count: 2 },
  { type: 'counter-attack', name: 'Counter-Attack', kind: 'tactic', count: 2 },
  { type: 'artillery-bombard', name: 'Artillery Bombard', kind: 'tactic', count: 1 },
  { type: 'barrage', name: 'Barrage', kind: 'tactic', count: 1 },
  { type: 'air-power', name: 'Air Power', kind: 'tactic', count: 1 },
  { type: 'ambush', name: 'Ambush', kind: 'tactic', count: 1 },
  { type: 'behind-enemy-lines', name: 'Behind Enemy Lines', kind: 'tactic', count: 1 },
  { type: 'close-assault', name: 'Close Assault', kind: 'tactic', count: 1 },
  { type: 'dig-in', name: 'Dig-In', kind: 'tactic', count: 1 },
  { type: 'firefight', name: 'Firefight', kind: 'tactic', count: 1 },
  { type: 'medics-mechanics', name: 'Medics & Mechanics', kind: 'tactic', count: 1 },
  { type: 'their-finest-hour', name: 'Their Finest Hour', kind: 'tactic', count: 1 },
];

const DEF_BY_TYPE = new Map<CardType, CardDef>(CARD_DEFS.map((d) => [d.type, d]));

/** The full deck: DECK[id] is the type of card id. 60 cards. */
export const DECK: readonly CardType[] = CARD_DEFS.flatMap((d) => Array.from({ length: d.count }, () => d.type));

/**
 * The most decks a battle shuffles together (scenario `deck.decks`): a Breakthrough battle plays two base decks
 * (docs/rules-decisions.md C30). Copy k of the deck holds card ids k * 60 .. k * 60 + 59, so every card in play is
 * still one number, two copies of a card are told apart, and its type is DECK[id mod 60].
 */
export const MAX_DECKS = 2;

export function cardDef(type: CardType): CardDef {
  return DEF_BY_TYPE.get(type)!;
}

/** The type of a card id, of any copy of the deck. */
export function cardType(id: number): CardType {
  return DECK[id % DECK.length]!;
}

export function isCardId(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < DECK.length * MAX_DECKS;
}

/**
 * Card ids of the deck used by a game (Young Generals: section cards only), from `decks` copies of the deck (1 unless
 * the scenario says otherwise). One deck gives the ids 0..59 exactly as before decks could be combined.
 */
export function deckIds(sectionCardsOnly: boolean, decks = 1): number[] {
  const out: number[] = [];
  for (let copy = 0; copy < decks; copy++) {
    for (let i = 0; i < DECK.length; i++) {
      if (!sectionCardsOnly || cardDef(DECK[i]!).kind === 'section') out.push(copy * DECK.length + i);
    }
  }
  return out;
}

/** The mirror of a section card for Counter-Attack: left <-> right. */
export function mirrorSection(s: Section): Section {
  return s === 'left' ? 'right' : s === 'right' ? 'left' : 'centre';
}

export function mirroredCardType(t: CardType): CardType {
  const m = /^(recon|probe|attack|assault)-(left|right)$/.exec(t);
  if (!m) return t;
  return `${m[1]}-${m[2] === 'left' ? 'right' : 'left'}` as CardType;
}
