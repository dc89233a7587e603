/**
 * What the new-game screen shows of campaign playlists (Picker.tsx), as pure functions tested without a DOM: the
 * battles a campaign can be matched against (the built-in ones with their `.m44` ids, then the imported ones in the
 * order they were imported) and each playlist's battles, available or missing (src/scenario/playlist.ts).
 */
import { BUILTIN_M44_IDS } from '../../scenario/builtin';
import { matchPlaylist, type Playlist, type PlaylistCandidate, type PlaylistEntry } from '../../scenario/playlist';
import type { Scenario } from '../../scenario/types';

export interface PlaylistView {
  id: string;
  name: string;
  entries: PlaylistEntry[];
  /** How many of its battles can be started now. */
  available: number;
}

/** Built-in battles first (with the `.m44` ids they were imported from), then the imported ones. */
export function playlistCandidates(builtin: readonly Scenario[], imported: readonly { id: string; scenario: Scenario; m44Id?: number }[]): PlaylistCandidate[] {
  return [
    ...builtin.map((s) => ({ id: s.id, name: s.name, ...(Object.hasOwn(BUILTIN_M44_IDS, s.id) ? { m44Id: BUILTIN_M44_IDS[s.id] } : {}) })),
    ...imported.map((i) => ({ id: i.id, name: i.scenario.name, ...(i.m44Id !== undefined ? { m44Id: i.m44Id } : {}) })),
  ];
}

export function playlistViews(playlists: readonly Playlist[], candidates: readonly PlaylistCandidate[]): PlaylistView[] {
  return playlists.map((p) => {
    const entries = matchPlaylist(p.battles, candidates);
    return { id: p.id, name: p.name, entries, available: entries.filter((e) => e.scenarioId !== null).length };
  });
}
