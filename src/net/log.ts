/**
 * What a phone's network side tells its player and keeps for the record: every refused message with its reason
 * (hostile or just late), errors the peer reported, and notices. The screen listens for `NetEvent`s; the log is
 * kept for a support export and the tests.
 */
import type { Action, PlayerView, Side } from '../engine';
import type { Verification } from './fairness';
import type { RejectReason, WireStep } from './protocol';

export interface NetLogEntry {
  seq: number;
  /** rejected: a message or request refused here; peer-error: the other phone refused ours; notice: for the record. */
  kind: 'rejected' | 'peer-error' | 'notice';
  reason: RejectReason | 'joined' | 'rejoined' | 'connected' | 'disconnected' | 'left' | 'verified';
  detail: string;
  /** The type of the message concerned, when known. */
  msg?: string;
}

export type Phase =
  /** Host: waiting for a guest. Guest: connecting and asking to join. */
  | 'joining'
  /** The seat is taken, the seed not yet fixed (commitment made, contribution awaited). */
  | 'seeding'
  | 'playing'
  /** Guest: the game is over, the host's reveal not yet checked. */
  | 'revealing'
  /** Over and (guest) verified. */
  | 'over'
  /** Guest: the host's reveal does not check out. */
  | 'failed'
  /** Guest: the host refused us (game full, wrong code, other version) or changed its commitment. */
  | 'refused';

/** What the screen needs to know. `problem` is something the player should be told. */
export type NetEvent =
  | { type: 'phase'; phase: Phase }
  | { type: 'step'; index: number; step: WireStep; view?: PlayerView }
  | { type: 'connection'; connected: boolean }
  /** `retrying`: not the end of anything; the connection was given up and the link dials again. */
  | { type: 'problem'; reason: RejectReason; detail: string; retrying?: boolean }
  | { type: 'verified'; result: Verification }
  | { type: 'rejected'; action: Action; reason: RejectReason; detail: string; by?: Side };

const MAX_ENTRIES = 1000;

export class NetLog {
  readonly entries: NetLogEntry[] = [];
  private seq = 0;
  private readonly listeners = new Set<(e: NetEvent) => void>();

  add(kind: NetLogEntry['kind'], reason: NetLogEntry['reason'], detail: string, msg?: string): NetLogEntry {
    const e: NetLogEntry = { seq: ++this.seq, kind, reason, detail };
    if (msg) e.msg = msg;
    this.entries.push(e);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    return e;
  }

  on(listener: (e: NetEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(e: NetEvent): void {
    for (const l of this.listeners) l(e);
  }
}
