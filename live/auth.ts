/**
 * Tenants from API keys. `Authorization: Bearer <key>` names the tenant; by default each
 * scenario tenant's id is its key (`Bearer d` is tenant D). `--api-keys FILE` gives a JSON
 * object `{ "<key>": "<tenant id>", … }` instead. A missing or unknown key gets what SGLang's
 * `--api-key` middleware answers: 401 `{"error": "Unauthorized"}` (`/health…` and `/metrics`
 * are open, as there).
 */
import type { Tenant } from '../src/engine';

export type Keys = ReadonlyMap<string, string>;

export function defaultKeys(tenants: readonly Tenant[]): Keys {
  return new Map(tenants.map((t) => [t.id, t.id]));
}

/** A keys file's text: the map, or why it is refused. */
export function parseKeys(text: string, tenants: readonly Tenant[]): Keys | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return `not valid JSON: ${(e as Error).message}`;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return 'must be a JSON object like { "key-of-a": "a" }';
  const ids = new Set(tenants.map((t) => t.id));
  const out = new Map<string, string>();
  for (const [key, tenant] of Object.entries(v)) {
    if (key.length === 0) return 'an API key must not be empty';
    if (typeof tenant !== 'string' || !ids.has(tenant))
      return `key "${key}": no tenant has id ${JSON.stringify(tenant)} (tenants: ${[...ids].join(', ')})`;
    out.set(key, tenant);
  }
  if (out.size === 0) return 'holds no key';
  return out;
}

/** The tenant an Authorization header names, or null. */
export function tenantOf(keys: Keys, header: string | undefined): string | null {
  if (!header?.startsWith('Bearer ')) return null;
  return keys.get(header.slice('Bearer '.length)) ?? null;
}

/**
 * The path a request is routed by, for every check made on it: fastify matches the
 * percent-decoded path, so `/%74okenize` is answered by `/tokenize`; a check on the raw URL
 * let it through without a key (and `/%67enerate` ran with no tenant: a 500). The route's own
 * pattern when one matched (`/v1/models/:id`), else the decoded path without its query.
 */
export function routedPath(req: { url: string; routeOptions: { url?: string } }): string {
  const matched = req.routeOptions.url;
  if (matched) return matched;
  const raw = req.url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isOpenPath(url: string): boolean {
  return url.startsWith('/health') || url.startsWith('/metrics');
}
