/**
 * Moving one ordered unit to a destination (rulebook p.6 "Game Turn", step 3, and Behind Enemy Lines' second
 * move). Where a unit may go is movement.ts (the path is found there); this applies the move, its terrain effects
 * on the rest of the turn and wire.
 */
import { hasSandbags, obstacleAt, removeObstacle, setSandbags, unitShifted } from '../board';
import { cacheOf } from '../cache';
import { hexDistance, sameHex, type Hex } from '../hex';
import { gridOf, sharedHex } from '../grid';
import { UNIT_KINDS, isArmorKind, isArtilleryKind } from '../units';
import { unitLeft } from '../troops/guns';
import type { GameState } from '../types';
import { mutTurnUnit, type Ctx } from './draft';
import { cachedExits, cachedMoveTo, type UnitMoves } from './moveCache';
import { addMedals, checkWipeOut } from '../victory';
import { own } from './draft';
import { afterPositionChange, relocate, uncover } from './position';
import { enterMinefield } from '../mines';
import { engineerEntersMinefield } from '../troops/engineers';
import { boardHasIce, crossIce, icyHexesOnRoute } from '../ice';
import { MOVE_CAVE, MOVE_NO_BATTLE, MOVE_STOPS, moveRules, moveSteps } from '../movement';
import { landAfterMove } from '../troops/landingCraft';
import { trainArrived } from '../troops/trains';
import { boardHasCaves } from '../troops/caves';
import { wireOnRoute } from '../troops/funnies3';
import { hasSpecialKinds } from '../specialKinds';

/**
 * No move in the move step is longer than this (3: armor, Infantry Assault, Artillery Bombard, BEL), on a board
 * without roads; a road adds one hex (FAQ §II Roads).
 */
const MAX_MOVE = 3;

/** recon: the longest move of a kind with a `roadCap` (the patrol car's 4, road or not). */
const LONG_MOVE = 4;

export function moveUnit(s: GameState, id: number, to: Hex, ctx: Ctx): void {
  const t = s.turn;
  const u = s.units[id]!;
  const ut = mutTurnUnit(s, id)!;
  const second = t.stage === 'move2';
  // The draft has not changed yet: the targets computed for the legal-action list are still right.
  const target = cachedMoveTo(ctx.origin, ctx.origin.units[id]!, to.row * s.board.geometry.cols + to.col);
  const steps = moveSteps(target);
  const from: Hex = sharedHex(s.board, u.row, u.col);
  // The other units' move targets stay right when this move happened out of their reach (every move here is at
  // most 3 hexes): reuse them for the next list instead of searching again.
  const before = cacheOf(ctx.origin).moves as UnitMoves[] | undefined;
  // caves: a cave move reaches any cave, and frees or fills a cave any other cave unit may reach (troops/caves.ts).
  const cave = (target & MOVE_CAVE) !== 0;
  if (before && !second && !cave && !(u.army !== undefined && boardHasCaves(s))) {
    const carry: UnitMoves[] = [];
    const reach = gridOf(s.board).road ? MAX_MOVE + 1 : MAX_MOVE;
    for (let i = 0; i < before.length; i++) {
      const list = before[i]!;
      const y = s.units[list.id]!;
      // trains: a train's move changes two hexes, and a train's moves reach past 3 hexes (troops/trains.ts).
      if (list.id === id || u.wagon || y.wagon) continue;
      const d1 = hexDistance(y, from);
      if (d1 <= reach) continue;
      const d2 = hexDistance(y, to);
      if (d2 <= reach) continue;
      // recon: a patrol car moves 4 hexes, road or not (Equipment Pack, Jeep Willys l.459); the kind is read only for
      // a unit exactly that far, the others pay one comparison.
      if ((d1 <= LONG_MOVE || d2 <= LONG_MOVE) && UNIT_KINDS[y.kind].roadCap !== undefined) continue;
      carry.push(list);
    }
    ctx.carryMoves = carry;
  }
  // Frozen rivers on the way (ice.ts): found before the unit leaves, rolled once it has arrived.
  const ice = boardHasIce(s) ? icyHexesOnRoute(s, u, to, steps, 'move', moveRules(s, u, second).ignoreTerrain) : [];
  // funnies3: the wire a Bobbin's move crosses, found before it leaves (troops/funnies3.ts).
  const wires = hasSpecialKinds(s) && UNIT_KINDS[u.kind].funnyGround === 'bobbin' ? wireOnRoute(s, u, to, steps) : null;
  relocate(s, u, to, ctx);
  const toHex = sharedHex(s.board, to.row, to.col);
  ctx.events.push(cave ? { type: 'moved', unit: id, from, to: toHex, steps, cave: true } : { type: 'moved', unit: id, from, to: toHex, steps });
  if (second) {
    ut.secondMoveDone = true;
  } else {
    ut.moved = steps;
    ut.moveDone = true;
    ut.stopped = (target & MOVE_STOPS) !== 0;
    if (target & MOVE_NO_BATTLE) ut.noBattle = true;
    // caves: the cave move is the unit's whole movement this turn, Behind Enemy Lines' second move included (FAQ §VIII).
    if (cave) ut.secondMoveDone = true;
  }
  // A landing craft that reached the shore is removed, its unit left there (troops/landingCraft.ts).
  if (u.landingCraft && !second) landAfterMove(s, id, ut, ctx);
  // trains: at a station, the units aboard get off (troops/trains.ts).
  if (u.cargo) trainArrived(s, id, ctx);
  // Only a battle with special kinds may have engineers or mine clearers (specialKinds.ts).
  if (!(hasSpecialKinds(s) && engineerEntersMinefield(s, u, to, second, ctx))) enterMinefield(s, u, to, ctx);
  crossIce(s, u, ice, ctx);
  // funnies3: a Bobbin removes the wire it moved through (Equipment Pack l.210); the wire it ends on goes below.
  if (wires) {
    for (const w of wires) {
      if (w.row === to.row && w.col === to.col) continue;
      removeObstacle(s, w);
      ctx.events.push({ type: 'wireRemoved', unit: id, at: { row: w.row, col: w.col } });
    }
  }
  const o = obstacleAt(s, to);
  if (o === 'wire' && s.units[id]!.figures > 0) {
    if (isArmorKind(u.kind)) {
      // Armor removes wire it enters and may still battle (rulebook p.16; FAQ §II Wire Q5).
      removeObstacle(s, to);
      ctx.events.push({ type: 'wireRemoved', unit: id, at: { row: to.row, col: to.col } });
    } else if (!second && !isArtilleryKind(u.kind)) ut.inWire = true;
  }
  afterPositionChange(s, ctx);
}

