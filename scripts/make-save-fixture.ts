/**
 * Writes the save fixtures of the current save format (tests/fixtures/saves/, docs/saves.md) that do not exist yet:
 *
 * - v<SAVE_VERSION>-sword-beach.json (only when the export file's version is new: its name carries the export
 *   version): a real game (seeded random play of Sword Beach to its end, saved action by action in
 *   fake-indexeddb) exported as a game file.
 * - db-v<SAVE_VERSION>-sword-beach.json: the saves database as a browser holds it: one game in progress (120
 *   actions), one finished game, and one damaged game (its header's summary unreadable), which must go on listing as
 *   damaged and exporting raw in every later version.
 * - net-v<SAVE_VERSION>-sword-beach.json: a two-phone game 40 actions in: the host's saves and two-phone databases
 *   and the guest's two-phone database.
 *
 * Run once per save format version, when the version is new (`npx tsx scripts/make-save-fixture.ts`); old
 * fixtures are never regenerated: they are what migrations must keep reading. It prints the pinned values for
 * tests/store/fixtures.test.ts and tests/store/format.test.ts.
 */
import 'fake-indexeddb/auto';
import { existsSync, writeFileSync } from 'node:fs';
import { applyAction, legalActions, newGame, type GameState } from '../src/engine';
import { nextInt, seedRng } from '../src/engine/rng';
import { getBuiltinScenario } from '../src/scenario/builtin';
import * as format from '../src/store/format';
import { NET_DB_NAME, NetStore } from '../src/net/saves';
import { DB_NAME, SaveStore } from '../src/store/saves';
import { buildSetup, DEFAULT_CHOICES } from '../src/ui/app/picker';
import type { GameSetup } from '../src/ui/game/setup';
import { NetPlay, seededRandom } from '../src/ui/net/netPlay';
import { deleteDb, dumpDb } from '../tests/support/idbDump';
import { stateHash } from '../tests/support/hash';
import { memoryPhones, playOne, settle } from '../tests/support/phones';

const SAVE_VERSION = format.SAVE_VERSION;
/** The export file's version (the same number as the save format's until the two were told apart). */
const EXPORT_VERSION = (format as { EXPORT_VERSION?: number }).EXPORT_VERSION ?? SAVE_VERSION;
const start = Date.UTC(2026, 10, 22, 9);
const DIR = 'tests/fixtures/saves';

function setupOf(seed: string): GameSetup {
  return {
    scenario: getBuiltinScenario('sword-beach')!,
    seed,
    options: { ambushAlwaysAsk: false },
    mode: 'pass-and-play',
    players: { names: ['Ann', 'Bob'] },
    match: [{ seats: { allies: 0, axis: 1 } }],
  };
}

/** A seeded random game saved action by action; `limit` actions at most. */
async function play(store: SaveStore, setup: GameSetup, limit: number, t0: number) {
  let state: GameState = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
  let header = await store.create(setup, state, t0);
  const rng = seedRng(`policy/${setup.seed}`);
  for (let i = 0; i < limit && !state.winner; i++) {
    const legal = legalActions(state);
    const action = legal[nextInt(rng, legal.length)]!;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    header = await store.append(header, i, action, r.events, state, t0 + (i + 1) * 1000);
  }
  return { header, state };
}

const write = (name: string, data: unknown): void => writeFileSync(`${DIR}/${name}`, JSON.stringify(data, null, 1) + '\n');

async function exportFixture(): Promise<void> {
  const name = `v${EXPORT_VERSION}-sword-beach.json`;
  if (existsSync(`${DIR}/${name}`)) return console.log(`${name}: exists, kept`);
  const store = await SaveStore.open('fixture-export');
  const { header, state } = await play(store, setupOf(`fixture-v${EXPORT_VERSION}`), Infinity, start);
  write(name, await store.exportGame(header.id));
  console.log(`${name}: ${header.actionCount} actions, winner ${state.winner}, final state ${stateHash(state)}`);
  store.close();
}

