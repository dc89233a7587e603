import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { ServiceWorkerState } from '../sw/state';
import { APP_TEXT as STRINGS } from '../text/app';
import { trapTab } from '../trapTab';

/** How long the "ready to play offline" note stays before it fades away by itself. */
const OFFLINE_NOTE_MS = 8000;

/**
 * The update banner at the bottom of the screen (it asks for a choice, and comes only with a new version). The live
 * region is always in the DOM so screen readers announce it when it appears. Nothing here reloads the page unless
 * the player presses "Update now".
 */
export function Notices({ sw }: { sw: ServiceWorkerState }) {
  const update = sw.updateReady.value;
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
    </div>
  );
}

/**
 * "Ready to play offline", on the first visit: a line at the foot of home, in the page's flow, so it covers nothing
 * and moves nothing above it (issue 15: as a floating note it covered the Start battle button for 5-10 s). Shown
 * on home only (it waits there if the app became ready elsewhere), it goes by itself after a while or when dismissed.
 * Its own live region, always present, announces it.
 */
export function OfflineNote({ sw }: { sw: ServiceWorkerState }) {
  const offline = sw.offlineReady.value && !sw.updateReady.value;

  useEffect(() => {
    if (!offline) return;
    const timer = setTimeout(() => sw.dismissOfflineReady(), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [offline, sw]);

  return (
    <div class="offline-slot" role="status" aria-live="polite">
      {offline && (
        <div class="notice-offline">
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

/**
 * A newer version of the app, opened in another tab or window, upgraded the databases: this page's connections were
 * closed so the upgrade could go ahead (SaveStore.open, NetStore.open `replaced`), and nothing more can be saved
 * here. A dialog over everything says so and offers the reload into the new version; a battle with actions not
 * written (`unsaved`) can be exported first, from memory. Tab stays among its buttons.
 */
export function ReplacedNotice({ unsaved, onExport }: { unsaved: number; onExport?: (() => void) | undefined }) {
  const reload = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => reload.current?.focus(), []);
  const T = STRINGS.replaced;
  return (
    <div class="replaced-backdrop">
      <section
        class="replaced"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="replaced-title"
        aria-describedby="replaced-text"
        onKeyDown={(e) => e.key === 'Tab' && trapTab(e, e.currentTarget)}
      >
        <h2 id="replaced-title">{T.title}</h2>
        <div id="replaced-text">
          <p>{T.text}</p>
          <p>{unsaved > 0 ? T.unsaved(unsaved) : T.saved}</p>
        </div>
        <div class="notice-actions">
          <button ref={reload} type="button" class="button primary" onClick={() => window.location.reload()}>
            {T.reload}
          </button>
          {unsaved > 0 && onExport && (
            <button type="button" class="button" onClick={onExport}>
              {T.export}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
