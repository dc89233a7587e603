/**
 * Words of the command cards: each card type's name, a one-line summary of what it orders (on the card face and in
 * its accessible name) and a short text of what it does (shown when the card is selected). Written for this app
 * from the rule facts in ../shared/rules/cards.md; left and right are always the player's own.
 */
import { translatable } from '../i18n';
import type { CardType } from '../../engine/cards';
import type { Section } from '../../engine/hex';

/** Card titles. The section cards' long titles; `short` drops the flank, which the card's diagram shows. */
const NAME = {
  'recon-left': 'Recon Left Flank',
  'recon-centre': 'Recon Centre',
  'recon-right': 'Recon Right Flank',
  'probe-left': 'Probe Left Flank',
  'probe-centre': 'Probe Centre',
  'probe-right': 'Probe Right Flank',
  'attack-left': 'Attack Left Flank',
  'attack-centre': 'Attack Centre',
  'attack-right': 'Attack Right Flank',
  'assault-left': 'Assault Left Flank',
  'assault-centre': 'Assault Centre',
  'assault-right': 'Assault Right Flank',
  'recon-in-force': 'Recon in Force',
  'general-advance': 'General Advance',
  'pincer-move': 'Pincer Move',
  'direct-from-hq': 'Direct from HQ',
  'move-out': 'Move Out!',
  'armor-assault': 'Armor Assault',
  'infantry-assault': 'Infantry Assault',
  'counter-attack': 'Counter-Attack',
  'artillery-bombard': 'Artillery Bombard',
  barrage: 'Barrage',
  'air-power': 'Air Power',
  ambush: 'Ambush',
  'behind-enemy-lines': 'Behind Enemy Lines',
  'close-assault': 'Close Assault',
  'dig-in': 'Dig-In',
  firefight: 'Firefight',
  'medics-mechanics': 'Medics & Mechanics',
  'their-finest-hour': 'Their Finest Hour',
} satisfies Record<CardType, string>;

/**
 * Titles on the small cards of a hand: the flank is left to the diagram's lit segment, and the longest tactic names
 * are cut to a word that fits (the full name is in the card's accessible name and its opened text).
 */
const SHORT: Partial<Record<CardType, string>> = {
  'recon-left': 'Recon',
  'recon-centre': 'Recon',
  'recon-right': 'Recon',
  'probe-left': 'Probe',
  'probe-centre': 'Probe',
  'probe-right': 'Probe',
  'attack-left': 'Attack',
  'attack-centre': 'Attack',
  'attack-right': 'Attack',
  'assault-left': 'Assault',
  'assault-centre': 'Assault',
  'assault-right': 'Assault',
  'direct-from-hq': 'From HQ',
  'artillery-bombard': 'Bombard',
  'behind-enemy-lines': 'Behind Lines',
  'medics-mechanics': 'Medics',
  'their-finest-hour': 'Finest Hour',
};

/** One line: what the card orders. */
const SUMMARY = {
  'recon-left': '1 unit on the left flank',
  'recon-centre': '1 unit in the centre',
  'recon-right': '1 unit on the right flank',
  'probe-left': '2 units on the left flank',
  'probe-centre': '2 units in the centre',
  'probe-right': '2 units on the right flank',
  'attack-left': '3 units on the left flank',
  'attack-centre': '3 units in the centre',
  'attack-right': '3 units on the right flank',
  'assault-left': 'All units on the left flank',
  'assault-centre': 'All units in the centre',
  'assault-right': 'All units on the right flank',
  'recon-in-force': '1 unit in each section',
  'general-advance': '2 units in each section',
  'pincer-move': '2 units on the left flank and 2 on the right flank',
  'direct-from-hq': '4 units of your choice',
  'move-out': '4 infantry units',
  'armor-assault': '4 armor units, +1 die in close assault',
  'infantry-assault': 'All infantry in one section, moving farther',
  'counter-attack': 'The command your opponent just played',
  'artillery-bombard': 'All artillery: move 3 or battle twice',
  barrage: '4 dice at any one enemy unit',
  'air-power': 'A strike on up to 4 enemy units side by side',
  ambush: 'Fire first at a unit that close-assaults you',
  'behind-enemy-lines': '1 infantry unit: move, battle, move again',
  'close-assault': 'All infantry and armor next to an enemy, +1 die',
  'dig-in': '4 infantry units dig in with sandbags',
  firefight: '4 units not next to an enemy fire with +1 die',
  'medics-mechanics': 'Bring back figures to 1 damaged unit',
  'their-finest-hour': 'Roll dice to order units, +1 die',
} satisfies Record<CardType, string>;

const NO_INFANTRY = 'With no infantry left, order 1 unit of your choice instead.';

