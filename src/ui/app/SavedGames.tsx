/**
 * The saved-games screen: every game on this device, newest first, with where it stands (sides, players, medals,
 * whose turn or who won, when it was last played); Continue, Rename, Export and Delete for each; damaged games
 * with the reason and a way to keep what is left of them; importing a game file.
 *
 * Deleting is immediate and undoable: the game disappears, a toast offers Undo for a few seconds, and the deletion
 * becomes final when the toast goes, another game is deleted, or the screen is left (savedGames.ts UndoWindow).
 * The app's router decides what Continue and Back do.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { QuotaError, type SaveEntry, type SaveStore } from '../../store/saves';
import { STRINGS } from '../strings';
import { SAVES_TEXT as T } from '../text/saves';
import { STORE_TEXT } from '../text/store';
import { errorWords } from './errorWords';
import { HexRule } from './icons';
import {
  describeDamaged,
  describeEntry,
  entryId,
  shownEntries,
  UndoWindow,
  type DamagedFacts,
  type GameFacts,
  type PendingDelete,
} from './savedGames';
import { ScreenBar } from './ScreenBar';
import './settings.css';
import './saves.css';

export interface SavedGamesProps {
  store: SaveStore;
  /** Open this game (the app loads it from the store). */
  onContinue: (id: string) => void;
  onBack: () => void;
  /** Games being played in another tab or window: they cannot be continued, renamed or deleted from here. */
  lockedIds?: ReadonlySet<string>;
  /** How long Undo is offered after a delete, in ms (8 s; shorter on the test page). */
  undoMs?: number;
}

const UNDO_MS = 8000;
/** How long an imported game stays highlighted. */
const HIGHLIGHT_MS = 2500;
/** Relative times ("5 minutes ago") are brought up to date this often. */
const CLOCK_MS = 30_000;

type Status = { text: string; error: boolean } | null;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A store failure in words: a full disk says what to do; anything else in general words (app/errorWords.ts). */
function failure(err: unknown): string {
  if (err instanceof QuotaError) return T.storeFailed(T.storageFull);
  return T.storeFailed(errorWords(err));
}

