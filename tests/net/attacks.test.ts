// Issue 13, "Defects found by attacking the app": the two-phone defects. Each test here was committed before its fix
// (the history shows it failing). docs/protocol.md, "Hostile input" and "Resilience", says what is expected.
import { describe, expect, it } from 'vitest';
import { actor, legalActions, parseAction, RULES_VERSION, type Action } from '../../src/engine';
import { canonicalJson } from '../../src/net/fairness';
import { Host } from '../../src/net/host';
import { decode, encode } from '../../src/net/protocol';
import { MemoryLink } from '../../src/net/transport';
import { viewLegalActions } from '../../src/net/view';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { Guest, SILENT_POKES } from '../../src/net/guest';
import { openTable, playOut, seededRandom, settle } from './harness';
import { Raw, seatedRaw, untilGuestTurn } from './raw';

const sword = getBuiltinScenario('sword-beach')!;

/** An action message with unknown fields added, as text. */
function padded(index: number, action: Action, pad: number): string {
  return JSON.stringify({ v: 1, t: 'action', index, action: { ...action, pad: 'x'.repeat(pad) }, extra: 'y'.repeat(pad) });
}

describe('net: unknown fields in a guest action (issue 13, 1)', () => {
  it('an action padded by a few KB is recorded with the engine fields only, and every later state goes out', async () => {
    const { host, raw } = await seatedRaw();
    await untilGuestTurn(host);
    raw.take();
    const n = host.steps.length;
    const a = legalActions(host.state!)[0]!;
    await raw.send(padded(n, a, 1000));
    expect(host.steps.length).toBe(n + 1);
    expect(canonicalJson(host.steps[n]!.action)).toBe(canonicalJson(parseAction(a)));
    expect(JSON.stringify(host.recordSteps()[n]).length).toBeLessThan(1000);
    expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 1 }));
  });

  it('an action padded by 60 KB is refused before it is read; the game is not stuck', async () => {
    const { host, raw } = await seatedRaw();
    await untilGuestTurn(host);
    raw.take();
    const n = host.steps.length;
    const a = legalActions(host.state!)[0]!;
    await raw.send(padded(n, a, 30_000));
    expect(host.steps.length).toBe(n);
    expect(host.log.entries[host.log.entries.length - 1]).toMatchObject({ kind: 'rejected', reason: 'too-large' });
    await raw.send({ t: 'action', index: n, action: a });
    expect(host.steps.length).toBe(n + 1);
    expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 1 }));
    // And on: the host's next action reaches the guest too.
    if (!host.state!.winner && actor(host.state!) === host.hostSide) {
      expect((await host.play(legalActions(host.state!)[0]!)).ok).toBe(true);
      await raw.link.flush();
      expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 2 }));
    }
  });
});

describe('net: a forged refusal to a seated guest (issue 13, 2)', () => {
  const forged: [string, unknown][] = [
    ['game-full', { v: 1, t: 'error', reason: 'game-full', detail: 'this game already has its two players' }],
    ['wrong-game', { v: 1, t: 'error', reason: 'wrong-game', detail: 'no such game here' }],
    ['bad-code', { v: 1, t: 'error', reason: 'bad-code', detail: 'wrong join code' }],
    ['version-mismatch', { v: 1, t: 'error', reason: 'version-mismatch', detail: 'protocol 9', version: 9 }],
    ['a message of another version', { v: 9, t: 'hello', role: 'host', app: 'pocket44', rules: RULES_VERSION }],
    ['other rules', { v: 1, t: 'hello', role: 'host', app: 'pocket44', rules: 'm44-base/0' }],
  ];
  for (const [name, msg] of forged) {
    it(`${name}: taken as a failed connection (told, closed, dialled again), never the end of the game; a resume still works`, async () => {
      const t = await openTable({ seed: `forged-${name}` });
      await playOut(t, { stopAfter: 3 });
      expect(t.guest.phase).toBe('playing');
      const problems: string[] = [];
      t.guest.on((e) => {
        if (e.type === 'problem') problems.push(e.reason);
      });
      t.link.inject('b', JSON.stringify(msg));
      await settle(t);
      expect(t.guest.phase).toBe('playing');
      expect(t.guest.save().phase).toBe('playing');
      // The player is told, and the connection is given up so the link dials again.
      expect(problems.length).toBe(1);
      expect(t.guest.connected).toBe(false);
      t.reconnect();
      await settle(t);
      expect(t.guest.phase).toBe('playing');
      const n = t.host.steps.length;
      await playOut(t, { stopAfter: n + 2 });
      expect(t.guest.index).toBe(t.host.steps.length);

      // After a restart from its save, the guest goes on as well.
      t.link.inject('b', JSON.stringify(msg));
      await settle(t);
      t.guest = Guest.resume(t.guest.save());
      t.reconnect();
      await settle(t);
      expect(t.guest.phase).toBe('playing');
      await playOut(t, { stopAfter: t.host.steps.length + 2 });
      expect(t.guest.index).toBe(t.host.steps.length);
    });
  }

  it('a device not yet seated is still refused for good by game-full (the honest answer to a third device)', async () => {
    const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('full') });
    const link = new MemoryLink();
    const g1 = Guest.create({ code: host.joinCode, name: 'One', random: seededRandom('g1') });
    let [a, b] = link.connect();
    host.accept(a);
    g1.attach(b);
    await link.flush();
    await host.idle();
    await link.flush();
    const g2 = Guest.create({ code: host.joinCode, name: 'Two', random: seededRandom('g2') });
    [a, b] = link.connect();
    host.accept(a);
    g2.attach(b);
    for (let i = 0; i < 5; i++) {
      await link.flush();
      await host.idle();
      await g2.idle();
    }
    expect(g2.phase).toBe('refused');
  });
});

