/**
 * The unit kinds as the checkers see them, written out here and not taken from the engine's unit table (a new kind
 * must be added: each Record is over every kind), shared by every checker of tests/support.
 */
import type { GameState, Hex, Unit } from '../../src/engine/types';
import type { UnitClass, UnitKind } from '../../src/scenario/types';

/** Unit kinds by class (rulebook p.7-9, p.12; each family's summary card for the expansion kinds). */
export const CLASS_OF: Record<UnitKind, UnitClass> = {
  infantry: 'infantry',
  'special-forces': 'infantry',
  resistance: 'infantry',
  armor: 'armor',
  'elite-armor': 'armor',
  artillery: 'artillery',
  // guns (Equipment Pack: "treated like Artillery for all purposes")
  'big-gun': 'artillery',
  'heavy-anti-tank-gun': 'artillery',
  'mobile-artillery': 'artillery',
  'italian-artillery': 'artillery',
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: 'artillery',
  carrier: 'artillery',
  // foot (FAQ §IV Combat Engineers: infantry)
  engineers: 'infantry',
  sniper: 'infantry',
  cavalry: 'infantry',
  'ski-troops': 'infantry',
  'machine-gun': 'infantry',
  mortar: 'infantry',
  // armor (Equipment Pack / FAQ §IV)
  tiger: 'armor',
  'tank-destroyer': 'armor',
  'half-track': 'armor',
  'command-car': 'infantry',
  // trains (FAQ §IV Trains): hit by grenades only, like ships
  train: 'artillery',
  'armored-train': 'artillery',
  // brandenburgers (FAQ §IV Brandenburgers: special forces infantry)
  brandenburgers: 'infantry',
  // vehicles (Equipment Pack Hobart's Funnies: "move and battle like normal Tank units")
  avre: 'armor',
  // swa (Equipment Pack: "treated like an Infantry unit for all purposes")
  'anti-tank-gun': 'infantry',
  'machine-gun-late': 'infantry',
  'mortar-late': 'infantry',
  'anti-tank-gun-late': 'infantry',
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 'artillery',
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 'infantry',
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 'armor',
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 'infantry',
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 'armor',
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 'armor',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 'armor',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  funnies: 'armor',
  // holdout3
  'tiger-ace': 'armor',
};

/** Figures at full strength when the scenario does not say (scenario format, src/scenario/types.ts). */
export const DEFAULT_FIGURES: Record<UnitKind, number> = {
  infantry: 4,
  'special-forces': 4,
  resistance: 3,
  armor: 3,
  'elite-armor': 4,
  artillery: 2,
  // guns (Equipment Pack): two figures each
  'big-gun': 2,
  'heavy-anti-tank-gun': 2,
  'mobile-artillery': 2,
  'italian-artillery': 2,
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: 3,
  carrier: 3,
  // foot (FAQ §IV Combat Engineers: 4 figures)
  engineers: 4,
  // foot (Equipment Pack, Sniper: 1 figure)
  sniper: 1,
  // foot (Equipment Pack: cavalry 4 figures, ski troops 3)
  cavalry: 4,
  'ski-troops': 3,
  // foot (Equipment Pack: infantry with a Special Weapon Asset, 4 figures)
  'machine-gun': 4,
  mortar: 4,
  // armor (Equipment Pack / FAQ §IV)
  tiger: 1,
  'tank-destroyer': 3,
  'half-track': 3,
  'command-car': 1,
  // trains: 4 damage points
  train: 4,
  'armored-train': 4,
  // brandenburgers (FAQ §IV Brandenburgers: 3 figures and an enemy figure, a marker)
  brandenburgers: 3,
  // vehicles (Equipment Pack Hobart's Funnies: a tank unit, one of whose figures is the Churchill)
  avre: 3,
  // swa (Equipment Pack: the asset is placed with an infantry unit's 4 figures)
  'anti-tank-gun': 4,
  'machine-gun-late': 4,
  'mortar-late': 4,
  'anti-tank-gun-late': 4,
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 2,
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 3,
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 3,
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 3,
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 3,
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 3,
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 3,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  funnies: 3,
  // holdout3
  'tiger-ace': 1,
};

/** Hexes between two hexes, counted by the checkers themselves (doubled columns: a step is 1 row and 1 column, or 2 columns). */
export function distance(a: Hex, b: Hex): number {
  const rows = Math.abs(a.row - b.row);
  const cols = Math.abs(a.col - b.col);
  return cols <= rows ? rows : rows + (cols - rows) / 2;
}

/**
 * Seishin Kyoiku (FAQ §VII Imperial Japanese Army, l.3343-3345): Japanese infantry at full strength rolls 1 more die
 * in close assault; a Japanese unit with a Special Weapon Asset too (FAQ §IX Japanese SWA Q, l.3921-3922). Written
 * from the documents for the checkers (not the engine's `seishinBonus`); snipers never get it (FAQ §VII, l.3357).
 */
export function seishinDie(u: Unit, close: boolean): number {
  return close && u.army === 'japanese' && u.figures >= u.maxFigures ? 1 : 0;
}

/**
 * The card's extra dice for an ordered infantry unit's battle, close or not, as the checkers restate it (cards.md;
 * FAQ §IV Snipers Q l.2474; FAQ §IX Q l.3909-3911).
 */
export function infantryCardBonus(s: GameState, close: boolean): number {
  if (s.turn.fallback) return 0;
  switch (s.turn.command?.type) {
    case 'their-finest-hour':
    case 'behind-enemy-lines':
      return 1;
    case 'close-assault':
      return close ? 1 : 0;
    case 'firefight':
      return close ? 0 : 1;
    default:
      return 0;
  }
}
