// The saved-games screen's facts (src/ui/app/savedGames.ts): what each game's card says (sides, players, medals,
// whose turn or who won, when last played, how the device is shared), what a damaged game's card says, the export
// file name, which games are listed in which order, and the undo window of a deletion (timer injected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { SAVE_VERSION, type SaveHeader } from '../../src/store/format';
import type { SaveEntry } from '../../src/store/saves';
import {
  describeDamaged,
  describeEntry,
  exportFileName,
  relativeTime,
  shownEntries,
  UndoWindow,
  type PendingDelete,
} from '../../src/ui/app/savedGames';
import type { GameSetup } from '../../src/ui/game/setup';
import { SAVES_TEXT } from '../../src/ui/text/saves';

const LOCALE = 'en-GB';
/** Local wall-clock times, so the tests mean the same in every time zone. */
const at = (y: number, mo: number, d: number, h = 12, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

function header(over: Omit<Partial<SaveHeader>, 'setup'> & { setup?: Partial<GameSetup> } = {}): SaveHeader {
  const scenario = getBuiltinScenario('sword-beach')!;
  const { setup, ...rest } = over;
  return {
    id: 'g1',
    v: SAVE_VERSION,
    name: 'Sword Beach: Ann v Bob',
    createdAt: at(2025, 6, 20, 9),
    updatedAt: at(2025, 6, 20, 11, 55),
    rulesVersion: 'm44-base/1',
    setup: {
      scenario,
      seed: 's',
      options: {},
      mode: 'pass-and-play',
      players: { names: ['Ann', 'Bob'] },
      match: [{ seats: { allies: 0, axis: 1 } }],
      ...setup,
    },
    actionCount: 40,
    summary: { turn: 9, side: 'axis', medals: { allies: 1, axis: 2 }, winner: null },
    ...rest,
  };
}

describe('relativeTime', () => {
  const now = at(2025, 6, 20, 12);
  const rel = (then: number) => relativeTime(then, now, LOCALE);

  it('says "just now" under a minute, and for a time ahead of this clock (another device)', () => {
    expect(rel(now - 59_000)).toEqual({ text: SAVES_TEXT.justNow, relative: true });
    expect(rel(now + 3_600_000)).toEqual({ text: SAVES_TEXT.justNow, relative: true });
  });

  it('counts minutes under an hour, hours the same day', () => {
    expect(rel(now - 5 * 60_000).text).toBe('5 minutes ago');
    expect(rel(now - 60_000).text).toBe('1 minute ago');
    expect(rel(at(2025, 6, 20, 8, 30)).text).toBe('3 hours ago');
  });

  it('says yesterday for the day before, whatever the hour, but minutes across a recent midnight', () => {
    expect(rel(at(2025, 6, 19, 0, 5)).text).toBe('yesterday');
    expect(relativeTime(at(2025, 6, 19, 23, 40), at(2025, 6, 20, 0, 10), LOCALE).text).toBe('30 minutes ago');
    expect(relativeTime(at(2025, 6, 19, 22), at(2025, 6, 20, 1), LOCALE).text).toBe('yesterday');
  });

  it('counts days within a week, then gives the date, with the year only when it is another year', () => {
    expect(rel(at(2025, 6, 16, 18)).text).toBe('4 days ago');
    expect(rel(at(2025, 6, 14, 18)).text).toBe('6 days ago');
    expect(rel(at(2025, 6, 13, 18))).toEqual({ text: '13 June', relative: false });
    expect(rel(at(2024, 12, 28))).toEqual({ text: '28 December 2024', relative: false });
  });
});

describe('exportFileName', () => {
  it('is <scenario-id>-<local yyyy-mm-dd>.pocket44.json', () => {
    expect(exportFileName('sword-beach', at(2025, 6, 20, 23, 59))).toBe('sword-beach-2025-06-20.pocket44.json');
    expect(exportFileName('arracourt', at(2025, 1, 2, 0, 1))).toBe('arracourt-2025-01-02.pocket44.json');
  });

  it('keeps only letters, digits and dashes of an imported battle id', () => {
    expect(exportFileName('My Battle! (v2)', at(2025, 6, 20))).toBe('my-battle-v2-2025-06-20.pocket44.json');
    expect(exportFileName('***', at(2025, 6, 20))).toBe('battle-2025-06-20.pocket44.json');
  });
});

// The list is read at any hour, anywhere: the same saved game must be described by calendar days of the player's own
// zone, right after midnight and right before it. Two zones far apart (one ahead of UTC with a half-hour offset, one
// behind it) so that a UTC day or a 24-hour window instead of the local calendar would show.
describe.each(['Asia/Kolkata', 'America/Los_Angeles'])('the saved games\' dates in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('follows the zone (the test itself is not silently in another one)', () => {
    const offset = new Date(at(2025, 1, 15)).getTimezoneOffset();
    expect(offset).toBe(zone === 'Asia/Kolkata' ? -330 : 480);
  });

  it.each([
    [0, 30],
    [23, 59],
  ])('at %i:%i: minutes, hours, yesterday, days, the date and the export file name by the local calendar', (h, mi) => {
    const now = at(2025, 6, 20, h, mi);
    const rel = (then: number) => relativeTime(then, now, LOCALE).text;
    expect(rel(now - 5 * 60_000)).toBe('5 minutes ago');
    // Earlier the same local day: hours at 23:59, none to count at 00:30 but minutes.
    if (h === 23) expect(rel(at(2025, 6, 20, 0, 10))).toBe('23 hours ago');
    else expect(rel(at(2025, 6, 20, 0, 5))).toBe('25 minutes ago');
    // Any hour of the day before is "yesterday": 2.5 hours back at 00:30, 47.8 hours back at 23:59.
    expect(rel(at(2025, 6, 19, 22, 0))).toBe('yesterday');
    expect(rel(at(2025, 6, 19, 0, 10))).toBe('yesterday');
    expect(rel(at(2025, 6, 18, 23, 50))).toBe('2 days ago');
    expect(rel(at(2025, 6, 14, 23, 59))).toBe('6 days ago');
    expect(rel(at(2025, 6, 13, 0, 1))).toBe('13 June');
    expect(exportFileName('sword-beach', now)).toBe('sword-beach-2025-06-20.pocket44.json');
    const f = describeEntry(header({ updatedAt: at(2025, 6, 19, 0, 10) }), now, LOCALE);
    expect(f.lastPlayed).toBe('Last played yesterday');
  });
});

