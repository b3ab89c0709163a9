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

function read(): string {
  if (typeof document === 'undefined') return '';
  const html = document.documentElement;
  const dark = darkQuery()?.matches ?? false;
  return `${html.dataset.theme ?? ''}|${html.className}|${dark ? 'dark' : 'light'}`;
}

/**
 * The key, kept while anything listens (read again on each change it is told of), since
 * React asks for it on every render and store change of every pool, and reading the media
 * query can make the browser bring style up to date.
 */
let kept: string | null = null;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function snapshot(): string {
  return kept ?? read();
}

function changed(): void {
  kept = read();
  for (const l of [...listeners]) l();
}

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  listeners.add(onChange);
  if (!stop) {
    const mo = typeof MutationObserver === 'function' ? new MutationObserver(changed) : null;
    mo?.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class'],
    });
    const m = darkQuery();
    m?.addEventListener('change', changed);
    kept = read();
    stop = () => {
      mo?.disconnect();
      m?.removeEventListener('change', changed);
      kept = null;
      stop = null;
    };
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) stop?.();
  };
}

export function useThemeKey(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '');
}
