/**
 * Service-worker state for the UI, as signals. Separated from the `virtual:pwa-register` import so that it can be
 * unit-tested with a fake `register`.
 *
 * Update policy (registerType 'prompt'): a new version waits until the player chooses "Update now"; the app never
 * reloads on its own, so a game in progress is never interrupted.
 */
import { signal, type Signal } from '@preact/signals';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export type RegisterFn = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

export interface ServiceWorkerState {
  /** A new version is installed and waiting for the player's consent. */
  updateReady: Signal<boolean>;
  /** The app has just been cached for offline use (first install only). */
  offlineReady: Signal<boolean>;
  /** Activates the waiting version; the page reloads once it has taken control. */
  applyUpdate(): Promise<void>;
  /** "Later": hides the banner. The new version keeps waiting: it is offered again on the next visit, or starts by
   * itself once every window of the app has been closed. */
  dismissUpdate(): void;
  dismissOfflineReady(): void;
}

/** How often an open app asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface StartOptions {
  /** Timer used for the periodic update check (injectable for tests). */
  setInterval?: (fn: () => void, ms: number) => unknown;
  /** Whether the device is online; the periodic check is skipped when it is not. */
  isOnline?: () => boolean;
  onError?: (error: unknown) => void;
}

export function createServiceWorkerState(register: RegisterFn, options: StartOptions = {}): ServiceWorkerState {
  const updateReady = signal(false);
  const offlineReady = signal(false);
  const every = options.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const onError = options.onError ?? ((error: unknown) => console.warn('service worker registration failed', error));

  const updateSW = register({
    onNeedRefresh() {
      updateReady.value = true;
    },
    onOfflineReady() {
      offlineReady.value = true;
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      every(() => {
        if (isOnline() && registration.installing === null) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: onError,
  });

  return {
    updateReady,
    offlineReady,
    async applyUpdate() {
      updateReady.value = false;
      await updateSW(true);
    },
    dismissUpdate() {
      updateReady.value = false;
    },
    dismissOfflineReady() {
      offlineReady.value = false;
    },
  };
}
