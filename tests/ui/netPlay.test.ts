// Two phones as the app runs them (src/ui/net/netPlay.ts): each phone's NetPlay with its own saves on
// fake-indexeddb, joined by a MemoryLink, playing through the game sessions the screens use (session.apply with the
// plan's actions, never the engine directly). Whole games end verified on the guest; the host's ordinary save and
// the guest's record hold the game; each phone restarted from its saves alone carries on where it was.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { actor, applyAction, legalActions, newGame, type Action } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { NetStore, checkNetRecord, type GuestRecord, type HostRecord } from '../../src/net/saves';
import { SaveStore } from '../../src/store/saves';
import { NetPlay, type NetDeps } from '../../src/ui/net/netPlay';
import type { Transport } from '../../src/net/transport';
import { buildSetup, DEFAULT_CHOICES } from '../../src/ui/app/picker';
import { GameSession, trailOf } from '../../src/ui/game/session';
import { NET_TEXT } from '../../src/ui/text/net';
import { memoryPhones, settle, type Phones } from '../support/phones';

let dbCount = 0;
async function stores(): Promise<{ saves: SaveStore; net: NetStore }> {
  dbCount++;
  return { saves: await SaveStore.open(`saves-${dbCount}`), net: await NetStore.open(`net-${dbCount}`) };
}

/** One action by whichever phone must act, chosen from that phone's own plan (what its screen offers). */
async function playOne(p: Phones, host: NetPlay, guest: NetPlay, rng: ReturnType<typeof seedRng>): Promise<boolean> {
  const hs = host.session.value!;
  const state = hs.state.value;
  if (state.winner) return false;
  const who = actor(state)!;
  const phone = who === host.side ? host : guest;
  const s = phone.session.value!;
  const view = s.state.value;
  // The phone's own state: the full one on the host, the guest's stand-in from its view.
  const legal: Action[] = legalActions(view);
  expect(legal.length).toBeGreaterThan(0);
  const action = legal[nextInt(rng, legal.length)]!;
  expect(s.busy.value).toBe(false);
  expect(s.apply(action)).toBe(true);
  await settle(p, host, guest);
  return true;
}

async function openGame(seed: string, deps: { host: Omit<NetDeps, 'linker'>; guest: Omit<NetDeps, 'linker'> }, p: Phones) {
  const scenario = getBuiltinScenario('sword-beach')!;
  const setup = buildSetup(scenario, { ...DEFAULT_CHOICES, mode: 'network', names: ['Ann', ''], netSide: 'axis' }, 'unused', false);
  const host = await NetPlay.hostNew(setup, { ...deps.host, linker: p.linker });
  expect(host.phase.value).toBe('joining');
  const guest = await NetPlay.join(host.code, host.gameId, 'Bo', { ...deps.guest, linker: p.linker });
  await settle(p, host, guest);
  return { host, guest };
}

