/**
 * A module loaded the first time it is needed (issue 15, a fast start: the first screen loads only home; each screen,
 * the engine and the validator come with the screen that uses them). `value` is a signal read: a component that reads
 * it while the module loads draws again once it is there. A failed load (offline before the precache finished) is
 * tried again on the next call.
 */
import { signal } from '@preact/signals';

export interface Lazy<T> {
  /** The module, or null while it has not loaded. */
  readonly value: T | null;
  load(): Promise<T>;
}

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  const mod = signal<T | null>(null);
  let loading: Promise<T> | null = null;
  return {
    get value() {
      return mod.value;
    },
    load() {
      loading ??= importer().then(
        (m) => (mod.value = m),
        (e: unknown) => {
          loading = null;
          throw e;
        },
      );
      return loading;
    },
  };
}
