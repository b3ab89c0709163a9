/** Hash routing (works from file:// in the single-file build): `#/explore?…` → '/explore'. */
import { useSyncExternalStore } from 'react';

export type Route = 'home' | 'explore' | 'present' | 'speaker' | 'lab' | 'notfound';

export function routePath(hash: string): string {
  const h = hash.replace(/^#/, '');
  const i = h.indexOf('?');
  const path = i < 0 ? h : h.slice(0, i);
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

const ROUTES: Record<string, Route> = {
  '/': 'home',
  '/explore': 'explore',
  '/present': 'present',
  '/speaker': 'speaker',
  '/lab': 'lab',
};

export function routeOf(path: string): Route {
  return ROUTES[path.replace(/\/+$/, '') || '/'] ?? 'notfound';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The current hash path, re-rendering on navigation. */
export function useHashPath(): string {
  return useSyncExternalStore(
    subscribe,
    () => routePath(window.location.hash),
    () => '/',
  );
}
