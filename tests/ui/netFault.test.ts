// Which of the two is at fault when the other phone cannot be reached: the signalling server, this phone's
// network, or the other phone (issue 13, 6). The game screen's banner and the status say it in words.
import { describe, expect, it } from 'vitest';
import { linkFault } from '../../src/ui/net/netPlay';
import { NET_TEXT } from '../../src/ui/text/net';

describe('net: who is at fault', () => {
  it('nobody while the other phone is connected, whatever the server does', () => {
    expect(linkFault({ status: 'connected' }, true)).toBeNull();
    expect(linkFault({ status: 'reconnecting', reason: 'server-unreachable' }, true)).toBeNull();
  });

  it('the server when it cannot be reached; this phone\'s network when it is offline; else the other phone', () => {
    expect(linkFault({ status: 'reconnecting', reason: 'server-unreachable' }, false)).toBe('server');
    expect(linkFault({ status: 'failed', reason: 'server-unreachable' }, false)).toBe('server');
    expect(linkFault({ status: 'offline', reason: 'network' }, false)).toBe('network');
    expect(linkFault({ status: 'reconnecting', reason: 'peer-unavailable' }, false)).toBe('peer');
    expect(linkFault({ status: 'reconnecting', reason: 'closed' }, false)).toBe('peer');
    expect(linkFault({ status: 'waiting' }, false)).toBe('peer');
    expect(linkFault({ status: 'connected' }, false)).toBe('peer');
  });

  it('each has its words, naming the server or the other player', () => {
    expect(NET_TEXT.away.server).toMatch(/server/);
    expect(NET_TEXT.away.network).toMatch(/network|offline/i);
    expect(NET_TEXT.away.peer('Bea')).toMatch(/Bea/);
  });
});