describe("net: the host's Ambush card is not shown by the guest's close assaults (issue 13, 3)", () => {
  for (const ambushAlwaysAsk of [false, true]) {
    it(`with "Ambush always asks" ${ambushAlwaysAsk ? 'on' : 'off'}: every close assault on the host's units looks the same to the guest`, async () => {
      const t = await openTable({ seed: `ambush-${ambushAlwaysAsk}`, scenario: getBuiltinScenario('pegasus-bridge')!, options: { ambushAlwaysAsk } });
      await playOut(t, { policySeed: 'ambush' });
      expect(t.guest.phase).toBe('over');
      let assaults = 0;
      for (const d of t.received) {
        const r = decode(d);
        if (!r.ok || r.msg.t !== 'state' || !r.msg.step) continue;
        const { step, view } = r.msg;
        const close = step.events.some((e) => e.type === 'battle' && e.close);
        if (step.by !== t.guest.side || step.action.type !== 'battle' || !close) continue;
        assaults++;
        // The host decides on every one (with or without the card), and nothing of the battle is rolled yet.
        expect(view.pending[0]).toMatchObject({ kind: 'ambush', actor: t.host.hostSide });
        expect(step.events.some((e) => e.type === 'roll')).toBe(false);
      }
      expect(assaults).toBeGreaterThan(0);
    });
  }
});

