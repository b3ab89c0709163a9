/** Re-renders when the viewport crosses the phone breakpoint. */
import { useSyncExternalStore } from 'react';
import { phoneQuery } from './useActiveScene';

function subscribe(onChange: () => void): () => void {
  const m = phoneQuery();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
