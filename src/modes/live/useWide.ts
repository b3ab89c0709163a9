/** Whether the window is wide enough for #/live's request path in a row of its own (live.css). */
import { useSyncExternalStore } from 'react';

export const WIDE_QUERY = '(min-width: 1000px)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const q = matchMedia(WIDE_QUERY);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}

const wide = () => typeof matchMedia === 'function' && matchMedia(WIDE_QUERY).matches;

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wide, () => false);
}
