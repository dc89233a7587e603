// Hostile or broken input, each alone: the phone that receives it refuses it with a logged reason, its game does
// not change, and the honest player is told when it matters.
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, playerView, RULES_VERSION, type Action, type ApplyResult, type GameState } from '../../src/engine';
import { canonicalJson, seedOf } from '../../src/net/fairness';
import { Guest } from '../../src/net/guest';
import { Host } from '../../src/net/host';
import type { NetEvent } from '../../src/net/log';
import { encode, MAX_MESSAGE_CHARS } from '../../src/net/protocol';
import { MemoryLink } from '../../src/net/transport';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { viewLegalActions } from '../../src/net/view';
import { openTable, playOut, seededRandom, settle, type Table } from './harness';
import { Raw, seatedRaw, TOKEN, untilGuestTurn } from './raw';

const sword = getBuiltinScenario('sword-beach')!;

function hostSnap(h: Host): string {
  return canonicalJson({ state: h.state, steps: h.steps, session: h.session(), phase: h.phase });
}

function lastLog(x: Host | Guest) {
  return x.log.entries[x.log.entries.length - 1];
}


describe('net: hostile input to the host', () => {
  it('malformed JSON, wrong types, oversized, not text, another protocol version, other rules: refused, logged, no change', async () => {
    const { host, raw } = await seatedRaw();
    await host.play(legalActions(host.state!)[0]!);
    raw.take();
    const before = hostSnap(host);
    const cases: [unknown, string][] = [
      ['{"v":1,"t":"action","index":', 'malformed-json'],
      [JSON.stringify({ v: 1, t: 'action', index: 'one', action: { type: 'endMoves' } }), 'invalid-message'],
      [JSON.stringify({ v: 1, t: 'action', index: 1, action: { type: 'move', unit: 'x' } }), 'invalid-message'],
      [JSON.stringify({ v: 1, t: 'ack', index: 1, pad: 'x'.repeat(MAX_MESSAGE_CHARS) }), 'too-large'],
      [JSON.stringify({ v: 7, t: 'action', index: 1, action: { type: 'endMoves' } }), 'version-mismatch'],
    ];
    const answered = new Set<string>();
    for (const [text, reason] of cases) {
      await raw.send(text as string);
      expect(lastLog(host), reason).toMatchObject({ kind: 'rejected', reason });
      // Each reason is answered once per connection (two phones never argue forever).
      expect(raw.errors()).toEqual(answered.has(reason) ? [] : [reason]);
      answered.add(reason);
      expect(hostSnap(host)).toBe(before);
    }
    raw.link.inject('a', { v: 1, t: 'ack', index: 0 });
    await raw.link.flush();
    await host.idle();
    expect(lastLog(host)).toMatchObject({ reason: 'not-text' });
    await raw.send('not json');
    expect(lastLog(host)).toMatchObject({ reason: 'malformed-json' });
    expect(raw.errors()).toEqual(['not-text']);
    await raw.send(JSON.stringify({ v: 1, t: 'hello', role: 'guest', app: 'pocket44', rules: 'm44-base/0' }));
    expect(lastLog(host)).toMatchObject({ reason: 'rules-mismatch' });
    expect(raw.errors()).toEqual(['rules-mismatch']);
    expect(hostSnap(host)).toBe(before);
  });

  it('an action out of turn, an illegal action, a wrong index: refused with the index the game is at', async () => {
    const { host, raw } = await seatedRaw();
    // Reach a point where it is the host's turn (the guest plays its first action if the battle starts with it).
    if (actor(host.state!) === host.guestSide) {
      const la = legalActions(host.state!);
      await raw.send({ t: 'action', index: 0, action: la[0]! });
      raw.take();
    }
    expect(actor(host.state!)).toBe(host.hostSide);
    let before = hostSnap(host);
    const n = host.steps.length;
    await raw.send({ t: 'action', index: n, action: legalActions(host.state!)[0]! });
    expect(lastLog(host)).toMatchObject({ reason: 'out-of-turn' });
    expect(raw.take()).toEqual([expect.objectContaining({ t: 'error', reason: 'out-of-turn', index: n })]);
    expect(hostSnap(host)).toBe(before);

    await untilGuestTurn(host);
    raw.take();
    before = hostSnap(host);
    const m = host.steps.length;
    const notInHand = [...Array(60).keys()].find((c) => !host.state!.cards.hands[host.guestSide].includes(c))!;
    const illegal: Action[] = [
      { type: 'play', card: notInHand },
      { type: 'move', unit: 0, to: { row: 0, col: 0 } },
      { type: 'endBattles' },
      { type: 'order', unit: 999 },
    ];
    for (const a of illegal) {
      await raw.send({ t: 'action', index: m, action: a });
      expect(lastLog(host), a.type).toMatchObject({ reason: 'illegal-action' });
      expect(raw.errors()).toEqual(['illegal-action']);
    }
    const good = legalActions(host.state!)[0]!;
    for (const index of [m - 1, m + 1, 999_999]) {
      await raw.send({ t: 'action', index, action: good });
      expect(lastLog(host)).toMatchObject({ reason: 'wrong-index' });
      expect(raw.take()).toEqual([expect.objectContaining({ t: 'error', reason: 'wrong-index', index: m })]);
    }
    expect(hostSnap(host)).toBe(before);
    // The same action with the right index goes through.
    await raw.send({ t: 'action', index: m, action: good });
    expect(host.steps.length).toBe(m + 1);
    expect(raw.take()[0]).toMatchObject({ t: 'state', index: m + 1 });
  });

  it('when the host refuses the real guest\'s action (damaged on the way), the guest\'s player is told and it catches up', async () => {
    const t = await openTable({ seed: 'told' });
    await untilGuestTurn(t.host);
    await settle(t);
    const events: NetEvent[] = [];
    t.guest.on((e) => events.push(e));
    const before = hostSnap(t.host);
    const n = t.host.steps.length;
    t.tamperHost = (d) =>
      typeof d === 'string' && d.includes('"t":"action"') ? d.replace(/"action":\{.*\}\}$/, '"action":{"type":"endBattles"}}') : d;
    const a = viewLegalActions(t.guest.view!)[0]!;
    expect(await t.guest.play(a)).toEqual({ ok: true });
    await settle(t);
    expect(lastLog(t.host)).toMatchObject({ reason: 'illegal-action' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'rejected', action: a, reason: 'illegal-action' }));
    expect(t.guest.waiting).toBe(false);
    expect(hostSnap(t.host)).toBe(before);
    t.tamperHost = null;
    expect(await t.guest.play(a)).toEqual({ ok: true });
    await settle(t);
    expect(t.host.steps.length).toBe(n + 1);
    expect(t.guest.index).toBe(n + 1);
  });

  it('the guest refuses locally what it may not send: not its turn, not legal, while an action is on its way', async () => {
    const t = await openTable({ seed: 'local' });
    const g = t.guest;
    while (actor(t.host.state!) === g.side) {
      await g.play(viewLegalActions(g.view!)[0]!);
      await settle(t);
    }
    expect(await g.play({ type: 'endMoves' })).toMatchObject({ ok: false, reason: 'out-of-turn' });
    await untilGuestTurn(t.host);
    await settle(t);
    const la = viewLegalActions(g.view!);
    expect(await g.play({ type: 'order', unit: 999 })).toMatchObject({ ok: false, reason: 'illegal-action' });
    expect(await g.play(la[0]!)).toEqual({ ok: true });
    expect(await g.play(la[0]!)).toMatchObject({ ok: false, reason: 'busy' });
    expect(g.log.entries.filter((e) => e.kind === 'rejected').map((e) => e.reason)).toEqual(['out-of-turn', 'illegal-action', 'busy']);
  });

  it('a second, different contribution is refused: the seed is fixed once', async () => {
    const { host, raw } = await seatedRaw();
    const before = hostSnap(host);
    const seed = host.gameSeed;
    await raw.send({ t: 'contribute', gameId: host.gameId, contribution: 'ee'.repeat(32) });
    expect(lastLog(host)).toMatchObject({ reason: 'contribution-fixed' });
    expect(raw.errors()).toEqual(['contribution-fixed']);
    expect(host.gameSeed).toBe(seed);
    expect(hostSnap(host)).toBe(before);
  });

  it('messages only a host sends, an ack past the end, a resync past the end: refused', async () => {
    const { host, raw } = await seatedRaw();
    const before = hostSnap(host);
    const view = playerView(host.state!, host.guestSide);
    // A state (a whole view) is longer than any message a guest sends: refused before it is read.
    await raw.send({ t: 'state', index: 1, step: null, view });
    expect(lastLog(host)).toMatchObject({ reason: 'too-large' });
    await raw.send({ t: 'sync', from: 1, steps: [], view: { ...view, board: { ...view.board, cells: [] }, units: [], cards: { deckSize: 0, discard: [], hand: [], handSizes: { allies: 0, axis: 0 } } } });
    expect(lastLog(host)).toMatchObject({ reason: 'unexpected', msg: 'sync' });
    await raw.send({ t: 'reveal', secret: '00'.repeat(32), hidden: [] });
    expect(lastLog(host)).toMatchObject({ reason: 'unexpected', msg: 'reveal' });
    await raw.send({ t: 'ack', index: 50 });
    expect(lastLog(host)).toMatchObject({ reason: 'wrong-index', msg: 'ack' });
    await raw.send({ t: 'resync', from: 50 });
    expect(lastLog(host)).toMatchObject({ reason: 'wrong-index', msg: 'resync' });
    expect(raw.errors()).toEqual(['too-large', 'unexpected', 'unexpected', 'wrong-index']);
    expect(host.acked).toBe(-1);
    expect(hostSnap(host)).toBe(before);
  });

  it('another game\'s id, an action before the seed exists: refused, nothing changes', async () => {
    const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('h2') });
    const other = new Raw(host);
    await other.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    await other.send({ t: 'join', gameId: 'some-other-game', code: host.joinCode, token: TOKEN, name: 'X' });
    expect(lastLog(host)).toMatchObject({ reason: 'wrong-game' });
    expect(other.errors()).toEqual(['wrong-game']);
    expect(other.t.isOpen).toBe(false);
    expect(host.session().guestToken).toBeNull();

    const raw = new Raw(host);
    await raw.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    await raw.send({ t: 'join', gameId: host.gameId, code: host.joinCode, token: TOKEN, name: 'Raw' });
    raw.take();
    const before = hostSnap(host);
    await raw.send({ t: 'action', index: 0, action: { type: 'endMoves' } });
    expect(lastLog(host)).toMatchObject({ reason: 'not-started' });
    expect(raw.errors()).toEqual(['not-started']);
    expect(host.state).toBeNull();
    expect(hostSnap(host)).toBe(before);
  });

  it('a device that has not said hello or joined can do nothing', async () => {
    const { host } = await seatedRaw();
    const before = hostSnap(host);
    const stranger = new Raw(host);
    await stranger.send({ t: 'action', index: 0, action: { type: 'endMoves' } });
    expect(lastLog(host)).toMatchObject({ reason: 'unexpected', detail: 'action before hello' });
    await stranger.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    await stranger.send({ t: 'resync', from: 0 });
    expect(lastLog(host)).toMatchObject({ reason: 'unexpected', detail: 'resync from a device that has not joined' });
    expect(stranger.take().filter((m) => m.t === 'state' || m.t === 'sync')).toEqual([]);
    expect(hostSnap(host)).toBe(before);
  });
});

