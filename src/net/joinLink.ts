/**
 * The join link carried by the host's QR code and share button: the app's address with the six words (dashes
 * between them, so the link has no spaces to escape) and the game id. Opening it, or scanning it, fills in the
 * join screen; the words still have to match the host's, so a link is as secret as the words it carries.
 */
import { parseJoinCode } from './fairness';

/** A game id as the host makes it: 16 random bytes in hex. */
const GAME_ID = /^[0-9a-f]{32}$/;

/** `${base}?join=word-word-word-word-word-word&game=<gameId>`; base is the app's address (ending in '/'). */
export function joinLink(base: string, j: { gameId: string; code: string }): string {
  const parsed = parseJoinCode(j.code);
  const words = (parsed.ok ? parsed.code : j.code.trim().toLowerCase()).split(/\s+/).join('-');
  return `${base}?join=${encodeURIComponent(words)}&game=${encodeURIComponent(j.gameId)}`;
}

/**
 * The code and game of a join link from any origin (the phone that scans it may know the app by another address):
 * null unless it is an absolute URL whose `join` parameter holds six list words. The game id is null when missing
 * or not one the host could have made; the words alone still find the host.
 */
export function parseJoinLink(url: string): { code: string; gameId: string | null } | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const join = u.searchParams.get('join');
  if (join === null) return null;
  const code = parseJoinCode(join);
  if (!code.ok) return null;
  const game = u.searchParams.get('game');
  return { code: code.code, gameId: game !== null && GAME_ID.test(game) ? game : null };
}
