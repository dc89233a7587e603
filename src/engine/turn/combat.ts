/**
 * Battles (rulebook p.6 "Game Turn", step 4): an ordered unit declares a battle, the defender may answer a close
 * assault with an Ambush (decisions/ambush.ts), the attack is rolled (dice from battle.ts, hits and flags in
 * hits.ts) and a close assault by a unit that takes ground queues Take Ground (decisions/takeGround.ts).
 * Infantry on wire may remove it instead of battling.
 */
import { obstacleAt, removeObstacle, terrainAt, unitAt } from '../board';
import { battleTargets } from '../battle';
import { hexDistance, type Hex } from '../hex';
import { endOtherBombards } from '../tactics/artilleryBombard';
import { offerAmbush } from '../decisions/ambush';
import { queueTakeGround } from '../decisions/takeGround';
import { UNIT_KINDS, isArmorKind } from '../units';
import { ruinLandmark, ruinedByAttack } from '../landmarks';
import type { GameState, Unit } from '../types';
import { mutTurnUnit, type Ctx } from './draft';
import { strike } from './hits';
import { roll } from './roll';
import { uncover } from './position';
import { starsHit, zeroIn } from '../troops/guns';
import { spotted } from '../battleStars/forwardSpotting';
import { stiffUpperLip } from '../troops/stiffUpperLip';
import { wagonView } from '../troops/trains';
import { isCave, sealCave } from '../troops/caves';
import { dropDisguise } from '../troops/brandenburgers';
import { petardBlast } from '../troops/funnies';
import { furiaDice } from '../troops/furia';
import { assaultEmptyBunker } from '../troops/petardAssault';
import { sharedHex } from '../grid';

export function declareBattle(s: GameState, id: number, target: Hex, overrun: boolean, ctx: Ctx): void {
  // vehicles: a Petard Mortar tank's close assault on an empty bunker (troops/petardAssault.ts).
  if (!unitAt(s, target)) return assaultEmptyBunker(s, id, target, overrun, ctx);
  let u = s.units[id]!;
  const ut = mutTurnUnit(s, id)!;
  let v = unitAt(s, target)!;
  // trains: the train's wagon hex was targeted: the attack is on the train there (troops/trains.ts).
  if (v.wagon && v.wagon.row === target.row && v.wagon.col === target.col) v = wagonView(v) ?? v;
  // trains: an armored train fires from its wagon.
  const gunAt = u.wagon ? (wagonView(u) ?? u) : u;
  const close = hexDistance(gunAt, v) === 1;
  endOtherBombards(s, id);
  // A camouflaged unit that battles loses its camouflage (FAQ §III Camouflage, l.1967).
  if (u.camouflaged) {
    uncover(s, u, ctx);
    u = s.units[id]!;
  }
  // brandenburgers: ordered to battle, they remove their enemy figure (FAQ §IV Brandenburgers).
  if (u.disguised) {
    dropDisguise(s, u, ctx);
    u = s.units[id]!;
  }
  ut.battles++;
  if (overrun) ut.overrunUsed = true;
  // italy: the Furia Francese assault rolls 1 die, whatever the terrain (troops/furia.ts).
  const dice = furiaDice(ut, battleTargets(s, u, ut, overrun, v.id).find((b) => b.unit === v.id && b.target.row === target.row && b.target.col === target.col)!.dice);
  ctx.events.push({ type: 'battle', unit: id, target: v.id, from: sharedHex(s.board, gunAt.row, gunAt.col), at: sharedHex(s.board, v.row, v.col), dice, close });
  if (close && offerAmbush(s, id, v)) return;
  resolveAttack(s, u, v, dice, close, overrun, ctx);
}

/** Roll an ordered unit's attack and queue its retreat and Take Ground decisions. */
export function resolveAttack(s: GameState, u: Unit, v: Unit, dice: number, close: boolean, overrun: boolean, ctx: Ctx, afterAmbush = false): void {
  if (close) queueTakeGround(s, u, v, v.id);
  const faces = roll(s, ctx, dice);
  // vehicles: a Petard Mortar tank's star removes the target's bunker before the hits (troops/funnies.ts).
  if (close && UNIT_KINDS[u.kind].petard) petardBlast(s, u, v, faces, ctx);
  // Artillery hits a unit in a fortress only with stars (house rules App. 2 Bunkers, Fortress, l.557).
  const starsOnly = UNIT_KINDS[u.kind].symbol === 'artillery' && terrainAt(s, v)!.artilleryHitsOnStarsOnly === true;
  const at = { row: v.row, col: v.col };
  const ruins = ruinedByAttack(s, u, at);
  // meemies: incendiary shells' flags may not be ignored (troops/meemies.ts; Equipment Pack, Nebelwerfer).
  strike(s, v, faces, u.id, !UNIT_KINDS[u.kind].incendiary, starsHit(u, v), ctx, starsOnly);
  // A Big Gun's or destroyer's hit zeroes it in on the target (troops/guns.ts; FAQ §IV Big Guns Q5-Q6, Destroyers).
  // stars: artillery spotted for zeroes in as a Big Gun (battleStars/forwardSpotting.ts).
  if (UNIT_KINDS[u.kind].zeroesIn || (s.special?.forwardSpotting && spotted(s, u))) zeroIn(s, u, v, faces, ctx.events);
  // Stiff Upper Lip (FAQ §VII British Commonwealth Forces): the target, down to its last figure, may battle back.
  if (close && !afterAmbush && s.special?.stiffUpperLip === v.side) stiffUpperLip(s, v.id, u.id, ctx);
  // Fire that destroys a landmark (a radar station: landmarks.ts) does so once the battle is settled: after the
  // target's retreat when it has one to make, at once otherwise.
  if (ruins) {
    const p = s.pending[0];
    if (p?.kind === 'retreat' && p.unit === v.id) p.ruin = true;
    else ruinLandmark(s, at, ctx.events);
  }
  // Wire under armor that got there by retreat is removed after its attack (FAQ §II Wire Q3); combat engineers on
  // wire battle out of it and remove it (FAQ §IV Combat Engineers, l.2323).
  if ((isArmorKind(u.kind) || UNIT_KINDS[u.kind].engineer) && obstacleAt(s, u) === 'wire') {
    removeObstacle(s, u);
    ctx.events.push({ type: 'wireRemoved', unit: u.id, at: { row: u.row, col: u.col } });
  }
  void overrun;
}

/**
 * Infantry on wire removes it instead of battling (rulebook p.16 Wire; FAQ §II Wire Q1); combat engineers remove a
 * road block they moved onto the same way (FAQ §II Road Blocks Q, l.1251; troops/engineers.ts).
 */
export function removeWire(s: GameState, id: number, ctx: Ctx): void {
  const u = s.units[id]!;
  // caves: on a cave with no obstacle, the work instead of battling is an attempt to seal it (troops/caves.ts).
  if (obstacleAt(s, u) === undefined && isCave(s, u)) return sealCave(s, u, ctx);
  const roadblock = obstacleAt(s, u) === 'roadblock';
  removeObstacle(s, u);
  const ut = mutTurnUnit(s, u.id)!;
  ut.battles = ut.maxBattles;
  ctx.events.push(roadblock ? { type: 'roadblockRemoved', unit: u.id, at: { row: u.row, col: u.col } } : { type: 'wireRemoved', unit: u.id, at: { row: u.row, col: u.col } });
}
