/**
 * The battles shipped with the app: the base game's battles, written by scripts/import-reference.ts. They are
 * validated by the tests (tests/scenario/builtin.test.ts validates every file in scenarios/ with loadBuiltin and
 * checks the validated scenario is the file itself), not when the app starts: validating 15 boards cost the first
 * screen the validator and its time (issue 15). The app loads this module only when a battle is chosen.
 */
import arnhemBridge from '../../scenarios/arnhem-bridge.json';
import arracourt from '../../scenarios/arracourt.json';
import counterAttackOnMortain from '../../scenarios/counter-attack-on-mortain.json';
import liberationOfParis from '../../scenarios/liberation-of-paris.json';
import montMouchet from '../../scenarios/mont-mouchet.json';
import montelimar from '../../scenarios/montelimar.json';
import operationCobra from '../../scenarios/operation-cobra.json';
import pegasusBridge from '../../scenarios/pegasus-bridge.json';
import pointeDuHoc from '../../scenarios/pointe-du-hoc.json';
import sainteMereEglise from '../../scenarios/sainte-mere-eglise.json';
import saverneGap from '../../scenarios/saverne-gap.json';
import stVith from '../../scenarios/st-vith.json';
import swordBeach from '../../scenarios/sword-beach.json';
import toulon from '../../scenarios/toulon.json';
import vassieux from '../../scenarios/vassieux.json';
import type { Scenario } from './types';
import { validateScenario } from './validate';

/** Validates a built-in scenario file; throws an error listing every problem. */
export function loadBuiltin(file: string, data: unknown): Scenario {
  const result = validateScenario(data);
  if (!result.ok) {
    const list = result.problems.map((p) => `  ${p.path || '(file)'}: ${p.message}`).join('\n');
    throw new Error(`built-in scenario scenarios/${file} is invalid:\n${list}`);
  }
  return result.scenario;
}

/** A built-in file as it is: the tests prove each one valid and unchanged by validation (see above). */
const builtin = (data: unknown): Scenario => data as Scenario;

/** In the order of the base game's battles (the rulebook's Omaha Beach aside: it has no reference layout). */
export const BUILTIN_SCENARIOS: Scenario[] = [
  builtin(pegasusBridge),
  builtin(sainteMereEglise),
  builtin(swordBeach),
  builtin(pointeDuHoc),
  builtin(montMouchet),
  builtin(vassieux),
  builtin(operationCobra),
  builtin(counterAttackOnMortain),
  builtin(toulon),
  builtin(liberationOfParis),
  builtin(montelimar),
  builtin(arnhemBridge),
  builtin(arracourt),
  builtin(stVith),
  builtin(saverneGap),
];

/**
 * The `.m44` scenario id of each built-in battle (`meta_data.scenario_id` of the reference file it was imported from),
 * by which a campaign file may name it (CB1-2 names Operation Cobra 15 and Counter-attack on Mortain 16).
 */
export const BUILTIN_M44_IDS: Readonly<Record<string, number>> = {
  'pegasus-bridge': 2,
  'sainte-mere-eglise': 3,
  'sword-beach': 4,
  'mont-mouchet': 5,
  'pointe-du-hoc': 7,
  'operation-cobra': 15,
  'counter-attack-on-mortain': 16,
  montelimar: 18,
  vassieux: 19,
  'st-vith': 20,
  'liberation-of-paris': 22,
  toulon: 23,
  arracourt: 24,
  'arnhem-bridge': 25,
  'saverne-gap': 29,
};

export function getBuiltinScenario(id: string): Scenario | undefined {
  return BUILTIN_SCENARIOS.find((s) => s.id === id);
}
