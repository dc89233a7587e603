/**
 * Writes tests/fixtures/saves/computer-v2-sword-beach.json once (never regenerated): the saves database of save format
 * 2 holding a game against the computer (issue 18): the Axis is the computer at Easy, the Allies a seeded random
 * human; 60 actions in, left during a turn. tests/store/computer-save.test.ts opens it, checks the setup still says
 * who the computer is, and lets the computer carry on. `npx tsx scripts/make-computer-save-fixture.ts`.
 */
import 'fake-indexeddb/auto';
import { existsSync, writeFileSync } from 'node:fs';
import { decide } from '../src/ai';
import { actor, applyAction, legalActions, newGame, playerView, type GameState } from '../src/engine';
import { nextInt, seedRng } from '../src/engine/rng';
import { getBuiltinScenario } from '../src/scenario/builtin';
import { SAVE_VERSION } from '../src/store/format';
import { DB_NAME, SaveStore } from '../src/store/saves';
import { buildSetup, DEFAULT_CHOICES } from '../src/ui/app/picker';
import { computerLevel } from '../src/ui/game/setup';
import { deleteDb, dumpDb } from '../tests/support/idbDump';
import { stateHash } from '../tests/support/hash';

const NAME = `tests/fixtures/saves/computer-v${SAVE_VERSION}-sword-beach.json`;
const start = Date.UTC(2026, 10, 27, 15);

async function main(): Promise<void> {
  if (existsSync(NAME)) return console.log(`${NAME}: exists, kept`);
  await deleteDb(DB_NAME);
  const store = await SaveStore.open();
  const setup = buildSetup(getBuiltinScenario('sword-beach')!, { ...DEFAULT_CHOICES, names: ['Ann', ''], computer: [null, 'easy'] }, 'fixture-computer', false);
  let state: GameState = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
  let header = await store.create(setup, state, start, 'Sword Beach: Ann against the computer');
  const rng = seedRng('policy/fixture-computer');
  for (let i = 0; i < 60 && !state.winner; i++) {
    const side = actor(state)!;
    const level = computerLevel(setup, side);
    const legal = legalActions(state);
    const action = level ? decide(playerView(state, side), level, `${setup.seed}/${i}`) : legal[nextInt(rng, legal.length)]!;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    header = await store.append(header, i, action, r.events, state, start + (i + 1) * 1000);
  }
  store.close();
  writeFileSync(
    NAME,
    JSON.stringify(
      {
        about: `A game against the computer (the Axis at Easy), save format ${SAVE_VERSION}, as scripts/make-computer-save-fixture.ts left it. Never regenerated.`,
        saveFormat: SAVE_VERSION,
        game: { id: header.id, actions: header.actionCount, hash: stateHash(state), computer: setup.computer },
        db: await dumpDb(DB_NAME),
      },
      null,
      1,
    ) + '\n',
  );
  console.log(`${NAME}: ${header.actionCount} actions, ${stateHash(state)}`);
}

void main();
