/**
 * Autosave of the game in progress: every action is written (and the write complete) before the game screen shows
 * its result. When storage is full the game goes on in memory; the actions not yet written wait in a backlog that
 * every later action tries to write first, and the player is told (with what to do) until it is empty.
 */
import { signal } from '@preact/signals';
import type { Action, GameEvent, GameState } from '../engine';
import type { SaveHeader } from './format';
import { QuotaError, type SaveStore } from './saves';

export type SaveStatus = 'saved' | 'saving' | 'full' | 'failed';

interface Pending {
  index: number;
  action: Action;
  events: readonly GameEvent[];
  after: GameState;
}

export class Autosaver {
  readonly status = signal<SaveStatus>('saved');
  /** Actions played but not yet written (storage full or failing). */
  readonly unsaved = signal(0);
  private backlog: Pending[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: SaveStore,
    private current: SaveHeader,
  ) {}

  get header(): SaveHeader {
    return this.current;
  }

  /** Writes action `index`; resolves once it is durable, or once it is known that it cannot be written now. */
  record(index: number, action: Action, events: readonly GameEvent[], after: GameState): Promise<void> {
    this.backlog.push({ index, action, events, after });
    return this.enqueue(() => this.flush());
  }

  /** Undo back to `count` actions. */
  undo(count: number, state: GameState): Promise<void> {
    return this.enqueue(async () => {
      this.backlog = this.backlog.filter((p) => p.index < count);
      if (this.current.actionCount > count) {
        try {
          this.current = await this.store.truncate(this.current, count, state);
        } catch (err) {
          this.fail(err);
          return;
        }
      }
      this.settle();
    });
  }

  /** Tries the backlog again (e.g. after the player freed some space). */
  retry(): Promise<void> {
    return this.enqueue(() => this.flush());
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(work, work);
    return this.chain;
  }

  private async flush(): Promise<void> {
    // While storage is full (or failing) every later action and Retry try the backlog again; the status stays as it
    // is until that works, so the player's warning is not taken down and put back (and read out again) each time.
    if (this.status.value === 'saved') this.status.value = 'saving';
    while (this.backlog.length) {
      const p = this.backlog[0]!;
      try {
        this.current = await this.store.append(this.current, p.index, p.action, p.events, p.after);
      } catch (err) {
        this.fail(err);
        return;
      }
      this.backlog.shift();
    }
    this.settle();
  }

  private fail(err: unknown): void {
    this.status.value = err instanceof QuotaError ? 'full' : 'failed';
    this.unsaved.value = this.backlog.length;
  }

  private settle(): void {
    this.unsaved.value = this.backlog.length;
    this.status.value = this.backlog.length ? this.status.value : 'saved';
  }
}
