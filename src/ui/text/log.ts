/** Sentences of the battle log, one per engine event. Names of units and places are passed in already written. */
import { translatable } from '../i18n';
import type { CardType, DieFace, LossCause, Side } from '../../engine/types';
import { MAX_TURNS, type EndReason } from '../../engine/victory';

const SIDE = { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const FACE: Record<DieFace, string> = { infantry: 'infantry', armor: 'armor', grenade: 'grenade', star: 'star', flag: 'flag' };

export const LOG_TEXT = translatable('log', {
  turn: (side: Side, n: number) => `Turn ${n}: the ${SIDE[side]}.`,
  played: (side: Side, card: string) => `The ${SIDE[side]} play ${card}.`,
  playedSection: (side: Side, card: string, section: string) => `The ${SIDE[side]} play ${card} on the ${section}.`,
  copied: (card: string) => `It copies ${card}.`,
  playedAs: (card: string) => `It is played as ${card}.`,
  playedFor: (use: 'pontoon' | 'blow') => (use === 'pontoon' ? 'No unit is ordered: the engineers bridge the river.' : 'No unit is ordered: the sappers go for a bridge.'),
  pontoonBuilt: (side: Side) => `The ${SIDE[side]} lay a pontoon bridge across the river.`,
  bridgeBlown: (side: Side, blown: boolean) => (blown ? `The ${SIDE[side]} blow the bridge: only the river is left.` : `The charges fail: the bridge still stands.`),
  cardLost: (side: Side, card: string) => `${card} is spent for good: the ${SIDE[side]} draw nothing for it.`,
  visibility: (stars: number, level: number) =>
    level >= 6
      ? `Dawn: ${plural(stars, 'star', 'stars')} rolled, full daylight. Units battle at any range again.`
      : `Night: ${plural(stars, 'star', 'stars')} rolled. Units battle at most ${plural(level, 'hex', 'hexes')} away.`,
  ordered: (unit: string) => `${unit} is ordered.`,
  moved: (unit: string, steps: number, to: string) => `${unit} moves ${plural(steps, 'hex', 'hexes')} to ${to}.`,
  battle: (unit: string, target: string, dice: number, close: boolean) =>
    `${unit} ${close ? 'assaults' : 'fires on'} ${target} with ${plural(dice, 'die', 'dice')}.`,
  cardStrike: (card: string, target: string, dice: number) => `${card} strikes ${target} with ${plural(dice, 'die', 'dice')}.`,
  ambush: (side: Side, unit: string) => `Ambush! The ${SIDE[side]} strike first against ${unit}.`,
  roll: (faces: readonly DieFace[]) => `Roll: ${faces.length ? faces.map((f) => FACE[f]).join(', ') : 'no dice'}.`,
  hits: (unit: string, hits: number, flags: number) =>
    hits === 0 && flags === 0
      ? `${unit} is unharmed.`
      : `${unit} takes ${[hits ? plural(hits, 'hit', 'hits') : '', flags ? plural(flags, 'flag', 'flags') : ''].filter(Boolean).join(' and ')}.`,
  figuresLost: (unit: string, n: number, cause: LossCause) =>
    cause === 'bridge'
      ? `${unit} goes down with the bridge: ${plural(n, 'figure', 'figures')} lost.`
      : cause === 'hit'
      ? `${unit} loses ${plural(n, 'figure', 'figures')}.`
      : cause === 'mine'
        ? `${unit} loses ${plural(n, 'figure', 'figures')} to the mines.`
        : cause === 'ice'
        ? `${unit} loses ${plural(n, 'figure', 'figures')} through the ice.`
        : cause === 'blockedRetreat'
        ? `${unit} cannot retreat and loses ${plural(n, 'figure', 'figures')}.`
        : `${unit} holds its bunker and loses ${plural(n, 'figure', 'figures')}.`,
  eliminated: (unit: string, medals: number, side: Side) =>
    `${unit} is wiped out: ${plural(medals, 'medal', 'medals')} to the ${SIDE[side]}.`,
  flagIgnored: (unit: string) => `${unit} stands firm and ignores a flag.`,
  retreated: (unit: string, steps: number, to: string) => `${unit} falls back ${plural(steps, 'hex', 'hexes')} to ${to}.`,
  tookGround: (unit: string) => `${unit} takes the ground.`,
  /** North African Desert Rules: the armor's extra hex after taking ground. */
  extraHex: (unit: string) => `${unit} rolls on one more hex across the sand.`,
  /** Capture HQ/Supply Tent: `card` is the card's name, or null when the hand was empty. */
  hqCaptured: (side: Side, card: string | null) =>
    card ? `The ${SIDE[side]} headquarters falls: they lose ${card} from their hand.` : `The ${SIDE[side]} headquarters falls.`,
  /** Italian High Command: a unit lost costs a card drawn at random from the hand. */
  battleBack: (unit: string, target: string) => `${unit} holds on with its last figure and fires back at ${target}.`,
  highCommandDiscard: (side: Side, card: string) => `Confusion in the ${SIDE[side]} high command: ${card} is thrown away.`,
  landmarkRuined: (name: string) => `Shellfire wrecks the ${name}: only ruins are left.`,
  hqRetaken: (side: Side) => `The ${SIDE[side]} take back their headquarters and draw the lost card again.`,
  /** Sabotaging a Dam: the roll after the card (`placed`: dams that got a charge). */
  damTokens: (side: Side, stars: number, placed: number) =>
    placed === 0
      ? `The ${SIDE[side]} sappers on the dam roll ${plural(stars, 'star', 'stars')}: no charge set this turn.`
      : `The ${SIDE[side]} sappers set ${plural(placed, 'charge', 'charges')} on the dam${placed === 1 ? '' : 's'}.`,
  damSabotaged: (side: Side, medals: number) => `The fourth charge goes off: the dam is sabotaged, ${plural(medals, 'medal', 'medals')} to the ${SIDE[side]}.`,
  // holdout3 (decision C416)
  bridgeMedal: (side: Side, medals: number) => `That bridge was worth ${plural(medals, 'medal', 'medals')} to the ${SIDE[side]}.`,
  damCleared: (side: Side) => `The ${SIDE[side]} reach the dam and pull out the charges.`,
  exited: (unit: string, side: Side) => `${unit} leaves the board by an exit marker: 1 medal to the ${SIDE[side]}.`,
  overrun: (unit: string) => `${unit} overruns and may battle again.`,
  // italy (Equipment Pack §VII France)
  furia: (unit: string) => `${unit} stays put and charges again: Furia Francese, 1 die.`,
  attackCancelled: (unit: string) => `${unit} was pushed back: its attack is off.`,
  wireRemoved: (unit: string) => `${unit} clears the wire.`,
  // foot (FAQ §IV Combat Engineers)
  roadblockRemoved: (unit: string) => `${unit} clears the road block instead of battling.`,
  minesCleared: (unit: string) => `${unit} clears the minefield instead of battling.`,
  // caves (FAQ §II Caves on Hills and Mountains)
  caveMoved: (unit: string, to: string) => `${unit} goes through the caves and comes out at ${to}.`,
  caveSealed: (unit: string, sealed: boolean) => (sealed ? `${unit} seals the cave: it is plain ground now.` : `${unit} fails to seal the cave: no grenade.`),
  // brandenburgers (FAQ §IV Brandenburgers)
  disguise: (unit: string, held: boolean) =>
    held ? `${unit} pass for friends: no infantry symbol on the second roll, the attack is ignored.` : `${unit} drop their enemy uniform.`,
  ice: (unit: string) => `${unit} crosses the ice of a frozen river and tests it.`,
  mine: (unit: string, value: number) =>
    value === 0 ? `${unit} enters a minefield: a decoy, removed.` : `${unit} enters a minefield of strength ${value}.`,
  sandbagsPlaced: (unit: string) => `${unit} digs in behind sandbags.`,
  sandbagsRemoved: 'Sandbags are left behind and removed.',
  smoke: (side: Side, phase: 'laid' | 'thinning' | 'cleared') =>
    phase === 'laid'
      ? `The ${SIDE[side]} lay a smoke screen: no one sees through it.`
      : phase === 'thinning'
        ? `The ${SIDE[side]}' smoke screen begins to thin.`
        : `The ${SIDE[side]}' smoke screen has blown away.`,
  uncovered: (unit: string) => `${unit} gives its hiding place away.`,
  /** meemies (Equipment Pack, Nebelwerfer): smoke rockets instead of a battle. */
  smokeShells: (unit: string) => `${unit} fires smoke rockets.`,
  /** vehicles (Equipment Pack, Hobart's Funnies): a petard mortar's star removed a bunker. */
  bunkerDestroyed: (unit: string) => `${unit} blows the bunker apart with its petard mortar.`,
  /** vehicles: a petard mortar fired at a bunker with no unit in it. */
  bunkerAssault: (unit: string, dice: number) => `${unit} fires its petard mortar at an empty bunker (${dice} ${dice === 1 ? 'die' : 'dice'}).`,
  // guns (Equipment Pack, Long Tom)
  zeroedIn: (unit: string) => `The guns have the range of ${unit}: a cross-hair marks it.`,
  // landing craft (FAQ §IV Landing Craft)
  landed: (unit: string) => `${unit} runs ashore and leaves its landing craft.`,
  // trains (FAQ §IV Trains/Supply Trains)
  wagonLost: (unit: string, riders: number) => `The wagon of ${unit} is wrecked${riders ? `, and ${riders === 1 ? 'the unit' : 'the units'} aboard with it` : ''}.`,
  disembarked: (unit: string) => `${unit} gets off the train at the station.`,
  // italy (house rules, Terrain Pack Airfield)
  airLanded: (unit: string) => `Reinforcements land on the airfield: ${unit}, which sits out this turn.`,
  /** Half-tracks (Equipment Pack): a third figure of the kind lost gives a medal. */
  figureMedal: (unit: string, medals: number, side: Side) =>
    `With ${unit}, a third vehicle of its kind is lost: ${plural(medals, 'medal', 'medals')} to the ${SIDE[side]}.`,
  /** Tiger (Equipment Pack): the hits on it rolled again; only grenades stand. */
  hitsConfirmed: (unit: string, hits: number, confirmed: number) =>
    confirmed === 0
      ? `${unit} shrugs off ${plural(hits, 'hit', 'hits')}: no grenade on the second roll.`
      : `A grenade on the second roll: the hit on ${unit} goes through.`,
  recovered: (unit: string, n: number) => `${unit} gets ${plural(n, 'figure', 'figures')} back.`,
  objective: (side: Side, medals: number, permanent: boolean) =>
    medals >= 0
      ? `The ${SIDE[side]} ${permanent ? 'take' : 'hold'} an objective: ${plural(medals, 'medal', 'medals')}.`
      : `The ${SIDE[side]} lose an objective medal.`,
  objectiveLost: (side: Side, medals: number) => `The ${SIDE[side]} lose ${plural(medals, 'objective medal', 'objective medals')}.`,
  drew: (side: Side, card: string | null) => (card ? `The ${SIDE[side]} draw ${card}.` : `The ${SIDE[side]} draw a card.`),
  kept: (side: Side, card: string | null) => (card ? `The ${SIDE[side]} keep ${card}.` : `The ${SIDE[side]} keep one card of two.`),
  shuffled: (n: number) => `The discards are shuffled into a new deck of ${plural(n, 'card', 'cards')}.`,
  // funnies (FAQ §XII The Surrender of Elster's Column)
  airPowerRefused: (side: Side, card: string) => `The ${SIDE[side]} may not use ${card} in this battle: it goes to the discards and they draw again.`,
  gameOver: (side: Side, medals: Record<Side, number>, reason?: EndReason) =>
    reason === 'suddenDeath'
      ? `The ${SIDE[side]} hold the objective they needed and win at once.`
      : reason === 'deckEmpty'
        ? `The deck has run out: the ${SIDE[side]} win.`
        : reason === 'noUnits'
          ? `The ${SIDE[side === 'allies' ? 'axis' : 'allies']} have no unit left: the ${SIDE[side]} win.`
          : reason === 'noCards'
            ? `No card is left to play: the ${SIDE[side]} win, ${medals[side]} medals to ${medals[side === 'allies' ? 'axis' : 'allies']}.`
            : reason === 'turnLimit'
              ? `The battle has lasted ${MAX_TURNS} turns: the ${SIDE[side]} win, ${medals[side]} medals to ${medals[side === 'allies' ? 'axis' : 'allies']}.`
              : `The ${SIDE[side]} win, ${medals[side]} medals to ${medals[side === 'allies' ? 'axis' : 'allies']}.`,
  /** "Allied infantry (Ouistreham, row 3, hex 5)" / "Allied infantry (row 3, hex 5)": the unit and where it stood. */
  hex: (row: number, hex: number) => `row ${row}, hex ${hex}`,
  /** The same without an article, inside a unit's brackets: "row 3, hex 5". */
  at: (row: number, hex: number) => `row ${row}, hex ${hex}`,
  unitAt: (unit: string, where: string, place: string | null) => `${unit} (${place ? `${place}, ` : ''}${where})`,
  cardName: (type: CardType, name: string) => name || type,
  // troopact (FAQ §III Heroic Leader)
  heroicLeaderLost: (unit: string, star: boolean, side: Side) =>
    star
      ? `The leader of ${unit} falls with his men: 1 medal to the ${SIDE[side]}.`
      : `The leader of ${unit} survives, but no infantry is left to lead: 1 medal to the ${SIDE[side]}.`,
  heroicLeaderMoved: (unit: string, heir: string) => `The leader of ${unit} escapes and takes command of ${heir}.`,
  // troopact (FAQ §III Collapsible Rafts & Boats)
  raftLeft: (unit: string) => `${unit} wades ashore and leaves its boat behind.`,
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  resupplied: (truck: string, unit: string, usedUp: boolean) =>
    usedUp ? `${truck} hands its last load to ${unit}, which gets 1 figure back; ${truck} is used up.` : `${truck} hands a load to ${unit}, which gets 1 figure back.`,
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  tookDiscard: (side: Side, card: string | null) =>
    card ? `The ${SIDE[side]} take ${card} back from the discard pile.` : `The ${SIDE[side]} take a card back from the discard pile.`,
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  bridgeLaid: (unit: string, hex: string) => `${unit} swings its bridge over the river at ${hex}.`,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  accessoryChosen: (side: Side, accessory: string, hex: string) => `The ${SIDE[side]} fit their Churchill at ${hex} with: ${accessory}, for the whole battle.`,
  // stars (house rules l.343 Sabotage; App. 2 Supply Depot l.575)
  sabotage: (unit: string, name: string, destroyed: boolean, side: Side, depot: boolean) =>
    destroyed
      ? `${unit} blows up the ${name}: 1 medal to the ${SIDE[side]}.${depot ? ` ${SIDE[side === 'axis' ? 'allies' : 'axis']} armor moves 1 hex less from now on.` : ''}`
      : `${unit} fails to blow up the ${name}.`,
});