describe('net: a third device', () => {
  it('is refused while the two players go on; the host\'s player is told; a wrong code is refused too', async () => {
    const t = await openTable({ seed: 'third' });
    await playOut(t, { policySeed: 'third', stopAfter: 30 });
    const events: NetEvent[] = [];
    t.host.on((e) => events.push(e));
    const before = hostSnap(t.host);

    const link2 = new MemoryLink();
    const [a, b] = link2.connect();
    t.host.accept(a);
    const third = Guest.create({ code: t.host.joinCode, name: 'Intruder', random: seededRandom('intruder') });
    const thirdEvents: NetEvent[] = [];
    third.on((e) => thirdEvents.push(e));
    third.attach(b);
    await link2.flush();
    await t.host.idle();
    await third.idle();
    await link2.flush();
    expect(lastLog(t.host)).toMatchObject({ kind: 'rejected', reason: 'game-full' });
    expect(events).toContainEqual({ type: 'problem', reason: 'game-full', detail: 'another device tried to join this game' });
    expect(third.phase).toBe('refused');
    expect(thirdEvents).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'game-full' }));
    expect(third.view).toBeNull();
    expect(b.isOpen).toBe(false);
    expect(hostSnap(t.host)).toBe(before);
    expect(t.host.connected).toBe(true);

    const link3 = new MemoryLink();
    const [c, d] = link3.connect();
    t.host.accept(c);
    const wrong = Guest.create({ code: 'AAAA-BBBB-CCCC-DDDD', name: 'Guess', random: seededRandom('guess') });
    wrong.attach(d);
    await link3.flush();
    await t.host.idle();
    await wrong.idle();
    await link3.flush();
    expect(lastLog(t.host)).toMatchObject({ reason: 'bad-code' });
    expect(wrong.phase).toBe('refused');
    expect(hostSnap(t.host)).toBe(before);

    // The real guest never noticed and the game ends well.
    await playOut(t, { policySeed: 'third-b' });
    expect(t.guest.verification).toMatchObject({ ok: true });
  });
});

