/**
 * The battles shipped with the app. Each file in scenarios/ is validated when this module loads: a broken file is a
 * build-time bug, so it throws with every problem listed rather than letting a bad board reach the engine.
 * The files are written by scripts/import-reference.ts; its WAITING list names the base battles not shipped yet.
 */
import arracourt from '../../scenarios/arracourt.json';
import liberationOfParis from '../../scenarios/liberation-of-paris.json';
import montMouchet from '../../scenarios/mont-mouchet.json';
import operationCobra from '../../scenarios/operation-cobra.json';
import pointeDuHoc from '../../scenarios/pointe-du-hoc.json';
import stVith from '../../scenarios/st-vith.json';
import swordBeach from '../../scenarios/sword-beach.json';
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

/** In the order of the base game's battles. */
export const BUILTIN_SCENARIOS: Scenario[] = [
  loadBuiltin('sword-beach.json', swordBeach),
  loadBuiltin('pointe-du-hoc.json', pointeDuHoc),
  loadBuiltin('mont-mouchet.json', montMouchet),
  loadBuiltin('operation-cobra.json', operationCobra),
  loadBuiltin('liberation-of-paris.json', liberationOfParis),
  loadBuiltin('arracourt.json', arracourt),
  loadBuiltin('st-vith.json', stVith),
];

export function getBuiltinScenario(id: string): Scenario | undefined {
  return BUILTIN_SCENARIOS.find((s) => s.id === id);
}
