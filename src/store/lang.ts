/**
 * The language follows the URL: a `lang` parameter in the hash (a link, Back/Forward, a
 * hand-edited address) sets the store's language through its action. A hash without `lang`
 * (a screen that rewrites its own query) keeps the current language. Framework-free.
 */
import { langFromHash } from '../i18n';
import { onHashChange } from '../nav/hash';
import type { AppStoreApi } from './store';

/** Applies the URL's language to `store`, if it names one. */
export function syncLangFromUrl(store: AppStoreApi): void {
  const lang = langFromHash();
  if (lang && lang !== store.getState().lang) store.getState().setLang(lang);
}

/** Per store: how many users follow the URL, and how to stop. */
const following = new WeakMap<AppStoreApi, { users: number; stop: () => void }>();

/**
 * `store`'s language follows the URL while at least one user asks it to (each component that
 * shows text); returns the user's release.
 */
export function followLangInUrl(store: AppStoreApi): () => void {
  if (typeof window === 'undefined') return () => {};
  let f = following.get(store);
  if (!f) {
    syncLangFromUrl(store);
    f = { users: 0, stop: onHashChange(() => syncLangFromUrl(store)) };
    following.set(store, f);
  }
  f.users++;
  const mine = f;
  return () => {
    if (--mine.users > 0) return;
    mine.stop();
    if (following.get(store) === mine) following.delete(store);
  };
}
