/**
 * A Screen Wake Lock for as long as a game is on screen (issue 15: a phone passed across the table, or waiting for the
 * other phone, must not go dark between turns; two phones also lose their link when one sleeps). No-op where the
 * browser has no `navigator.wakeLock` or refuses it (no user gesture yet, low battery): the game goes on regardless.
 */
type Sentinel = { release(): Promise<void> };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

/** Takes the lock now and again whenever the page comes back into view; the returned function releases it. */
export function keepAwake(): () => void {
  const wl = (typeof navigator !== 'undefined' ? (navigator as { wakeLock?: WakeLockApi }).wakeLock : undefined) ?? null;
  if (!wl || typeof document === 'undefined') return () => {};
  let sentinel: Sentinel | null = null;
  let stopped = false;
  const take = (): void => {
    if (stopped || document.visibilityState !== 'visible') return;
    wl.request('screen').then(
      (s) => {
        if (stopped) void s.release().catch(() => undefined);
        else sentinel = s;
      },
      () => undefined,
    );
  };
  // The lock goes when the page is hidden; it is taken again when the page comes back.
  document.addEventListener('visibilitychange', take);
  take();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', take);
    void sentinel?.release().catch(() => undefined);
    sentinel = null;
  };
}
