/** Untrusted input (a save, a network message, a UI bug): the shape of an action and of supplied outcomes. */
import { isCardId } from '../cards';
import { isDieFace, type DieFace } from '../dice';
import { isHexShape, type Hex, type Section } from '../hex';
import type { Action, PlayAs, Supply } from '../types';
import { isAccessory } from '../troops/funniesChoice';

const SECTIONS = new Set(['left', 'centre', 'right']);
const PLAY_AS = new Set<string>(['air-power', 'barrage', 'pontoon', 'blow'] satisfies PlayAs[]);

function intField(a: Record<string, unknown>, k: string): boolean {
  return Number.isInteger(a[k]);
}

function hexField(a: Record<string, unknown>, k: string): Hex | null {
  const v = a[k];
  return isHexShape(v) ? { row: v.row, col: v.col } : null;
}

/** Check the shape of an untrusted action and return a clean copy, or an error message. */
export function parseAction(x: unknown): Action | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'an action must be an object';
  const a = x as Record<string, unknown>;
  switch (a.type) {
    case 'play': {
      if (!intField(a, 'card')) return 'play needs an integer card';
      if (a.section !== undefined && !SECTIONS.has(a.section as string)) return 'section must be left, centre or right';
      if (a.as !== undefined && !PLAY_AS.has(a.as as string)) return 'as must be air-power, barrage, pontoon or blow';
      const out: Action = { type: 'play', card: a.card as number };
      if (a.section !== undefined) out.section = a.section as Section;
      if (a.as !== undefined) out.as = a.as as PlayAs;
      return out;
    }
    case 'order':
    case 'removeWire':
    case 'recover':
    case 'smokeShells':
    case 'sabotage':
      if (!intField(a, 'unit')) return `${a.type} needs an integer unit`;
      return { type: a.type, unit: a.unit as number };
    case 'move': {
      const to = hexField(a, 'to');
      if (!intField(a, 'unit') || !to) return 'move needs an integer unit and a hex {row, col}';
      return { type: 'move', unit: a.unit as number, to };
    }
    case 'exit': {
      const via = hexField(a, 'via');
      if (!intField(a, 'unit') || !via) return 'exit needs an integer unit and the exit hex via {row, col}';
      return { type: 'exit', unit: a.unit as number, via };
    }
    case 'battle': {
      const target = hexField(a, 'target');
      if (!intField(a, 'unit') || !target) return 'battle needs an integer unit and a target hex {row, col}';
      return { type: 'battle', unit: a.unit as number, target };
    }
    case 'retreat': {
      const to = hexField(a, 'to');
      if (!to || typeof a.ignore !== 'boolean') return 'retreat needs a hex {row, col} and ignore: boolean';
      return { type: 'retreat', to, ignore: a.ignore };
    }
    case 'target': {
      const target = hexField(a, 'target');
      if (!target) return 'target needs a hex {row, col}';
      return { type: 'target', target };
    }
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    case 'resupply': {
      const target = hexField(a, 'target');
      if (!intField(a, 'unit') || !target) return 'resupply needs an integer unit and the hex {row, col} of the unit to re-supply';
      return { type: 'resupply', unit: a.unit as number, target };
    }
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    case 'assaultBridge': {
      const target = hexField(a, 'target');
      if (!intField(a, 'unit') || !target || typeof a.onto !== 'boolean') return 'assaultBridge needs an integer unit, the river hex {row, col} and onto (true or false)';
      return { type: 'assaultBridge', unit: a.unit as number, target, onto: a.onto };
    }
    // funnies-choice (Equipment Pack Hobart's Funnies l.190)
    case 'chooseAccessory':
      if (!intField(a, 'unit') || !isAccessory(a.accessory)) return 'chooseAccessory needs an integer unit and an accessory (bridge-layer, bobbin, fascine, mine-digger or avre)';
      return { type: 'chooseAccessory', unit: a.unit as number, accessory: a.accessory };
    case 'keep':
      if (!intField(a, 'card')) return 'keep needs an integer card';
      return { type: 'keep', card: a.card as number };
    case 'endOrders':
    case 'endMoves':
    case 'endBattles':
    case 'takeGround':
    case 'ambush':
    case 'decline':
    case 'strike':
    case 'smoke':
      return { type: a.type };
    default:
      // String() throws on an object without a prototype: name only a string type, never convert other values.
      return `unknown action type ${typeof a.type === 'string' ? JSON.stringify(a.type).slice(0, 40) : `(a ${a.type === null ? 'null' : typeof a.type})`}`;
  }
}

/** Check supplied dice faces and card draws; a clean copy or an error message. */
export function parseSupply(x: unknown): Supply | string {
  if (x === undefined) return {};
  if (typeof x !== 'object' || x === null) return 'supply must be an object';
  const o = x as Record<string, unknown>;
  const out: Supply = {};
  if (o.dice !== undefined) {
    if (!Array.isArray(o.dice) || !o.dice.every(isDieFace)) return 'supply.dice must be a list of die faces';
    out.dice = o.dice.slice() as DieFace[];
  }
  if (o.draws !== undefined) {
    if (!Array.isArray(o.draws) || !o.draws.every(isCardId)) return 'supply.draws must be a list of card ids';
    out.draws = o.draws.slice() as number[];
  }
  if (o.lost !== undefined) {
    if (!Array.isArray(o.lost) || !o.lost.every(isCardId)) return 'supply.lost must be a list of card ids';
    out.lost = o.lost.slice() as number[];
  }
  return out;
}
