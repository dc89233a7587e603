// Two-phone records (src/net/saves.ts): a record listed as fine must be one the app can resume. A guest's
// record with a view is resumed straight to the board (src/ui/net/netPlay.ts guestSession), which needs the public
// setup, the guest's side and the game id, and a view of that side the board can be drawn from.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { playerView } from '../../src/engine/view';
import { viewState } from '../../src/net/view';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { checkNetRecord, type GuestRecord } from '../../src/net/saves';

const hex = (n: number, c = 'a') => c.repeat(n);

function guestRecord(): GuestRecord {
  const scenario = getBuiltinScenario('sword-beach')!;
  const options = { ambushAlwaysAsk: false };
  const state = newGame(scenario, { seed: 'net-record', options });
  return {
    key: `guest:${hex(32, 'b')}`,
    role: 'guest',
    updatedAt: 1,
    battle: scenario.name,
    opponent: 'Ann',
    over: false,
    save: {
      v: 1,
      phase: 'playing',
      gameId: hex(32, 'c'),
      code: 'code',
      token: hex(32, 'b'),
      key: hex(64, 'd'),
      name: 'Bob',
      commitment: hex(64, 'e'),
      setup: { scenario, options, names: { allies: 'Ann', axis: 'Bob' } },
      side: 'axis',
      contribution: hex(64, 'f'),
      steps: [],
      viewHashes: {},
      view: playerView(state, 'axis'),
      verification: null,
    },
  } as GuestRecord;
}

describe('two-phone records', () => {
  it('a guest record with its setup, side and view is fine, and its view makes a board state', () => {
    const rec = guestRecord();
    expect(checkNetRecord(rec).ok).toBe(true);
    expect(viewState(rec.save.view!).turn.side).toBe('allies');
  });

  it('a guest record with a view but no setup, side or game id is listed as damaged, with the reason', () => {
    for (const field of ['setup', 'side', 'gameId'] as const) {
      const rec = guestRecord();
      const broken = { ...rec, save: { ...rec.save, [field]: null } };
      const c = checkNetRecord(broken);
      expect(c.ok, field).toBe(false);
      expect(!c.ok && c.reason, field).toMatch(new RegExp(`save\\.${field}`));
    }
  });

  it('a guest record whose view is not of its side, or not drawable, is listed as damaged', () => {
    const rec = guestRecord();
    const other = checkNetRecord({ ...rec, save: { ...rec.save, view: { ...rec.save.view!, viewer: 'allies' } } });
    expect(!other.ok && other.reason).toMatch(/save\.view/);
    const noCards = checkNetRecord({ ...rec, save: { ...rec.save, view: { viewer: 'axis' } } });
    expect(!noCards.ok && noCards.reason).toMatch(/save\.view/);
    const badBattle = checkNetRecord({ ...rec, save: { ...rec.save, setup: { ...rec.save.setup!, scenario: { name: 'x' } } } });
    expect(!badBattle.ok && badBattle.reason).toMatch(/save\.setup\.scenario/);
  });
});
