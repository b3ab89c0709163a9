/**
 * The lab store's React binding, apart from ./react.ts: importing it brings the lab's core
 * (progress checks, challenges), which only the lab screen (loaded on demand) needs.
 */
import { useStore } from 'zustand';
import { labStore, type LabStore } from './lab';

/** The lab store's slice `selector` picks. */
export function useLab<T>(selector: (s: LabStore) => T): T {
  return useStore(labStore, selector);
}
