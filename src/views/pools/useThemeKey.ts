/**
 * A string that changes whenever the theme's CSS variables may have changed (the
 * `data-theme` attribute on <html>, or the system colour scheme), so canvas views re-read
 * their colours with getComputedStyle.
 */
import { useSyncExternalStore } from 'react';

const DARK = '(prefers-color-scheme: dark)';
let media: MediaQueryList | null | undefined;
/** One MediaQueryList for the page (matchMedia is not free, and snapshots run per render). */
function darkQuery(): MediaQueryList | null {
  if (media === undefined) media = typeof matchMedia === 'function' ? matchMedia(DARK) : null;
  return media;
}

function snapshot(): string {
  if (typeof document === 'undefined') return '';
  const html = document.documentElement;
  const dark = darkQuery()?.matches ?? false;
  return `${html.dataset.theme ?? ''}|${html.className}|${dark ? 'dark' : 'light'}`;
}

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const mo = typeof MutationObserver === 'function' ? new MutationObserver(onChange) : null;
  mo?.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class'],
  });
  const m = darkQuery();
  m?.addEventListener('change', onChange);
  return () => {
    mo?.disconnect();
    m?.removeEventListener('change', onChange);
  };
}

export function useThemeKey(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '');
}
