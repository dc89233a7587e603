/**
 * The two real transports' open/close bookkeeping (src/net/linkState.ts), driven through fakes of a PeerJS
 * DataConnection and of an RTCPeerConnection with its data channel: docs/protocol.md "Transport" (opens once, closes
 * once with the first reason, late handlers hear at once, nothing is delivered after a close).
 */
import { describe, expect, it, vi } from 'vitest';
import type { DataConnection } from 'peerjs';
import { PeerTransport } from '../../src/net/peerTransport';
import { RtcTransport } from '../../src/net/qrTransport';

class FakeConn {
  open = false;
  closed = 0;
  sent: unknown[] = [];
  private readonly on_: Record<string, ((x?: unknown) => void)[]> = {};
  on(ev: string, f: (x?: unknown) => void): void {
    (this.on_[ev] ??= []).push(f);
  }
  emit(ev: string, x?: unknown): void {
    for (const f of this.on_[ev] ?? []) f(x);
  }
  send(x: unknown): void {
    this.sent.push(x);
  }
  close(): void {
    this.closed++;
  }
}

class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  bufferedAmount = 0;
  sent: string[] = [];
  send(t: string): void {
    this.sent.push(t);
  }
  close(): void {
    this.readyState = 'closed';
  }
}

class FakePc extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  closed = 0;
  close(): void {
    this.closed++;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PeerTransport (PeerJS connection)', () => {
  it('[docs/protocol.md Transport] opens once, delivers text, closes once with the first reason', async () => {
    const conn = new FakeConn();
    const t = new PeerTransport(conn as unknown as DataConnection);
    const opened = vi.fn();
    const closed = vi.fn();
    const got: unknown[] = [];
    t.onOpen(opened);
    t.onClose(closed);
    t.onMessage((d) => void got.push(d));
    expect(t.isOpen).toBe(false);
    expect(t.send('early')).toBe(false);
    conn.open = true;
    conn.emit('open');
    conn.emit('open');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(t.isOpen).toBe(true);
    expect(t.send('hello')).toBe(true);
    expect(conn.sent).toEqual(['hello']);
    conn.emit('data', 'one');
    conn.emit('error', { type: 'network' });
    conn.emit('close');
    conn.emit('data', 'after');
    await flush();
    expect(got).toEqual(['one']);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledWith('network');
    expect(t.isOpen).toBe(false);
    const late = vi.fn();
    t.onClose(late);
    expect(late).toHaveBeenCalledWith('network');
    const lateOpen = vi.fn();
    t.onOpen(lateOpen);
    expect(lateOpen).not.toHaveBeenCalled();
  });

  it('[docs/protocol.md Transport] a "not-open-yet" error is not a close; an already open connection is open at once', () => {
    const conn = new FakeConn();
    conn.open = true;
    const t = new PeerTransport(conn as unknown as DataConnection);
    const opened = vi.fn();
    t.onOpen(opened);
    expect(opened).toHaveBeenCalledTimes(1);
    conn.emit('error', { type: 'not-open-yet' });
    expect(t.isOpen).toBe(true);
    t.close();
    expect(t.isOpen).toBe(false);
    expect(conn.closed).toBe(1);
  });
});

describe('RtcTransport (QR-paired connection)', () => {
  it('[docs/protocol.md Transport] opens with its channel, closes once with the first reason (ICE failure)', async () => {
    const pc = new FakePc();
    const t = new RtcTransport(pc as unknown as RTCPeerConnection);
    const ch = new FakeChannel();
    const opened = vi.fn();
    const closed = vi.fn();
    const got: unknown[] = [];
    t.onOpen(opened);
    t.onClose(closed);
    t.onMessage((d) => void got.push(d));
    t.useChannel(ch as unknown as RTCDataChannel);
    expect(t.isOpen).toBe(false);
    ch.readyState = 'open';
    ch.dispatchEvent(new Event('open'));
    ch.dispatchEvent(new Event('open'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(t.send('hi')).toBe(true);
    ch.dispatchEvent(new MessageEvent('message', { data: 'one' }));
    pc.connectionState = 'failed';
    pc.dispatchEvent(new Event('connectionstatechange'));
    ch.dispatchEvent(new Event('close'));
    ch.dispatchEvent(new MessageEvent('message', { data: 'after' }));
    await flush();
    expect(got).toEqual(['one']);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledWith('ice-failed');
    expect(t.closeReason).toBe('ice-failed');
    expect(pc.closed).toBeGreaterThan(0);
    expect(t.isOpen).toBe(false);
    expect(t.send('late')).toBe(false);
  });

  it('[docs/protocol.md Transport] a channel already open when it arrives opens the transport at once', () => {
    const pc = new FakePc();
    const t = new RtcTransport(pc as unknown as RTCPeerConnection);
    const ch = new FakeChannel();
    ch.readyState = 'open';
    t.useChannel(ch as unknown as RTCDataChannel);
    const opened = vi.fn();
    t.onOpen(opened);
    expect(opened).toHaveBeenCalledTimes(1);
    t.abort();
    expect(t.closeReason).toBe('closed');
    expect(t.isOpen).toBe(false);
  });
});
