/** The app's one service-worker registration (see state.ts for the update policy). */
import { registerSW } from 'virtual:pwa-register';
import { createServiceWorkerState, type ServiceWorkerState } from './state';

let state: ServiceWorkerState | null = null;

/** Registers the service worker once; later calls return the same state. */
export function startServiceWorker(): ServiceWorkerState {
  state ??= createServiceWorkerState(registerSW);
  return state;
}