/**
 * An ordered unit leaves the board through an exit marker of its side (FAQ Exit Markers; Equipment Pack): it is
 * removed, and one of its figures goes on its own side's medal track (one medal). Its move is over.
 */
export function exitUnit(s: GameState, id: number, via: Hex, ctx: Ctx): void {
  const t = s.turn;
  const target = cachedExits(ctx.origin, ctx.origin.units[id]!).find((x) => sameHex(x.via, via))!;
  const ut = mutTurnUnit(s, id)!;
  if (t.stage === 'move2') ut.secondMoveDone = true;
  else {
    ut.moved = target.steps;
    ut.moveDone = true;
  }
  const u = own(s, ctx, id);
  // Leaving the board is a move: a camouflaged unit gives itself away (FAQ §III Camouflage Q, l.1990-1992, "moves in any way").
  if (u.camouflaged) uncover(s, u, ctx);
  const from: Hex = { row: u.row, col: u.col };
  // Frozen rivers between the unit and the edge (ice.ts): crossed before it leaves; the ice may stop it for good.
  const ice = boardHasIce(s) && !sameHex(from, via) ? icyHexesOnRoute(s, u, via, target.steps - 1, 'move', moveRules(s, u, t.stage === 'move2').ignoreTerrain) : [];
  if (hasSandbags(s, from)) {
    setSandbags(s, from, false);
    ctx.events.push({ type: 'sandbagsRemoved', at: from });
  }
  if (ice.length) {
    crossIce(s, u, ice, ctx);
    if (s.units[id]!.figures <= 0) return;
  }
  u.figures = 0;
  u.row = -1;
  u.col = -1;
  u.exited = true;
  unitShifted(s, id, from, null);
  if (s.zeroed) unitLeft(s, id);
  addMedals(s, u.side, 1);
  ctx.events.push({ type: 'exited', unit: id, from, via: { row: via.row, col: via.col }, steps: target.steps, side: u.side });
  afterPositionChange(s, ctx);
  // Its last unit gone, the side has lost unless the exit's medal won the game (rules-decisions S24, C25).
  if (!s.winner) checkWipeOut(s, u.side, ctx.events);
}
