/**
 * The turn assistant: from an engine state and what the player has selected, what the game screen offers now —
 * which hexes glow and what tapping each one does, which buttons exist, which cards may be played, and the prompt.
 * Everything it offers comes from `legalActions` (chessground's idea: the board is fed precomputed legal moves),
 * so a tap can only ever produce a legal action. No DOM here: tests/ui/controller.test.ts drives it directly.
 */
import {
  actor,
  battleDice,
  cardDef,
  cardType,
  hexDistance,
  hexKey,
  isCave,
  legalActions,
  lineOfSight,
  retreatOptions,
  sectionsOf,
  unitById,
  unitOn,
  unitRange,
  type Action,
  type GameState,
  type Hex,
  type Section,
  type Side,
  type Unit,
  UNIT_KINDS,
} from '../../engine';
import { allHexes } from '../../engine/hex';
import type { Highlight } from '../board/render';
import { GAME_TEXT as T } from '../text/game';
import { placeName } from '../text/battles';
import { hexName } from './log';

const P = T.pick;

/** A labelled legal action (a button, or one of several things a tap on one hex may mean). */
export interface Choice {
  action: Action;
  label: string;
}

/** What tapping a hex does: apply one action (or ask which, when several share the hex), or select a unit. */
export type Tap = { kind: 'apply'; choices: Choice[] } | { kind: 'select'; unit: number };

export interface Button extends Choice {
  /** Stable name for styling and tests' accessible-name lookups: the action type, or 'section-left', ... */
  id: string;
  primary?: boolean;
}

/**
 * One thing a tap on the board can do, said in words (issue 15 scope 3: every choice the rules give is offered in
 * words, not only as a hidden tap target): apply an action, or choose a unit to act with. The game screen shows
 * a decision's few picks as buttons and the rest in a list (`PickList`); the hex is the one the tap would be on.
 */
export type PickChoice = { label: string; hex: Hex } & ({ action: Action } | { select: number });

export interface Selection {
  /** A unit picked to move or battle with (its moves or targets are shown). */
  unit: number | null;
  /** A card picked in the hand (its text is shown; tapping it again plays it). */
  card: number | null;
}

export const NO_SELECTION: Selection = { unit: null, card: null };

export type DecisionKind =
  | 'over'
  | 'play'
  | 'order'
  | 'move'
  | 'move2'
  | 'battle'
  | 'ambush'
  | 'retreat'
  | 'takeGround'
  | 'overrun'
  | 'desertMove'
  | 'furia'
  | 'airfield'
  | 'barrage'
  | 'airPower'
  | 'pontoon'
  | 'blow'
  | 'keep'
  | 'smoke'
  | 'commissar'
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  | 'reconDiscard'
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  | 'accessory';

export interface TurnPlan {
  kind: DecisionKind;
  /** The side that must decide now (null when the game is over). */
  actor: Side | null;
  prompt: string;
  highlights: Highlight[];
  /** What a tap does, by `hexKey`. Hexes not listed do nothing but clear the selection. */
  taps: Map<string, Tap>;
  buttons: Button[];
  /** Cards in the hand that may be played now, with their play actions (Infantry Assault has one per section). */
  playable: Map<number, Action[]>;
  /** Recon: the two cards drawn, to keep one. */
  keep: number[] | null;
  /** The decision needs the actor's secret hand (pass-and-play hands the device over first). */
  needsHand: boolean;
  /** The selection as the plan understood it (an automatic pick when only one unit can act). */
  selection: Selection;
  /** Every tap on the board that does something, in words (those already a button are left out). */
  picks: PickChoice[];
}

/** The decisions of a pending step (not a stage of the turn): their few picks are shown as buttons. */
export const DECISION_KINDS: ReadonlySet<DecisionKind> = new Set<DecisionKind>([
  'ambush', 'retreat', 'takeGround', 'overrun', 'desertMove', 'barrage', 'airPower', 'pontoon', 'blow', 'keep', 'smoke', 'commissar',
  // italy (Equipment Pack §VII France; house rules, Terrain Pack Airfield)
  'furia',
  'airfield',
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  'reconDiscard',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  'accessory',
]);

