/**
 * The thin React binding of the stores (zustand's vanilla/React split): components subscribe
 * to exactly the slice a selector picks. Everything else in src/store is framework-free
 * (the lab store's hook is in ./reactLab.ts, so the lab's code stays out of the initial JS).
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Lang } from '../i18n';
import { followLangInUrl } from './lang';
import { appStore, type AppStore } from './store';

/** The app store's slice `selector` picks; re-renders only when that slice changes. */
export function useApp<T>(selector: (s: AppStore) => T): T {
  return useStore(appStore, selector);
}

/**
 * The current language; the component re-renders when it changes or its dictionary arrives
 * (and, from the first user on, the language follows the URL).
 */
export function useLang(): Lang {
  useEffect(followLangInUrl, []);
  useApp((s) => s.dictionaries);
  return useApp((s) => s.lang);
}
