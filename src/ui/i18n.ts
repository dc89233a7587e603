/**
 * The app's languages. Every text module (src/ui/text/*.ts) registers its English table here under its area's name
 * (`translatable`); a translation (src/ui/text/fr/*.ts) gives the same shapes, typed by `Translation<typeof X>` so a
 * missing or extra key fails to compile. Changing the language writes the chosen tables INTO the registered
 * objects, in place and deep, so every import site (`BOARD_TEXT.where(...)`, `STRINGS.game.menu`, a module's
 * `const TT = RULES_TEXT.terrain`) reads the new words without a change; then every mounted component draws again.
 *
 * English is in the bundle; a translation is loaded only when chosen: its first-screen part (home, saves, two
 * phones) before the first render, the rest alongside, and each lazily loaded screen waits for it (lazy.ts).
 * A text module that loads after the translation gets it at once (`translatable` applies it).
 */
import { signal } from '@preact/signals';
import { Fragment, options, type Component, type VNode } from 'preact';

/** Interface languages (BCP 47 primary tags). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A translation of an English table: the same keys, strings for strings, functions of the same arguments. */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => Translation<R>
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { [K in keyof T]: Translation<T[K]> }
        : T;

type Table = Record<string, unknown>;

/** A translation's tables by area name (the names `translatable` is given). */
export type Tables = Readonly<Record<string, object>>;

const isPlain = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy of plain objects and arrays (functions and strings are shared). */
function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T;
  if (isPlain(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])) as T;
  return v;
}

/** Makes `live` hold what `from` holds, keeping every nested object and array that both have (so references stay valid). */
function assignDeep(live: Table | unknown[], from: Table | unknown[]): void {
  if (Array.isArray(live) && Array.isArray(from)) {
    live.length = from.length;
    from.forEach((v, i) => {
      const cur = live[i];
      if ((isPlain(cur) && isPlain(v)) || (Array.isArray(cur) && Array.isArray(v))) assignDeep(cur, v);
      else live[i] = copy(v);
    });
    return;
  }
  const l = live as Table;
  const f = from as Table;
  for (const k of Object.keys(l)) if (!Object.hasOwn(f, k)) delete l[k];
  for (const [k, v] of Object.entries(f)) {
    const cur = l[k];
    if ((isPlain(cur) && isPlain(v)) || (Array.isArray(cur) && Array.isArray(v))) assignDeep(cur, v);
    else l[k] = copy(v);
  }
}

const areas = new Map<string, { live: Table; english: Table; mirrors: Table[] }>();
/** The tables of the language in force that have arrived (empty for English). */
let applied: Record<string, object> = {};

/** Registers an area's English table; the language in force is written into it at once when it is not English. */
export function translatable<T extends object>(area: string, english: T): T {
  const live = english as unknown as Table;
  areas.set(area, { live, english: copy(live), mirrors: areas.get(area)?.mirrors ?? [] });
  const t = applied[area];
  if (t) write(area, t as Table);
  return english;
}

/**
 * Also writes an area's words into `target`, key by key, leaving its other keys alone: for an object that spreads
 * the area's table into itself (STRINGS holds the app's words at its top level).
 */
export function mirror(area: string, target: object): void {
  const entry = areas.get(area);
  if (entry) entry.mirrors.push(target as Table);
  else areas.set(area, { live: {}, english: {}, mirrors: [target as Table] });
  const t = applied[area];
  if (t) write(area, t as Table);
}

/** Writes `table` into an area's object and its mirrors. */
function write(area: string, table: Table): void {
  const entry = areas.get(area);
  if (!entry) return;
  assignDeep(entry.live, table);
  for (const m of entry.mirrors) {
    for (const [k, v] of Object.entries(table)) {
      const cur = m[k];
      if ((isPlain(cur) && isPlain(v)) || (Array.isArray(cur) && Array.isArray(v))) assignDeep(cur, v);
      else m[k] = copy(v);
    }
  }
}

/** The language whose words are in the tables now. Components need not read it: a change redraws them all. */
export const language = signal<Language>('en');

function apply(tables: Tables): void {
  applied = { ...applied, ...tables };
  for (const [name, t] of Object.entries(tables)) write(name, t as Table);
}

function restoreEnglish(): void {
  applied = {};
  for (const [name, { english }] of areas) write(name, english);
}

/** How a language's tables load: the first screen's part, and the rest. */
export interface LanguageLoader {
  first(): Promise<Tables>;
  rest(): Promise<Tables>;
}

const LOADERS: Record<Exclude<Language, 'en'>, LanguageLoader> = {
  fr: {
    first: () => import('./text/fr/first').then((m) => m.FIRST),
    rest: () => import('./text/fr/rest').then((m) => m.REST),
  },
};

/** Resolves once the whole language in force is in the tables (the lazily loaded screens wait for it). */
let restReady: Promise<void> = Promise.resolve();
/** Counts language changes, so a slow load of an abandoned choice is not applied. */
let generation = 0;

/**
 * Puts `lang`'s words in the tables and redraws every component. Resolves once the first screen's words are in;
 * the rest follows (`textReady`). A failed load (offline before the precache) leaves English.
 */
export function setLanguage(lang: Language): Promise<void> {
  const gen = ++generation;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang === 'en') {
    restoreEnglish();
    language.value = 'en';
    restReady = Promise.resolve();
    redrawAll();
    return Promise.resolve();
  }
  const loader = LOADERS[lang];
  const rest = loader.rest();
  const first = loader.first().then((tables) => {
    if (gen !== generation) return;
    apply(tables);
    language.value = lang;
    redrawAll();
  });
  restReady = Promise.all([first, rest]).then(
    ([, tables]) => {
      if (gen !== generation) return;
      apply(tables);
      redrawAll();
    },
    () => {
      if (gen === generation && typeof document !== 'undefined') document.documentElement.lang = 'en';
    },
  );
  return first.catch(() => {
    if (gen === generation && typeof document !== 'undefined') document.documentElement.lang = 'en';
  });
}

/** Resolves when every table of the language in force has arrived (never rejects). */
export function textReady(): Promise<void> {
  return restReady;
}

/** The preferred supported language of the browser, else English. */
export function browserLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const primary = (tag ?? '').toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as Language;
  }
  return 'en';
}

// Every mounted component, so that a language change draws each again at once (forceUpdate passes memoisation and
// the signals' shallow-props check). Preact names the vnode's component `__c` and its parent vnode `__` in its
// published build, as its devtools and @preact/signals rely on. Fragments are left out: the root that render()
// makes is one, has no parent and cannot be drawn again on its own (its children are, each for itself).
const mounted = new Set<Component>();
type HookedVNode = VNode & { __c?: Component | null; __?: VNode | null };
const prevDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  const c = (vnode as HookedVNode).__c;
  if (c && typeof vnode.type === 'function' && vnode.type !== Fragment && (vnode as HookedVNode).__) mounted.add(c);
  prevDiffed?.(vnode);
};
const prevUnmount = options.unmount;
options.unmount = (vnode: VNode) => {
  const c = (vnode as HookedVNode).__c;
  if (c) mounted.delete(c);
  prevUnmount?.(vnode);
};

/** Draws every mounted component again (after the words changed). */
export function redrawAll(): void {
  for (const c of mounted) c.forceUpdate();
}
