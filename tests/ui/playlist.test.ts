// The new-game screen's campaigns (src/ui/app/playlist.ts, Picker.tsx): what each playlist shows, and its words.
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { playlistCandidates, playlistViews } from '../../src/ui/app/playlist';
import { STRINGS } from '../../src/ui/strings';

describe('campaign playlists on the new-game screen', () => {
  const cobra = BUILTIN_SCENARIOS.find((s) => s.id === 'operation-cobra')!;
  const mine = { id: 'my-battle', scenario: { ...cobra, id: 'my-battle', name: 'My Battle' }, m44Id: 9001 };

  it('candidates: built-in battles first with their .m44 ids, then the imported ones', () => {
    const c = playlistCandidates(BUILTIN_SCENARIOS, [mine]);
    expect(c[0]).toEqual({ id: 'pegasus-bridge', name: 'Pegasus Bridge', m44Id: 2 });
    expect(c.at(-1)).toEqual({ id: 'my-battle', name: 'My Battle', m44Id: 9001 });
    expect(c).toHaveLength(BUILTIN_SCENARIOS.length + 1);
  });

  it('each playlist lists its battles in order, available (the battle Play starts) or missing, with a count', () => {
    const views = playlistViews(
      [{ id: 'p', name: 'Test Campaign', battles: [{ name: 'Dawn Raid', scenarioId: 1 }, { name: 'x', scenarioId: 9001 }, { name: 'Operation Cobra' }] }],
      playlistCandidates(BUILTIN_SCENARIOS, [mine]),
    );
    expect(views).toEqual([
      {
        id: 'p',
        name: 'Test Campaign',
        available: 2,
        entries: [
          { name: 'Dawn Raid', scenarioId: null },
          { name: 'x', scenarioId: 'my-battle' },
          { name: 'Operation Cobra', scenarioId: 'operation-cobra' },
        ],
      },
    ]);
    // An imported battle removed later: the playlist marks it missing again.
    expect(playlistViews([{ id: 'p', name: 'T', battles: [{ name: 'x', scenarioId: 9001 }] }], playlistCandidates(BUILTIN_SCENARIOS, []))[0]?.available).toBe(0);
  });

  it('its words are our own sentences, with counts that agree', () => {
    const T = STRINGS.playlist;
    expect(T.listAvailable(2, 4)).toBe('2 of 4 battles ready');
    expect(T.listAvailable(3, 3)).toBe('All 3 battles ready');
    expect(T.missing).toMatch(/import this battle's file first/);
    expect(T.playLabel(2, 'Hill 112')).toBe('Play battle 2, Hill 112');
    expect(STRINGS.scenarioImport.campaignKept).toMatch(/playlist/);
  });
});
