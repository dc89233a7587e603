import { useEffect } from 'preact/hooks';
import type { ServiceWorkerState } from '../sw/state';
import { APP_TEXT as STRINGS } from '../text/app';

/** How long the "ready to play offline" note stays before it fades away by itself. */
const OFFLINE_NOTE_MS = 8000;

/**
 * Service-worker notices at the bottom of the screen. The live region is always in the DOM so screen readers
 * announce a notice when it appears. Nothing here reloads the page unless the player presses "Update now".
 */
export function Notices({ sw }: { sw: ServiceWorkerState }) {
  const update = sw.updateReady.value;
  const offline = sw.offlineReady.value && !update;

  useEffect(() => {
    if (!offline) return;
    const timer = setTimeout(() => sw.dismissOfflineReady(), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [offline, sw]);

  return (
    <div class="notices" role="status" aria-live="polite">
      {update && (
        <section class="notice notice-update" aria-label={STRINGS.update.label}>
          <p>{STRINGS.update.message}</p>
          <div class="notice-actions">
            <button type="button" class="button primary" onClick={() => void sw.applyUpdate()}>
              {STRINGS.update.now}
            </button>
            <button type="button" class="button" onClick={() => sw.dismissUpdate()}>
              {STRINGS.update.later}
            </button>
          </div>
        </section>
      )}
      {offline && (
        <div class="notice notice-offline">
          <p>{STRINGS.offline.ready}</p>
          <button
            type="button"
            class="button icon-button"
            aria-label={STRINGS.offline.dismiss}
            title={STRINGS.offline.dismiss}
            onClick={() => sw.dismissOfflineReady()}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
