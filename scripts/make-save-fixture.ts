/**
 * Writes tests/fixtures/saves/v<SAVE_VERSION>-sword-beach.json: a real game (seeded random play of Sword Beach to
 * its end, saved action by action in fake-indexeddb) exported in the current save format, and prints its final
 * state hash for tests/store/format.test.ts. Run once per save format version, when the version is new; old
 * fixtures are never regenerated: they are what migrations must keep reading.
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { applyAction, legalActions, newGame } from '../src/engine';
import { nextInt, seedRng } from '../src/engine/rng';
import { getBuiltinScenario } from '../src/scenario/builtin';
import { SAVE_VERSION } from '../src/store/format';
import { SaveStore } from '../src/store/saves';
import type { GameSetup } from '../src/ui/game/setup';
import { stateHash } from '../tests/support/hash';

const start = Date.UTC(2026, 10, 22, 9);
const store = await SaveStore.open();
const setup: GameSetup = {
  scenario: getBuiltinScenario('sword-beach')!,
  seed: 'fixture-v1',
  options: { ambushAlwaysAsk: false },
  mode: 'pass-and-play',
  players: { names: ['Ann', 'Bob'] },
  match: [{ seats: { allies: 0, axis: 1 } }],
};
let state = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
let header = await store.create(setup, state, start);
const rng = seedRng('policy/fixture-v1');
for (let i = 0; !state.winner; i++) {
  const legal = legalActions(state);
  const action = legal[nextInt(rng, legal.length)]!;
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.error.message);
  state = r.state;
  header = await store.append(header, i, action, r.events, state, start + (i + 1) * 1000);
}
const file = await store.exportGame(header.id);
const path = `tests/fixtures/saves/v${SAVE_VERSION}-sword-beach.json`;
writeFileSync(path, JSON.stringify(file, null, 1) + '\n');
console.log(`${path}: ${header.actionCount} actions, winner ${state.winner}, final state ${stateHash(state)}`);
store.close();
