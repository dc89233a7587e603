/**
 * Positions of the expansions and armies for the applyAction fuzz (tests/property/fuzz-expansion.test.ts, and the
 * engine soak's expansion part): the proving grounds, where the expansion decisions and actions come up, which the
 * built-in battles never offer.
 */
import { newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { starsGround } from './battle-stars';
import { actionsGround, bridgeGround, damGround, fortifiedGround, provingGround, smokeGround } from './expansion-play';
import { fuzzPositions } from './fuzz-actions';
import { airfieldGround } from './troops-airfield';
import { armorGround } from './troops-armor';
import { cavesGround } from './troops-caves';
import { engineerGround, footGround } from './troops-foot';
import { funniesChoiceGround } from './troops-funnies-choice';
import { bridgeLayerGround } from './troops-funnies3';
import { gunsGround } from './troops-guns';
import { leaderGround } from './troops-leader';
import { meemiesGround } from './troops-meemies';
import { nationsGround } from './troops-nations';
import { raftGround } from './troops-rafts';
import { shipGround } from './troops-ships';
import { supplyGround } from './troops-supply';
import { trainGround } from './troops-trains';

export function fuzzGrounds(): Scenario[] {
  return [
    provingGround(),
    fortifiedGround(),
    bridgeGround(),
    smokeGround(),
    actionsGround(),
    damGround(),
    starsGround(),
    airfieldGround(),
    armorGround(),
    cavesGround(),
    engineerGround(),
    footGround(),
    bridgeLayerGround(),
    gunsGround(),
    leaderGround(),
    meemiesGround(),
    nationsGround(),
    raftGround(),
    shipGround(),
    supplyGround(),
    trainGround(),
  ];
}

/**
 * One random game per ground and seed, `perKind` positions of each step or decision per ground, and the Funnies
 * choice waiting at game start (a decision random play passes at once).
 */
export function expansionFuzzPositions(seeds: readonly number[], perKind: number): GameState[] {
  return [...seeds.map((seed) => newGame(funniesChoiceGround(), { seed })), ...fuzzPositions(fuzzGrounds(), seeds, perKind)];
}
