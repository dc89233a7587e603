/**
 * A campaign file opened as a playlist: the campaign's battles in order, each matched against the battles the player
 * has (the built-in ones and the imported ones) or marked missing. Matching (rules-decisions C83): by the `.m44`
 * scenario id when the campaign gives the battle an id of its own (not shared with a battle of another name) and a
 * battle the player has carries that id; otherwise by name, compared without case, accents, spaces or punctuation
 * ("Counter Attack on Mortain" is "Counter-attack on Mortain"). The first battle in the player's list that matches
 * wins (built-in battles come first, then imported ones in the order they were imported). Pure: no storage here.
 */
import type { M44Campaign, M44CampaignBattle } from './m44';

/** A campaign kept as a playlist (stored with the imported battles: src/store/saves.ts). */
export interface Playlist {
  id: string;
  name: string;
  /** The campaign file's own id (`campaignId`), when it gives one: the same campaign imported again replaces it. */
  campaignId?: string;
  /** In the campaign's order; a battle may come twice. */
  battles: M44CampaignBattle[];
}

/** A battle the player can start: its scenario id, name and, when known, its `.m44` scenario id. */
export interface PlaylistCandidate {
  id: string;
  name: string;
  m44Id?: number;
}

/** One battle of the playlist: `scenarioId` is the battle to start, or null when the player does not have it. */
export interface PlaylistEntry {
  name: string;
  scenarioId: string | null;
}

/** A name as matched: lower case, accents, spaces and punctuation removed. */
export function battleNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The playlist's battles, each matched against the battles the player has (in the order given), or missing. */
export function matchPlaylist(battles: readonly M44CampaignBattle[], candidates: readonly PlaylistCandidate[]): PlaylistEntry[] {
  // An id the campaign gives to two different names cannot be trusted to find either (CB1-6).
  const namesOfId = new Map<number, Set<string>>();
  for (const b of battles) if (b.scenarioId !== undefined) (namesOfId.get(b.scenarioId) ?? namesOfId.set(b.scenarioId, new Set()).get(b.scenarioId)!).add(battleNameKey(b.name));
  return battles.map((b) => {
    const trusted = b.scenarioId !== undefined && namesOfId.get(b.scenarioId)!.size === 1;
    const byId = trusted ? candidates.find((c) => c.m44Id === b.scenarioId) : undefined;
    const key = battleNameKey(b.name);
    const byName = key === '' ? undefined : candidates.find((c) => battleNameKey(c.name) === key);
    return { name: b.name, scenarioId: (byId ?? byName)?.id ?? null };
  });
}

/** The playlist a campaign file makes (its id given by the store). */
export function playlistOfCampaign(c: M44Campaign, id: string): Playlist {
  return { id, name: c.name, ...(c.campaignId ? { campaignId: c.campaignId } : {}), battles: c.battles.map((b) => ({ ...b })) };
}
