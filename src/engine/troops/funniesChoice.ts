/**
 * Hobart's Funnies: the accessory chosen at game start (Equipment Pack Hobart's Funnies, 002 l.190: "replace a single
 * Tank figure in each unit marked with a Hobart's Funnies badge with a Churchill Tank figure equipped with the
 * accessory of your choice. This accessory must be chosen at game start, and cannot be changed during the course of
 * the game"). A battle fields such a unit as kind `funnies` (scenario format; the `.m44` importer, C423). Before the
 * first turn each undecided unit waits in the decision queue (`accessory`, one entry per unit): the side that plays
 * first chooses for each of its units, then the other side, in unit order; each choice is public at once (the figure
 * stands on the board). Action `chooseAccessory { unit, accessory }`; the unit becomes the accessory's kind for the
 * rest of the game (event `accessoryChosen`). A battle without such a unit queues nothing. Decisions C420-C422.
 */
import { UNIT_KINDS } from '../units';
import type { Action, EngineError, FunniesAccessory, GameState, Side } from '../types';
import { own, type Ctx } from '../turn/draft';
import type { Decision } from '../decisions/decision';

/** The five accessories, in the Equipment Pack's order (l.200-228): Assault Bridge, Bobbin, Fascine, Mine digger, Petard Mortar. */
export const FUNNIES_ACCESSORIES: readonly FunniesAccessory[] = ['bridge-layer', 'bobbin', 'fascine', 'mine-digger', 'avre'];

const ACCESSORY_SET: ReadonlySet<string> = new Set(FUNNIES_ACCESSORIES);

/** Is this string one of the five accessories? (parse.ts, for untrusted actions) */
export function isAccessory(x: unknown): x is FunniesAccessory {
  return typeof x === 'string' && ACCESSORY_SET.has(x);
}

/**
 * At set-up (setup.ts): queue one `accessory` decision per undecided Funnies unit, the first side's units first.
 * Queues nothing (and so changes nothing in the state) in a battle without one.
 */
export function queueAccessoryChoices(s: GameState, first: Side): void {
  const units = s.units;
  let any = false;
  for (let i = 0; i < units.length; i++) if (UNIT_KINDS[units[i]!.kind].accessoryChoice) any = true;
  if (!any) return;
  for (const side of [first, first === 'axis' ? 'allies' : 'axis'] as const) {
    for (const u of units) if (u.side === side && UNIT_KINDS[u.kind].accessoryChoice) s.pending.push({ kind: 'accessory', actor: side, unit: u.id });
  }
}

/** The answers to one unit's choice: its five accessories. */
export const accessory: Decision<'accessory'> = {
  actions: (_s, p) => FUNNIES_ACCESSORIES.map((a): Action => ({ type: 'chooseAccessory', unit: p.unit, accessory: a })),
  apply(s, p, a, ctx: Ctx) {
    if (a.type !== 'chooseAccessory') return;
    s.pending.shift();
    const u = own(s, ctx, p.unit);
    u.kind = a.accessory;
    ctx.events.push({ type: 'accessoryChosen', unit: u.id, side: u.side, accessory: a.accessory });
  },
};

/** Why a well-formed `chooseAccessory` is not legal now (check.ts), or null when another message fits better. */
export function accessoryError(s: GameState, unit: number): EngineError | null {
  const p = s.pending[0];
  const u = s.units[unit];
  if (!u) return null;
  if (!UNIT_KINDS[u.kind].accessoryChoice) return { code: 'not-allowed', message: `unit ${unit} has no accessory to choose (it is ${u.kind}; a choice is made once, at game start)` };
  if (p?.kind !== 'accessory') return { code: 'wrong-step', message: 'an accessory is chosen only at game start' };
  if (p.unit !== unit) return { code: 'wrong-step', message: `the ${p.actor} choose the accessory of unit ${p.unit} first` };
  return null;
}