const hexOf = (u: { row: number; col: number }): Hex => ({ row: u.row, col: u.col });

function groupBy<K, V>(items: readonly V[], key: (v: V) => K | null): Map<K, V[]> {
  const m = new Map<K, V[]>();
  for (const it of items) {
    const k = key(it);
    if (k === null) continue;
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

/** The plan for `state` with the player's current `selection`. */
export function planTurn(state: GameState, selection: Selection = NO_SELECTION): TurnPlan {
  const plan = planBase(state, selection);
  plan.picks = picksOf(state, plan);
  return plan;
}

function planBase(state: GameState, selection: Selection): TurnPlan {
  const who = actor(state);
  const plan: TurnPlan = {
    kind: 'over',
    actor: who,
    prompt: '',
    highlights: [],
    taps: new Map(),
    buttons: [],
    playable: new Map(),
    keep: null,
    needsHand: false,
    selection: NO_SELECTION,
    picks: [],
  };
  if (state.winner || !who) {
    plan.prompt = state.winner ? T.prompt.over(state.winner) : '';
    return plan;
  }
  const legal = legalActions(state);
  const p = state.pending[0];
  if (p) {
    switch (p.kind) {
      case 'ambush':
        return planAmbush(state, plan, legal, p.attacker, p.target);
      case 'retreat':
        return planRetreat(state, plan, legal, p.unit, p.flags, p.ignorable, who);
      case 'takeGround':
        return planTakeGround(state, plan, legal, p.unit, { row: p.row, col: p.col });
      case 'overrun':
        return planOverrun(state, plan, legal, p.unit);
      case 'desertMove':
        return planDesertMove(state, plan, legal, p.unit);
      // italy (house rules, Terrain Pack Airfield): the free airfields glow; No landing goes on to the orders.
      case 'airfield':
        plan.kind = 'airfield';
        plan.prompt = T.prompt.airfield;
        addTargetTaps(plan, legal, () => '');
        for (const a of legal) if (a.type === 'decline') plan.buttons.push({ id: 'decline', label: T.button.noLanding, action: a });
        return plan;
      // italy (Equipment Pack §VII France)
      case 'furia':
        return planFuria(state, plan, legal, p.unit, { row: p.row, col: p.col });
      case 'barrage':
        plan.kind = 'barrage';
        plan.prompt = T.prompt.barrage;
        addTargetTaps(plan, legal, () => '');
        return plan;
      case 'airPower':
        plan.kind = 'airPower';
        plan.prompt = T.prompt.airPower(p.picked.length);
        for (const h of p.picked) plan.highlights.push({ hex: h, kind: 'selected' });
        addTargetTaps(plan, legal, () => '');
        for (const a of legal) if (a.type === 'strike') plan.buttons.push({ id: 'strike', label: T.button.strike, action: a, primary: true });
        return plan;
      case 'pontoon':
        plan.kind = 'pontoon';
        plan.prompt = T.prompt.pontoon;
        addTargetTaps(plan, legal, () => '');
        return plan;
      case 'blow':
        plan.kind = 'blow';
        plan.prompt = T.prompt.blow(p.option);
        addTargetTaps(plan, legal, () => '');
        return plan;
      case 'smoke':
        // A smoke screen: 3 touching hexes, picked one by one (the legal ones glow).
        plan.kind = 'smoke';
        // meemies: smoke rockets cover 1 to 3 hexes in the unit's range; the player may stop after the first.
        plan.prompt = p.unit !== undefined ? T.prompt.smokeShells(p.picked.length) : T.prompt.smoke(p.picked.length);
        for (const a of legal) if (a.type === 'decline') plan.buttons.push({ id: 'decline', label: T.button.smokeNow, action: a, primary: true });
        for (const h of p.picked) plan.highlights.push({ hex: h, kind: 'selected' });
        for (const a of legal) {
          if (a.type !== 'target') continue;
          plan.highlights.push({ hex: a.target, kind: 'move' });
          plan.taps.set(hexKey(a.target), { kind: 'apply', choices: [{ action: a, label: '' }] });
        }
        return plan;
      case 'keep':
        plan.kind = 'keep';
        plan.prompt = T.prompt.keep;
        plan.keep = p.cards.slice();
        plan.needsHand = true;
        return plan;
      case 'commissar':
        // The Commissar (FAQ §VII Red Army): a card of the hand goes under the chip, picked as a Recon keep is.
        plan.kind = 'commissar';
        plan.prompt = T.prompt.commissar;
        plan.keep = state.cards.hands[p.actor].slice();
        plan.needsHand = true;
        return plan;
      // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars): the discard pile's cards, picked as a Recon keep is,
      // or the usual draw two keep one.
      case 'reconDiscard':
        plan.kind = 'reconDiscard';
        plan.prompt = T.prompt.reconDiscard;
        plan.keep = legal.flatMap((a) => (a.type === 'keep' ? [a.card] : []));
        plan.needsHand = true;
        for (const a of legal) if (a.type === 'decline') plan.buttons.push({ id: 'decline', label: T.button.reconDraw, action: a });
        return plan;
      // funnies-choice (Equipment Pack Hobart's Funnies l.190): the Churchill glows; its five accessories are buttons
      // (the game screen lists them in a sheet with what each does).
      case 'accessory':
        return planAccessory(state, plan, legal, p.unit);
      default:
        // Automatic steps (attack, afterAssault, strike) never wait for a player.
        return plan;
    }
  }
  switch (state.turn.stage) {
    case 'play':
      return planPlay(state, plan, legal, selection, who);
    case 'order':
      return planOrder(state, plan, legal);
    case 'move':
    case 'move2':
      return planMove(state, plan, legal, selection);
    case 'battle':
      return planBattle(state, plan, legal, selection);
  }
}

function planPlay(state: GameState, plan: TurnPlan, legal: Action[], sel: Selection, side: Side): TurnPlan {
  plan.kind = 'play';
  plan.needsHand = true;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const list = plan.playable.get(a.card);
    if (list) list.push(a);
    else plan.playable.set(a.card, [a]);
  }
  const card = sel.card !== null && plan.playable.has(sel.card) ? sel.card : null;
  plan.selection = { unit: null, card };
  // A battle with smoke screens: one may be laid before the card (a button beside the hand).
  const smoke = legal.find((a) => a.type === 'smoke');
  if (smoke) plan.buttons.push({ id: 'smoke', label: T.button.smoke(state.smoke?.left[side] ?? 0), action: smoke });
  if (card === null) {
    plan.prompt = T.prompt.play(side);
    return plan;
  }
  const actions = plan.playable.get(card)!;
  if (actions.length === 1) {
    plan.prompt = T.prompt.playSelected;
    plan.buttons.push({ id: 'play', label: T.button.play, action: actions[0]!, primary: true });
  } else {
    // Several ways to play one card: Infantry Assault's section, or a card the battle lets be played as another.
    plan.prompt = actions.some((a) => a.type === 'play' && a.section) ? T.prompt.playSection : T.prompt.playAs;
    for (const a of actions) {
      if (a.type !== 'play') continue;
      if (a.section) plan.buttons.push({ id: `section-${a.section}`, label: T.choice.sectionChoice(a.section), action: a });
      else if (a.as) plan.buttons.push({ id: `as-${a.as}`, label: T.choice.playAs(a.as), action: a });
      else plan.buttons.push({ id: 'play', label: T.button.play, action: a, primary: true });
    }
  }
  // The sections a section card orders light up.
  const def = cardDef(cardType(card));
  if (def.sections) {
    const lit = (Object.keys(def.sections) as Section[]).filter((s) => (def.sections![s] ?? 0) > 0);
    for (const h of allHexes(state.board.geometry)) {
      if (!state.board.cells[h.row * state.board.geometry.cols + h.col]) continue;
      if (sectionsOf(state, h, side).some((s) => lit.includes(s))) plan.highlights.push({ hex: h, kind: 'section' });
    }
  }
  return plan;
}

function planOrder(state: GameState, plan: TurnPlan, legal: Action[]): TurnPlan {
  plan.kind = 'order';
  plan.prompt = T.prompt.order(state.turn.ordered.length);
  state.turn.ordered.forEach((id, i) => {
    const u = unitById(state, id);
    if (u && u.figures > 0) plan.highlights.push({ hex: hexOf(u), kind: 'selected', label: String(i + 1) });
  });
  for (const a of legal) {
    if (a.type === 'order') {
      const u = unitById(state, a.unit)!;
      plan.highlights.push({ hex: hexOf(u), kind: 'order' });
      plan.taps.set(hexKey(u), { kind: 'apply', choices: [{ action: a, label: '' }] });
    } else if (a.type === 'endOrders') {
      plan.buttons.push({ id: 'endOrders', label: T.button.endOrders, action: a, primary: true });
    }
  }
  return plan;
}

/** Units that may act (move or battle), the selected one (or the only one), and its actions. */
function pickUnit(byUnit: Map<number, Action[]>, sel: Selection): number | null {
  if (sel.unit !== null && byUnit.has(sel.unit)) return sel.unit;
  if (byUnit.size === 1) return byUnit.keys().next().value!;
  return null;
}

function planMove(state: GameState, plan: TurnPlan, legal: Action[], sel: Selection): TurnPlan {
  plan.kind = state.turn.stage === 'move2' ? 'move2' : 'move';
  const byUnit = groupBy(legal, (a) => (a.type === 'move' || a.type === 'exit' || a.type === 'recover' ? a.unit : null));
  const picked = pickUnit(byUnit, sel);
  plan.selection = { unit: picked, card: null };
  markOrdered(state, plan, byUnit, picked);
  let exits = 0;
  let recovers = false;
  if (picked !== null) {
    const u = unitById(state, picked)!;
    plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
    for (const a of byUnit.get(picked)!) {
      if (a.type !== 'move') continue;
      plan.highlights.push({ hex: a.to, kind: 'move' });
      plan.taps.set(hexKey(a.to), { kind: 'apply', choices: [{ action: a, label: T.choice.moveHere }] });
    }
    // Exit markers (docs/ui.md): the exit hex offers "Move here" and "Leave the board"; on the unit's own hex, a tap
    // leaves at once (undo takes it back).
    // Oasis or Hospital Recovery (docs/ui.md): a button, offered while the unit has not moved.
    for (const a of byUnit.get(picked)!) {
      if (a.type !== 'recover') continue;
      recovers = true;
      plan.buttons.push({ id: 'recover', label: T.button.recover, action: a });
    }
    for (const a of byUnit.get(picked)!) {
      if (a.type !== 'exit') continue;
      exits++;
      const key = hexKey(a.via);
      const tap = plan.taps.get(key);
      const exit: Choice = { action: a, label: T.choice.exit };
      if (tap?.kind === 'apply') tap.choices.push(exit);
      else {
        plan.taps.set(key, { kind: 'apply', choices: [exit] });
        if (key !== hexKey(u)) plan.highlights.push({ hex: a.via, kind: 'move' });
      }
    }
  }
  plan.prompt =
    plan.kind === 'move2' ? T.prompt.move2 : picked !== null ? (exits ? T.prompt.moveExit : recovers ? T.prompt.moveRecover : T.prompt.moveSelected) : T.prompt.move;
  for (const a of legal) if (a.type === 'endMoves') plan.buttons.push({ id: 'endMoves', label: T.button.endMoves, action: a, primary: true });
  return plan;
}

function planBattle(state: GameState, plan: TurnPlan, legal: Action[], sel: Selection): TurnPlan {
  plan.kind = 'battle';
  const byUnit = groupBy(legal, (a) => (a.type === 'battle' || a.type === 'removeWire' || a.type === 'smokeShells' || a.type === 'resupply' || a.type === 'assaultBridge' || a.type === 'sabotage' ? a.unit : null));
  const picked = pickUnit(byUnit, sel);
  plan.selection = { unit: picked, card: null };
  markOrdered(state, plan, byUnit, picked);
  let targets = 0;
  let supplies = 0;
  let bridges = 0;
  if (picked !== null) {
    const u = unitById(state, picked)!;
    plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
    for (const a of byUnit.get(picked)!) {
      // supply: a supply truck's friendly units to re-supply, tapped like targets (troops/supply.ts; docs/ui.md).
      if (a.type === 'resupply') {
        supplies++;
        plan.highlights.push({ hex: a.target, kind: 'move', label: '+1' });
        plan.taps.set(hexKey(a.target), { kind: 'apply', choices: [{ action: a, label: T.choice.resupply }] });
      } else if (a.type === 'battle') {
        targets++;
        plan.highlights.push({ hex: a.target, kind: 'target', label: String(battleDice(state, hexOf(u), a.target)) });
        plan.taps.set(hexKey(a.target), { kind: 'apply', choices: [{ action: a, label: '' }] });
      } else if (a.type === 'removeWire') {
        // foot: engineers clear a road block with the same action (troops/engineers.ts).
        const obstacle = state.obstacles[String(u.row * state.board.geometry.cols + u.col)];
        // caves: Allied infantry on a cave tries to seal it with the same action (troops/caves.ts).
        const label = obstacle === 'roadblock' ? T.button.removeRoadblock : !obstacle && isCave(state, hexOf(u)) ? T.button.sealCave : T.button.removeWire;
        plan.buttons.push({ id: 'removeWire', label, action: a });
      } else if (a.type === 'assaultBridge') {
        // funnies3: a bridge layer's river hexes, each with its choices (lay, lay and drive on: troops/funnies3.ts).
        bridges++;
        const k = hexKey(a.target);
        const tap = plan.taps.get(k);
        if (tap?.kind === 'apply') tap.choices.push({ action: a, label: T.choice.assaultBridge(a.onto) });
        else {
          plan.highlights.push({ hex: a.target, kind: 'move' });
          plan.taps.set(k, { kind: 'apply', choices: [{ action: a, label: T.choice.assaultBridge(a.onto) }] });
        }
      } else if (a.type === 'smokeShells') {
        // meemies: Screaming Meemies may fire smoke rockets instead of battling (troops/meemies.ts).
        plan.buttons.push({ id: 'smokeShells', label: T.button.smokeShells, action: a });
      } else if (a.type === 'sabotage') {
        // stars: blow up the objective the unit stands on instead of battling (battleStars/sabotage.ts).
        plan.buttons.push({ id: 'sabotage', label: T.button.sabotage, action: a });
      }
    }
  }
  // vehicles: a half-track re-supplies under the battle's rule, beside its battles (C426).
  const truck = picked !== null && UNIT_KINDS[unitById(state, picked)!.kind].resupplies === true;
  plan.prompt = picked === null ? T.prompt.battle : supplies > 0 ? (truck ? T.prompt.resupply : T.prompt.resupplyHalfTrack) : bridges > 0 ? T.prompt.assaultBridge : targets > 0 ? T.prompt.battleSelected : T.prompt.battleNoTarget;
  const bel = state.turn.command?.type === 'behind-enemy-lines';
  for (const a of legal) {
    if (a.type === 'endBattles') {
      plan.buttons.push({ id: 'endBattles', label: bel ? T.button.endBattlesBel : T.button.endBattles, action: a, primary: byUnit.size === 0 });
    }
  }
  return plan;
}

/** Units that may act glow and can be tapped to select them. */
function markOrdered(state: GameState, plan: TurnPlan, byUnit: Map<number, Action[]>, picked: number | null): void {
  for (const id of byUnit.keys()) {
    const u = unitById(state, id)!;
    if (id !== picked) plan.highlights.push({ hex: hexOf(u), kind: 'order' });
    plan.taps.set(hexKey(u), { kind: 'select', unit: id });
  }
}

function planAmbush(state: GameState, plan: TurnPlan, legal: Action[], attacker: number, target: number): TurnPlan {
  plan.kind = 'ambush';
  plan.needsHand = true;
  const a = unitById(state, attacker)!;
  const t = unitById(state, target)!;
  plan.highlights.push({ hex: hexOf(a), kind: 'target' }, { hex: hexOf(t), kind: 'selected' });
  const canAmbush = legal.some((x) => x.type === 'ambush');
  plan.prompt = canAmbush ? T.prompt.ambush(T.unitName(a.side, a.kind)) : T.prompt.ambushNoCard;
  for (const x of legal) {
    if (x.type === 'ambush') plan.buttons.push({ id: 'ambush', label: T.button.ambush, action: x, primary: true });
    if (x.type === 'decline') plan.buttons.push({ id: 'decline', label: canAmbush ? T.button.noAmbush : T.button.letItGo, action: x, primary: !canAmbush });
  }
  return plan;
}

function planRetreat(
  state: GameState,
  plan: TurnPlan,
  legal: Action[],
  unit: number,
  flags: number,
  ignorable: boolean,
  side: Side,
): TurnPlan {
  plan.kind = 'retreat';
  const u = unitById(state, unit)!;
  const from = hexOf(u);
  plan.prompt = T.prompt.retreat(side, flags);
  plan.highlights.push({ hex: from, kind: 'selected' });
  const options = retreatOptions(state, from, flags, ignorable);
  const byHex = groupBy(legal, (a) => (a.type === 'retreat' ? hexKey(a.to) : null));
  for (const actions of byHex.values()) {
    const choices: Choice[] = [];
    let losses = 0;
    for (const a of actions) {
      if (a.type !== 'retreat') continue;
      const o = options.find((x) => x.ignore === a.ignore && x.to.row === a.to.row && x.to.col === a.to.col);
      losses = Math.max(losses, o?.losses ?? 0);
      choices.push({ action: a, label: a.ignore ? T.choice.retreatIgnore : T.choice.retreatFull(o?.steps ?? flags) });
    }
    const to = (actions[0] as Extract<Action, { type: 'retreat' }>).to;
    const same = to.row === from.row && to.col === from.col;
    plan.highlights.push({ hex: to, kind: same ? 'selected' : 'move', label: losses > 0 ? `−${losses}` : undefined });
    plan.taps.set(hexKey(to), { kind: 'apply', choices });
  }
  return plan;
}

function planTakeGround(state: GameState, plan: TurnPlan, legal: Action[], unit: number, at: Hex): TurnPlan {
  plan.kind = 'takeGround';
  plan.prompt = T.prompt.takeGround;
  const u = unitById(state, unit)!;
  plan.highlights.push({ hex: hexOf(u), kind: 'selected' }, { hex: at, kind: 'move' });
  for (const a of legal) {
    if (a.type === 'takeGround') {
      plan.taps.set(hexKey(at), { kind: 'apply', choices: [{ action: a, label: '' }] });
      plan.buttons.push({ id: 'takeGround', label: T.button.takeGround, action: a, primary: true });
    } else if (a.type === 'decline') {
      plan.buttons.push({ id: 'decline', label: T.button.stay, action: a });
    }
  }
  return plan;
}

/** A battle target of `u` as a tap: its hex marked with the dice it would roll (Overrun, Furia Francese). */
function battleTap(state: GameState, plan: TurnPlan, u: Unit, a: Extract<Action, { type: 'battle' }>): void {
  plan.highlights.push({ hex: a.target, kind: 'target', label: String(battleDice(state, hexOf(u), a.target)) });
  plan.taps.set(hexKey(a.target), { kind: 'apply', choices: [{ action: a, label: '' }] });
}

function planOverrun(state: GameState, plan: TurnPlan, legal: Action[], unit: number): TurnPlan {
  plan.kind = 'overrun';
  plan.prompt = T.prompt.overrun;
  const u = unitById(state, unit)!;
  plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
  for (const a of legal) {
    if (a.type === 'battle') {
      battleTap(state, plan, u, a);
    } else if (a.type === 'decline') {
      plan.buttons.push({ id: 'decline', label: T.button.noOverrun, action: a });
    }
  }
  return plan;
}

/** Furia Francese (troops/furia.ts): Take Ground (the cleared hex, or its button), a 1-die charge on a target, or Stay. */
function planFuria(state: GameState, plan: TurnPlan, legal: Action[], unit: number, at: Hex): TurnPlan {
  plan.kind = 'furia';
  plan.prompt = T.prompt.furia;
  const u = unitById(state, unit)!;
  plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
  for (const a of legal) {
    if (a.type === 'battle') {
      battleTap(state, plan, u, a);
    } else if (a.type === 'takeGround') {
      plan.highlights.push({ hex: at, kind: 'move' });
      plan.taps.set(hexKey(at), { kind: 'apply', choices: [{ action: a, label: '' }] });
      plan.buttons.push({ id: 'takeGround', label: T.button.takeGround, action: a });
    } else if (a.type === 'decline') {
      plan.buttons.push({ id: 'decline', label: T.button.stay, action: a });
    }
  }
  return plan;
}

/** North African Desert Rules: the armor's extra hex after taking ground, tapped on the board, or Stay. */
function planDesertMove(state: GameState, plan: TurnPlan, legal: Action[], unit: number): TurnPlan {
  plan.kind = 'desertMove';
  plan.prompt = T.prompt.desertMove;
  const u = unitById(state, unit)!;
  plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
  for (const a of legal) {
    if (a.type === 'move') {
      plan.highlights.push({ hex: a.to, kind: 'move' });
      plan.taps.set(hexKey(a.to), { kind: 'apply', choices: [{ action: a, label: T.choice.moveHere }] });
    } else if (a.type === 'decline') {
      plan.buttons.push({ id: 'decline', label: T.button.stay, action: a, primary: true });
    }
  }
  return plan;
}

function addTargetTaps(plan: TurnPlan, legal: Action[], label: (h: Hex) => string): void {
  for (const a of legal) {
    if (a.type !== 'target') continue;
    plan.highlights.push({ hex: a.target, kind: 'target', label: label(a.target) || undefined });
    plan.taps.set(hexKey(a.target), { kind: 'apply', choices: [{ action: a, label: '' }] });
  }
}

/** funnies-choice (Equipment Pack Hobart's Funnies l.190): the unit whose accessory is chosen, and the five choices. */
function planAccessory(state: GameState, plan: TurnPlan, legal: Action[], unit: number): TurnPlan {
  plan.kind = 'accessory';
  plan.prompt = T.prompt.accessory(plan.actor!);
  const u = unitById(state, unit);
  if (u) {
    plan.highlights.push({ hex: hexOf(u), kind: 'selected' });
    plan.selection = { unit, card: null };
  }
  for (const a of legal) if (a.type === 'chooseAccessory') plan.buttons.push({ id: `accessory-${a.accessory}`, label: T.accessory.name[a.accessory], action: a });
  return plan;
}

/** "Pegasus Bridge (row 3, hex 5)" or "row 3, hex 5": a hex as the log and the board's own hex words name it. */
function hexWords(state: GameState, h: Hex): string {
  const place = state.board.cells[h.row * state.board.geometry.cols + h.col]?.label;
  return P.hexAt(hexName(h), place && placeName(place));
}

/** "the Axis infantry (row 2, hex 4)": the unit on `h`, or the hex alone when it is empty. */
function unitWords(state: GameState, h: Hex): string {
  const u = unitOn(state, h);
  return u ? P.unitAt(T.unitName(u.side, u.kind), hexWords(state, h)) : hexWords(state, h);
}

/**
 * The words of one choice. Exhaustive over the action types: a new kind of action does not compile until it is
 * given words here (a tap target without them would be a hidden choice).
 */
export function pickLabel(state: GameState, kind: DecisionKind, a: Action, hex: Hex): string {
  switch (a.type) {
    case 'order':
      return P.order(unitWords(state, hex));
    case 'move':
      return P.move(hexWords(state, a.to));
    case 'exit':
      return P.exit(hexWords(state, a.via));
    case 'battle': {
      const from = unitById(state, a.unit);
      const dice = from ? battleDice(state, hexOf(from), a.target) : 0;
      // vehicles: a Petard Mortar tank's target may be an empty bunker (troops/petardAssault.ts).
      return unitOn(state, a.target) ? P.battle(unitWords(state, a.target), dice) : P.bunker(hexWords(state, a.target), dice);
    }
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    case 'resupply':
      return UNIT_KINDS[unitById(state, a.unit)?.kind ?? 'supply-truck'].resupplies ? P.resupply(unitWords(state, a.target)) : P.resupplyHalfTrack(unitWords(state, a.target));
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    case 'assaultBridge':
      return P.assaultBridge(hexWords(state, a.target), a.onto);
    case 'retreat': {
      const u = state.pending[0]?.kind === 'retreat' ? unitById(state, state.pending[0].unit) : null;
      const stays = !!u && u.row === a.to.row && u.col === a.to.col;
      if (a.ignore) return stays ? P.hold(hexWords(state, a.to)) : P.retreatIgnoring(hexWords(state, a.to));
      return P.retreat(hexWords(state, a.to));
    }
    case 'takeGround':
      return P.takeGround(hexWords(state, hex));
    case 'target':
      switch (kind) {
        case 'airPower':
          return P.airPower(unitWords(state, a.target));
        case 'pontoon':
          return P.pontoon(hexWords(state, a.target));
        case 'blow':
          return P.blow(hexWords(state, a.target));
        case 'smoke':
          return P.smoke(hexWords(state, a.target));
        // italy (house rules, Terrain Pack Airfield)
        case 'airfield':
          return P.airfield(hexWords(state, a.target));
        default:
          return P.barrage(unitWords(state, a.target));
      }
    case 'play':
    case 'endOrders':
    case 'endMoves':
    case 'removeWire':
    case 'recover':
    case 'smokeShells':
    case 'sabotage':
    case 'endBattles':
    case 'ambush':
    case 'decline':
    case 'strike':
    case 'keep':
    case 'smoke':
    case 'chooseAccessory':
      // Never a tap on a hex (funnies-choice: an accessory is a button of the game-start chooser): these are buttons or cards with words of their own.
      return P.other;
    default: {
      const never: never = a;
      return never;
    }
  }
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The plan's taps in words, in the plan's order; an action that is already a button is not listed twice. */
function picksOf(state: GameState, plan: TurnPlan): PickChoice[] {
  const picks: PickChoice[] = [];
  for (const [key, tap] of plan.taps) {
    const [row, col] = key.split(',').map(Number) as [number, number];
    const hex = { row, col };
    if (tap.kind === 'select') {
      if (tap.unit !== plan.selection.unit) picks.push({ label: P.select(unitWords(state, hex)), hex, select: tap.unit });
      continue;
    }
    for (const c of tap.choices) {
      if (plan.buttons.some((b) => sameAction(b.action, c.action))) continue;
      picks.push({ label: pickLabel(state, plan.kind, c.action, hex), hex, action: c.action });
    }
  }
  return picks;
}

/** Selection after a tap on `hex` that applied nothing. */
export function selectionAfterTap(plan: TurnPlan, hex: Hex): Selection {
  const tap = plan.taps.get(hexKey(hex));
  if (tap?.kind === 'select') return { unit: tap.unit, card: null };
  return { ...plan.selection, unit: null };
}

/**
 * Line of sight from a hex, for a long press: every hex within reach (the unit's range, or 3 from an empty hex)
 * washed as seen or hidden, and the enemy units the unit could fire at marked with their dice.
 */
export function sightPlan(state: GameState, from: Hex): { highlights: Highlight[]; inSight: number } {
  const g = state.board.geometry;
  const u = unitOn(state, from);
  const reach = u ? unitRange(state, u) : 3;
  const highlights: Highlight[] = [{ hex: from, kind: 'selected' }];
  let inSight = 0;
  for (const h of allHexes(g)) {
    if (!state.board.cells[h.row * g.cols + h.col]) continue;
    const d = hexDistance(from, h);
    if (d === 0 || d > reach) continue;
    const seen = lineOfSight(state, from, h);
    const other = unitOn(state, h);
    if (u && other && other.side !== u.side && seen) {
      const dice = battleDice(state, from, h);
      if (dice > 0) {
        inSight++;
        highlights.push({ hex: h, kind: 'target', label: String(dice) });
        continue;
      }
    }
    highlights.push({ hex: h, kind: seen ? 'sight' : 'hidden' });
  }
  return { highlights, inSight };
}