describe('describeEntry', () => {
  const now = at(2025, 6, 20, 12);

  it('a game under way: both sides with their player and medals, whose turn, turn, when, mode, file name', () => {
    const f = describeEntry(header(), now, LOCALE);
    expect(f).toMatchObject({
      id: 'g1',
      name: 'Sword Beach: Ann v Bob',
      battle: 'Sword Beach',
      finished: false,
      status: 'Bob to play, with the Axis',
      turn: 'Turn 9',
      lastPlayed: 'Last played 5 minutes ago',
      lastPlayedIso: new Date(at(2025, 6, 20, 11, 55)).toISOString(),
      mode: 'Pass and play',
      fileName: 'sword-beach-2025-06-20.pocket44.json',
    });
    const rows = f.sides.map((s) => [s.side, s.sideName, s.nation, s.player, s.medals, s.medalsToWin, s.toPlay, s.winner]);
    expect(rows).toEqual([
      ['allies', 'Allies', 'British', 'Ann', 1, 5, false, false],
      ['axis', 'Axis', 'German', 'Bob', 2, 5, true, false],
    ]);
  });

  it('reads the seats of the last game of the match: in game 2 the players have swapped sides', () => {
    const h = header({
      setup: {
        mode: 'open',
        match: [
          { seats: { allies: 0, axis: 1 }, medals: { allies: 5, axis: 3 }, winner: 'allies' },
          { seats: { allies: 1, axis: 0 } },
        ],
      },
      summary: { turn: 3, side: 'allies', medals: { allies: 0, axis: 0 }, winner: null },
    });
    const f = describeEntry(h, now, LOCALE);
    expect(f.sides.map((s) => s.player)).toEqual(['Bob', 'Ann']);
    expect(f.status).toBe('Bob to play, with the Allies');
    expect(f.mode).toBe('Open hands');
  });

  it('a finished game: the winner and its player, nobody to play, medals never above the target', () => {
    const h = header({
      updatedAt: at(2025, 6, 19, 21),
      summary: { turn: 30, side: 'axis', medals: { allies: 3, axis: 6 }, winner: 'axis' },
    });
    const f = describeEntry(h, now, LOCALE);
    expect(f.finished).toBe(true);
    expect(f.status).toBe('Won by the Axis (Bob)');
    expect(f.lastPlayed).toBe('Last played yesterday');
    expect(f.sides.map((s) => [s.medals, s.toPlay, s.winner])).toEqual([
      [3, false, false],
      [5, false, true],
    ]);
  });

  it('an old game says the date it was last played on', () => {
    expect(describeEntry(header({ updatedAt: at(2025, 3, 2) }), now, LOCALE).lastPlayed).toBe('Last played on 2 March');
  });
});

