/**
 * Translation: `t(key, vars)` looks the key up in the current language and fills `{name}`
 * placeholders. Numbers in vars are formatted per locale with Intl (tabular figures are CSS);
 * `{n|singular|plural}` picks a count's form by Intl.PluralRules (./plural.ts).
 * Languages: src/nav/langs.ts (en, the source; fr, nl). Every French and Dutch dictionary file has
 * exactly the English keys, checked at compile time (./types.ts); were one missing at run time,
 * `t` would fall back to English.
 *
 * Framework-free (no React, no store: eslint.config.js). The current language lives in the
 * app store (src/store/store.ts binds itself here with `bindLang`, persists the choice and
 * follows the URL's `lang` parameter, `#/?lang=fr&scene=stale-pages`); it is mirrored on
 * `<html lang>`, and React components re-render on change through `useLang()` from
 * src/store/react.ts. Until a store is bound (Node scripts, tests of this module) the
 * language is kept here.
 */
import { currentHash, hashParams, hashWith, replaceHash } from '../nav/hash';
import { LANG_NAMES, LANGS, LOCALES, type Lang, type TranslatedLang } from '../nav/langs';
import { en, type MessageKey } from './en';
import { selectPlurals } from './plural';

/** The languages, their locales and names: one list, in src/nav/langs.ts (the lab reads it too). */
export { LANG_NAMES, LANGS, type Lang };
/**
 * A dictionary as registered: any subset of the keys (a language missing a key falls back to
 * English). The files themselves are checked whole at compile time: ./types.ts.
 */
export type Dict = Partial<Record<MessageKey, string>>;
export type { MessageKey };

const dicts: Record<Lang, Dict> = { en, fr: {}, nl: {} };
const dictListeners = new Set<() => void>();

/** Where the current language is read and written: the app store once it is bound. */
export interface LangPort {
  get(): Lang;
  set(lang: Lang): void;
}
let unbound: Lang = 'en';
let port: LangPort = {
  get: () => unbound,
  set: (lang) => {
    unbound = lang;
    showLang(lang);
  },
};

/**
 * A store hands itself over here (the app's, at start-up: src/store/store.ts `connectI18n`);
 * the returned function hands back the port it replaced (a test's own store, when it ends).
 */
export function bindLang(p: LangPort): () => void {
  const before = port;
  port = p;
  return () => {
    if (port === p) port = before;
  };
}

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export function registerDict(lang: Lang, dict: Dict): void {
  dicts[lang] = dict;
  dictListeners.forEach((l) => l());
}

/** Calls `listener` whenever a dictionary arrives (the store counts them, so text re-renders). */
export function onDictionary(listener: () => void): () => void {
  dictListeners.add(listener);
  return () => dictListeners.delete(listener);
}

/** French and Dutch are loaded on first use, so English readers do not download them. */
const loaders: Record<TranslatedLang, () => Promise<Dict>> = {
  fr: () => import('./fr').then((m) => m.fr),
  nl: () => import('./nl').then((m) => m.nl),
};
const loading = new Map<Lang, Promise<void>>();

/** Loads a language's dictionary (once); `t` falls back to English until it is there. */
export function loadLang(lang: Lang): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = loaders[lang]().then((d) => registerDict(lang, d));
    loading.set(lang, p);
  }
  return p;
}

export function getDict(lang: Lang): Dict {
  return dicts[lang];
}

/** Sets the language (the store's `setLang` once bound), mirrored on `<html lang>`. */
export function setLang(lang: Lang): void {
  port.set(lang);
}

/** What a language change does outside the state: `<html lang>`, and its dictionary loads. */
export function showLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  void loadLang(lang);
}

export function getLang(): Lang {
  return port.get();
}
export function locale(lang: Lang = getLang()): string {
  return LOCALES[lang];
}
const numberFormats = new Map<Lang, Intl.NumberFormat>();
export function formatNumber(n: number, lang: Lang = getLang()): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang]);
    numberFormats.set(lang, f);
  }
  return f.format(n);
}
export function formatPercent(share: number, lang: Lang = getLang(), digits = 1): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}
/** A calendar date (YYYY-MM-DD, read as UTC) in the locale's long form. */
export function formatDate(iso: string, lang: Lang = getLang()): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

export function t(
  key: MessageKey,
  vars: Record<string, string | number> = {},
  lang: Lang = getLang(),
): string {
  const template: string = dicts[lang][key] ?? en[key] ?? key;
  return selectPlurals(template, vars, LOCALES[lang]).replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = vars[name];
    if (v === undefined) return m;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/* ---------- the language in the URL hash ---------- */

/** The query part of a hash route (src/app/hash.ts), kept here for existing callers. */
export { hashParams };

/** The language named in the hash, if any. */
export function langFromHash(hash: string = currentHash()): Lang | null {
  const v = hashParams(hash).get('lang');
  return isLang(v) ? v : null;
}

/** Writes `lang` into the hash query, keeping the route and every other parameter. */
export function hashWithLang(hash: string, lang: Lang): string {
  return hashWith(hash, { lang: lang === 'en' ? null : lang });
}

/** Switches the language and records it in the URL (replacing the entry, not pushing one). */
export function chooseLang(lang: Lang): void {
  setLang(lang);
  if (typeof location === 'undefined') return;
  replaceHash(hashWithLang(currentHash(), lang));
}

// start in the language the URL names, before the first render (the store does the same)
if (typeof location !== 'undefined') setLang(langFromHash() ?? 'en');
