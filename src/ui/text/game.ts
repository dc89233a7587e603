/** Words of the game screen: prompts, buttons, hand-off, medals. Functions where a name or number goes inside. */
import { translatable } from '../i18n';
import type { FunniesAccessory, PlayAs, Section, Side, UnitKind } from '../../engine/types';
import type { ArmyId } from '../game/army';

const SIDE = { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>;
const SIDE_ADJ = { allies: 'Allied', axis: 'Axis' } satisfies Record<Side, string>;
const SECTION = { left: 'left flank', centre: 'centre', right: 'right flank' } satisfies Record<Section, string>;
const UNIT = {
  infantry: 'infantry',
  'special-forces': 'special forces',
  resistance: 'resistance fighters',
  armor: 'armor',
  'elite-armor': 'elite armor',
  artillery: 'artillery',
  // guns (Equipment Pack)
  'big-gun': 'big gun',
  'heavy-anti-tank-gun': 'heavy anti-tank gun',
  'mobile-artillery': 'mobile artillery',
  'italian-artillery': 'Italian artillery',
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: 'destroyer',
  carrier: 'aircraft carrier',
  // foot (FAQ §IV Combat Engineers)
  engineers: 'engineers',
  sniper: 'sniper',
  cavalry: 'cavalry',
  'ski-troops': 'ski troops',
  'machine-gun': 'machine gunners',
  mortar: 'mortar crew',
  // armor (Equipment Pack / FAQ §IV)
  tiger: 'Tiger',
  'tank-destroyer': 'tank destroyers',
  'half-track': 'half-tracks',
  'command-car': 'command car',
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
  train: 'supply train',
  'armored-train': 'armored train',
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: 'Brandenburgers',
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: 'Churchill AVRE',
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
  'anti-tank-gun': 'anti-tank gunners',
  'machine-gun-late': 'machine gunners (late war)',
  'mortar-late': 'mortar crew (late war)',
  'anti-tank-gun-late': 'anti-tank gunners (late war)',
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 'Screaming Meemies',
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 'supply trucks',
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 'Churchill mine digger',
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 'patrol cars',
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 'Churchill fascine',
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 'Churchill bobbin',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 'Churchill bridge layer',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: 'Churchill (accessory to choose)',
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': 'Wittmann’s Tiger',
} satisfies Record<UnitKind, string>;

const PLAY_AS = {
  'air-power': 'Play it as Air Power',
  barrage: 'Play it as a Barrage',
  pontoon: 'Build a pontoon bridge',
  blow: 'Blow up a bridge',
} satisfies Record<PlayAs, string>;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const GAME_TEXT = translatable('game', {
  side: SIDE,
  sideAdj: SIDE_ADJ,
  section: SECTION,
  unitKind: UNIT,
  /** "Allied armor (3 figures)". */
  unitName: (side: Side, kind: UnitKind) => `${SIDE_ADJ[side]} ${UNIT[kind]}`,
  figures: (n: number) => plural(n, 'figure', 'figures'),
  dice: (n: number) => plural(n, 'die', 'dice'),
  boardLabel: (battle: string) => `${battle} battlefield`,
  turnOf: (side: Side, n: number) => `Turn ${n}: ${SIDE[side]}`,
  medalsOf: (side: Side, have: number, need: number) => `${SIDE[side]}: ${have} of ${need} medals`,
  /** A side's chip in the game bar, read aloud: "Allies, Ann (you): 1 of 4 medals, their turn". */
  track: (side: Side, name: string, have: number, need: number, active: boolean, you: boolean, army?: string) =>
    `${SIDE[side]}${army ? ` (${army})` : ''}, ${name}${you ? ' (you)' : ''}: ${have} of ${need} medals${active ? ', their turn' : ''}`,
  you: 'you',
  /** The tablet's side column under the orders: the last roll and the latest events. */
  sideInfo: 'Last roll and latest events',
  latest: 'Latest events',
  menu: 'Menu',
  orders: 'Orders',
  seeResult: 'See the result',
  log: 'Battle log',
  closeLog: 'Close the log',
  hand: (side: Side) => `${SIDE[side]} hand`,
  handEmpty: 'No cards in hand.',
  handHidden: 'Hand hidden',
  /** The card under the side's Commissar chip, shown last in its hand (FAQ §VII Red Army). */
  commissarChip: 'The last card is the one under your Commissar: play it, or a Recon 1 or Counter-Attack card from your hand.',
  handHiddenWhile: (side: Side) => `Hands stay hidden while the ${SIDE[side]} answer.`,
  deckLeft: (n: number) => plural(n, 'card left in the deck', 'cards left in the deck'),

  // Prompts: what the player at the device must do now.
  prompt: {
    play: (side: Side) => `${SIDE[side]}: choose a command card. Tap a card to read it, tap it again to play it.`,
    playSelected: 'Tap the card again to play it, or choose another.',
    playSection: 'Which section does the Infantry Assault order?',
    playAs: 'This battle lets you play this card another way: choose how.',
    order: (n: number) =>
      n === 0 ? 'Tap the glowing units to order them.' : `${plural(n, 'unit', 'units')} ordered. Order more or go on.`,
    move: 'Tap an ordered unit, then a highlighted hex to move it.',
    moveSelected: 'Tap a highlighted hex to move there, or another unit.',
    moveExit: 'Tap a highlighted hex to move there. A hex with an exit arrow also lets the unit leave the board for a medal (on its own hex: tap it to leave).',
    battle: 'Tap an ordered unit to battle with it.',
    battleSelected: 'Tap a target: the number is the dice you roll.',
    battleNoTarget: 'This unit has no target it may battle now.',
    move2: 'Behind Enemy Lines: move the ordered units again.',
    ambush: (attacker: string) => `${attacker} is closing in. Play Ambush before the attack?`,
    ambushNoCard: 'A close assault is declared on your unit. You hold no Ambush: let it go on.',
    retreat: (side: Side, flags: number) =>
      `${SIDE[side]}: your unit must retreat ${plural(flags, 'hex', 'hexes')}. Tap where it goes.`,
    takeGround: 'The hex is empty. Take ground?',
    overrun: 'Armor overrun: battle once more, or stop here.',
    desertMove: 'Desert armor: tap a highlighted hex to roll on one more hex before the overrun, or stay.',
    // italy (Equipment Pack §VII France)
    furia: 'Furia Francese: take the ground, or stay and tap another enemy next to you to charge it with 1 die, whatever its cover.',
    moveRecover: 'Tap a highlighted hex to move there. This unit may instead stay and tend its wounded: it then neither moves nor battles this turn.',
    barrage: 'Barrage: tap an enemy unit anywhere on the board.',
    airPower: (n: number) =>
      n === 0
        ? 'Air Power: tap up to 4 enemy units next to each other.'
        : `Air Power: ${plural(n, 'target', 'targets')} chosen. Add more or strike.`,
    keep: 'Recon: keep one of the two cards drawn.',
    // nations (FAQ §VII Red Army)
    commissar: 'Commissar: pick a card of your hand to place face down under the Commissar. It is your card for a later turn.',
    pontoon: 'Pontoon bridge: tap a river hex of the card\'s section to bridge it.',
    // italy (house rules, Terrain Pack Airfield)
    airfield: 'Reinforcements by air: tap a free airfield to land a fresh infantry unit there (it sits out this turn), or go on without.',
    blow: (option: 1 | 2) =>
      option === 1
        ? 'Blow a bridge: tap a bridge of the card\'s section. It is gone for sure, and so is this card: no card is drawn for it.'
        : 'Blow a bridge: tap a bridge of the card\'s section. Two dice are rolled: a star brings it down.',
    smoke: (n: number) =>
      n === 0
        ? 'Smoke screen: tap the first of 3 touching hexes to cover.'
        : `Smoke screen: ${plural(n, 'hex', 'hexes')} chosen. Tap a highlighted hex next to them.`,
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: (n: number) =>
      n === 0
        ? 'Smoke rockets: tap the first of up to 3 touching hexes within range.'
        : `Smoke rockets: ${plural(n, 'hex', 'hexes')} chosen. Tap a highlighted hex next to them, or lay the smoke now.`,
    waitFor: (side: Side) => `Waiting for the ${SIDE[side]}.`,
    over: (side: Side) => `The ${SIDE[side]} win the battle.`,
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: 'Supply truck: tap a highlighted friendly unit to hand it one of the truck\'s figures. A unit that gets one battles no more this turn.',
    // vehicles (Equipment Pack, Half-Tracks - Re-supply; C426)
    resupplyHalfTrack: 'Half-track: tap an enemy to battle it, or instead a highlighted friendly unit to hand it one of the half-track\'s figures. A unit that gets one, and the half-track, battle no more this turn.',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: 'Bridge layer: tap a highlighted river hex to lay its one bridge there instead of battling, or pick a target.',
    // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
    reconDiscard: 'Your command car scouted: take any one card from the discard pile, or draw two from the deck and keep one as usual. Your opponent will not learn which card you took.',
    // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
    accessory: (side: Side) =>
      `${SIDE[side]}: fit the highlighted Churchill with one accessory before the battle starts. It keeps it to the end, and your opponent sees which.`,
  },

  // funnies-choice (Equipment Pack Hobart's Funnies l.190): the five accessories, as the game-start chooser lists them.
  accessory: {
    name: {
      'bridge-layer': 'Assault bridge',
      bobbin: 'Bobbin',
      fascine: 'Fascine',
      'mine-digger': 'Mine digger',
      avre: 'Petard mortar',
    } satisfies Record<FunniesAccessory, string>,
    does: {
      'bridge-layer': 'Once a battle, instead of firing, spans a river next to it and may drive across.',
      bobbin: 'Beaches, marshes and wire are open ground to it; it flattens the wire it crosses.',
      fascine: 'Fords and trenches are open ground to it, and it fires from a trench.',
      'mine-digger': 'An enemy minefield it enters is lifted without going off; it may still fire.',
      avre: 'An extra die in close assault on a bunker, where a star destroys the bunker; may clear a minefield it enters instead of firing.',
    } satisfies Record<FunniesAccessory, string>,
    /** The chooser's heading (a group of five buttons). */
    title: 'Accessory of the Churchill',
  },

  // Buttons.
  button: {
    play: 'Play this card',
    endOrders: 'Done ordering',
    endMoves: 'Done moving',
    endBattles: 'End turn',
    endBattlesBel: 'Done battling',
    removeWire: 'Clear the wire',
    // foot (FAQ §II Road Blocks Q: engineers)
    removeRoadblock: 'Clear the road block',
    // caves (FAQ §II Caves on Hills and Mountains)
    sealCave: 'Try to seal the cave',
    recover: 'Stay and recover figures',
    takeGround: 'Take ground',
    stay: 'Stay',
    ambush: 'Ambush!',
    noAmbush: 'No ambush',
    letItGo: 'Go on',
    noOverrun: 'Stop',
    // italy (house rules, Terrain Pack Airfield)
    noLanding: 'No landing',
    strike: 'Strike',
    undo: 'Undo',
    cancel: 'Cancel',
    keep: 'Keep this card',
    commissar: 'Place under the Commissar',
    smoke: (left: number) => `Lay a smoke screen (${left} left)`,
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: 'Fire smoke rockets',
    smokeNow: 'Lay the smoke now',
    // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
    takeDiscard: 'Take this card',
    reconDraw: 'Draw two instead',
    // stars (house rules l.343 Sabotage)
    sabotage: 'Blow up the objective',
  },
  choice: {
    retreatFull: (n: number) => `Retreat ${plural(n, 'hex', 'hexes')}`,
    retreatIgnore: 'Hold: ignore one flag',
    sectionChoice: (s: Section) => `Order the ${SECTION[s]}`,
    playAs: (as: PlayAs) => PLAY_AS[as],
    chooseFor: 'Choose',
    moveHere: 'Move here',
    exit: 'Leave the board (1 medal)',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: 'Re-supply (+1 figure)',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: (onto: boolean) => (onto ? 'Lay the bridge and drive onto it' : 'Lay the bridge and stay'),
  },

  // Every tap target in words (controller.ts `pickLabel`): the buttons of a decision and the list of choices.
  pick: {
    /** "Pegasus Bridge (row 3, hex 5)". */
    hexAt: (hex: string, place: string | undefined) => (place ? `${place} (${hex})` : hex),
    /** "Axis infantry, row 2, hex 4". */
    unitAt: (unit: string, hex: string) => `${unit}, ${hex}`,
    select: (unit: string) => `Choose the ${unit}`,
    order: (unit: string) => `Order the ${unit}`,
    move: (hex: string) => `Move to ${hex}`,
    exit: (hex: string) => `Leave the board at ${hex} (1 medal)`,
    battle: (target: string, dice: number) => `Fire at the ${target}: ${plural(dice, 'die', 'dice')}`,
    // vehicles (Equipment Pack, Hobart's Funnies): a Petard Mortar tank's assault on an empty bunker.
    bunker: (hex: string, dice: number) => `Assault the empty bunker on ${hex}: ${plural(dice, 'die', 'dice')}`,
    hold: (hex: string) => `Hold on ${hex}: ignore one flag`,
    retreatIgnoring: (hex: string) => `Retreat to ${hex}, ignoring one flag`,
    retreat: (hex: string) => `Retreat to ${hex}`,
    takeGround: (hex: string) => `Take ground at ${hex}`,
    barrage: (target: string) => `Barrage the ${target}`,
    airPower: (target: string) => `Add the ${target} to the air strike`,
    pontoon: (hex: string) => `Bridge the river at ${hex}`,
    // italy (house rules, Terrain Pack Airfield)
    airfield: (hex: string) => `Land infantry at ${hex}`,
    blow: (hex: string) => `Blow the bridge at ${hex}`,
    smoke: (hex: string) => `Lay smoke on ${hex}`,
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: (unit: string) => `Re-supply the ${unit}: 1 figure from the truck`,
    resupplyHalfTrack: (unit: string) => `Re-supply the ${unit}: 1 figure from the half-track`,
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: (hex: string, onto: boolean) => (onto ? `Lay the bridge at ${hex} and drive onto it` : `Lay the bridge at ${hex}`),
    other: 'Choose',
    /** The button that opens the list, and the list's name. */
    open: (n: number) => `Choices (${n})`,
    title: 'Choices in words',
    close: 'Close the list',
  },

  // Pass-and-play hand-off.
  handoff: {
    title: (name: string) => `Pass the device to ${name}`,
    who: (side: Side) => `commanding the ${SIDE[side]}`,
    why: {
      turn: 'It is your turn.',
      ambush: 'Your unit is attacked at close range.',
      keep: 'Choose a card to keep.',
      back: 'Your turn goes on.',
      // funnies-choice (Equipment Pack Hobart's Funnies l.190)
      accessory: 'Fit your Churchill with its accessory before the battle.',
    },
    ready: (name: string) => `I am ${name}: show my hand`,
    hint: 'The other player should look away.',
  },

  // Unit and hex info shown on tap or long press.
  info: {
    sight: (n: number) => (n === 0 ? 'No enemy unit in sight and range.' : `${plural(n, 'enemy unit', 'enemy units')} in sight and range.`),
    sightFrom: (unit: string) => `Line of sight from the ${unit}`,
  },
  lastRoll: (dice: number) => `Rolled ${plural(dice, 'die', 'dice')}`,
  rollResult: (hits: number, flags: number) =>
    hits === 0 && flags === 0 ? 'No effect.' : [hits ? plural(hits, 'hit', 'hits') : '', flags ? plural(flags, 'flag', 'flags') : ''].filter(Boolean).join(', ') + '.',

  pause: {
    title: 'Paused',
    resume: 'Back to the battle',
    rules: 'Rules help',
    settings: 'Settings',
    quit: 'Leave the battle',
    quitWarn: 'This battle is not saved: leaving ends it.',
    quitConfirm: 'Leave and end the battle',
  },
  // armies (issue 17): the side's army on its chip in the game bar (a short name shown, the full one read aloud)
  army: {
    DE: { short: 'Germany', full: 'German Army' },
    US: { short: 'USA', full: 'US Army' },
    USMC: { short: 'US Marines', full: 'US Marine Corps' },
    GB: { short: 'Britain', full: 'British Army' },
    BCF: { short: 'Commonwealth', full: 'British Commonwealth Forces' },
    CA: { short: 'Canada', full: 'Canadian Army' },
    FR: { short: 'France', full: 'French Army' },
    IT: { short: 'Italy', full: 'Italian Royal Army' },
    JP: { short: 'Japan', full: 'Imperial Japanese Army' },
    RU: { short: 'USSR', full: 'Soviet Red Army' },
    PL: { short: 'Poland', full: 'Polish Army' },
    NL: { short: 'Holland', full: 'Dutch Army' },
    SK: { short: 'Slovakia', full: 'Slovak Army' },
  } satisfies Record<ArmyId, { short: string; full: string }>,
});

export type GameText = typeof GAME_TEXT;
