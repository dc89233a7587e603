/**
 * Dispatch of one legal action on the draft: the answer to the current decision (decisions/), or the step of the
 * turn it belongs to (play, order, move, battle, end of a step).
 */
import { resupply } from '../troops/supply';
import { layAssaultBridge } from '../troops/funnies3';
import { decisionOf } from '../decisions';
import type { Action, GameState } from '../types';
import { declareBattle, removeWire } from './combat';
import type { Ctx } from './draft';
import { endBattles, endTurn } from './endTurn';
import { exitUnit, moveUnit } from './move';
import { endOrders, orderUnit } from './order';
import { playCard } from './play';
import { recover } from './recover';
import { engineersClearStandingMines } from '../troops/engineers';
import { fireSmokeShells } from '../troops/meemies';
import { sabotage } from '../battleStars/sabotage';

export function perform(s: GameState, a: Action, ctx: Ctx): void {
  const p = s.pending[0];
  if (p) {
    decisionOf(p).apply(s, p, a, ctx);
    return;
  }
  const t = s.turn;
  switch (a.type) {
    case 'play':
      playCard(s, a.card, a.section, a.as, ctx);
      return;
    case 'order':
      orderUnit(s, a.unit, ctx);
      return;
    case 'endOrders':
      endOrders(s, ctx);
      return;
    case 'move':
      moveUnit(s, a.unit, a.to, ctx);
      return;
    case 'exit':
      exitUnit(s, a.unit, a.via, ctx);
      return;
    case 'endMoves':
      if (t.stage === 'move2') endTurn(s, ctx);
      else {
        t.stage = 'battle';
        engineersClearStandingMines(s, ctx);
      }
      return;
    case 'battle':
      declareBattle(s, a.unit, a.target, false, ctx);
      return;
    case 'removeWire':
      removeWire(s, a.unit, ctx);
      return;
    case 'recover':
      recover(s, a.unit, ctx);
      return;
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    case 'resupply':
      resupply(s, a.unit, a.target, ctx);
      return;
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    case 'assaultBridge':
      layAssaultBridge(s, a.unit, a.target, a.onto, ctx);
      return;
    // stars (house rules l.343 Sabotage)
    case 'sabotage':
      sabotage(s, a.unit, ctx);
      return;
    case 'endBattles':
      endBattles(s, ctx);
      return;
    case 'smokeShells':
      // meemies: smoke shells instead of a battle; the hexes are picked next (troops/meemies.ts).
      fireSmokeShells(s, a.unit, ctx);
      return;
    case 'smoke':
      // Its hexes are picked next (decisions/smoke.ts).
      s.pending.unshift({ kind: 'smoke', actor: t.side, picked: [] });
      return;
    default:
      return;
  }
}
