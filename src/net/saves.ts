/**
 * What a two-phone game keeps on each phone besides the usual save (docs/protocol.md, "Saves"):
 *
 * - the host: its `HostSession` (game id, join code, the secret behind its commitment, the guest's contribution and
 *   token). The game itself (setup with the seed, every action) is an ordinary saved game in SaveStore, listed with
 *   the others, once the seed exists; `saveId` points to it.
 * - the guest: its whole `GuestSave` (its key, the steps and views it was shown). It never holds the whole game, so
 *   it has no ordinary save.
 *
 * Here in src/net beside the host and guest whose state it keeps (the store and the network code do not import each
 * other). A database of its own (`pocket44-net`), so the saves database and its migrations are untouched. Every record read
 * back is checked; a damaged one is reported with its key, never thrown, and nothing else is affected.
 */
import { openDB, type IDBPDatabase } from 'idb';
import * as v from 'valibot';
import type { Side } from '../engine';
import { validateScenario } from '../scenario/validate';
import type { GuestSave } from './guest';
import type { HostSession } from './host';

export const NET_DB_NAME = 'pocket44-net';
const NET_DB_VERSION = 1;
const STORE = 'games';

interface Common {
  /** `host:<gameId>` or `guest:<token>`. */
  key: string;
  updatedAt: number;
  /** The battle's name, for the home screen. */
  battle: string;
  /** The other player's name, once known. */
  opponent: string;
  /** The game is over (and, for the guest, checked). */
  over: boolean;
  /** Paired by two QR codes with no server (issue 16): pairs again the same way. Absent: PeerJS. */
  pairing?: 'qr';
}

export interface HostRecord extends Common {
  role: 'host';
  session: HostSession;
  hostSide: Side;
  /** The ordinary saved game (SaveStore id), once the seed exists. */
  saveId: string | null;
}

export interface GuestRecord extends Common {
  role: 'guest';
  save: GuestSave;
}

export type NetRecord = HostRecord | GuestRecord;

export type NetEntry = { ok: true; record: NetRecord } | { ok: false; key: string; reason: string };

