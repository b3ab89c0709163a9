/**
 * The colour theme in effect: follows prefers-color-scheme unless the user picked one. The app
 * writes it to <html data-theme> (src/app/theme.ts), as index.html's inline script does before
 * the first paint; theme.css keys every palette on that attribute alone.
 */
import { useSyncExternalStore } from 'react';
import { useApp } from '../../store/react';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const m = window.matchMedia(DARK);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK).matches;
}

/** The theme in effect ('light' | 'dark' | 'contrast'). */
export function useEffectiveTheme(): 'light' | 'dark' | 'contrast' {
  const theme = useApp((s) => s.theme);
  const dark = useSyncExternalStore(subscribe, systemDark, () => false);
  if (theme === 'system') return dark ? 'dark' : 'light';
  return theme;
}
