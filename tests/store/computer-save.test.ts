// A saved game against the computer (issue 18 scope 4): its setup records who the computer is and at which level
// (`computer`, absent in games between humans: the older fixtures in tests/fixtures/saves/ have none and still open,
// tests/store/fixtures.test.ts). Opened from the fixture database (scripts/make-computer-save-fixture.ts, never
// regenerated), the game resumes with the computer's level and the computer carries on from where it was left.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { actor, legalActions } from '../../src/engine';
import { SaveStore } from '../../src/store/saves';
import { ComputerPlayer } from '../../src/ui/game/computer';
import { GameSession } from '../../src/ui/game/session';
import { computerLevel, humanSide } from '../../src/ui/game/setup';
import { Autosaver } from '../../src/store/autosave';
import { stateHash } from '../support/hash';
import { deleteDb, restoreDb, type DbDump } from '../support/idbDump';
import { localClient } from '../support/aiLocal';

interface Fixture {
  game: { id: string; actions: number; hash: string; computer: unknown };
  db: DbDump;
}
const f = JSON.parse(readFileSync(new URL('../fixtures/saves/computer-v2-sword-beach.json', import.meta.url), 'utf8')) as Fixture;

const opened: SaveStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  await deleteDb('fixture-computer');
});

describe('a saved game against the computer', () => {
  it('opens with its computer player and level, and the computer carries on as it was left; saved again, it reopens the same', async () => {
    await restoreDb(f.db, 'fixture-computer');
    const store = await SaveStore.open('fixture-computer');
    opened.push(store);
    const loaded = await store.load(f.game.id);
    if (!loaded.ok) throw new Error(loaded.reason);
    const { header } = loaded.game;
    expect(header.setup.computer).toEqual(f.game.computer);
    expect(computerLevel(header.setup, 'axis')).toBe('easy');
    expect(humanSide(header.setup)).toBe('allies');
    expect(stateHash(loaded.game.state)).toBe(f.game.hash);

    const s = GameSession.resume(header.setup, loaded.game, undefined, new Autosaver(store, header));
    expect(s.seat.value).toBe('allies');
    expect(s.handoff.value).toBeNull();
    const client = localClient();
    s.computer = new ComputerPlayer(s, client, { wait: () => Promise.resolve() });
    // Play on: the human by the first legal action, the computer by itself; every action is saved.
    for (let i = 0; i < 400 && s.actionCount.value < f.game.actions + 20 && !s.state.value.winner; i++) {
      await new Promise((r) => setTimeout(r, 0));
      if (s.busy.value || actor(s.state.value) === 'axis') continue;
      s.apply(legalActions(s.state.value)[0]!);
    }
    expect(client.requests.length).toBeGreaterThan(0);
    while (s.busy.value) await new Promise((r) => setTimeout(r, 0));
    const count = s.actionCount.value;
    const hash = stateHash(s.state.value);
    s.dispose();
    const again = await store.load(f.game.id);
    expect(again.ok && again.game.steps.length).toBe(count);
    expect(again.ok && stateHash(again.game.state)).toBe(hash);
    expect(again.ok && again.game.header.setup.computer).toEqual([null, 'easy']);
  }, 60_000);
});
