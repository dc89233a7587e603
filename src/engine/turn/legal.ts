/**
 * Who acts, and what they may do: the current decision's answers (decisions/), or the actions of the turn's stage
 * (play a card, order, move, battle). Cached per state object.
 */
import { isAlive, obstacleAt } from '../board';
import { battleTargets } from '../battle';
import { bridgePlays } from '../bridges';
import { cacheOf } from '../cache';
import { cardType } from '../cards';
import { decisionOf } from '../decisions';
import type { Section } from '../hex';
import { orderableUnits } from '../orders';
import { playAsOptions } from '../special';
import { canLaySmoke } from '../smoke';
import { mayFireSmoke } from '../troops/meemies';
import { UNIT_KINDS, isInfantryKind } from '../units';
import { engineerMayClearRoadblock } from '../troops/engineers';
import type { Action, GameState, Side, Unit, UnitTurn } from '../types';
import { cachedMoves } from './moveCache';
import { recoveryOf } from './recover';
import { commissarCards } from '../troops/commissar';
import { maySealCave } from '../troops/caves';
import { pushResupplies } from '../troops/supply';
import { pushAssaultBridges } from '../troops/funnies3';
import { maySabotage } from '../battleStars/sabotage';

/** The side that must act now (the defender during an Ambush decision or a retreat), or null when over. */
export function actor(s: GameState): Side | null {
  if (s.winner) return null;
  const p = s.pending[0];
  return p ? p.actor : s.turn.side;
}

/** Every action the side to act may take now. */
export function legalActions(s: GameState): Action[] {
  const c = cacheOf(s);
  let a = c.legal;
  if (!a) {
    a = computeLegal(s);
    c.legal = a;
  }
  return a;
}

function computeLegal(s: GameState): Action[] {
  if (s.winner) return [];
  const p = s.pending[0];
  if (p) return decisionOf(p).actions(s, p);
  const t = s.turn;
  switch (t.stage) {
    case 'play':
      return playList(s);
    case 'order': {
      // Indexed loops, not for-of, on these hot paths: an iterator that is not optimised away costs an allocation.
      // Lists made at their final length where it is known (growing one by pushes reallocates it as it goes).
      const units = orderableUnits(s);
      const list = new Array<Action>(units.length + 1);
      for (let i = 0; i < units.length; i++) list[i] = orderAction(units[i]!.id);
      list[units.length] = END_ORDERS;
      return list;
    }
    case 'move':
    case 'move2':
      return moveList(s);
    case 'battle':
      return battleList(s);
  }
}

/** The move stages: each ordered unit's moves (and a recovery instead), then endMoves. */
function moveList(s: GameState): Action[] {
  const t = s.turn;
  const out: Action[] = [];
  const ordered = t.ordered;
  if (!s.special || t.stage !== 'move') {
    // No recovery to offer (below): the list is every unit's moves, then endMoves.
    let n = 1;
    for (let i = 0; i < ordered.length; i++) n += cachedMoves(s, s.units[ordered[i]!]!).actions.length;
    const list = new Array<Action>(n);
    let k = 0;
    for (let i = 0; i < ordered.length; i++) {
      const actions = cachedMoves(s, s.units[ordered[i]!]!).actions;
      for (let j = 0; j < actions.length; j++) list[k++] = actions[j]!;
    }
    list[k] = END_MOVES;
    return list;
  }
  for (let i = 0; i < ordered.length; i++) {
    const id = ordered[i]!;
    const u = s.units[id]!;
    const actions = cachedMoves(s, u).actions;
    for (let k = 0; k < actions.length; k++) out.push(actions[k]!);
    // Oasis or Hospital Recovery instead of moving and battling (FAQ §III; turn/recover.ts).
    if (s.special && t.stage === 'move' && recoveryOf(s, u)) out.push({ type: 'recover', unit: id });
  }
  out.push(END_MOVES);
  return out;
}

/** The play stage: the cards of the hand that may be played, and how (a function of its own: issue 17 speed, see battleList). */
function playList(s: GameState): Action[] {
  const t = s.turn;
  const out: Action[] = [];
  // The Commissar (troops/commissar.ts): the chip's card and the hand's free cards, not the whole hand.
  const hand = s.special?.commissar === t.side ? commissarCards(s, t.side) : s.cards.hands[t.side];
  const onlyAmbush = hand.every((c) => cardType(c) === 'ambush');
  // Decided once, not per card: most battles have no bridge rule, and bridgePlays would return an empty list.
  const bridgeRules = !!(s.special?.pontoons || s.special?.blowBridges);
  for (const c of hand) {
    const type = cardType(c);
    if (type === 'ambush' && !onlyAmbush) continue;
    if (type === 'infantry-assault' && hasInfantry(s, t.side)) {
      for (const section of ['left', 'centre', 'right'] as Section[]) out.push({ type: 'play', card: c, section });
    } else out.push({ type: 'play', card: c });
    // Scenario rule: the card may also be played as another card (Mortain: a Recon as Air Power).
    for (const as of playAsOptions(s, t.side, c)) out.push({ type: 'play', card: c, as });
    // Battle rules: the card may build a pontoon bridge or blow a bridge instead (FAQ §II, §III; bridges.ts).
    if (bridgeRules) for (const as of bridgePlays(s, t.side, c)) out.push({ type: 'play', card: c, as });
  }
  // A smoke screen may be laid before the card is played (smoke.ts).
  if (canLaySmoke(s)) out.push({ type: 'smoke' });
  return out;
}

