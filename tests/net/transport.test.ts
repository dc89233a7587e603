// The in-memory link the protocol tests run over: it must really lose, double, reorder and cut, repeatably.
import { describe, expect, it } from 'vitest';
import { MemoryLink, type Transport } from '../../src/net/transport';

function collect(t: Transport): unknown[] {
  const got: unknown[] = [];
  t.onMessage((d) => {
    got.push(d);
  });
  return got;
}

describe('net: MemoryLink', () => {
  it('delivers in order, only when told to, and both ends start open', async () => {
    const link = new MemoryLink();
    const [a, b] = link.connect();
    const got = collect(b);
    let opened = 0;
    b.onOpen(() => opened++);
    expect(opened).toBe(1);
    for (const x of ['1', '2', '3']) expect(a.send(x)).toBe(true);
    expect(got).toEqual([]);
    expect(link.pending).toBe(3);
    expect(await link.flush()).toBe(3);
    expect(got).toEqual(['1', '2', '3']);
  });

  it('waits for a handler\'s promise before the next delivery', async () => {
    const link = new MemoryLink();
    const [a, b] = link.connect();
    const order: string[] = [];
    b.onMessage(async (d) => {
      order.push(`start ${String(d)}`);
      await Promise.resolve();
      await Promise.resolve();
      order.push(`end ${String(d)}`);
    });
    a.send('x');
    a.send('y');
    await link.flush();
    expect(order).toEqual(['start x', 'end x', 'start y', 'end y']);
  });

  it('drops, duplicates and reorders at the rates asked, the same way for the same seed', async () => {
    const run = async (seed: string) => {
      const link = new MemoryLink({ seed, faults: { drop: 0.2, duplicate: 0.2, reorder: 0.3 } });
      const [a, b] = link.connect();
      const got = collect(b);
      for (let i = 0; i < 1000; i++) a.send(String(i));
      await link.flush();
      return got as string[];
    };
    const got = await run('s');
    expect(await run('s')).toEqual(got);
    expect(await run('t')).not.toEqual(got);
    const distinct = new Set(got);
    expect(distinct.size).toBeGreaterThan(700);
    expect(distinct.size).toBeLessThan(900);
    expect(got.length - distinct.size).toBeGreaterThan(100);
    const inOrder = got.every((x, i) => i === 0 || Number(x) >= Number(got[i - 1]));
    expect(inOrder).toBe(false);
  });

  it('a disconnect loses what is in flight and closes both ends; sending then fails', async () => {
    const link = new MemoryLink();
    const [a, b] = link.connect();
    const got = collect(b);
    const closed: string[] = [];
    a.onClose((r) => closed.push(`a ${r}`));
    b.onClose((r) => closed.push(`b ${r}`));
    a.send('lost');
    link.disconnect();
    expect(closed).toEqual(['a disconnected', 'b disconnected']);
    expect(a.send('after')).toBe(false);
    expect(await link.flush()).toBe(0);
    expect(got).toEqual([]);
    // A new connection works and the old ends stay closed.
    const [c, d] = link.connect();
    const got2 = collect(d);
    c.send('new');
    await link.flush();
    expect(got2).toEqual(['new']);
    expect(a.isOpen).toBe(false);
  });

  it('an orderly close delivers what was sent before it, even with reordering, then closes the other end', async () => {
    const link = new MemoryLink({ seed: 'c', faults: { reorder: 1 } });
    const [a, b] = link.connect();
    const got = collect(b);
    const closed: string[] = [];
    b.onClose((r) => closed.push(r));
    a.send('1');
    a.send('2');
    a.close();
    expect(a.isOpen).toBe(false);
    await link.flush();
    expect([...got].sort()).toEqual(['1', '2']);
    expect(closed).toEqual(['closed']);
    expect(b.isOpen).toBe(false);
  });

  it('inject puts a forged message in flight without faults', async () => {
    const link = new MemoryLink({ faults: { drop: 1 } });
    const [a, b] = link.connect();
    const got = collect(a);
    b.send('dropped');
    link.inject('a', { not: 'text' });
    await link.flush();
    expect(got).toEqual([{ not: 'text' }]);
  });
});