describe('net: hostile input to the guest', () => {
  async function midGame(seed: string): Promise<Table> {
    const t = await openTable({ seed });
    await playOut(t, { policySeed: seed, stopAfter: 20 });
    return t;
  }

  async function inject(t: Table, data: unknown): Promise<void> {
    t.link.inject('b', data);
    await settle(t);
  }

  it('malformed JSON, wrong types, oversized, not text: refused and logged, the guest\'s game unchanged', async () => {
    const t = await midGame('g-bad');
    const before = canonicalJson(t.guest.save());
    const cases: [unknown, string][] = [
      ['{"v":1,"t":"state"', 'malformed-json'],
      [JSON.stringify({ v: 1, t: 'state', index: 'x', step: null, view: {} }), 'invalid-message'],
      [JSON.stringify({ v: 1, t: 'state', index: 99, step: null, view: { viewer: 'axis' } }), 'invalid-message'],
      ['x'.repeat(MAX_MESSAGE_CHARS + 1), 'too-large'],
      [new Uint8Array([1, 2]), 'not-text'],
    ];
    for (const [data, reason] of cases) {
      const seq = lastLog(t.guest)?.seq ?? 0;
      await inject(t, data);
      // A state of the wrong shape is also logged as a bad step, the protocol fault its player is told of.
      expect(t.guest.log.entries.filter((e) => e.seq > seq)[0]).toMatchObject({ kind: 'rejected', reason });
      expect(canonicalJson(t.guest.save())).toBe(before);
    }
    expect(t.guest.phase).toBe('playing');
  });

  it('another protocol version: refused, and the guest\'s player is told to update; a seated guest connects again (issue 13, 2)', async () => {
    const t = await midGame('g-ver');
    const events: NetEvent[] = [];
    t.guest.on((e) => events.push(e));
    const steps = t.guest.steps.length;
    await inject(t, JSON.stringify({ v: 2, t: 'hello', role: 'host', app: 'pocket44', rules: RULES_VERSION }));
    expect(t.guest.log.entries.some((e) => e.kind === 'rejected' && e.reason === 'version-mismatch')).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'version-mismatch', retrying: true }));
    expect(t.guest.phase).toBe('playing');
    expect(t.guest.connected).toBe(false);
    expect(t.guest.steps.length).toBe(steps);
  });

  it('a step out of order is set aside and what is missing asked for; a wrong viewer, a changed past step: refused', async () => {
    const t = await midGame('g-steps');
    const g = t.guest;
    const before = canonicalJson(g.save());
    const view = g.view!;
    const known = g.steps[g.steps.length - 1]!;
    await inject(t, encode({ t: 'state', index: g.index + 5, step: known, view }));
    expect(g.log.entries.some((e) => e.reason === 'out-of-order')).toBe(true);
    expect(canonicalJson(g.save())).toBe(before);

    await inject(t, encode({ t: 'state', index: g.index + 1, step: known, view: { ...view, viewer: t.host.hostSide } }));
    expect(lastLog(g)).toMatchObject({ reason: 'bad-step' });
    expect(canonicalJson(g.save())).toBe(before);

    const events: NetEvent[] = [];
    g.on((e) => events.push(e));
    const changed = { ...known, events: [...known.events, { type: 'turn' as const, side: 'axis' as const, number: 99 }] };
    await inject(t, encode({ t: 'state', index: g.index, step: changed, view }));
    expect(lastLog(g)).toMatchObject({ reason: 'history-changed' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'history-changed' }));
    expect(canonicalJson(g.save())).toBe(before);
    // The host was told.
    expect(t.host.log.entries.some((e) => e.kind === 'peer-error' && e.reason === 'history-changed')).toBe(true);
  });

  it('a host that starts the same game over with a new commitment is refused and the guest\'s player told', async () => {
    const t = await midGame('g-commit');
    const g = t.guest;
    const before = g.save();
    const events: NetEvent[] = [];
    g.on((e) => events.push(e));
    await inject(t, encode({ t: 'commit', gameId: g.gameId!, commitment: 'ff'.repeat(32), setup: g.setup!, guestSide: g.side! }));
    expect(g.log.entries.some((e) => e.reason === 'commitment-changed')).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'commitment-changed' }));
    expect(g.phase).toBe('refused');
    const after = g.save();
    expect(canonicalJson({ ...after, phase: before.phase })).toBe(canonicalJson(before));
  });

  it('a commit for another game is refused; a host playing other rules is refused and the guest\'s player told', async () => {
    const t = await midGame('g-rules');
    const g = t.guest;
    const before = canonicalJson(g.save());
    await inject(t, encode({ t: 'commit', gameId: 'another', commitment: 'ff'.repeat(32), setup: g.setup!, guestSide: g.side! }));
    expect(lastLog(g)).toMatchObject({ reason: 'wrong-game' });
    expect(canonicalJson(g.save())).toBe(before);
    const events: NetEvent[] = [];
    g.on((e) => events.push(e));
    await inject(t, encode({ t: 'hello', role: 'host', app: 'pocket44', rules: 'm44-base/0' }));
    expect(g.log.entries.some((e) => e.kind === 'rejected' && e.reason === 'rules-mismatch')).toBe(true);
    // A seated guest: a failed connection (issue 13, 2), not the end of the game.
    expect(events).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'rules-mismatch', retrying: true }));
    expect(g.phase).toBe('playing');
    expect(g.connected).toBe(false);
    expect(canonicalJson(g.save())).toBe(before);
  });

  it('a reveal before the end of the game is refused (nothing to verify yet)', async () => {
    const t = await midGame('g-early');
    const before = canonicalJson(t.guest.save());
    await inject(t, encode({ t: 'reveal', secret: '00'.repeat(32), hidden: [] }));
    expect(lastLog(t.guest)).toMatchObject({ reason: 'unexpected', msg: 'reveal' });
    expect(canonicalJson(t.guest.save())).toBe(before);
  });
});