async function dbFixture(): Promise<void> {
  const name = `db-v${SAVE_VERSION}-sword-beach.json`;
  if (existsSync(`${DIR}/${name}`)) return console.log(`${name}: exists, kept`);
  await deleteDb(DB_NAME);
  const store = await SaveStore.open();
  const going = await play(store, setupOf(`fixture-db-v${SAVE_VERSION}-a`), 120, start);
  const over = await play(store, setupOf(`fixture-db-v${SAVE_VERSION}-b`), Infinity, start + 3_600_000);
  const broken = await play(store, setupOf(`fixture-db-v${SAVE_VERSION}-c`), 30, start + 7_200_000);
  store.close();
  const dump = await dumpDb(DB_NAME);
  // The damaged game: its header's summary unreadable (as a disk fault or an old bug could leave it).
  const games = dump.stores.games!.rows as { id: string; summary: unknown }[];
  games.find((g) => g.id === broken.header.id)!.summary = 'unreadable';
  write(name, {
    about: `The saves database (${DB_NAME}) of save format ${SAVE_VERSION}, as scripts/make-save-fixture.ts left it. Never regenerated.`,
    saveFormat: SAVE_VERSION,
    games: {
      going: { id: going.header.id, actions: going.header.actionCount, hash: stateHash(going.state) },
      over: { id: over.header.id, actions: over.header.actionCount, winner: over.state.winner, hash: stateHash(over.state) },
      damaged: { id: broken.header.id },
    },
    db: dump,
  });
  console.log(`${name}: in progress ${going.header.actionCount}, over ${over.header.actionCount} (${over.state.winner}), damaged ${broken.header.id}`);
}

async function netFixture(): Promise<void> {
  const name = `net-v${SAVE_VERSION}-sword-beach.json`;
  if (existsSync(`${DIR}/${name}`)) return console.log(`${name}: exists, kept`);
  for (const n of ['host-saves', 'host-net', 'guest-net']) await deleteDb(n);
  const p = memoryPhones('fixture');
  const saves = await SaveStore.open('host-saves');
  const hostNet = await NetStore.open('host-net');
  const guestNet = await NetStore.open('guest-net');
  const scenario = getBuiltinScenario('sword-beach')!;
  const setup = buildSetup(scenario, { ...DEFAULT_CHOICES, mode: 'network', names: ['Ann', ''], netSide: 'axis' }, 'unused', false);
  // Fixed secrets and clock: the fixture's game is the same every time the script runs.
  let clock = start;
  const now = () => (clock += 1000);
  const deps = (role: string) => ({ linker: p.linker, pace: 0, now, random: seededRandom(`${role}/fixture`) });
  const host = await NetPlay.hostNew(setup, { saves, net: hostNet, ...deps('host') });
  const guest = await NetPlay.join(host.code, host.gameId, 'Bo', { saves: null, net: guestNet, ...deps('guest') });
  await settle(p, host, guest);
  const rng = seedRng('policy/fixture-net');
  for (let n = 0; n < 40; n++) await playOne(p, host, guest, rng);
  const state = host.session.value!.state.value;
  const hostKey = host.key;
  const guestKey = guest.key;
  const saveId = host.saveId;
  p.link.disconnect();
  host.close();
  guest.close();
  for (const s of [saves, hostNet, guestNet]) s.close();
  write(name, {
    about: `A two-phone game 40 actions in, save format ${SAVE_VERSION}: the host's databases (${DB_NAME}, ${NET_DB_NAME}) and the guest's (${NET_DB_NAME}), as scripts/make-save-fixture.ts left them. Never regenerated.`,
    saveFormat: SAVE_VERSION,
    hostKey,
    guestKey,
    saveId,
    actions: host.session.value?.actionCount.value ?? 40,
    hash: stateHash(state),
    host: { saves: { ...(await dumpDb('host-saves')), name: DB_NAME }, net: { ...(await dumpDb('host-net')), name: NET_DB_NAME } },
    guest: { net: { ...(await dumpDb('guest-net')), name: NET_DB_NAME } },
  });
  console.log(`${name}: host ${hostKey}, guest ${guestKey}, save ${saveId}`);
}

await exportFixture();
await dbFixture();
await netFixture();
