/**
 * The lab store's React binding, apart from ./react.ts: importing it brings the lab's core
 * (progress checks, challenges), which only the lab screen (loaded on demand) needs. As the app
 * store's, the store is behind a context: the lab's own by default, a test's own in a test.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { labStore, type LabStore, type LabStoreApi } from './lab';

const LabStoreContext = createContext<LabStoreApi>(labStore);

/** Gives the components below `store` (a test's own; the lab's without a provider). */
export function LabStoreProvider({ store, children }: { store: LabStoreApi; children: ReactNode }) {
  return createElement(LabStoreContext.Provider, { value: store }, children);
}

/** The lab store the component reads, for its actions. */
export function useLabStore(): LabStoreApi {
  return useContext(LabStoreContext);
}

/** The lab store's slice `selector` picks. */
export function useLab<T>(selector: (s: LabStore) => T): T {
  return useStore(useLabStore(), selector);
}