/**
 * The battle stage: each ordered unit's targets and the actions it may take instead. Each stage's list is a function of
 * its own so that V8 optimises each with its own inlining budget (issue 17 speed; docs/benchmarks.md).
 */
function battleList(s: GameState): Action[] {
  const t = s.turn;
  const out: Action[] = [];
  const ordered = t.ordered;
  for (let i = 0; i < ordered.length; i++) {
    const id = ordered[i]!;
    const u = s.units[id]!;
    const ut = t.units[id]!;
    // The kind's entry, looked up once for the abilities read below.
    const k = UNIT_KINDS[u.kind];
    // supply: an ordered supply truck re-supplies instead of battling, after a move too (troops/supply.ts).
    if (k.resupplies) {
      pushResupplies(s, u, out);
      continue;
    }
    // vehicles: under the Re-Supply rules a half-track may re-supply instead of battling (troops/supply.ts; C426).
    if (k.resupplyRule && s.special?.resupply) pushResupplies(s, u, out);
    if (!canStillBattle(u, ut)) continue;
    // funnies3: a bridge layer may place its one bridge instead of battling (troops/funnies3.ts).
    if (k.bridgeLayer && !u.bridged) pushAssaultBridges(s, u, ut, out);
    // meemies: a unit that fired smoke shells fires no incendiary ones this turn (troops/meemies.ts).
    const targets = ut.smokeShells ? [] : battleTargets(s, u, ut, false);
    for (let j = 0; j < targets.length; j++) out.push({ type: 'battle', unit: id, target: targets[j]!.target });
    // meemies: Screaming Meemies may fire smoke shells instead of battling (troops/meemies.ts).
    if (k.smokeShells && mayFireSmoke(s, u, ut)) out.push({ type: 'smokeShells', unit: id });
    // stars: a unit on its side's sabotage objective may blow it up instead of battling (battleStars/sabotage.ts).
    if (s.special?.sabotage && maySabotage(s, u, ut)) out.push({ type: 'sabotage', unit: id });
    // Any ordered infantry on wire that may still battle, not only one that entered it this turn (rulebook p.16
    // Wire; player aid: Wire; FAQ §II Wire Q1).
    // recon: a patrol car removes no wire (Equipment Pack, Jeep Willys l.463).
    if (k.symbol === 'infantry' && !k.vehicle && obstacleAt(s, u) === 'wire') out.push({ type: 'removeWire', unit: id });
    // foot: combat engineers that moved onto a road block may remove it instead of battling (troops/engineers.ts).
    else if (k.engineer && engineerMayClearRoadblock(s, u, ut)) out.push({ type: 'removeWire', unit: id });
    // caves: Allied infantry that moved onto a cave may try to seal it instead of battling (troops/caves.ts).
    else if (u.side === 'allies' && ut.moved > 0 && k.symbol === 'infantry' && maySealCave(s, u, ut)) out.push({ type: 'removeWire', unit: id });
  }
  out.push(END_BATTLES);
  return out;
}

/*
 * Actions that carry no more than a unit id are made once and shared by every list that offers them (actions are
 * plain data, never changed; applyAction recognises them by reference like any other action of the list).
 */
const END_ORDERS: Action = { type: 'endOrders' };
const END_MOVES: Action = { type: 'endMoves' };
const END_BATTLES: Action = { type: 'endBattles' };
const ORDER_ACTIONS: Action[] = [];

function orderAction(id: number): Action {
  let a = ORDER_ACTIONS[id];
  if (!a) {
    while (ORDER_ACTIONS.length < id) ORDER_ACTIONS.push({ type: 'order', unit: ORDER_ACTIONS.length });
    a = { type: 'order', unit: id };
    ORDER_ACTIONS.push(a);
  }
  return a;
}

function hasInfantry(s: GameState, side: Side): boolean {
  return s.units.some((u) => u.side === side && isAlive(u) && isInfantryKind(u.kind));
}

function canStillBattle(u: Unit, ut: UnitTurn): boolean {
  return isAlive(u) && !ut.noBattle && !ut.retreated && ut.battles < ut.maxBattles;
}
