/**
 * The language follows the URL: a `lang` parameter in the hash (a link, Back/Forward, a
 * hand-edited address) sets the store's language through its action. A hash without `lang`
 * (a screen that rewrites its own query) keeps the current language. Framework-free.
 */
import { langFromHash } from '../i18n';
import { onHashChange } from '../nav/hash';
import { appStore } from './store';

/** Applies the URL's language, if it names one. */
export function syncLangFromUrl(): void {
  const lang = langFromHash();
  if (lang && lang !== appStore.getState().lang) appStore.getState().setLang(lang);
}

let following = false;

/** Starts following the URL's language (once per page; later calls do nothing). */
export function followLangInUrl(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  syncLangFromUrl();
  onHashChange(syncLangFromUrl);
}
