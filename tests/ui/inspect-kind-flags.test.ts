/**
 * A tap on any unit tells what it is and what it may do (issue 17 acceptance): every field of the engine's unit kind
 * table (src/engine/units.ts `UnitKindDef`) is named here with the words that tell it, and a unit of every kind that
 * carries the field (at a value other than plain infantry's) is inspected on a board to see those words. A field
 * added to the table without words fails to compile here (the Record), or this test when its kind's unit is tapped.
 */
import { describe, expect, it } from 'vitest';
import { UNIT_KINDS, type UnitKindDef } from '../../src/engine/units';
import type { UnitKind } from '../../src/engine/types';
import { inspectHex } from '../../src/ui/game/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { INSPECT_TEXT } from '../../src/ui/text/inspect';
import { mini, start } from '../engine/helpers';

const U = RULES_TEXT.units;

/** The words that tell the field on a unit of kind `k`, or 'base' for the lines every unit has (name, figures, moves, dice). */
const TOLD_BY: Record<keyof UnitKindDef, 'base' | ((k: UnitKindDef) => string)> = {
  symbol: 'base',
  figures: 'base',
  maxFigures: 'base',
  move: 'base',
  moveAndBattle: 'base',
  dice: 'base',
  needsSight: (k) => (k.needsSight ? U.needsSight : U.noSight),
  takesGround: (k) => (k.takesGround ? U.takesGround : k.starsHitInfantry ? U.machineGun : k.resupplies ? U.resupply : U.mortar),
  overrun: () => U.overrun,
  battlesAfterEnteringCover: () => U.battlesAfterCover,
  retreatPerFlag: (k) => U.retreat(k.retreatPerFlag[0], k.retreatPerFlag[1]),
  terrainAffectsDice: () => U.terrainIgnored,
  fixedDice: () => U.fixedDice,
  starsHitArmor: () => U.starsHitArmor,
  zeroesIn: () => U.zeroesIn,
  ignoresOneFlag: () => U.ignoresOneFlag,
  naval: () => U.naval,
  engineer: () => U.engineer,
  // the sniper's one sentence tells all four of its rules
  noArmorTarget: () => U.sniper,
  hitsOnStars: () => U.sniper,
  hitOnlyByGrenades: () => U.sniper,
  noMedal: () => U.sniper,
  starsHitInfantry: () => U.machineGun,
  confirmHits: () => U.confirmHits,
  tankDestroyer: () => U.tankDestroyer,
  figuresPerMedal: (k) => U.figuresPerMedal(k.figuresPerMedal!),
  noMedics: () => U.noMedics,
  // half-tracks, supply trucks, patrol cars (Equipment Pack l.309, l.433, l.485)
  noReinforcement: () => U.noReinforcement,
  ordersOneMore: () => U.ordersOneMore,
  train: () => U.train,
  // a fresh unit still wears the enemy uniform (FAQ §IV Brandenburgers)
  disguise: () => INSPECT_TEXT.unit.disguised,
  // Hobart's Funnies (Equipment Pack)
  petard: () => U.petard,
  clearsMines: () => U.clearsMines,
  // special weapon assets (Equipment Pack §V, FAQ §IX)
  antiTank: () => U.antiTank,
  lateWarAsset: () => U.lateWarAsset,
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  noCover: () => U.noCover,
  incendiary: () => U.incendiary,
  smokeShells: () => U.smokeShells,
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  resupplies: () => U.resupply,
  roadMove: (k) => U.roadMove(k.roadMove!),
  // vehicles (Equipment Pack, Half-Tracks - Re-supply; C426)
  resupplyRule: () => U.resupplyRule,
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  mineDigger: () => U.mineDigger,
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  vehicle: () => U.vehicle,
  roadCap: (k) => U.roadCap(k.roadCap!),
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine and Bobbin)
  funnyGround: (k) => U.funnyGround[k.funnyGround!],
  bridgeLayer: () => U.bridgeLayer,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  accessoryChoice: () => U.accessoryChoice,
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  unmovedDice: (k) => U.unmovedDice(k.unmovedDice![0]!),
};

const PLAIN = UNIT_KINDS.infantry;

/** Does the kind's field differ from plain infantry's (the rules every unit is told in the Rules help's general topics)? */
function differs(k: UnitKindDef, f: keyof UnitKindDef): boolean {
  // artillery's own symbol rules (no sight, terrain ignored, no ground) are the standard artillery's: told the same way.
  return JSON.stringify(k[f]) !== JSON.stringify(PLAIN[f]);
}

describe('inspecting a unit tells every rule of its kind', () => {
  const kinds = Object.keys(UNIT_KINDS) as UnitKind[];

  it.each(kinds)('[Equipment Pack, FAQ §IV] a tapped %s tells each ability of its kind table entry', (kind) => {
    const k = UNIT_KINDS[kind];
    const naval = k.naval === true;
    // a train stands on track with its wagon on the next rail hex (FAQ §IV Trains Q2)
    const s = k.train
      ? start(mini({ hexes: [{ row: 4, col: 12, terrain: 'railroad', unit: { side: 'allies', kind, wagon: { row: 4, col: 14 } } }, { row: 4, col: 14, terrain: 'railroad' }] }))
      : start(mini({ hexes: [{ row: 4, col: 12, ...(naval ? { terrain: 'ocean' } : {}), unit: { side: 'allies', kind } }] }));
    const got = inspectHex(s, { row: 4, col: 12 }, null);
    const text = (got?.entries.find((e) => e.key === 'unit')?.lines ?? []).map((l) => l.text).join(' ');
    expect(text.length).toBeGreaterThan(0);
    for (const f of Object.keys(TOLD_BY) as (keyof UnitKindDef)[]) {
      const told = TOLD_BY[f];
      if (told === 'base' || !differs(k, f) || k[f] === undefined) continue;
      // a symbol's own standard (artillery needs no sight and takes no ground; a ship takes none) is told in the
      // general rules and its unit row, not as an ability of its own
      if (f === 'takesGround' && (k.symbol !== 'infantry' || k.naval)) continue;
      expect(text, `${kind}.${f}`).toContain(told(k));
    }
  });

  it('every field of the kind table is named (a field without words fails to compile, or is caught here)', () => {
    const fields = new Set(kinds.flatMap((kind) => Object.keys(UNIT_KINDS[kind])));
    for (const f of fields) expect(Object.keys(TOLD_BY), f).toContain(f);
  });
});
