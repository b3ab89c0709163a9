/**
 * The thin React binding of the stores (zustand's vanilla/React split, with the store behind a
 * context as zustand recommends for per-instance stores): components read the store their
 * `AppStoreProvider` gives (the app's own by default, src/app/main.tsx; a test's own in a
 * test) and subscribe to exactly the slice a selector picks. Everything else in src/store is
 * framework-free (the lab store's hook is in ./reactLab.ts, so the lab's code stays out of
 * the initial JS).
 */
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { Lang } from '../i18n';
import { followLangInUrl } from './lang';
import { appStore, type AppStore, type AppStoreApi } from './store';

const AppStoreContext = createContext<AppStoreApi>(appStore);

/** Gives the components below `store` (a test's own; the app's without a provider). */
export function AppStoreProvider({ store, children }: { store: AppStoreApi; children: ReactNode }) {
  return createElement(AppStoreContext.Provider, { value: store }, children);
}

/** The store the component reads: for actions, which take the store they act on. */
export function useAppStore(): AppStoreApi {
  return useContext(AppStoreContext);
}

/** The app store's slice `selector` picks; re-renders only when that slice changes. */
export function useApp<T>(selector: (s: AppStore) => T): T {
  return useStore(useAppStore(), selector);
}

/**
 * The current language; the component re-renders when it changes or its dictionary arrives
 * (and, from the first user on, the language follows the URL).
 */
export function useLang(): Lang {
  const store = useAppStore();
  useEffect(() => followLangInUrl(store), [store]);
  useApp((s) => s.dictionaries);
  return useApp((s) => s.lang);
}

/**
 * The language with the count of dictionaries that have arrived, as one object that changes
 * when either does. A memo that builds translated text depends on it rather than on the
 * language alone: French or Dutch strings arrive after the first render, and text kept from
 * before stays in English (the request path's placeholder chip did).
 */
export function useLangStrings(): { lang: Lang; loaded: number } {
  const loaded = useApp((s) => s.dictionaries);
  const lang = useLang();
  return useMemo(() => ({ lang, loaded }), [lang, loaded]);
}