/** What the card does: one or two plain sentences. */
const TEXT = {
  'recon-left':
    'Order 1 unit on your left flank. At the end of the turn draw 2 command cards, keep 1 and discard the other.',
  'recon-centre':
    'Order 1 unit in the centre. At the end of the turn draw 2 command cards, keep 1 and discard the other.',
  'recon-right':
    'Order 1 unit on your right flank. At the end of the turn draw 2 command cards, keep 1 and discard the other.',
  'probe-left': 'Order 2 units on your left flank.',
  'probe-centre': 'Order 2 units in the centre.',
  'probe-right': 'Order 2 units on your right flank.',
  'attack-left': 'Order 3 units on your left flank.',
  'attack-centre': 'Order 3 units in the centre.',
  'attack-right': 'Order 3 units on your right flank.',
  'assault-left': 'Order every unit you have on your left flank.',
  'assault-centre': 'Order every unit you have in the centre.',
  'assault-right': 'Order every unit you have on your right flank.',
  'recon-in-force': 'Order 1 unit on your left flank, 1 in the centre and 1 on your right flank.',
  'general-advance': 'Order 2 units in each section: 2 on your left flank, 2 in the centre and 2 on your right flank.',
  'pincer-move': 'Order 2 units on your left flank and 2 on your right flank. The centre gets no orders.',
  'direct-from-hq': 'Order any 4 units, wherever they stand on the battlefield.',
  'move-out': `Order 4 infantry units. ${NO_INFANTRY}`,
  'armor-assault':
    'Order 4 armor units; each rolls 1 extra die when it battles in close assault. ' +
    'With no armor left, order 1 unit of your choice instead.',
  'infantry-assault':
    'Order all your infantry in one section: each may move 2 hexes and still battle, or move 3 and not battle. ' +
    NO_INFANTRY,
  'counter-attack':
    'Play the command your opponent just played as your own. A flank card turns to face it (their left is your ' +
    'right); an Infantry Assault keeps its section.',
  'artillery-bombard':
    'Order all your artillery: each may move up to 3 hexes, or battle twice. ' +
    'With no artillery, order 1 unit of your choice instead.',
  barrage:
    'Roll 4 dice at any one enemy unit, seen or unseen, ignoring its terrain. ' +
    'Its unit symbol and grenades hit, and it may not ignore flags.',
  'air-power':
    'Strike up to 4 enemy units standing side by side: 2 dice at each if you are the Allies, 1 if the Axis, ignoring ' +
    'terrain. Unit symbols, grenades and stars hit; flags may not be ignored.',
  ambush:
    "Play it in your opponent's turn, when they close-assault one of your units: your unit fires first. " +
    'If the attacker still stands where it was, it then attacks as declared.',
  'behind-enemy-lines':
    'Order 1 infantry unit: it moves up to 3 hexes whatever the terrain, battles with 1 extra die, then may move up ' +
    `to 3 hexes again. ${NO_INFANTRY}`,
  'close-assault':
    'Order all your infantry and armor next to an enemy. They battle without moving first, with 1 extra die, and ' +
    'may take ground or overrun.',
  'dig-in':
    'Order 4 infantry units to dig in: each puts sandbags on its own hex and neither moves nor battles. ' +
    NO_INFANTRY,
  firefight: 'Order 4 units that are not next to an enemy. They hold their ground and fire with 1 extra die.',
  'medics-mechanics':
    'Pick 1 unit that has lost figures and roll 1 die for each card in your hand, this one included. Each of its ' +
    'symbols or a star brings a figure back; if any came back, the unit may also move and battle.',
  'their-finest-hour':
    'Roll 1 die for each card in your hand, this one included: each unit symbol orders one unit of that kind, each ' +
    'star one of your choice, and they battle with 1 extra die. Then shuffle the discards into the deck.',
} satisfies Record<CardType, string>;

export const CARD_TEXT = translatable('cards', {
  name: NAME,
  short: SHORT,
  summary: SUMMARY,
  text: TEXT,
  /** Segment labels of the section diagram (screen readers read the summary instead). */
  section: { left: 'Left flank', centre: 'Centre', right: 'Right flank' } satisfies Record<Section, string>,
  /** In the lit segment of an Assault card, instead of a number. */
  all: 'All',
  /** The Recon mark on the card: the short form and its meaning. */
  recon: 'Draw 2 · keep 1',
  reconTitle: 'At the end of the turn, draw 2 cards and keep 1',
  kind: { section: 'Section card', tactic: 'Tactic card' },
  /** Accessible name of a card button: "Probe Left Flank: 2 units on the left flank" (Recon adds its draw). */
  label: (name: string, summary: string, recon = false) =>
    recon ? `${name}: ${summary}, then draw 2 cards and keep 1` : `${name}: ${summary}`,
  /** Added to the accessible name of a card that cannot be played now. */
  unplayable: 'cannot be played now',
});
