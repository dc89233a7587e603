/**
 * The player's settings: one signal, read from localStorage when the module loads and written back on every change.
 * Whatever is stored is untrusted (an older or newer app version, another app on the same origin, a hand edit), so
 * it is checked field by field: a bad field falls back to its default, unknown keys are dropped, nothing throws.
 * Storage may be missing, blocked or full; the settings then simply live in memory for this visit.
 */
import { effect, signal, type Signal } from '@preact/signals';
import { browserLanguage, LANGUAGES } from '../i18n';
import { DEFAULT_SETTINGS, type BoardRotation, type Settings, type SignalServer } from './types';

/** The localStorage key of the settings record (JSON). */
export const SETTINGS_KEY = 'pocket44.settings';

/** Interface languages that exist (BCP 47 tags). A stored language not in this list falls back to the default. */
export const AVAILABLE_LANGUAGES: readonly string[] = LANGUAGES;

const ROTATIONS: readonly BoardRotation[] = ['active-side', 'fixed'];

/** The part of the Web Storage API the store needs, so tests can pass a plain object. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function oneOf<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Limits of a signalling server's fields (a DNS name is at most 253 characters). */
export const SIGNAL_LIMITS = { host: 253, path: 200, key: 100 } as const;

export type SignalField = 'host' | 'port' | 'path' | 'key';
/** Why a field of the signalling server is refused (the settings screen words each one). */
export type SignalProblem = 'empty' | 'too-long' | 'spaces' | 'not-a-host' | 'not-a-port' | 'no-slash';

/** What is wrong with each field of a signalling server (empty when nothing is). */
export function signalProblems(s: {
  host: unknown;
  port: unknown;
  path: unknown;
  key: unknown;
}): Partial<Record<SignalField, SignalProblem>> {
  const out: Partial<Record<SignalField, SignalProblem>> = {};
  const { host, port, path, key } = s;
  if (typeof host !== 'string' || host === '') out.host = 'empty';
  else if (host.length > SIGNAL_LIMITS.host) out.host = 'too-long';
  else if (/\s/.test(host)) out.host = 'spaces';
  // "https://example.com" or "example.com/p2p": the scheme and the path have fields of their own.
  else if (/[/?#@]/.test(host)) out.host = 'not-a-host';
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) out.port = 'not-a-port';
  if (typeof path !== 'string' || path === '') out.path = 'empty';
  else if (!path.startsWith('/')) out.path = 'no-slash';
  else if (path.length > SIGNAL_LIMITS.path) out.path = 'too-long';
  else if (/\s/.test(path)) out.path = 'spaces';
  if (typeof key !== 'string' || key === '') out.key = 'empty';
  else if (key.length > SIGNAL_LIMITS.key) out.key = 'too-long';
  return out;
}

/** A valid signalling server from anything, or null (the public server) when any field is missing or wrong. */
export function parseSignalServer(raw: unknown): SignalServer | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.secure !== 'boolean' || Object.keys(signalProblems({ host: r.host, port: r.port, path: r.path, key: r.key })).length > 0) return null;
  return { host: r.host as string, port: r.port as number, path: r.path as string, key: r.key as string, secure: r.secure };
}

/** The fields of the settings screen's server form, as typed. */
export interface SignalForm {
  host: string;
  port: string;
  path: string;
  key: string;
  secure: boolean;
}

/**
 * Checks the server form: the server, or each field's problem. Spaces around a value are forgiven; the port must
 * be written in plain digits.
 */
export function checkSignalForm(
  form: SignalForm,
): { ok: true; server: SignalServer } | { ok: false; problems: Partial<Record<SignalField, SignalProblem>> } {
  const portText = form.port.trim();
  const candidate = {
    host: form.host.trim(),
    port: /^\d{1,5}$/.test(portText) ? Number(portText) : NaN,
    path: form.path.trim(),
    key: form.key.trim(),
    secure: form.secure,
  };
  const problems = signalProblems(candidate);
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, server: candidate };
}

