/**
 * A module loaded the first time it is needed (issue 15, a fast start: the first screen loads only home; each screen,
 * the engine and the validator come with the screen that uses them). `value` is a signal read: a component that reads
 * it while the module loads draws again once it is there. A failed load (offline before the precache finished) is
 * tried again on the next call.
 */
import { signal } from '@preact/signals';
import { textReady } from '../i18n';

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
      // A screen shows only once the words of the language in force are all there (src/ui/i18n.ts).
      loading ??= Promise.all([importer(), textReady()]).then(
        ([m]) => (mod.value = m),
        (e: unknown) => {
          loading = null;
          throw e;
        },
      );
      return loading;
    },
  };
}