describe('describeDamaged', () => {
  const now = at(2025, 6, 20);

  it('keeps what is readable (name, battle, its id for the file) and says why it cannot open', () => {
    const scenario = { id: 'arracourt', name: 'Arracourt' };
    const raw = { name: 'Arracourt: Eve v Finn', setup: { scenario }, summary: 7 };
    const f = describeDamaged({ id: 'x1', problem: { code: 'damaged' }, raw }, now);
    expect(f).toEqual({
      id: 'x1',
      name: 'Arracourt: Eve v Finn',
      battle: 'Arracourt',
      problem: 'This game cannot be opened: the save is damaged.',
      fileName: 'arracourt-2025-06-20.pocket44.json',
    });
  });

  it('gives a generic title and file name when nothing is readable', () => {
    for (const raw of [null, 42, 'text', { name: 7, setup: { scenario: 'x' } }, { name: '   ' }]) {
      const f = describeDamaged({ id: 'x2', problem: { code: 'damaged' }, raw }, now);
      expect(f.name).toBe(SAVES_TEXT.damagedUnnamed);
      expect(f.battle).toBe('');
      expect(f.fileName).toBe('damaged-game-2025-06-20.pocket44.json');
    }
  });
});

describe('shownEntries', () => {
  const ok = (id: string, updatedAt: number, deletedAt?: number): SaveEntry => ({
    ok: true,
    header: header({ id, updatedAt, ...(deletedAt === undefined ? {} : { deletedAt }) }),
  });
  const bad = (id: string): SaveEntry => ({ ok: false, id, reason: 'r', problem: { code: 'damaged' }, raw: null });

  it('lists readable games newest first, damaged ones after them in store order', () => {
    const list = [bad('d1'), ok('a', 1), ok('c', 3), bad('d2'), ok('b', 2)];
    expect(shownEntries(list).map((e) => (e.ok ? e.header.id : e.id))).toEqual(['c', 'b', 'a', 'd1', 'd2']);
  });

  it('leaves out games deleted in the store and games hidden while their undo window is open', () => {
    const list = [ok('a', 1), ok('b', 2, 5), bad('d1'), ok('c', 3)];
    expect(shownEntries(list, new Set(['c', 'd1'])).map((e) => (e.ok ? e.header.id : e.id))).toEqual(['a']);
  });
});

describe('UndoWindow', () => {
  /** A clock moved by hand: `fire` runs what is due, as the timer would. */
  function harness() {
    const log: string[] = [];
    let timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
    const w = new UndoWindow(
      {
        commit: async (p) => void log.push(`commit ${p.id}`),
        undo: async (p) => void log.push(`undo ${p.id}`),
        changed: (p: PendingDelete | null) => void log.push(`toast ${p ? p.id : '-'}`),
      },
      (run, ms) => {
        const t = { run, ms, cancelled: false };
        timers.push(t);
        return () => {
          t.cancelled = true;
        };
      },
    );
    const fire = async () => {
      const due = timers;
      timers = [];
      for (const t of due) if (!t.cancelled) t.run();
      await Promise.resolve();
    };
    return { w, log, fire, timers: () => timers };
  }
  const A = { id: 'a', name: 'A', soft: true };
  const B = { id: 'b', name: 'B', soft: false };

  it('a deletion becomes final when its time is up, with the duration asked for', async () => {
    const { w, log, fire, timers } = harness();
    await w.open(A, 8000);
    expect(timers().map((t) => t.ms)).toEqual([8000]);
    expect(w.current).toEqual(A);
    await fire();
    expect(log).toEqual(['toast a', 'toast -', 'commit a']);
    expect(w.current).toBeNull();
  });

  it('another deletion makes the previous one final at once; its timer then does nothing', async () => {
    const { w, log, fire } = harness();
    await w.open(A, 8000);
    await w.open(B, 8000);
    expect(log).toEqual(['toast a', 'toast b', 'commit a']);
    expect(w.current).toEqual(B);
    await fire();
    expect(log).toEqual(['toast a', 'toast b', 'commit a', 'toast -', 'commit b']);
  });

  it('undo brings the game back and cancels its timer; undo with nothing open does nothing', async () => {
    const { w, log, fire } = harness();
    await w.open(A, 8000);
    expect(await w.undo()).toEqual(A);
    await fire();
    expect(log).toEqual(['toast a', 'toast -', 'undo a']);
    expect(await w.undo()).toBeNull();
    await w.commit();
    expect(log).toHaveLength(3);
  });

  it('leaving the screen (commit) makes the open deletion final', async () => {
    const { w, log } = harness();
    await w.open(B, 8000);
    await w.commit();
    expect(log).toEqual(['toast b', 'toast -', 'commit b']);
  });
});
