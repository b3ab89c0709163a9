/**
 * The URL hash, parsed and written in one place: `#/explore?s=incident&lang=fr` is the route
 * `/explore` and its parameters. Hash routing works from file:// (the single-file build).
 * The router, the explore URL sync, the language and the story's deep links all go through
 * here. A leaf module in its own folder below every layer: it imports nothing, so every layer
 * may use it (eslint.config.js).
 */

export interface HashParts {
  /** the part before `?`, as written (`/explore`, or '' for `#` and `#?lang=fr`) */
  path: string;
  /** the part after the first `?`, as written, without the `?` */
  query: string;
}

/** The only hash splitter: `#/present?scene=fixes` → { path: '/present', query: 'scene=fixes' }. */
export function splitHash(hash: string): HashParts {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = raw.indexOf('?');
  return q < 0 ? { path: raw, query: '' } : { path: raw.slice(0, q), query: raw.slice(q + 1) };
}

/** The route a hash names, normalised: '' → '/', `explore` → '/explore'. */
export function routePath(hash: string): string {
  const { path } = splitHash(hash);
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** The current hash ('' outside a browser). */
export function currentHash(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}

/** The hash's parameters: `#/present?lang=fr` → URLSearchParams(lang=fr). */
export function hashParams(hash: string = currentHash()): URLSearchParams {
  return new URLSearchParams(splitHash(hash).query);
}

/** A hash from a route and a query (a string written by its owner, or parameters). */
export function formatHash(path: string, query: string | URLSearchParams = ''): string {
  const q = query.toString();
  return `#${path}${q ? `?${q}` : ''}`;
}

/**
 * The hash with some parameters set (a string) or removed (null), keeping the route (`/` when
 * the hash names none) and every other parameter in its place.
 */
export function hashWith(hash: string, changes: Record<string, string | null>): string {
  const { path, query } = splitHash(hash);
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return formatHash(path || '/', params);
}

/** Replaces the current history entry's hash (no new entry, no hashchange event). */
export function replaceHash(next: string): void {
  if (next !== location.hash) history.replaceState(history.state, '', next);
}

/** Adds a history entry with this hash (no hashchange event). */
export function pushHash(next: string): void {
  history.pushState(history.state, '', next);
}

/** Calls `listener` on every navigation that can change the hash (hashchange, popstate). */
export function onHashChange(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}