describe('net: a peer cannot make the host send much more than it receives (issue 13, 4)', () => {
  /** Characters the guest received since `from` (an index into t.received). */
  const charsSince = (t: Awaited<ReturnType<typeof openTable>>, from: number): number =>
    t.received.slice(from).reduce<number>((n, d) => n + (typeof d === 'string' ? d.length : 0), 0);

  for (const kind of ['resync', 'an action already played', 'the contribution again'] as const) {
    it(`50 requests for the whole game (${kind}) between two pokes get one answer with the game`, async () => {
      const t = await openTable({ seed: `flood-${kind}` });
      await playOut(t, { stopAfter: 30 });
      const guestStep = t.host.steps.findIndex((s) => s.by === t.host.guestSide);
      const request =
        kind === 'resync'
          ? encode({ t: 'resync', from: 0 })
          : kind === 'the contribution again'
            ? encode({ t: 'contribute', gameId: t.host.gameId, contribution: t.guest.save().contribution! })
            : encode({ t: 'action', index: guestStep, action: t.host.steps[guestStep]!.action });
      expect(guestStep).toBeGreaterThanOrEqual(0);
      // One request: its answer is the whole game.
      let mark = t.received.length;
      t.link.inject('a', request);
      await settle(t);
      const one = charsSince(t, mark);
      expect(one).toBeGreaterThan(8000);
      t.host.poke();
      await settle(t);
      // Fifty more between two pokes of the host.
      mark = t.received.length;
      for (let i = 0; i < 50; i++) t.link.inject('a', request);
      await settle(t);
      const fifty = charsSince(t, mark);
      expect(fifty).toBeLessThan(one + 50 * request.length * 3);
      // The game goes on.
      await playOut(t, { stopAfter: 40 });
      expect(t.guest.index).toBe(t.host.steps.length);
    });
  }

  it('a device that has not joined gets a bounded number of replies, whatever it sends', async () => {
    const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('stranger') });
    const raw = new Raw(host);
    for (let i = 0; i < 50; i++) await raw.send({ t: 'ack', index: i });
    for (let i = 0; i < 50; i++) await raw.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    for (let i = 0; i < 50; i++) await raw.send({ t: 'resync', from: 0 });
    expect(raw.take().length).toBeLessThanOrEqual(10);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

describe('net: the guest checks every view it is sent (issue 13, 5)', () => {
  /** Rewrites the next `state` message to the guest with `f`, once. */
  function onceState(t: Awaited<ReturnType<typeof openTable>>, f: (m: Loose) => void): void {
    // Every reader of the guest's connection (the test's spy, the guest) gets the same rewritten text.
    let hit: unknown = null;
    let out = '';
    t.tamperGuest = (d) => {
      if (hit !== null) return d === hit ? out : d;
      if (typeof d !== 'string' || !d.includes('"t":"state"')) return d;
      const m = JSON.parse(d) as Loose;
      f(m);
      hit = d;
      out = JSON.stringify(m);
      return out;
    };
  }

  it('a view without board geometry is refused as a protocol fault, in words; the guest keeps a view it can play from', async () => {
    const t = await openTable({ seed: 'noboard' });
    await playOut(t, { stopAfter: 4 });
    while (actor(t.host.state!) !== t.host.hostSide) await playOut(t, { stopAfter: t.host.steps.length + 1 });
    const before = t.guest.save();
    const problems: string[] = [];
    t.guest.on((e) => {
      if (e.type === 'problem') problems.push(e.reason);
    });
    onceState(t, (m) => {
      delete m.view.board.geometry;
    });
    expect((await t.host.play(legalActions(t.host.state!)[0]!)).ok).toBe(true);
    await settle(t);
    expect(problems).toEqual(['bad-step']);
    expect(t.guest.log.entries.some((e) => e.kind === 'rejected' && e.reason === 'bad-step')).toBe(true);
    expect(t.guest.save().steps.length).toBe(before.steps.length);
    expect(() => viewLegalActions(t.guest.view!)).not.toThrow();
    // The next poke asks again; the honest answer is taken and the game goes on.
    t.host.poke();
    t.guest.poke();
    await settle(t);
    expect(t.guest.index).toBe(t.host.steps.length);
    await playOut(t, { stopAfter: t.host.steps.length + 5 });
    expect(t.guest.index).toBe(t.host.steps.length);
  });

  it('a forged winner is refused (no end of game in the step); the guest does not wait for a reveal', async () => {
    const t = await openTable({ seed: 'winner' });
    await playOut(t, { stopAfter: 6 });
    const problems: string[] = [];
    t.guest.on((e) => {
      if (e.type === 'problem') problems.push(e.reason);
    });
    onceState(t, (m) => {
      m.view.winner = t.host.hostSide;
    });
    while (actor(t.host.state!) !== t.host.hostSide) await playOut(t, { stopAfter: t.host.steps.length + 1 });
    expect((await t.host.play(legalActions(t.host.state!)[0]!)).ok).toBe(true);
    await settle(t);
    expect(t.guest.phase).toBe('playing');
    expect(problems).toEqual(['bad-step']);
    t.host.poke();
    t.guest.poke();
    await settle(t);
    expect(t.guest.index).toBe(t.host.steps.length);
    expect(t.guest.phase).toBe('playing');
  });

  it('a winner with an end of game the host never reveals: the guest says so after a few answered pokes, not never', async () => {
    const t = await openTable({ seed: 'noreveal' });
    await playOut(t, { stopAfter: 6 });
    while (actor(t.host.state!) !== t.host.hostSide) await playOut(t, { stopAfter: t.host.steps.length + 1 });
    onceState(t, (m) => {
      m.view.winner = t.host.hostSide;
      m.step.events.push({ type: 'gameOver', winner: t.host.hostSide, medals: m.view.medalsWon });
    });
    expect((await t.host.play(legalActions(t.host.state!)[0]!)).ok).toBe(true);
    await settle(t);
    expect(t.guest.phase).toBe('revealing');
    for (let i = 0; i < 20 && t.guest.phase === 'revealing'; i++) {
      t.host.poke();
      t.guest.poke();
      await settle(t);
      if (!t.guest.connected) t.reconnect();
      await settle(t);
    }
    expect(t.guest.phase).not.toBe('revealing');
    expect(t.guest.phase).toBe('failed');
  });
});

describe('net: an idle, working link is never torn down (issue 13, 6)', () => {
  it('a guest up to date, its pokes and the host\'s in turn, keeps its connection: every poke is answered', async () => {
    const t = await openTable({ seed: 'idle' });
    await playOut(t, { stopAfter: 5 });
    // Whoever acts, nobody does now: an idle game, up to date on both phones.
    expect(t.guest.index).toBe(t.host.steps.length);
    for (let i = 0; i < SILENT_POKES * 10; i++) {
      t.host.poke();
      await settle(t);
      const mark = t.received.length;
      t.guest.poke();
      await settle(t);
      expect(t.received.length, `poke ${i} unanswered`).toBeGreaterThan(mark);
      expect(t.guest.connected).toBe(true);
    }
    expect(t.guest.log.entries.filter((e) => e.reason === 'disconnected')).toEqual([]);
    // An answer to an idle poke is short (not the view again).
    const lastAnswer = t.received[t.received.length - 1] as string;
    expect(lastAnswer.length).toBeLessThan(200);
  });
});
