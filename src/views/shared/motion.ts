/** `prefers-reduced-motion`: views make state changes instant when it is on. */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | null | undefined;
/**
 * One MediaQueryList for the page, made on first use: matchMedia parses the query and
 * allocates a new list on every call, and snapshots run on every render.
 */
function media(): MediaQueryList | null {
  if (query === undefined) {
    query =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(QUERY)
        : null;
  }
  return query;
}

export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/** True when the user asked for reduced motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** A transition duration in ms: `ms`, or 0 with reduced motion. */
export function motionMs(ms: number, reduced: boolean): number {
  return reduced ? 0 : ms;
}
