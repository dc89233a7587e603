import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createServiceWorkerState, UPDATE_CHECK_MS } from '../../src/ui/sw/state';

function fakeRegister() {
  const calls: { options?: RegisterSWOptions; updates: boolean[] } = { updates: [] };
  const register = (options: RegisterSWOptions) => {
    calls.options = options;
    return async (reload?: boolean) => {
      calls.updates.push(reload ?? false);
    };
  };
  return { register, calls };
}

describe('service worker state', () => {
  it('shows the update banner only when a new version waits, and updates only on request', async () => {
    const { register, calls } = fakeRegister();
    const sw = createServiceWorkerState(register, { setInterval: () => 0 });
    expect(sw.updateReady.value).toBe(false);
    calls.options?.onNeedRefresh?.();
    expect(sw.updateReady.value).toBe(true);
    expect(calls.updates).toEqual([]);

    sw.dismissUpdate();
    expect(sw.updateReady.value).toBe(false);
    expect(calls.updates).toEqual([]);

    calls.options?.onNeedRefresh?.();
    await sw.applyUpdate();
    expect(calls.updates).toEqual([true]);
    expect(sw.updateReady.value).toBe(false);
  });

  it('tracks the offline-ready note and lets it be dismissed', () => {
    const { register, calls } = fakeRegister();
    const sw = createServiceWorkerState(register, { setInterval: () => 0 });
    calls.options?.onOfflineReady?.();
    expect(sw.offlineReady.value).toBe(true);
    sw.dismissOfflineReady();
    expect(sw.offlineReady.value).toBe(false);
  });

  it('checks for a new version every hour, only while online', () => {
    const { register, calls } = fakeRegister();
    let tick: (() => void) | undefined;
    let every = 0;
    let online = true;
    createServiceWorkerState(register, {
      setInterval: (fn, ms) => {
        tick = fn;
        every = ms;
      },
      isOnline: () => online,
    });
    const update = vi.fn(() => Promise.resolve());
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    calls.options?.onRegisteredSW?.('sw.js', registration);
    expect(every).toBe(UPDATE_CHECK_MS);
    tick?.();
    expect(update).toHaveBeenCalledTimes(1);
    online = false;
    tick?.();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('reports registration errors without throwing', () => {
    const { register, calls } = fakeRegister();
    const onError = vi.fn();
    createServiceWorkerState(register, { setInterval: () => 0, onError });
    calls.options?.onRegisterError?.(new Error('blocked'));
    expect(onError).toHaveBeenCalledOnce();
  });
});
