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
  sameJoinCode,
  seedOf,
  verifyGame,
  viewHash,
  type VerifyInput,
} from '../../src/net/fairness';
import { actionView, type PublicSetup, type WireStep } from '../../src/net/protocol';
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

describe('net: fairness', { timeout: 30_000 }, () => {
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

  it('join codes: 16 base-32 characters (80 bits) in four groups; typing slips are forgiven', () => {
    const random = seededRandom('codes');
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = newJoinCode(random);
      expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      codes.add(c);
    }
    expect(codes.size).toBe(2000);
    // Every character position takes many values (no stuck bits).
    for (let pos = 0; pos < 19; pos++) {
      if (pos % 5 === 4) continue;
      expect(new Set([...codes].map((c) => c[pos])).size).toBeGreaterThan(25);
    }
    expect(normalizeJoinCode(' 0o1i-lL ')).toBe('001111');
    expect(sameJoinCode('ABCD-EF01-2345-6789', 'abcd ef0l 2345 6789')).toBe(true);
    expect(sameJoinCode('ABCD-EF01-2345-6789', 'ABCD-EF01-2345-678')).toBe(false);
    expect(sameJoinCode('ABCD-EF01-2345-6789', 'ABCD-EF01-2345-6788')).toBe(false);
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
