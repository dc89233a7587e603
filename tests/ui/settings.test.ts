import { describe, expect, it } from 'vitest';
import {
  checkSignalForm,
  createSettingsStore,
  parseSettings,
  parseSignalServer,
  signalForm,
  settings,
  SETTINGS_KEY,
  updateSettings,
  type StorageLike,
} from '../../src/ui/settings/settings';
import { DEFAULT_SETTINGS, type Settings } from '../../src/ui/settings/types';

/** An in-memory stand-in for localStorage that counts writes. */
class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    this.items.set(key, String(value));
  }
}

/** Storage that throws on every call, like a blocked or full localStorage. */
const brokenStorage: StorageLike = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const CHANGED: Settings = {
  v: 1,
  sound: false,
  vibration: false,
  leftHanded: true,
  rotation: 'fixed',
  language: 'en',
  ambushAlwaysAsk: true,
  signal: { host: 'signal.example.org', port: 9000, path: '/p2p', key: 'peerjs', secure: true },
};

const OWN = { host: '127.0.0.1', port: 9000, path: '/p2p', key: 'peerjs', secure: false };

describe('parseSettings', () => {
  it('keeps a complete valid record as it is', () => {
    expect(parseSettings(CHANGED)).toEqual(CHANGED);
    expect(parseSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('fills the fields a partial record lacks with their defaults', () => {
    expect(parseSettings({ sound: false })).toEqual({ ...DEFAULT_SETTINGS, sound: false });
    expect(parseSettings({ rotation: 'fixed', leftHanded: true })).toEqual({
      ...DEFAULT_SETTINGS,
      rotation: 'fixed',
      leftHanded: true,
    });
    expect(parseSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('replaces each wrongly typed field by its default and keeps the good ones', () => {
    const parsed = parseSettings({
      v: 1,
      sound: 'false',
      vibration: 0,
      leftHanded: true,
      rotation: 'sideways',
      language: 42,
      ambushAlwaysAsk: null,
      signal: 'my server',
    });
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, leftHanded: true });
  });

  it('falls back to the default language for a language the app does not have', () => {
    expect(parseSettings({ ...CHANGED, language: 'de' })).toEqual({ ...CHANGED, language: 'en' });
  });

  it('keeps French, the second language (issue 15 scope 4)', () => {
    expect(parseSettings({ ...CHANGED, language: 'fr' })).toEqual({ ...CHANGED, language: 'fr' });
  });

  it('defaults to the browser language when the player never chose one (issue 15 scope 4)', () => {
    const store = createSettingsStore(null, { ...DEFAULT_SETTINGS, language: 'fr' });
    expect(store.settings.value.language).toBe('fr');
    const chosen = createSettingsStore(
      { getItem: () => JSON.stringify({ ...DEFAULT_SETTINGS, language: 'en' }), setItem: () => {} },
      { ...DEFAULT_SETTINGS, language: 'fr' },
    );
    expect(chosen.settings.value.language).toBe('en');
  });

  it('drops unknown keys and always writes version 1', () => {
    const parsed = parseSettings({ ...CHANGED, v: 7, theme: 'pink' });
    expect(parsed).toEqual(CHANGED);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('gives the defaults for anything that is not a settings object', () => {
    for (const raw of [null, undefined, 0, 1, true, 'sound', [], [false, false], () => 1, Symbol('x')]) {
      expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('takes bad fields from a given fallback record instead of the defaults', () => {
    expect(parseSettings({ sound: 'no', leftHanded: false }, CHANGED)).toEqual({ ...CHANGED, leftHanded: false });
  });

  it('returns a new object, never the defaults object itself', () => {
    const parsed = parseSettings(null);
    expect(parsed).not.toBe(DEFAULT_SETTINGS);
    parsed.sound = !parsed.sound;
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('signalling server', () => {
  it('keeps a valid server, and null (the public server) as it is', () => {
    expect(parseSettings({ signal: OWN }).signal).toEqual(OWN);
    expect(parseSettings({ signal: null }, CHANGED).signal).toBeNull();
    expect(parseSettings({}).signal).toBeNull();
  });

  it('keeps the limits: 253-character host, port 1 and 65535, 200-character path, 100-character key', () => {
    const edge = { host: 'h'.repeat(253), port: 65535, path: `/${'p'.repeat(199)}`, key: 'k'.repeat(100), secure: true };
    expect(parseSignalServer(edge)).toEqual(edge);
    expect(parseSignalServer({ ...OWN, port: 1 })).toEqual({ ...OWN, port: 1 });
  });

  it('turns a server with any wrong field into null (the public server), and drops unknown fields', () => {
    const bad: unknown[] = [
      { ...OWN, host: '' },
      { ...OWN, host: 'my host' },
      { ...OWN, host: 'h'.repeat(254) },
      { ...OWN, host: 'https://example.org' },
      { ...OWN, host: 42 },
      { ...OWN, port: 0 },
      { ...OWN, port: 65536 },
      { ...OWN, port: 9000.5 },
      { ...OWN, port: '9000' },
      { ...OWN, path: 'p2p' },
      { ...OWN, path: '' },
      { ...OWN, path: `/${'p'.repeat(200)}` },
      { ...OWN, path: '/p 2p' },
      { ...OWN, key: '' },
      { ...OWN, key: 'k'.repeat(101) },
      { ...OWN, secure: 'yes' },
      { host: '127.0.0.1', port: 9000, path: '/p2p', key: 'peerjs' },
      'wss://127.0.0.1:9000/p2p',
      [OWN],
      42,
    ];
    for (const signal of bad) {
      expect(parseSignalServer(signal)).toBeNull();
      expect(parseSettings({ ...CHANGED, signal })).toEqual({ ...CHANGED, signal: null });
      // An update with a bad server keeps the one in use, as for every other field.
      expect(parseSettings({ ...CHANGED, signal }, CHANGED)).toEqual(CHANGED);
    }
    expect(parseSignalServer({ ...OWN, extra: 1 })).toEqual(OWN);
  });

  it('checks the form field by field, forgiving spaces around the values', () => {
    expect(checkSignalForm({ host: ' 127.0.0.1 ', port: ' 9000', path: '/p2p ', key: 'peerjs', secure: false })).toEqual({
      ok: true,
      server: OWN,
    });
    expect(checkSignalForm({ host: '', port: '70000', path: 'p2p', key: '', secure: true })).toEqual({
      ok: false,
      problems: { host: 'empty', port: 'not-a-port', path: 'no-slash', key: 'empty' },
    });
    expect(checkSignalForm({ ...signalForm(OWN), host: 'a b', port: '9e3' })).toEqual({
      ok: false,
      problems: { host: 'spaces', port: 'not-a-port' },
    });
    expect(checkSignalForm({ ...signalForm(OWN), host: 'example.org/p2p', port: '' })).toEqual({
      ok: false,
      problems: { host: 'not-a-host', port: 'not-a-port' },
    });
  });

  it('fills the form from the server in use, or with a typical TLS server', () => {
    expect(checkSignalForm(signalForm(OWN))).toEqual({ ok: true, server: OWN });
    expect(signalForm(null)).toEqual({ host: '', port: '443', path: '/', key: 'peerjs', secure: true });
  });

  it('is saved and read back by the store', () => {
    const storage = new MemoryStorage();
    createSettingsStore(storage).update({ signal: OWN });
    expect(createSettingsStore(storage).settings.value.signal).toEqual(OWN);
    const store = createSettingsStore(storage);
    store.update({ signal: null });
    expect(createSettingsStore(storage).settings.value.signal).toBeNull();
  });
});

describe('settings store', () => {
  it('loads what storage holds, field by field', () => {
    const storage = new MemoryStorage();
    storage.items.set(SETTINGS_KEY, JSON.stringify({ ...CHANGED, sound: 'loud', extra: 1 }));
    const store = createSettingsStore(storage);
    expect(store.settings.value).toEqual({ ...CHANGED, sound: DEFAULT_SETTINGS.sound });
  });

  it('starts from the defaults when the stored text is not JSON', () => {
    const storage = new MemoryStorage();
    storage.items.set(SETTINGS_KEY, '{"sound": fal');
    expect(createSettingsStore(storage).settings.value).toEqual(DEFAULT_SETTINGS);
  });

  it('writes nothing until something changes', () => {
    const storage = new MemoryStorage();
    createSettingsStore(storage);
    expect(storage.writes).toBe(0);
    expect(storage.items.has(SETTINGS_KEY)).toBe(false);
  });

  it('saves every change, and a new store over the same storage reads it back', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.update({ sound: false });
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!)).toEqual({ ...DEFAULT_SETTINGS, sound: false });
    store.update({ rotation: 'fixed', ambushAlwaysAsk: true });
    expect(storage.writes).toBe(2);
    expect(createSettingsStore(storage).settings.value).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
      rotation: 'fixed',
      ambushAlwaysAsk: true,
    });
  });

  it('does not write again when a change leaves the settings as they were', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.update({ leftHanded: true });
    store.update({ leftHanded: true });
    expect(storage.writes).toBe(1);
  });

  it('validates an update: a bad value in the patch leaves that field as it was', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.update({ sound: false, vibration: false, rotation: 'fixed' });
    store.update({ rotation: 'upside-down' as never, vibration: 'yes' as never, leftHanded: true });
    expect(store.settings.value).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
      vibration: false,
      rotation: 'fixed',
      leftHanded: true,
    });
  });

  it('keeps working in memory when storage throws on read and write', () => {
    const store = createSettingsStore(brokenStorage);
    expect(store.settings.value).toEqual(DEFAULT_SETTINGS);
    expect(() => store.update({ sound: false })).not.toThrow();
    expect(store.settings.value.sound).toBe(false);
  });

  it('works without any storage', () => {
    const store = createSettingsStore(null);
    store.update({ leftHanded: true });
    expect(store.settings.value.leftHanded).toBe(true);
  });

  it('saves on the next change after a write failed', () => {
    const storage = new MemoryStorage();
    let full = true;
    const flaky: StorageLike = {
      getItem: (k) => storage.getItem(k),
      setItem: (k, v) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(k, v);
      },
    };
    const store = createSettingsStore(flaky);
    store.update({ sound: false });
    full = false;
    store.update({ vibration: false });
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!)).toMatchObject({ sound: false, vibration: false });
  });

  it('reload follows a record another tab wrote', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    storage.items.set(SETTINGS_KEY, JSON.stringify(CHANGED));
    store.reload();
    expect(store.settings.value).toEqual(CHANGED);
    expect(storage.writes).toBe(0);
  });

  it('the app-wide instance works in memory where there is no localStorage (this node test run)', () => {
    const before = settings.value;
    updateSettings({ leftHanded: !before.leftHanded });
    expect(settings.value.leftHanded).toBe(!before.leftHanded);
    updateSettings({ leftHanded: before.leftHanded });
  });
});
