/**
 * Every kind of pending decision and automatic step, by `Pending['kind']` (types.ts). A new kind without an entry
 * here does not compile. Only the turn machine's dispatch (turn/legal.ts, turn/perform.ts, turn/run.ts) imports
 * this registry; no decision module imports it, so it is never read before its entries exist.
 */
import type { Pending } from '../types';
import type { Decision } from './decision';
import { airPower, strike } from './airPower';
import { ambush, attack } from './ambush';
import { barrage } from './barrage';
import { blow, pontoon } from './bridges';
import { desertMove } from './desert';
import { keep } from './keep';
import { commissar } from '../troops/commissar';
import { overrun } from './overrun';
import { retreat } from './retreat';
import { smoke } from './smoke';
import { afterAssault, takeGround } from './takeGround';
import { furia } from '../troops/furia';
import { airfield } from '../troops/airfield';
import { reconDiscard } from '../troops/reconCar';
import { accessory } from '../troops/funniesChoice';

const DECISIONS: { readonly [K in Pending['kind']]: Decision<K> } = {
  ambush,
  attack,
  retreat,
  afterAssault,
  takeGround,
  overrun,
  barrage,
  airPower,
  strike,
  keep,
  pontoon,
  blow,
  smoke,
  desertMove,
  commissar,
  // italy (Equipment Pack §VII France)
  furia,
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  airfield,
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  reconDiscard,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  accessory,
};

/** The module of a pending entry's kind. */
export function decisionOf(p: Pending): Decision<Pending['kind']> {
  return DECISIONS[p.kind] as unknown as Decision<Pending['kind']>;
}
