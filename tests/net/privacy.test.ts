// What the guest's phone receives in a whole game, message by message: never the host's hand, the deck order, the
// seed, the host's secret (before the reveal) or the PRNG state. The checker is shown to find each leak it looks for.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, playerView, type GameState, type Side } from '../../src/engine';
import { decode, encode, type Message } from '../../src/net/protocol';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { openTable, playOut, type Table } from './harness';

const FORBIDDEN_KEYS = new Set(['rng', 'deck', 'hands', 'secret', 'seed']);

/** The host's true states, index by index. */
function hostStates(t: Table): GameState[] {
  let s = newGame(t.host.session().setup.scenario, { seed: t.host.gameSeed!, options: t.host.session().setup.options });
  const out = [s];
  for (const st of t.host.steps) {
    const r = applyAction(s, st.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

function walk(x: unknown, visit: (key: string | null, value: unknown) => void, key: string | null = null): void {
  visit(key, x);
  if (Array.isArray(x)) x.forEach((v) => walk(v, visit, null));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, visit, k);
}

const sorted = (a: readonly number[]) => [...a].sort((x, y) => x - y).join(',');

function isRunOf(arr: readonly number[], deck: readonly number[]): boolean {
  if (arr.length < 3 || arr.length > deck.length) return false;
  for (let i = 0; i + arr.length <= deck.length; i++) if (arr.every((c, j) => deck[i + j] === c)) return true;
  return false;
}

/**
 * Every leak found in one received message (empty: none). `states` are the host's true states, `range` the indexes
 * the message speaks about.
 */
function leaks(data: unknown, msg: Message, states: GameState[], hostSide: Side, secret: string, seed: string): string[] {
  const found: string[] = [];
  const text = String(data);
  if (text.includes(secret)) found.push('the host secret');
  if (text.includes(seed) || text.includes(seed.slice(4))) found.push('the seed');
  const lo = msg.t === 'sync' ? msg.from : msg.t === 'state' ? Math.max(msg.index - 1, 0) : 0;
  const hi = msg.t === 'sync' ? msg.from + msg.steps.length : msg.t === 'state' ? msg.index : states.length - 1;
  const window = states.slice(lo, hi + 1);
  walk(msg, (key, v) => {
    if (key && FORBIDDEN_KEYS.has(key)) found.push(`a "${key}" field`);
    if (!Array.isArray(v) || !v.every((n) => typeof n === 'number')) return;
    const arr = v as number[];
    for (const s of window) {
      const hand = s.cards.hands[hostSide];
      if (hand.length >= 2 && arr.length === hand.length && sorted(arr) === sorted(hand)) found.push('the host\'s hand');
      if (isRunOf(arr, s.cards.deck)) found.push('part of the deck order');
      if (arr.length === 4 && arr.every((n, i) => n === s.rng[i])) found.push('the PRNG state');
    }
  });
  const steps = msg.t === 'sync' ? msg.steps : msg.t === 'state' && msg.step ? [msg.step] : [];
  for (const st of steps) {
    if (st.by === hostSide && st.action.type === 'keep' && st.action.card !== -1) found.push('the host\'s Recon card');
    for (const e of st.events) {
      if (e.type === 'drew' && e.side === hostSide && e.card !== -1) found.push('a card the host drew');
      if (e.type === 'kept' && e.side === hostSide && e.card !== -1) found.push('the card the host kept');
    }
  }
  return found;
}

async function checkGame(seed: string, scenario: string, faults: boolean): Promise<{ messages: number; hostKeeps: number; hostDraws: number }> {
  const t = await openTable({
    seed,
    scenario: getBuiltinScenario(scenario)!,
    ...(faults ? { faults: { drop: 0.05, duplicate: 0.05, reorder: 0.05 } } : {}),
  });
  await playOut(t, { policySeed: seed, ...(faults ? { disconnect: 0.02 } : {}) });
  expect(t.guest.verification).toMatchObject({ ok: true });
  const states = hostStates(t);
  const { secret } = t.host.session();
  const hostSide = t.host.hostSide;
  let revealed = false;
  let messages = 0;
  for (const data of t.received) {
    const d = decode(data);
    expect(d.ok).toBe(true);
    if (!d.ok) continue;
    if (d.msg.t === 'reveal') {
      revealed = true;
      expect(d.msg.secret).toBe(secret);
    }
    if (revealed) continue;
    messages++;
    expect(leaks(data, d.msg, states, hostSide, secret, t.host.gameSeed!), `message ${messages}: ${String(data).slice(0, 80)}`).toEqual([]);
  }
  expect(revealed).toBe(true);
  const hostKeeps = t.host.steps.filter((s) => s.by === hostSide && s.action.type === 'keep').length;
  const hostDraws = t.host.steps.flatMap((s) => s.events).filter((e) => e.type === 'drew' && e.side === hostSide).length;
  return { messages, hostKeeps, hostDraws };
}

describe('net: nothing secret reaches the guest', () => {
  it('the checker finds each leak it looks for (so a clean result means something)', () => {
    const s = newGame(getBuiltinScenario('sword-beach')!, { seed: 'leak' });
    const states = [s];
    const secret = 'ab'.repeat(32);
    const seed = `net-${'cd'.repeat(32)}`;
    const check = (m: Message) => leaks(encode(m), JSON.parse(encode(m)) as Message, states, 'allies', secret, seed);
    const hostView = playerView(s, 'allies');
    expect(check({ t: 'state', index: 0, step: null, view: hostView })).toContain('the host\'s hand');
    const withDeck = { ...playerView(s, 'axis'), extra: s.cards.deck.slice(5, 9) } as unknown as typeof hostView;
    expect(check({ t: 'state', index: 0, step: null, view: withDeck })).toContain('part of the deck order');
    const withRng = { ...playerView(s, 'axis'), rng: s.rng } as unknown as typeof hostView;
    expect(check({ t: 'state', index: 0, step: null, view: withRng })).toEqual(expect.arrayContaining(['a "rng" field', 'the PRNG state']));
    expect(check({ t: 'error', reason: 'busy', detail: secret })).toContain('the host secret');
    expect(check({ t: 'error', reason: 'busy', detail: seed })).toContain('the seed');
    const step = { action: { type: 'keep' as const, card: 7 }, by: 'allies' as const, events: [{ type: 'drew' as const, side: 'allies' as const, card: 7 }] };
    expect(check({ t: 'state', index: 1, step, view: playerView(s, 'axis') })).toEqual(
      expect.arrayContaining(['the host\'s Recon card', 'a card the host drew']),
    );
    expect(check({ t: 'state', index: 0, step: null, view: playerView(s, 'axis') })).toEqual([]);
  });

  const seen = { keeps: 0, draws: 0, messages: 0, games: 0 };
  for (const [seed, scenario, faults] of [
    ['p1', 'sword-beach', false],
    ['p2', 'arracourt', true],
    ['p3', 'st-vith', false],
    ['p4', 'operation-cobra', true],
  ] as const) {
    it(`${scenario}${faults ? ' over a faulty network' : ''}: every message until the reveal`, async () => {
      const r = await checkGame(seed, scenario, faults);
      seen.keeps += r.hostKeeps;
      seen.draws += r.hostDraws;
      seen.messages += r.messages;
      seen.games++;
    });
  }

  it('those games did exercise what must stay hidden: the host drew cards and kept Recon cards', () => {
    expect(seen.games).toBe(4);
    expect(seen.draws).toBeGreaterThan(20);
    expect(seen.keeps).toBeGreaterThan(0);
    expect(seen.messages).toBeGreaterThan(1000);
  });
});