/** The form's starting values: the server in use, or a typical one (TLS on the standard port, the default key). */
export function signalForm(server: SignalServer | null): SignalForm {
  if (server) return { host: server.host, port: String(server.port), path: server.path, key: server.key, secure: server.secure };
  return { host: '', port: '443', path: '/', key: 'peerjs', secure: true };
}

/**
 * A valid Settings record from anything: each field is kept only if it has the right type and value, otherwise it
 * takes the field of `fallback` (the defaults, unless given).
 */
export function parseSettings(raw: unknown, fallback: Settings = DEFAULT_SETTINGS): Settings {
  const d = fallback;
  const r = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  return {
    v: 1,
    sound: bool(r.sound, d.sound),
    vibration: bool(r.vibration, d.vibration),
    leftHanded: bool(r.leftHanded, d.leftHanded),
    rotation: oneOf(r.rotation, ROTATIONS, d.rotation),
    language: oneOf(r.language, AVAILABLE_LANGUAGES, d.language),
    ambushAlwaysAsk: bool(r.ambushAlwaysAsk, d.ambushAlwaysAsk),
    // null is a choice (the public server); a server wrong in any field is no server, so the fallback's stands
    // (with the defaults: the public server).
    signal: r.signal === null ? null : (parseSignalServer(r.signal) ?? d.signal),
  };
}

/** Parses the stored JSON text; missing or broken text gives the defaults. */
function parseStored(text: string | null, defaults: Settings): Settings {
  if (text === null) return parseSettings(null, defaults);
  try {
    return parseSettings(JSON.parse(text), defaults);
  } catch {
    return parseSettings(null, defaults);
  }
}

export interface SettingsStore {
  /** The current settings. Change them through `update`, which validates; a direct write is saved as it is. */
  settings: Signal<Settings>;
  /** Changes some fields and saves them; a bad value in the patch leaves that field as it was. */
  update(patch: Partial<Settings>): void;
  /** Re-reads the stored record (e.g. after another tab changed it). */
  reload(): void;
}

/**
 * A settings store over `storage` (null: memory only). Reads once now; saves after every change, and only then: the
 * defaults are never written just because the app started, so a later version can still change a default the
 * player never chose. Storage errors (quota, private mode, blocked cookies) are swallowed: the
 * signal keeps the new value either way.
 */
export function createSettingsStore(storage: StorageLike | null, defaults: Settings = DEFAULT_SETTINGS): SettingsStore {
  const read = (): Settings => {
    try {
      return parseStored(storage ? storage.getItem(SETTINGS_KEY) : null, defaults);
    } catch {
      return parseSettings(null, defaults);
    }
  };

  const settings = signal<Settings>(read());
  // The settings as last read or written, as JSON: the effect below writes only when they differ from it.
  let stored = JSON.stringify(settings.value);

  effect(() => {
    const text = JSON.stringify(settings.value);
    if (text === stored || !storage) return;
    try {
      storage.setItem(SETTINGS_KEY, text);
      stored = text;
    } catch {
      // Full or unavailable: keep working in memory.
    }
  });

  return {
    settings,
    update(patch) {
      settings.value = parseSettings({ ...settings.value, ...patch }, settings.value);
    },
    reload() {
      const now = read();
      stored = JSON.stringify(now);
      settings.value = now;
    },
  };
}

/** window.localStorage, or null where it is missing or access to it throws (blocked storage, sandboxed frames). */
function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// A player who never chose a language gets the browser's, when the app speaks it (English otherwise).
const store = createSettingsStore(browserStorage(), { ...DEFAULT_SETTINGS, language: browserLanguage() });

/** The app's settings, loaded at start-up and saved on every change. */
export const settings = store.settings;

/** Changes some settings and saves them. */
export function updateSettings(patch: Partial<Settings>): void {
  store.update(patch);
}

// Another tab of the app changed the settings: follow it, so two open tabs do not overwrite each other's choices.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (e) => {
    if (e.key === SETTINGS_KEY || e.key === null) store.reload();
  });
}
