// The join link: what the host's QR code and share button carry, and what the join screen reads back from a link
// that was opened, scanned or pasted.
import { describe, expect, it } from 'vitest';
import { newJoinCode } from '../../src/net/fairness';
import { joinLink, parseJoinLink } from '../../src/net/joinLink';
import { seededRandom } from './harness';

const CODE = 'ranch ozone tribe vessel cactus orbit';
const GAME = '0123456789abcdef0123456789abcdef';

describe('net: join links', () => {
  it('carries the words with dashes and the game id, under the app\'s address', () => {
    expect(joinLink('https://pocket44.example/', { gameId: GAME, code: CODE })).toBe(
      `https://pocket44.example/?join=ranch-ozone-tribe-vessel-cactus-orbit&game=${GAME}`,
    );
    expect(joinLink('http://127.0.0.1:5173/app/', { gameId: GAME, code: 'RANCH ozon tribe vessel cactus orbit' })).toBe(
      `http://127.0.0.1:5173/app/?join=ranch-ozone-tribe-vessel-cactus-orbit&game=${GAME}`,
    );
  });

  it('reads back what it wrote, for many codes and from any origin', () => {
    const random = seededRandom('links');
    for (let i = 0; i < 200; i++) {
      const code = newJoinCode(random);
      const gameId = Array.from(random(16), (b) => b.toString(16).padStart(2, '0')).join('');
      for (const base of ['https://a.example/', 'http://192.168.1.20:4173/pocket/', 'https://b.example/x/index.html']) {
        expect(parseJoinLink(joinLink(base, { gameId, code }))).toEqual({ code, gameId });
      }
    }
  });

  it('forgives what the join field forgives; the game id is dropped when it is not one a host makes', () => {
    expect(parseJoinLink(`https://x.example/?game=${GAME}&join=RANC+ozon+TRIB+vess+cact+orbi&other=1#top`)).toEqual({
      code: CODE,
      gameId: GAME,
    });
    expect(parseJoinLink(' https://x.example/?join=ranch-ozone-tribe-vessel-cactus-orbit ')).toEqual({ code: CODE, gameId: null });
    for (const game of ['', 'xyz', GAME.toUpperCase(), `${GAME}0`, GAME.slice(1)]) {
      expect(parseJoinLink(`https://x.example/?join=ranch-ozone-tribe-vessel-cactus-orbit&game=${game}`), game).toEqual({
        code: CODE,
        gameId: null,
      });
    }
  });

  it('is null for anything else: no join words, wrong words, the wrong count, not a URL', () => {
    for (const url of [
      `https://x.example/?game=${GAME}`,
      `https://x.example/?join=ranch-ozone-tribe-vessel-cactus&game=${GAME}`,
      `https://x.example/?join=ranch-ozone-tribe-vessel-cactus-orbit-orbit&game=${GAME}`,
      `https://x.example/?join=ranch-ozone-tribe-qqqq-cactus-orbit&game=${GAME}`,
      `https://x.example/?join=&game=${GAME}`,
      CODE,
      '/?join=ranch-ozone-tribe-vessel-cactus-orbit',
      '',
    ]) {
      expect(parseJoinLink(url), url).toBeNull();
    }
  });
});
