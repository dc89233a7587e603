// The commitment, the seed, join codes, and the guest's end-of-game check on games built here by hand: an honest
// record passes; every kind of lie (secret, event, hidden card, seat, unfinished game) is caught and located.
import { describe, expect, it } from 'vitest';
import { actor, applyAction, eventsView, legalActions, newGame, playerView, type Action, type Side } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import {
  commitContext,
  commitmentOf,
  contributionOf,
  newJoinCode,
  normalizeJoinCode,
  parseJoinCode,
  sameJoinCode,
  seedOf,
  verifyGame,
  viewHash,
  type VerifyInput,
} from '../../src/net/fairness';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { actionView, decode, type PublicSetup, type WireStep } from '../../src/net/protocol';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { seededRandom } from './harness';

const H = (c: string) => c.repeat(64);
const setup: PublicSetup = { scenario: getBuiltinScenario('arracourt')!, options: {}, names: { allies: 'A', axis: 'B' } };

/** An honest game record as the guest would hold it at the end: steps as sent, a view hash for every state. */
async function honestGame(guestSide: Side, policy: string): Promise<VerifyInput> {
  const gameId = 'game-1';
  const secret = H('1');
  const contribution = H('2');
  const commitment = await commitmentOf(secret, commitContext(gameId, setup, guestSide));
  let s = newGame(setup.scenario, { seed: await seedOf(gameId, secret, contribution) });
  const rng = seedRng(policy);
  const steps: WireStep[] = [];
  const hidden: { index: number; action: Action }[] = [];
  const viewHashes: Record<string, string> = { 0: await viewHash(playerView(s, guestSide)) };
  while (!s.winner) {
    const la = legalActions(s);
    const a = la[nextInt(rng, la.length)]!;
    const by = actor(s)!;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    const shown = actionView(a, by, guestSide);
    if (shown !== a) hidden.push({ index: steps.length, action: a });
    steps.push({ action: shown, by, events: eventsView(r.events, guestSide) });
    s = r.state;
    viewHashes[String(steps.length)] = await viewHash(playerView(s, guestSide));
  }
  return { gameId, setup, guestSide, commitment, contribution, secret, hidden, steps, viewHashes };
}

/** A game in which the host (allies) kept a Recon card: found by trying policies. */
async function gameWithHiddenKeep(): Promise<VerifyInput> {
  for (let p = 0; p < 40; p++) {
    const g = await honestGame('axis', `keep-${p}`);
    if (g.hidden.length) return g;
  }
  throw new Error('no game with a Recon keep by the host in 40 tries');
}

