/**
 * Which `Host` headers the live endpoints (`/live/*`) answer, and which requests may change
 * the deployment. DNS rebinding: a page on another site whose name is made to resolve to
 * 127.0.0.1 reaches the stand-in as the same origin as itself, with its own name in `Host`;
 * `GET /live/scenario` carries every tenant's prompts. Cross-site requests: a page anywhere
 * can send a `text/plain` POST without a preflight. So the live endpoints answer only to the
 * names this machine is reached by, and a change (`POST /live/…`) must be JSON and come from
 * the same origin or from no page at all (curl sends no `Origin`).
 */
import { networkInterfaces } from 'node:os';

const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/** An address or name as it appears in a Host header (IPv6 in brackets), lowercased. */
function hostName(h: string): string {
  const x = h.toLowerCase();
  return x.includes(':') && !x.startsWith('[') ? `[${x}]` : x;
}

/** This machine's interface addresses (what a wildcard bind is reached by). */
export function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((a) => a.address));
}

/**
 * The Host headers the live endpoints answer: 127.0.0.1, localhost and ::1 with the server's
 * port, the `--host` given, and, when that is a wildcard (0.0.0.0, ::), every address of this
 * machine. Port 80 also without the port (a browser leaves it out).
 */
export function allowedHosts(
  bindHost: string,
  port: number,
  own: readonly string[] = interfaceAddresses(),
): Set<string> {
  const names = ['127.0.0.1', 'localhost', '::1', bindHost];
  if (WILDCARD.has(bindHost.toLowerCase())) names.push(...own);
  const out = new Set<string>();
  for (const n of names) {
    if (WILDCARD.has(n.toLowerCase())) continue;
    out.add(`${hostName(n)}:${port}`);
    if (port === 80) out.add(hostName(n));
  }
  return out;
}

/** The media type of a Content-Type header, lowercased, without its parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface LiveRequest {
  method: string;
  headers: { host?: string; origin?: string; 'content-type'?: string };
}

/** Why a request to a live endpoint is refused (status and message), or null. */
export function liveRefusal(
  req: LiveRequest,
  hosts: ReadonlySet<string>,
): { status: number; message: string } | null {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.has(host))
    return {
      status: 403,
      message: `Host ${JSON.stringify(req.headers.host ?? '')} is not a name of this server: the live endpoints answer ${[...hosts].join(', ')}`,
    };
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null;
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`)
    return {
      status: 403,
      message: `a change from another origin (${origin}) is refused: use the page this server serves, or curl`,
    };
  if (mediaType(req.headers['content-type']) !== 'application/json')
    return {
      status: 415,
      message: `a change must be sent as JSON (Content-Type: application/json), not ${JSON.stringify(req.headers['content-type'] ?? 'none')}`,
    };
  return null;
}
