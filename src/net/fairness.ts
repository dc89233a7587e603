/**
 * Fair dice and cards between two phones (docs/protocol.md, "Fairness"): the host commits to a secret before the
 * guest contributes its own randomness, the seed is derived from both, and at the end the host reveals its secret
 * so the guest can replay the whole game and check every event it was sent.
 *
 * Hashing is SHA-256 through WebCrypto (`crypto.subtle`, in every browser that runs the app and in Node 20), random
 * bytes come from `crypto.getRandomValues` unless a test supplies its own source.
 */
import {
  actor,
  applyAction,
  eventsView,
  newGame,
  playerView,
  type Action,
  type PlayerView,
  type Side,
} from '../engine';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { validateScenario } from '../scenario/validate';
import { actionView, isRedacted, PROTOCOL_VERSION, type PublicSetup, type WireStep } from './protocol';

/** n random bytes. */
export type RandomSource = (n: number) => Uint8Array;

export const cryptoRandom: RandomSource = (n) => crypto.getRandomValues(new Uint8Array(n));

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function randomHex(random: RandomSource, bytes: number): string {
  return toHex(random(bytes));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/** JSON with object keys sorted at every level and undefined members left out: equal values, equal texts. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/**
 * What the commitment binds the secret to: this game, its battle, options and seats (not the names: the guest's is
 * learnt when it joins, after the commitment was made).
 */
export function commitContext(gameId: string, setup: PublicSetup, guestSide: Side): string {
  return canonicalJson({ protocol: PROTOCOL_VERSION, gameId, scenario: setup.scenario, options: setup.options, guestSide });
}

/** The host's commitment: SHA-256 of its secret and the game's context. */
export function commitmentOf(secret: string, context: string): Promise<string> {
  return sha256Hex(`pocket44/commit|${context}|${secret}`);
}

/**
 * The guest's share of the seed: from a key it never sends and the host's commitment, so it is unpredictable to
 * the host, exists only once the commitment does, and comes out the same if the guest has to make it again.
 */
export function contributionOf(key: string, commitment: string): Promise<string> {
  return sha256Hex(`pocket44/contribution|${key}|${commitment}`);
}

/** The game's seed: neither side alone chooses it. */
export async function seedOf(gameId: string, secret: string, contribution: string): Promise<string> {
  return `net-${await sha256Hex(`pocket44/seed|${gameId}|${secret}|${contribution}`)}`;
}

/** A fingerprint of a player view, kept by the guest for each state it was shown and checked by the replay. */
export function viewHash(view: PlayerView): Promise<string> {
  return sha256Hex(canonicalJson(view));
}

// ---------------------------------------------------------------------------------------------------------------
// Join codes: six words of the BIP39 English list (2,048 words, 11 bits each: 66 random bits), easy to read aloud.
// Every word of that list is known by its first four letters (three-letter words by all three), so a typed word is
// read by its first four letters only: case, spacing, punctuation and slips after the fourth letter do not matter.

/** How many words a join code has. */
export const JOIN_CODE_WORDS = 6;

/** The list's words by their first four letters. */
const BY_PREFIX: ReadonlyMap<string, string> = new Map(wordlist.map((w) => [w.slice(0, 4), w]));

/** A new join code: six list words, lower case, single spaces. 11 bits per word, so every word is equally likely. */
export function newJoinCode(random: RandomSource = cryptoRandom): string {
  const bytes = random(9); // 72 bits, 66 used
  const words: string[] = [];
  let acc = 0;
  let bits = 0;
  let i = 0;
  while (words.length < JOIN_CODE_WORDS) {
    if (bits < 11) {
      acc = ((acc << 8) | bytes[i++]!) & 0xfffff;
      bits += 8;
      continue;
    }
    words.push(wordlist[(acc >>> (bits - 11)) & 0x7ff]!);
    bits -= 11;
  }
  return words.join(' ');
}

/** The typed words: lower case, split on anything that is not a letter a-z. */
function tokens(text: string): string[] {
  return text.toLowerCase().split(/[^a-z]+/).filter((t) => t.length > 0);
}

/** The list word a typed token stands for, or undefined (too short, or no word starts that way). */
function wordOf(token: string): string | undefined {
  return token.length >= 3 ? BY_PREFIX.get(token.slice(0, 4)) : undefined;
}

/**
 * A code as the phones compare it (and derive the host's peer id from): each typed word replaced by the list word
 * with its first four letters, single spaces. A token that is no list word stays as typed, so the code then differs.
 */
export function normalizeJoinCode(code: string): string {
  return tokens(code)
    .map((t) => wordOf(t) ?? t)
    .join(' ');
}

export type ParsedJoinCode = { ok: true; code: string } | { ok: false; unknown: string[]; count: number };

/**
 * The join field's check: ok with the normalized code when there are exactly six list words; otherwise the words
 * that are not in the list (as typed, lower case) and how many words there are.
 */
export function parseJoinCode(text: string): ParsedJoinCode {
  const typed = tokens(text);
  const unknown = typed.filter((t) => wordOf(t) === undefined);
  if (unknown.length === 0 && typed.length === JOIN_CODE_WORDS) return { ok: true, code: normalizeJoinCode(text) };
  return { ok: false, unknown, count: typed.length };
}

/** Compares two codes, normalized, in time that does not depend on where they differ. */
export function sameJoinCode(a: string, b: string): boolean {
  const x = normalizeJoinCode(a);
  const y = normalizeJoinCode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x.charCodeAt(i) || 0) ^ (y.charCodeAt(i) || 0);
  return diff === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The guest's check at the end of the game.

export interface VerifyInput {
  gameId: string;
  setup: PublicSetup;
  guestSide: Side;
  commitment: string;
  contribution: string;
  /** Revealed by the host at the end. */
  secret: string;
  /** The redacted actions, revealed: step index and the action as played. */
  hidden: readonly { index: number; action: Action }[];
  /** Every step as the guest received it. */
  steps: readonly WireStep[];
  /** viewHash of each state the guest was shown, by index. */
  viewHashes: Readonly<Record<string, string>>;
}

export type Verification =
  | { ok: true; seed: string; winner: Side; actions: number }
  | { ok: false; reason: 'commitment-mismatch' | 'verification-failed'; detail: string; index?: number };

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * The whole game checked from the host's revealed secret: the secret must match the commitment made before the
 * guest's contribution; the seed is derived again; every action is replayed from a new game with that seed, and
 * each must have been taken by the side the guest was told, give exactly the events the guest was sent, and lead to
 * the very views it was shown. The game must be over.
 */
export async function verifyGame(input: VerifyInput): Promise<Verification> {
  const { setup, guestSide: side, steps } = input;
  const expected = await commitmentOf(input.secret, commitContext(input.gameId, setup, side));
  if (expected !== input.commitment) {
    return { ok: false, reason: 'commitment-mismatch', detail: 'the revealed secret does not match the commitment' };
  }
  const fail = (index: number, detail: string): Verification => ({ ok: false, reason: 'verification-failed', detail, index });
  const sc = validateScenario(setup.scenario);
  if (!sc.ok) return fail(0, 'the battle is not valid');
  const hidden = new Map<number, Action>();
  for (const h of input.hidden) {
    const step = steps[h.index];
    if (!step || !isRedacted(step, side) || h.action.type !== 'keep' || hidden.has(h.index)) {
      return fail(h.index, `revealed action ${h.index + 1} was not hidden`);
    }
    hidden.set(h.index, h.action);
  }
  const seed = await seedOf(input.gameId, input.secret, input.contribution);
  let s = newGame(sc.scenario, { seed, options: setup.options });
  const checkView = async (index: number): Promise<boolean> => {
    const want = input.viewHashes[String(index)];
    return want === undefined || want === (await viewHash(playerView(s, side)));
  };
  if (!(await checkView(0))) return fail(0, 'the starting position is not the one the seed deals');
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    let action = step.action;
    if (isRedacted(step, side)) {
      const real = hidden.get(i);
      if (!real) return fail(i, `action ${i + 1} was hidden and never revealed`);
      action = real;
    }
    if (actor(s) !== step.by) return fail(i, `action ${i + 1} was not ${step.by}'s to take`);
    const r = applyAction(s, action);
    if (!r.ok) return fail(i, `action ${i + 1} is refused by the rules (${r.error.code})`);
    if (!same(actionView(action, step.by, side), step.action)) return fail(i, `action ${i + 1} differs`);
    if (!same(eventsView(r.events, side), step.events)) return fail(i, `what happened at action ${i + 1} differs from the replay`);
    s = r.state;
    if (!(await checkView(i + 1))) return fail(i, `the position after action ${i + 1} differs from the replay`);
  }
  if (!s.winner) return fail(steps.length, 'the replayed game is not over');
  return { ok: true, seed, winner: s.winner, actions: steps.length };
}
