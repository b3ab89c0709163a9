/**
 * Each test's own stores (no test resets a shared one): an app store with its own preference
 * storage, connected to i18n for the test (its language is the one `t` reads), and a lab
 * store with its own storage. `provide` gives them to the components a test renders.
 */
import { createElement, type ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createLabStore, type LabStoreApi } from '../../src/store/lab';
import { AppStoreProvider } from '../../src/store/react';
import { LabStoreProvider } from '../../src/store/reactLab';
import { connectI18n, createAppStore, type AppStoreApi } from '../../src/store/store';

/** A Storage kept in memory, empty at first. */
export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

/**
 * A new app store for the running test (call it in the test or its beforeEach): its
 * preferences in `storage` (a new empty one unless given), i18n reading its language until
 * the test ends.
 */
export function freshStore(storage: Storage = memoryStorage()): AppStoreApi {
  const store = createAppStore({ storage: () => storage });
  onTestFinished(connectI18n(store));
  return store;
}

/** A new lab store with its own storage (empty unless given). */
export function freshLabStore(storage: Storage = memoryStorage()): LabStoreApi {
  return createLabStore(storage);
}

/** A wrapper for `render` that gives the components these stores. */
export function provide(store: AppStoreApi, lab?: LabStoreApi) {
  return function Stores({ children }: { children: ReactNode }) {
    const inner = lab ? createElement(LabStoreProvider, { store: lab, children }) : children;
    return createElement(AppStoreProvider, { store, children: inner });
  };
}
