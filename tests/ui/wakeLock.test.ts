import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAwake } from '../../src/ui/game/wakeLock';

/** A page whose visibility the test sets, and a Screen Wake Lock that counts what is held. */
function fakePage() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  let held = 0;
  let requests = 0;
  const wakeLock = {
    request: () => {
      requests++;
      held++;
      let released = false;
      return Promise.resolve({
        release: () => {
          if (!released) held--;
          released = true;
          return Promise.resolve();
        },
      });
    },
  };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { wakeLock });
  return {
    doc,
    listeners,
    held: () => held,
    requests: () => requests,
    /** The page hidden (the browser drops the lock) or shown again. */
    show(visible: boolean) {
      doc.visibilityState = visible ? 'visible' : 'hidden';
      if (!visible) held = 0;
      for (const f of listeners) f();
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the screen stays on during a game (issue 15 scope 1)', () => {
  it('holds a Screen Wake Lock while the game is on screen, takes it again when the page comes back, and lets it go', async () => {
    const page = fakePage();
    const stop = keepAwake();
    await tick();
    expect(page.held()).toBe(1);
    page.show(false);
    await tick();
    expect(page.held()).toBe(0);
    page.show(true);
    await tick();
    expect(page.held()).toBe(1);
    stop();
    await tick();
    expect(page.held()).toBe(0);
    expect(page.listeners.size).toBe(0);
    const asked = page.requests();
    page.show(true);
    await tick();
    expect(page.requests()).toBe(asked);
  });

  it('does nothing where the browser has no wake lock', () => {
    vi.stubGlobal('navigator', {});
    expect(() => keepAwake()()).not.toThrow();
  });
});
