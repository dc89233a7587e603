/** Is a well-formed action legal now, and if not, why (errors are values: the code and a plain message). */
import { getUnit } from '../board';
import { isCardId } from '../cards';
import { onBoard, type Hex } from '../hex';
import type { Action, EngineError, ErrorCode, GameState } from '../types';
import { legalActions } from './legal';
import { resupplyError } from '../troops/supply';
import { assaultBridgeError } from '../troops/funnies3';
import { accessoryError } from '../troops/funniesChoice';

export function err(code: ErrorCode, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, message } };
}

function sameHexLike(a: Hex, b: Hex): boolean {
  return a.row === b.row && a.col === b.col;
}

/** Is the action one of the legal ones? (field by field: no strings built on the hot path) */
export function isLegal(s: GameState, a: Action): boolean {
  for (const l of legalActions(s)) {
    if (l.type !== a.type) continue;
    switch (l.type) {
      case 'play':
        if (l.card === (a as typeof l).card && l.section === (a as typeof l).section && l.as === (a as typeof l).as) return true;
        break;
      case 'order':
      case 'removeWire':
      case 'recover':
      case 'smokeShells':
      case 'sabotage':
        if (l.unit === (a as typeof l).unit) return true;
        break;
      case 'move':
        if (l.unit === (a as typeof l).unit && sameHexLike(l.to, (a as typeof l).to)) return true;
        break;
      case 'exit':
        if (l.unit === (a as typeof l).unit && sameHexLike(l.via, (a as typeof l).via)) return true;
        break;
      case 'battle':
      case 'resupply':
        if (l.unit === (a as typeof l).unit && sameHexLike(l.target, (a as typeof l).target)) return true;
        break;
      // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
      case 'assaultBridge':
        if (l.unit === (a as typeof l).unit && l.onto === (a as typeof l).onto && sameHexLike(l.target, (a as typeof l).target)) return true;
        break;
      // funnies-choice (Equipment Pack Hobart's Funnies l.190)
      case 'chooseAccessory':
        if (l.unit === (a as typeof l).unit && l.accessory === (a as typeof l).accessory) return true;
        break;
      case 'retreat':
        if (l.ignore === (a as typeof l).ignore && sameHexLike(l.to, (a as typeof l).to)) return true;
        break;
      case 'target':
        if (sameHexLike(l.target, (a as typeof l).target)) return true;
        break;
      case 'keep':
        if (l.card === (a as typeof l).card) return true;
        break;
      default:
        return true;
    }
  }
  return false;
}

/** Why an action of a valid shape is not legal now (best effort, for a clear message). */
export function diagnose(s: GameState, a: Action): { ok: false; error: EngineError } {
  const p = s.pending[0];
  const g = s.board.geometry;
  const hexes: Hex[] = a.type === 'move' || a.type === 'retreat' ? [a.to] : a.type === 'battle' || a.type === 'target' || a.type === 'resupply' || a.type === 'assaultBridge' ? [a.target] : a.type === 'exit' ? [a.via] : [];
  for (const h of hexes) if (!onBoard(g, h)) return err('off-board', `hex (${h.row},${h.col}) is not on the board`);
  if ('unit' in a && !getUnit(s, a.unit)) return err('unknown-unit', `there is no unit ${a.unit}`);
  if (a.type === 'play' || a.type === 'keep') {
    if (!isCardId(a.card)) return err('not-in-hand', `there is no card ${a.card}`);
  }
  // funnies-choice: why this unit's accessory may not be chosen now (troops/funniesChoice.ts).
  if (a.type === 'chooseAccessory') {
    const e = accessoryError(s, a.unit);
    if (e) return { ok: false, error: e };
  }
  if (p) return err('wrong-step', `waiting for ${p.actor} to resolve ${p.kind}; ${a.type} is not possible now`);
  if (a.type === 'exit') {
    const side = s.board.cells[a.via.row * s.board.geometry.cols + a.via.col]?.exit;
    const u = s.units[a.unit]!;
    if (side !== u.side) return err('not-allowed', `(${a.via.row},${a.via.col}) is not an exit of the ${u.side}`);
    if (s.turn.stage !== 'move' && s.turn.stage !== 'move2') return err('wrong-step', `exit is a move: not possible now (step: ${s.turn.stage})`);
    return err('not-allowed', `unit ${a.unit} cannot leave the board through (${a.via.row},${a.via.col}) now: it must be ordered, not have moved, and reach the hex with a hex of movement to spare`);
  }
  // supply: why a truck may not re-supply that unit (troops/supply.ts).
  if (a.type === 'resupply') return resupplyError(s, a.unit, a.target);
  // funnies3: why a bridge layer may not place its bridge there now (troops/funnies3.ts).
  if (a.type === 'assaultBridge') return assaultBridgeError(s, a.unit, a.target, a.onto);
  if (a.type === 'play') {
    if (s.turn.stage !== 'play') return err('wrong-step', 'a card has already been played this turn');
    if (!s.cards.hands[s.turn.side].includes(a.card)) return err('not-in-hand', `card ${a.card} is not in ${s.turn.side}'s hand`);
  }
  return err('not-allowed', `${a.type} is not allowed now (step: ${s.turn.stage})`);
}
