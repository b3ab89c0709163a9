/** Hash routing (works from file:// in the single-file build): `#/explore?…` → '/explore'. */
import { useSyncExternalStore } from 'react';
import { currentHash, onHashChange, routePath } from '../nav/hash';

export { routePath };

export type Route = 'home' | 'explore' | 'present' | 'speaker' | 'lab' | 'live' | 'notfound';

const ROUTES: Record<string, Route> = {
  '/': 'home',
  '/explore': 'explore',
  '/present': 'present',
  '/speaker': 'speaker',
  '/lab': 'lab',
  '/live': 'live',
};

export function routeOf(path: string): Route {
  return ROUTES[path.replace(/\/+$/, '') || '/'] ?? 'notfound';
}

/** The current hash path, re-rendering on navigation. */
export function useHashPath(): string {
  return useSyncExternalStore(
    onHashChange,
    () => routePath(currentHash()),
    () => '/',
  );
}