/** Offers `text` as a file download. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function SavedGames({ store, onContinue, onBack, lockedIds, undoMs = UNDO_MS }: SavedGamesProps) {
  const uid = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);

  /** null until the store has answered. */
  const [entries, setEntries] = useState<SaveEntry[] | null>(null);
  /** Deleted games still inside their undo window (a damaged one exists only as this). */
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [toast, setToast] = useState<PendingDelete | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const refresh = useCallback(async () => {
    const list = await store.list();
    if (!mounted.current) return;
    setEntries(list);
    setNow(Date.now());
  }, [store]);

  const setHiddenId = (id: string, on: boolean): void =>
    setHidden((h) => {
      const next = new Set(h);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Finds an element of one game's card by its data attribute (ids come from storage: escaped). */
  const inCard = (id: string, selector: string): HTMLElement | null =>
    rootRef.current?.querySelector<HTMLElement>(`[data-game="${CSS.escape(id)}"] ${selector}`) ?? null;

  const undoWindow = useMemo(
    () =>
      new UndoWindow(
        {
          commit: async (p) => {
            try {
              await store.purge(p.id);
            } catch (err) {
              if (mounted.current) setStatus({ text: failure(err), error: true });
            }
            if (!mounted.current) return;
            setEntries((list) => list && list.filter((e) => entryId(e) !== p.id));
            setHiddenId(p.id, false);
          },
          undo: async (p) => {
            try {
              if (p.soft) await store.restore(p.id);
              await refresh();
            } catch (err) {
              if (mounted.current) setStatus({ text: failure(err), error: true });
            }
            if (!mounted.current) return;
            setHiddenId(p.id, false);
            setStatus({ text: T.restored(p.name), error: false });
          },
          changed: (p) => {
            if (!mounted.current) return;
            // The toast is about to go: if it held the focus, put the focus back in the list.
            if (!p && toastRef.current?.contains(document.activeElement)) {
              listHeadingRef.current?.focus({ preventScroll: true });
            }
            setToast(p);
          },
        },
        (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      ),
    // One window for the life of the screen: the store does not change under it.
    [store, refresh],
  );

  // On opening: purge deletions left over from earlier visits (their undo window is long gone), then list.
  useEffect(() => {
    mounted.current = true;
    void (async () => {
      try {
        await store.purgeDeleted(Date.now() - 60_000);
      } catch {
        // Leftovers stay hidden (deletedAt) and are purged next time; the list is what matters now.
      }
      await refresh();
    })();
    const clock = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => {
      mounted.current = false;
      clearInterval(clock);
      // Leaving the screen closes the toast: its deletion becomes final.
      void undoWindow.commit();
    };
  }, [store, refresh, undoWindow]);

  // A new toast takes the focus: the deleted game's Delete button is gone, and Undo is what one may want next.
  useEffect(() => {
    if (toast) undoRef.current?.focus({ preventScroll: true });
  }, [toast]);

  // An imported game: brought into view, its heading focused, highlighted for a moment.
  useEffect(() => {
    if (!highlight) return;
    inCard(highlight, '.save-card')?.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    inCard(highlight, 'h3')?.focus({ preventScroll: true });
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const remove = async (id: string, name: string, soft: boolean): Promise<void> => {
    setHiddenId(id, true);
    setStatus(null);
    try {
      if (soft) await store.softDelete(id);
    } catch (err) {
      setHiddenId(id, false);
      setStatus({ text: failure(err), error: true });
      return;
    }
    await undoWindow.open({ id, name, soft }, undoMs);
  };

  const undo = async (): Promise<void> => {
    const p = await undoWindow.undo();
    if (p && mounted.current) inCard(p.id, 'h3')?.focus();
  };

  const exportEntry = async (id: string, fileName: string): Promise<void> => {
    try {
      const data = await store.exportGame(id);
      download(JSON.stringify(data, null, 1), fileName);
      setStatus({ text: T.exported(fileName), error: false });
    } catch (err) {
      setStatus({ text: failure(err), error: true });
    }
  };

  const rename = async (id: string, name: string | null): Promise<void> => {
    setRenaming(null);
    if (name !== null) {
      try {
        await store.rename(id, name);
        await refresh();
        setStatus({ text: T.renamed(name), error: false });
      } catch (err) {
        setStatus({ text: failure(err), error: true });
      }
    }
    // Back to the button that started it, once the card has its buttons again.
    requestAnimationFrame(() => inCard(id, '[data-action="rename"]')?.focus());
  };

  const importFile = async (e: Event): Promise<void> => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStatus({ text: T.importFailed(T.unreadableFile), error: true });
      return;
    }
    try {
      const r = await store.importText(text);
      if (!r.ok) {
        setStatus({ text: T.importFailed(STORE_TEXT.problem(r.problem)), error: true });
        return;
      }
      await refresh();
      setStatus({ text: T.imported(r.header.name), error: false });
      setHighlight(r.header.id);
    } catch (err) {
      setStatus({ text: failure(err), error: true });
    }
  };

  const shown = entries ? shownEntries(entries, hidden) : [];

  return (
    <div class={`screen saves-screen${toast ? ' has-toast' : ''}`} ref={rootRef}>
      <ScreenBar title={T.title} backLabel={T.back} onBack={onBack} />
      <main id="main" class="screen-body" aria-busy={entries === null}>
        <p class="screen-intro">{T.intro}</p>
        <HexRule />

        <div class="saves-import">
          <button
            type="button"
            class="button saves-import-button"
            aria-describedby={`${uid}-import-hint`}
            onClick={() => fileRef.current?.click()}
          >
            <UploadIcon />
            {T.importGame}
          </button>
          <p id={`${uid}-import-hint`} class="saves-hint">
            {T.importHint}
          </p>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            class="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void importFile(e)}
          />
        </div>

        <p class={`saves-status${status?.error ? ' is-error' : ''}`} role="status" aria-live="polite">
          {status && (
            <>
              {status.error ? <WarningIcon /> : <TickIcon />}
              <span>{status.text}</span>
            </>
          )}
        </p>

        <section aria-labelledby={`${uid}-list`}>
          <h2 id={`${uid}-list`} ref={listHeadingRef} tabIndex={-1} class="screen-eyebrow saves-heading">
            {T.listHeading}
            {entries && <span class="count">{T.count(shown.length)}</span>}
          </h2>
          {entries === null ? (
            <p class="saves-empty">{T.loading}</p>
          ) : shown.length === 0 ? (
            <p class="saves-empty">{T.empty}</p>
          ) : (
            <ol class="saves-list">
              {shown.map((e) => {
                const id = entryId(e);
                return (
                  <li key={id} data-game={id}>
                    {e.ok ? (
                      <GameCard
                        facts={describeEntry(e.header, now)}
                        face={e.header.setup.scenario.board.face}
                        locked={lockedIds?.has(id) ?? false}
                        renaming={renaming === id}
                        highlighted={highlight === id}
                        onContinue={() => onContinue(id)}
                        onRename={() => {
                          setStatus(null);
                          setRenaming(id);
                        }}
                        onRenamed={(name) => void rename(id, name)}
                        onExport={(fileName) => void exportEntry(id, fileName)}
                        onDelete={(name) => void remove(id, name, true)}
                      />
                    ) : (
                      <DamagedCard
                        facts={describeDamaged(e, now)}
                        locked={lockedIds?.has(id) ?? false}
                        onExport={(fileName) => void exportEntry(id, fileName)}
                        onDelete={(name) => void remove(id, name, false)}
                      />
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </main>

      <div class="saves-toasts" aria-live="polite">
        {toast && (
          <div class="saves-toast" ref={toastRef}>
            <p>{T.deleted(toast.name)}</p>
            <button
              ref={undoRef}
              type="button"
              class="button primary"
              aria-label={T.undoLabel(toast.name)}
              onClick={() => void undo()}
            >
              {T.undo}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

interface GameCardProps {
  facts: GameFacts;
  /** The battle's board face (beach, country...), for the colour band. */
  face: string;
  locked: boolean;
  renaming: boolean;
  highlighted: boolean;
  onContinue: () => void;
  onRename: () => void;
  /** The new name, or null when renaming was cancelled. */
  onRenamed: (name: string | null) => void;
  onExport: (fileName: string) => void;
  onDelete: (name: string) => void;
}

function GameCard(props: GameCardProps) {
  const { facts, face, locked, renaming, highlighted, onContinue, onRename, onRenamed, onExport, onDelete } = props;
  const uid = useId();
  const classes = ['save-card', `face-${face}`, facts.finished ? 'is-finished' : '', highlighted ? 'is-new' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article class={classes} aria-labelledby={`${uid}-name`}>
      <header class="save-head">
        <p class="save-battle">
          <span>{facts.battle}</span>
          <span aria-hidden="true"> · </span>
          <span>{facts.turn}</span>
        </p>
        {renaming ? (
          <RenameField id={`${uid}-name`} name={facts.name} onDone={onRenamed} />
        ) : (
          <h3 id={`${uid}-name`} tabIndex={-1}>
            {facts.name}
          </h3>
        )}
      </header>

      <ul class="save-sides" aria-label={STRINGS.sidesLabel}>
        {facts.sides.map((s) => (
          <li
            key={s.side}
            class={`save-side side-${s.side}${s.toPlay ? ' is-to-play' : ''}${s.winner ? ' is-winner' : ''}`}
          >
            <p class="save-side-name">
              <strong>{s.sideName}</strong>
              <span class="save-player">{s.player}</span>
            </p>
            <div class="save-side-medals">
              <MedalPips won={s.medals} target={s.medalsToWin} />
              <span class="save-medal-count" aria-hidden="true">
                {T.medalsCount(s.medals, s.medalsToWin)}
              </span>
            </div>
            {s.toPlay && <span class="save-badge">{T.toPlayBadge}</span>}
            {s.winner && <span class="save-badge is-winner">{T.winnerBadge}</span>}
          </li>
        ))}
      </ul>

      <p class={`save-status${facts.finished ? ' is-result' : ''}`}>{facts.status}</p>
      <p class="save-meta">
        <time dateTime={facts.lastPlayedIso}>{facts.lastPlayed}</time>
        <span aria-hidden="true"> · </span>
        <span>{facts.mode}</span>
      </p>

      <div class="save-actions">
        {locked ? (
          <p class="save-locked">
            <LockIcon />
            {T.lockedElsewhere}
          </p>
        ) : (
          !facts.finished && (
            <button
              type="button"
              class="button primary save-continue"
              aria-label={T.continueLabel(facts.name)}
              onClick={onContinue}
            >
              {T.continue}
              <ArrowIcon />
            </button>
          )
        )}
        <div class="save-tools">
          {!locked && (
            <button
              type="button"
              class="button save-tool"
              data-action="rename"
              aria-label={T.renameLabel(facts.name)}
              disabled={renaming}
              onClick={onRename}
            >
              <PencilIcon />
              {T.rename}
            </button>
          )}
          <button
            type="button"
            class="button save-tool"
            aria-label={T.exportLabel(facts.name)}
            onClick={() => onExport(facts.fileName)}
          >
            <DownloadIcon />
            {T.export}
          </button>
          {!locked && (
            <button
              type="button"
              class="button save-tool is-danger"
              aria-label={T.deleteLabel(facts.name)}
              onClick={() => onDelete(facts.name)}
            >
              <BinIcon />
              {T.delete}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The game's name as a text field: Enter or leaving the field keeps the new name, Escape the old one. */
function RenameField({ id, name, onDone }: { id: string; name: string; onDone: (name: string | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Enter and Escape unmount the field, which may also blur it: answer once.
  const done = useRef(false);
  const finish = (value: string | null): void => {
    if (done.current) return;
    done.current = true;
    const trimmed = value?.trim() ?? '';
    onDone(value === null || trimmed === '' || trimmed === name ? null : trimmed);
  };
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <div class="save-rename">
      <label class="visually-hidden" for={id}>
        {T.nameField}
      </label>
      <input
        ref={inputRef}
        id={id}
        class="save-rename-input"
        type="text"
        defaultValue={name}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="done"
        aria-describedby={`${id}-hint`}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            finish(e.currentTarget.value);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            finish(null);
          }
        }}
        onBlur={(e) => finish(e.currentTarget.value)}
      />
      <p id={`${id}-hint`} class="saves-hint">
        {T.renameHint}
      </p>
    </div>
  );
}

interface DamagedCardProps {
  facts: DamagedFacts;
  locked: boolean;
  onExport: (fileName: string) => void;
  onDelete: (name: string) => void;
}

function DamagedCard({ facts, locked, onExport, onDelete }: DamagedCardProps) {
  const uid = useId();
  return (
    <article class="save-card is-damaged" aria-labelledby={`${uid}-name`} aria-describedby={`${uid}-problem`}>
      <header class="save-head">
        <p class="save-battle">
          <WarningIcon />
          <span>{facts.battle ? `${T.damagedTitle} · ${facts.battle}` : T.damagedTitle}</span>
        </p>
        <h3 id={`${uid}-name`} tabIndex={-1}>
          {facts.name}
        </h3>
      </header>
      <p id={`${uid}-problem`} class="save-problem">
        {facts.problem}
      </p>
      <p class="saves-hint">{T.damagedHint}</p>
      <div class="save-actions">
        <div class="save-tools">
          <button
            type="button"
            class="button save-tool"
            aria-label={T.exportLabel(facts.name)}
            onClick={() => onExport(facts.fileName)}
          >
            <DownloadIcon />
            {T.export}
          </button>
          {!locked && (
            <button
              type="button"
              class="button save-tool is-danger"
              aria-label={T.deleteLabel(facts.name)}
              onClick={() => onDelete(facts.name)}
            >
              <BinIcon />
              {T.delete}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A row of medals, `won` of them filled, one per medal of the target. */
function MedalPips({ won, target }: { won: number; target: number }) {
  return (
    <ul class="save-pips" role="img" aria-label={T.medalsLabel(won, target)}>
      {Array.from({ length: target }, (_, i) => (
        <li key={i} class={i < won ? 'save-pip won' : 'save-pip'}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" />
            {i < won && <path d="M12 5.6l1.9 3.9 4.3.6-3.1 3 .7 4.3L12 15.4l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />}
          </svg>
        </li>
      ))}
    </ul>
  );
}

function Icon({ d, class: cls = 'save-icon' }: { d: string; class?: string }) {
  return (
    <svg class={cls} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

const ArrowIcon = () => <Icon d="M4 10h12m-4-4l4 4-4 4" />;
const PencilIcon = () => <Icon d="M13.5 3.5l3 3L7 16H4v-3zM11.5 5.5l3 3" />;
const DownloadIcon = () => <Icon d="M10 3v9m-4-4l4 4 4-4M4 16h12" />;
const UploadIcon = () => <Icon d="M10 13V4M6 8l4-4 4 4M4 16h12" />;
const BinIcon = () => <Icon d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />;
const LockIcon = () => <Icon d="M5 9h10v8H5zM7 9V6.5a3 3 0 016 0V9" />;
const TickIcon = () => <Icon d="M4 10.5l4 4 8-9" />;
const WarningIcon = () => <Icon d="M10 3l8 14H2zM10 8v4M10 14.5v.01" />;