describe('net: a cheating host is caught at the end', () => {
  async function played(t: Table): Promise<{ guestEvents: NetEvent[]; hostEvents: NetEvent[] }> {
    const guestEvents: NetEvent[] = [];
    const hostEvents: NetEvent[] = [];
    t.guest.on((e) => guestEvents.push(e));
    t.host.on((e) => hostEvents.push(e));
    await playOut(t, { policySeed: 'cheat' });
    return { guestEvents, hostEvents };
  }

  it('a reveal whose secret does not match the commitment', async () => {
    const t = await openTable({
      seed: 'c1',
      tamperGuest: (d) => (typeof d === 'string' && d.includes('"t":"reveal"') ? d.replace(/"secret":"[0-9a-f]{64}"/, `"secret":"${'42'.repeat(32)}"`) : d),
    });
    const { guestEvents, hostEvents } = await played(t);
    expect(t.guest.phase).toBe('failed');
    expect(t.guest.verification).toMatchObject({ ok: false, reason: 'commitment-mismatch' });
    expect(guestEvents).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'commitment-mismatch' }));
    expect(hostEvents).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'commitment-mismatch' }));
    expect(t.host.guestVerified).toBe(false);
  });

  it('a host that plays with a seed of its choosing once it has seen the guest\'s contribution', async () => {
    const t = await openTable({ seed: 'c2' });
    // Re-seat a fresh game whose host, after the contribution, grinds its own seed instead of the agreed one.
    const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('c2h') });
    (host as unknown as { deriveSeed: (c: string) => Promise<string> }).deriveSeed = async (c: string) => seedOf(host.gameId, 'aa'.repeat(32), c);
    t.host = host;
    t.guest = Guest.create({ code: host.joinCode, name: 'G', random: seededRandom('c2g') });
    t.reconnect();
    await settle(t);
    const { guestEvents, hostEvents } = await played(t);
    // The whole game went by without the guest noticing anything (it cannot: it never sees the seed)...
    expect(t.host.state!.winner).not.toBeNull();
    expect(t.guest.steps.length).toBe(t.host.steps.length);
    // ...and the replay catches it from the very first position.
    expect(t.guest.phase).toBe('failed');
    expect(t.guest.verification).toMatchObject({ ok: false, reason: 'verification-failed', index: 0 });
    expect(guestEvents).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'verification-failed' }));
    expect(hostEvents).toContainEqual(expect.objectContaining({ type: 'problem', reason: 'verification-failed' }));
  });

  it('a host that changes one roll of the dice in the middle of the game', async () => {
    const t = await openTable({ seed: 'c3' });
    const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('c3h') });
    let cheatedAt = -1;
    let battles = 0;
    (host as unknown as { engineApply: (s: GameState, a: Action) => ApplyResult }).engineApply = (s, a) => {
      // From its own 5th battle on, the first that rolls something else than grenades (a close assault rolls after
      // the Ambush decision): every die a grenade.
      const r = applyAction(s, a);
      if (cheatedAt < 0 && a.type === 'battle' && actor(s) === 'allies' && ++battles >= 5 && r.ok && r.events.some((e) => e.type === 'roll' && e.faces.some((f) => f !== 'grenade'))) {
        cheatedAt = host.steps.length;
        return applyAction(s, a, { dice: ['grenade', 'grenade', 'grenade', 'grenade', 'grenade', 'grenade'] });
      }
      return r;
    };
    t.host = host;
    t.guest = Guest.create({ code: host.joinCode, name: 'G', random: seededRandom('c3g') });
    t.reconnect();
    await settle(t);
    await played(t);
    expect(cheatedAt).toBeGreaterThan(0);
    expect(t.guest.phase).toBe('failed');
    expect(t.guest.verification).toMatchObject({ ok: false, reason: 'verification-failed' });
    // Located at the cheated step: the game was honest until then.
    expect((t.guest.verification as { index: number }).index).toBe(cheatedAt);
  });
});
