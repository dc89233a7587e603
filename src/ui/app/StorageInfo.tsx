/** Settings' storage line: whether saved games are kept for good (persistent storage), and the space used. */
import { useEffect, useState } from 'preact/hooks';
import { storageInfo, type StorageInfo as Info } from '../../store/persist';
import { STRINGS } from '../strings';

export function StorageInfo({ headingId }: { headingId: string }) {
  const [info, setInfo] = useState<Info | null>(null);
  useEffect(() => {
    let live = true;
    void storageInfo().then((i) => live && setInfo(i));
    return () => {
      live = false;
    };
  }, []);
  const T = STRINGS.saves.storage;
  return (
    <section class="settings-group" aria-labelledby={headingId}>
      <h2 id={headingId} class="screen-eyebrow">
        {T.heading}
      </h2>
      <div class="settings-panel settings-field" aria-live="polite">
        {info && (
          <>
            <p class="storage-persisted" data-persisted={String(info.persisted)}>
              {info.persisted === null ? T.unknown : info.persisted ? T.persisted : T.notPersisted}
            </p>
            {info.usage !== null && <p class="settings-hint">{T.usage(info.usage, info.quota)}</p>}
          </>
        )}
      </div>
    </section>
  );
}