describe('net: fairness', () => {
  it('the commitment binds the secret to the game, battle, options and seats; the seed needs both shares', async () => {
    const c = await commitmentOf(H('a'), commitContext('g', setup, 'axis'));
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(await commitmentOf(H('a'), commitContext('g', setup, 'axis'))).toBe(c);
    expect(await commitmentOf(H('b'), commitContext('g', setup, 'axis'))).not.toBe(c);
    expect(await commitmentOf(H('a'), commitContext('h', setup, 'axis'))).not.toBe(c);
    expect(await commitmentOf(H('a'), commitContext('g', setup, 'allies'))).not.toBe(c);
    expect(await commitmentOf(H('a'), commitContext('g', { ...setup, options: { youngGenerals: true } }, 'axis'))).not.toBe(c);
    expect(await commitmentOf(H('a'), commitContext('g', { ...setup, scenario: getBuiltinScenario('sword-beach')! }, 'axis'))).not.toBe(c);
    // Names are learnt after the commitment (the guest's at its join): they are not bound.
    expect(await commitmentOf(H('a'), commitContext('g', { ...setup, names: { allies: 'X', axis: 'Y' } }, 'axis'))).toBe(c);
    const seed = await seedOf('g', H('a'), H('b'));
    expect(seed).toMatch(/^net-[0-9a-f]{64}$/);
    expect(await seedOf('g', H('a'), H('c'))).not.toBe(seed);
    expect(await seedOf('g', H('c'), H('b'))).not.toBe(seed);
    expect(await seedOf('h', H('a'), H('b'))).not.toBe(seed);
  });

  it('the guest\'s share: the same again from the same key and commitment, otherwise unrelated', async () => {
    const c = await contributionOf(H('k'), H('c'));
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(await contributionOf(H('k'), H('c'))).toBe(c);
    expect(await contributionOf(H('j'), H('c'))).not.toBe(c);
    expect(await contributionOf(H('k'), H('d'))).not.toBe(c);
  });

  it('join codes: six list words from 66 random bits, each bit moving exactly one word', () => {
    const calls: number[] = [];
    const fixed = (bytes: number[]) => (n: number) => {
      calls.push(n);
      return Uint8Array.from(bytes);
    };
    const zero = newJoinCode(fixed(Array(9).fill(0)));
    expect(zero).toBe(Array(6).fill(wordlist[0]).join(' '));
    expect(newJoinCode(fixed(Array(9).fill(0xff)))).toBe(Array(6).fill(wordlist[2047]).join(' '));
    expect(calls.every((n) => n === 9)).toBe(true);
    // Bit k of the 72 read (most significant first): the first 66 each set one bit of one word's index, the last
    // 6 are unused.
    for (let k = 0; k < 72; k++) {
      const bytes = Array<number>(9).fill(0);
      bytes[k >> 3] = 0x80 >> (k & 7);
      const words = newJoinCode(fixed(bytes)).split(' ');
      const want = Array<string>(6).fill(wordlist[0]!);
      if (k < 66) want[Math.floor(k / 11)] = wordlist[1 << (10 - (k % 11))]!;
      expect(words, `bit ${k}`).toEqual(want);
    }
  });

  it('join codes: every word reachable at every place, and close to uniform over many draws', () => {
    const random = seededRandom('codes');
    const index = new Map(wordlist.map((w, i) => [w, i]));
    const counts = Array.from({ length: 6 }, () => new Array<number>(2048).fill(0));
    const draws = 40_000;
    const codes = new Set<string>();
    for (let i = 0; i < draws; i++) {
      const c = newJoinCode(random);
      expect(c).toMatch(/^[a-z]{3,8}( [a-z]{3,8}){5}$/);
      codes.add(c);
      c.split(' ').forEach((w, at) => counts[at]![index.get(w)!]!++);
    }
    expect(codes.size).toBe(draws);
    const all = new Array<number>(2048).fill(0);
    for (const place of counts) {
      expect(place.filter((n) => n > 0).length).toBe(2048);
      place.forEach((n, i) => (all[i]! += n));
    }
    // Chi-square over the 2,048 words (2,047 degrees of freedom, standard deviation 64): a bias toward some words,
    // as a modulo would give, lands far above the bound.
    const expected = (draws * 6) / 2048;
    const chi2 = all.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(2047 + 6 * 64);
    expect(chi2).toBeGreaterThan(2047 - 6 * 64);
  });

  it('join codes: a code reads back as itself; case, spacing, punctuation and slips after four letters are forgiven', () => {
    const random = seededRandom('round-trip');
    for (let i = 0; i < 200; i++) {
      const c = newJoinCode(random);
      expect(normalizeJoinCode(c)).toBe(c);
      expect(parseJoinCode(c)).toEqual({ ok: true, code: c });
      expect(sameJoinCode(c, c.toUpperCase().replace(/ /g, '-'))).toBe(true);
      // Only the first four letters of each word, as a hurried player might type them.
      expect(sameJoinCode(c, c.split(' ').map((w) => w.slice(0, 4)).join(' '))).toBe(true);
    }
    const code = 'ranch ozone tribe vessel cactus orbit';
    expect(wordlist).toEqual(expect.arrayContaining(code.split(' ')));
    expect(normalizeJoinCode('  RANCH-ozon,tribe  VESSLE\tcact.orbitz ')).toBe(code);
    expect(parseJoinCode('Ranch Ozone Tribe Vess Cactus Orbi')).toEqual({ ok: true, code });
    expect(sameJoinCode(code, 'ranc ozon trib vess cact orbi')).toBe(true);
    // Three-letter words are whole words: "act" is act, "acto" is actor.
    expect(normalizeJoinCode('act acto acti')).toBe('act actor action');
  });

  it('join codes: unknown words, short words and the wrong number of words are refused, and named', () => {
    const code = 'ranch ozone tribe vessel cactus orbit';
    expect(parseJoinCode('ranch ozone tribe vessel cactus')).toEqual({ ok: false, unknown: [], count: 5 });
    expect(parseJoinCode(`${code} ranch`)).toEqual({ ok: false, unknown: [], count: 7 });
    expect(parseJoinCode('')).toEqual({ ok: false, unknown: [], count: 0 });
    expect(parseJoinCode('ranch OZNOE tribe ve vessel qqq')).toEqual({ ok: false, unknown: ['oznoe', 've', 'qqq'], count: 6 });
    // A slip in the first four letters, a two-letter start, a word that is not in the list: the codes differ.
    expect(sameJoinCode(code, 'ranch ozone tribe vesel cactus orbit')).toBe(false);
    expect(sameJoinCode(code, 'ranch ozone tribe ve cactus orbit')).toBe(false);
    expect(sameJoinCode(code, 'ranch ozone tribe vessel cactus')).toBe(false);
    expect(sameJoinCode(code, 'ranch ozone tribe vessel cactus orbit orbit')).toBe(false);
    expect(sameJoinCode(code, 'ranch ozone tribe vessel cactus orange')).toBe(false);
    expect(normalizeJoinCode('ranch ve qqq')).toBe('ranch ve qqq');
  });

  it('a join message carries a typed code of up to 120 characters', () => {
    const join = (code: string) => JSON.stringify({ v: 1, t: 'join', gameId: null, code, token: 'cd'.repeat(16), name: 'Ann' });
    const long = 'ranch '.repeat(20);
    expect(long.length).toBe(120);
    expect(decode(join(long))).toMatchObject({ ok: true, msg: { t: 'join', code: long } });
    expect(decode(join(`${long}x`))).toMatchObject({ ok: false, reason: 'invalid-message', t: 'join' });
  });

  it('an honest game verifies: commitment, seed, every step, every view, and the end', async () => {
    const g = await honestGame('axis', 'honest');
    expect(g.steps.length).toBeGreaterThan(50);
    expect(await verifyGame(g)).toMatchObject({ ok: true, actions: g.steps.length, seed: await seedOf(g.gameId, g.secret, g.contribution) });
  });

  it('a revealed secret that does not match the commitment is caught first', async () => {
    const g = await honestGame('allies', 'bad-secret');
    expect(await verifyGame({ ...g, secret: H('9') })).toMatchObject({ ok: false, reason: 'commitment-mismatch' });
  });

  it('a changed die, a changed card drawn, a step by the wrong side, a changed view: caught at that step', async () => {
    const g = await honestGame('axis', 'lies');
    const rollAt = g.steps.findIndex((s) => s.events.some((e) => e.type === 'roll' && e.faces.some((f) => f !== 'grenade')));
    expect(rollAt).toBeGreaterThanOrEqual(0);
    const steps = g.steps.map((s, i) =>
      i === rollAt
        ? { ...s, events: s.events.map((e) => (e.type === 'roll' ? { ...e, faces: e.faces.map(() => 'grenade' as const) } : e)) }
        : s,
    );
    expect(await verifyGame({ ...g, steps })).toMatchObject({ ok: false, reason: 'verification-failed', index: rollAt });

    const drawAt = g.steps.findIndex((s) => s.events.some((e) => e.type === 'drew' && e.card >= 0));
    const steps2 = g.steps.map((s, i) =>
      i === drawAt ? { ...s, events: s.events.map((e) => (e.type === 'drew' && e.card >= 0 ? { ...e, card: (e.card + 1) % 60 } : e)) } : s,
    );
    expect(await verifyGame({ ...g, steps: steps2 })).toMatchObject({ ok: false, reason: 'verification-failed', index: drawAt });

    const steps3 = g.steps.map((s, i) => (i === 3 ? { ...s, by: (s.by === 'axis' ? 'allies' : 'axis') as Side } : s));
    expect(await verifyGame({ ...g, steps: steps3 })).toMatchObject({ ok: false, index: 3 });

    expect(await verifyGame({ ...g, viewHashes: { ...g.viewHashes, 10: H('0') } })).toMatchObject({ ok: false, index: 9 });
    expect(await verifyGame({ ...g, viewHashes: { ...g.viewHashes, 0: H('0') } })).toMatchObject({ ok: false, index: 0 });
  });

  it('a game that is not over, or has a step more, does not verify', async () => {
    const g = await honestGame('axis', 'short');
    expect(await verifyGame({ ...g, steps: g.steps.slice(0, -1) })).toMatchObject({ ok: false, reason: 'verification-failed' });
    expect(await verifyGame({ ...g, steps: [...g.steps, g.steps[0]!] })).toMatchObject({ ok: false, reason: 'verification-failed' });
  });

  it('the host\'s hidden Recon card must be revealed, as it was kept, and nothing else may be "revealed"', async () => {
    const g = await gameWithHiddenKeep();
    expect(await verifyGame(g)).toMatchObject({ ok: true });
    const first = g.hidden[0]!;
    expect(await verifyGame({ ...g, hidden: g.hidden.slice(1) })).toMatchObject({ ok: false, index: first.index });
    const other = { index: first.index, action: { type: 'keep' as const, card: ((first.action as { card: number }).card + 1) % 60 } };
    expect(await verifyGame({ ...g, hidden: [other, ...g.hidden.slice(1)] })).toMatchObject({ ok: false, index: first.index });
    const notHidden = g.steps.findIndex((s, i) => !g.hidden.some((h) => h.index === i));
    expect(await verifyGame({ ...g, hidden: [...g.hidden, { index: notHidden, action: { type: 'keep', card: 1 } }] })).toMatchObject({
      ok: false,
      index: notHidden,
    });
  });
});