const Hex = (n: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${n}}$`)));
const SideSchema = v.picklist(['allies', 'axis']);
const CommonSchema = {
  key: v.pipe(v.string(), v.maxLength(100)),
  updatedAt: v.number(),
  battle: v.pipe(v.string(), v.maxLength(200)),
  opponent: v.pipe(v.string(), v.maxLength(80)),
  over: v.boolean(),
  pairing: v.optional(v.literal('qr')),
};
const SessionSchema = v.object({
  v: v.literal(1),
  gameId: Hex(32),
  joinCode: v.pipe(v.string(), v.maxLength(120)),
  setup: v.object({ scenario: v.unknown(), options: v.record(v.string(), v.unknown()), names: v.object({ allies: v.string(), axis: v.string() }) }),
  guestSide: SideSchema,
  secret: Hex(64),
  commitment: Hex(64),
  contribution: v.nullable(Hex(64)),
  guestToken: v.nullable(Hex(32)),
});
const GuestSaveSchema = v.object({
  v: v.literal(1),
  phase: v.picklist(['joining', 'seeding', 'playing', 'revealing', 'over', 'failed', 'refused']),
  gameId: v.nullable(Hex(32)),
  code: v.pipe(v.string(), v.maxLength(120)),
  token: Hex(32),
  key: Hex(64),
  name: v.pipe(v.string(), v.maxLength(80)),
  commitment: v.nullable(Hex(64)),
  setup: v.nullable(v.object({ scenario: v.unknown(), options: v.record(v.string(), v.unknown()), names: v.object({ allies: v.string(), axis: v.string() }) })),
  side: v.nullable(SideSchema),
  contribution: v.nullable(Hex(64)),
  steps: v.array(v.object({ action: v.object({ type: v.string() }), by: SideSchema, events: v.array(v.object({ type: v.string() })) })),
  viewHashes: v.record(v.string(), v.string()),
  view: v.nullable(v.object({ viewer: SideSchema })),
  verification: v.nullable(v.object({ ok: v.boolean() })),
});
const RecordSchema = v.variant('role', [
  v.object({ ...CommonSchema, role: v.literal('host'), session: SessionSchema, hostSide: SideSchema, saveId: v.nullable(v.string()) }),
  v.object({ ...CommonSchema, role: v.literal('guest'), save: GuestSaveSchema }),
]);

/** A record read back (from storage, or anything): the record as stored, or why it cannot be used. */
export function checkNetRecord(raw: unknown): { ok: true; record: NetRecord } | { ok: false; reason: string } {
  const r = v.safeParse(RecordSchema, raw);
  if (!r.success) {
    const first = r.issues[0];
    const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, reason: `${path ? `${path}: ` : ''}${first?.message ?? 'invalid'}` };
  }
  if (r.output.role === 'guest') {
    // The record as stored: valibot's output keeps only the fields its schema names (a view would be just its viewer).
    const problem = guestResumeProblem((raw as GuestRecord).save);
    if (problem) return { ok: false, reason: problem };
  }
  // valibot's output drops unknown fields of the objects it checks; keep the record exactly as stored instead
  // (the steps it only shape-checked are checked again where they are used).
  return { ok: true, record: raw as NetRecord };
}

const ViewCardsSchema = v.object({
  deckSize: v.pipe(v.number(), v.integer(), v.minValue(0)),
  discard: v.array(v.number()),
  hand: v.array(v.number()),
  handSizes: v.object({ allies: v.pipe(v.number(), v.integer(), v.minValue(0)), axis: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/**
 * A guest with a view is resumed straight to the board (src/ui/net/netPlay.ts `guestSession`): that needs the public
 * setup with a valid battle, the guest's side, the game id, and a view of that side with its cards. Checked when
 * listing, so a record that cannot be resumed is listed as damaged rather than throwing on Continue.
 */
function guestResumeProblem(save: GuestSave): string | null {
  if (save.setup) {
    const scenario = validateScenario(save.setup.scenario);
    if (!scenario.ok) return `save.setup.scenario: ${scenario.problems[0]?.message ?? 'invalid'}`;
  }
  if (!save.view) return null;
  for (const field of ['setup', 'side', 'gameId'] as const) {
    if (save[field] === null) return `save.${field}: missing, but the record has a view`;
  }
  const view = save.view as { viewer: Side; cards?: unknown; units?: unknown; turn?: unknown } & object;
  if (view.viewer !== save.side) return `save.view: a view of ${view.viewer}, but the guest plays ${save.side}`;
  if (!v.is(ViewCardsSchema, view.cards)) return 'save.view: its cards are damaged';
  if (!Array.isArray(view.units) || !view.turn || typeof view.turn !== 'object') return 'save.view: its board is damaged';
  return null;
}

export class NetStore {
  private constructor(private readonly db: IDBPDatabase) {}

  /** Opens (creating) the database; `blocked` and `replaced` as for SaveStore.open. */
  static async open(name = NET_DB_NAME, events: { blocked?: (() => void) | undefined; replaced?: (() => void) | undefined } = {}): Promise<NetStore> {
    const db = await openDB(name, NET_DB_VERSION, {
      blocked() {
        events.blocked?.();
      },
      upgrade(d) {
        if (!d.objectStoreNames.contains(STORE)) d.createObjectStore(STORE, { keyPath: 'key' });
      },
      blocking() {
        // A newer version of the app wants to upgrade the database: close so it can (it would wait for this tab).
        db.close();
        events.replaced?.();
      },
    });
    return new NetStore(db);
  }

  /** Writes a record; resolves once it is durable. */
  async put(record: NetRecord): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite', { durability: 'strict' });
    await tx.store.put(record);
    await tx.done;
  }

  async get(key: string): Promise<NetEntry | null> {
    const raw: unknown = await this.db.get(STORE, key);
    if (raw === undefined) return null;
    const c = checkNetRecord(raw);
    return c.ok ? { ok: true, record: c.record } : { ok: false, key, reason: c.reason };
  }

  /** Every record, newest first; damaged ones with their reason. */
  async list(): Promise<NetEntry[]> {
    const keys = (await this.db.getAllKeys(STORE)) as string[];
    const out: NetEntry[] = [];
    for (const key of keys) {
      const e = await this.get(key);
      if (e) out.push(e);
    }
    const time = (e: NetEntry) => (e.ok ? e.record.updatedAt : 0);
    return out.sort((a, b) => time(b) - time(a));
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(STORE, key);
  }

  /** The host record that belongs to an ordinary saved game. */
  async hostOf(saveId: string): Promise<HostRecord | null> {
    for (const e of await this.list()) if (e.ok && e.record.role === 'host' && e.record.saveId === saveId) return e.record;
    return null;
  }

  close(): void {
    this.db.close();
  }
}