describe('two phones through the app (NetPlay)', () => {
  it('plays a whole game: the guest verifies it, both screens end on the same result, both saves hold it', async () => {
    const p = memoryPhones('a');
    const h = await stores();
    const g = await stores();
    const { host, guest } = await openGame('a', { host: { saves: h.saves, net: h.net }, guest: { saves: null, net: g.net } }, p);
    expect(host.phase.value).toBe('playing');
    expect(guest.phase.value).toBe('playing');
    expect(host.side).toBe('axis');
    expect(guest.side).toBe('allies');
    expect(guest.opponent.value).toBe('Ann');
    expect(host.opponent.value).toBe('Bo');
    // The guest's board shows no card of the host's hand.
    const gs = guest.session.value!;
    expect(gs.state.value.cards.hands.axis.every((c) => c === -1)).toBe(true);
    expect(gs.hand.value).toBe('allies');
    expect(host.session.value!.hand.value).toBe('axis');

    const rng = seedRng('policy/a');
    let n = 0;
    while (await playOne(p, host, guest, rng)) n++;
    expect(n).toBeGreaterThan(20);
    const final = host.session.value!.state.value;
    expect(final.winner).not.toBeNull();
    expect(gs.state.value.winner).toBe(final.winner);
    expect(gs.actionCount.value).toBe(host.session.value!.actionCount.value);
    expect(guest.verification.value?.ok).toBe(true);
    expect(guest.phase.value).toBe('over');

    // The host's ordinary save replays to the same final state from its seed.
    const saveId = host.saveId!;
    const loaded = await h.saves.load(saveId);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.game.steps).toHaveLength(host.session.value!.actionCount.value);
    expect(loaded.game.header.setup.mode).toBe('network');
    expect(loaded.game.header.setup.net).toEqual({ role: 'host', side: 'axis', gameId: host.gameId });
    let st = newGame(loaded.game.header.setup.scenario, { seed: loaded.game.header.setup.seed, options: loaded.game.header.setup.options });
    for (const s of loaded.game.steps) {
      const r = applyAction(st, s.action);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
    expect(JSON.stringify(st)).toBe(JSON.stringify(final));
    // Both records are marked over (home no longer offers them).
    const hr = await h.net.get(host.key);
    const gr = await g.net.get(guest.key);
    expect(hr?.ok && hr.record.over).toBe(true);
    expect(gr?.ok && gr.record.over).toBe(true);
  }, 120_000);

  it('carries on after the guest restarts from its record, and after the host restarts from its saves', async () => {
    const p = memoryPhones('b');
    const h = await stores();
    const g = await stores();
    const hostDeps = { saves: h.saves, net: h.net };
    const guestDeps = { saves: null, net: g.net };
    let { host, guest } = await openGame('b', { host: hostDeps, guest: guestDeps }, p);
    const rng = seedRng('policy/b');
    for (let i = 0; i < 40; i++) await playOne(p, host, guest, rng);

    // The guest's page closes (nothing said) and opens again: its record alone brings it back.
    const guestKey = guest.key;
    p.link.disconnect();
    guest.close();
    const grec = await g.net.get(guestKey);
    expect(grec?.ok).toBe(true);
    guest = NetPlay.resumeGuest((grec as { ok: true; record: GuestRecord }).record, { ...guestDeps, linker: p.linker });
    await settle(p, host, guest);
    expect(guest.session.value!.state.value.turn).toEqual(host.session.value!.state.value.turn);
    expect(guest.session.value!.actionCount.value).toBe(host.session.value!.actionCount.value);
    for (let i = 0; i < 40; i++) await playOne(p, host, guest, rng);

    // The host's page closes and opens again: session + ordinary save; the guest reconnects to it.
    const hostKey = host.key;
    const before = JSON.stringify(host.session.value!.state.value);
    p.link.disconnect();
    host.close();
    const hrec = await h.net.get(hostKey);
    expect(hrec?.ok).toBe(true);
    host = await NetPlay.resumeHost((hrec as { ok: true; record: HostRecord }).record, { ...hostDeps, linker: p.linker });
    expect(JSON.stringify(host.session.value!.state.value)).toBe(before);
    p.connect();
    await settle(p, host, guest);
    let after = 0;
    while (await playOne(p, host, guest, rng)) after++;
    expect(after).toBeGreaterThan(0);
    expect(guest.verification.value?.ok).toBe(true);
    expect(guest.session.value!.state.value.winner).toBe(host.session.value!.state.value.winner);
    expect(guest.session.value!.actionCount.value).toBe(host.session.value!.actionCount.value);
  }, 120_000);

  it('refuses a move while the other phone decides, and shows nothing tappable then', async () => {
    const p = memoryPhones('c');
    const h = await stores();
    const g = await stores();
    const { host, guest } = await openGame('c', { host: { saves: h.saves, net: h.net }, guest: { saves: null, net: g.net } }, p);
    const waiting = actor(host.session.value!.state.value) === host.side ? guest : host;
    const plan = waiting.session.value!.plan.value;
    expect(plan.buttons).toEqual([]);
    expect(plan.taps.size).toBe(0);
    expect(plan.playable.size).toBe(0);
    expect(plan.prompt).toMatch(/^Waiting for /);
  });

  it('shows the other phone\'s steps one at a time, pace ms apart, with input held until the last is shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const scenario = getBuiltinScenario('sword-beach')!;
      const setup = { ...buildSetup(scenario, { ...DEFAULT_CHOICES, mode: 'network', netSide: 'axis' }, 's1', false) };
      setup.net = { role: 'host', side: 'axis', gameId: '0'.repeat(32) };
      const s = new GameSession(setup);
      s.pace = 400;
      s.remote = { side: 'axis', play: async () => ({ ok: true as const }) };
      // Three of the Allies' actions (the other phone), played on a copy with the engine.
      let st = s.state.value;
      const steps = [];
      const rng = seedRng('pace');
      for (let i = 0; i < 3; i++) {
        const legal = legalActions(st);
        const action = legal[nextInt(rng, legal.length)]!;
        const by = actor(st)!;
        const r = applyAction(st, action);
        if (!r.ok) throw new Error(r.error.message);
        steps.push({ action, by, events: r.events, after: r.state });
        st = r.state;
      }
      expect(steps.every((x) => x.by === 'allies')).toBe(true);
      for (const step of steps) s.receive(step);
      expect(s.actionCount.value).toBe(1);
      expect(s.busy.value).toBe(true);
      expect(s.apply(legalActions(s.state.value)[0]!)).toBe(false);
      vi.advanceTimersByTime(399);
      expect(s.actionCount.value).toBe(1);
      vi.advanceTimersByTime(1);
      expect(s.actionCount.value).toBe(2);
      vi.advanceTimersByTime(400);
      expect(s.actionCount.value).toBe(3);
      expect(s.busy.value).toBe(false);
      expect(JSON.stringify(s.state.value)).toBe(JSON.stringify(st));
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks where the other phone\'s units moved and what they attacked', () => {
    const from = { row: 1, col: 2 };
    const to = { row: 2, col: 3 };
    expect(trailOf([{ type: 'moved', unit: 1, from, to, steps: 1 }])).toEqual([
      { hex: from, kind: 'trail' },
      { hex: to, kind: 'trail', label: '•' },
    ]);
    expect(trailOf([{ type: 'battle', unit: 1, target: 2, from, at: to, dice: 3, close: false }])).toEqual([
      { hex: from, kind: 'trail' },
      { hex: to, kind: 'target', label: '3' },
    ]);
    expect(trailOf([{ type: 'ordered', unit: 1 }])).toEqual([]);
  });

  it('reads back only well-formed records: a damaged one is reported with its reason', async () => {
    const { net } = await stores();
    expect(checkNetRecord({ key: 'x', role: 'host' }).ok).toBe(false);
    expect(checkNetRecord(null).ok).toBe(false);
    const bad = checkNetRecord({ key: 'guest:1', role: 'guest', updatedAt: 1, battle: '', opponent: '', over: false, save: { v: 2 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/save/);
    // Written straight to the database, as a corrupted record would be: listed as damaged, the rest unaffected.
    const { openDB } = await import('idb');
    const db = await openDB(`net-${dbCount}`);
    await db.put('games', { key: 'guest:broken', role: 'guest', junk: true });
    db.close();
    const list = await net.list();
    expect(list).toContainEqual(expect.objectContaining({ ok: false, key: 'guest:broken' }));
  });

  // Issue 6, scope 6: a clear message on version mismatch. The guest's phone here runs a newer app: every message it
  // sends says protocol version 99.
  it('says in words that the two phones run different versions, and the game does not start', async () => {
    const p = memoryPhones('v');
    const newer = (t: Transport): Transport => ({
      get isOpen() {
        return t.isOpen;
      },
      send: (text) => t.send(JSON.stringify({ ...(JSON.parse(text) as object), v: 99 })),
      onMessage: (h) => t.onMessage(h),
      onOpen: (h) => t.onOpen(h),
      onClose: (h) => t.onClose(h),
      close: () => t.close(),
    });
    const guestLinker = p.linker.guest;
    p.linker.guest = (code, onTransport, onStatus) => guestLinker(code, (t) => onTransport(newer(t)), onStatus);
    const h = await stores();
    const g = await stores();
    const scenario = getBuiltinScenario('sword-beach')!;
    const setup = buildSetup(scenario, { ...DEFAULT_CHOICES, mode: 'network', names: ['Ann', ''], netSide: 'axis' }, 'unused', false);
    const host = await NetPlay.hostNew(setup, { saves: h.saves, net: h.net, linker: p.linker });
    const guest = await NetPlay.join(host.code, host.gameId, 'Bo', { saves: null, net: g.net, linker: p.linker });
    await settle(p, host, guest);
    expect(guest.problem.value).toBe(NET_TEXT.problem('version-mismatch'));
    expect(guest.phase.value).toBe('refused');
    expect(host.phase.value).toBe('joining');
    expect(host.session.value).toBeNull();
  });
});
