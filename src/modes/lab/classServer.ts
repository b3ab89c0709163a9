/**
 * Was a live solve's session recorded by this class's server? The page holds no class secret,
 * so it asks the live server that served it (`POST /live/session/verify`,
 * src/wire/sessionCheck.ts): same origin, JSON, no key. What it can be told:
 * - recorded: the server checked the signature, the team and the deployment;
 * - refused: the server checked and says why not (edited, a scenario file, another team's…);
 * - not verifiable here: the offline file, a page served by anything but a live server, a
 *   live server that does not answer, one without a class secret, or a check it would not
 *   make (too large, a Host it does not answer). Then the facilitator's lab:verify decides.
 * The asker comes from a context: the lab's screen gives the real one; a view rendered
 * without it (a test) asks nothing, as offline.
 */
import { createContext } from 'react';
import {
  readSessionCheck,
  SESSION_VERIFY_PATH,
  type SessionCheckCode,
} from '../../wire/sessionCheck';

export type Unverifiable = 'offline' | 'noServer' | 'unreachable' | 'noSecret' | 'refusedCheck';

export type ClassCheck =
  | { kind: 'asking' }
  | { kind: 'recorded'; team: string | null; deployment: string }
  | { kind: 'refused'; code: SessionCheckCode; team: string | null; sessionTeam: string | null }
  | { kind: 'unverifiable'; why: Unverifiable; detail: string };

/** Asks about a session (as JSON text); rejects only when `signal` aborts it. */
export type ClassAsker = (session: string, signal: AbortSignal) => Promise<ClassCheck>;

export const ClassServer = createContext<ClassAsker | null>(null);

const unverifiable = (why: Unverifiable, detail = ''): ClassCheck => ({
  kind: 'unverifiable',
  why,
  detail: detail.slice(0, 300),
});

/** The live server's status (GET, JSON): whether a live server is behind this origin at all. */
const LIVE_STATUS_PATH = '/live/status';

/** How long the page waits for the server's answer before it says it does not answer. */
export const ASK_TIMEOUT_MS = 20_000;

/**
 * The asker of a page at `protocol`, sending with `send` (the browser's fetch): the live
 * server behind this page's origin, if there is one.
 */
export function sameOriginAsker(
  send: typeof fetch = (...a) => fetch(...a),
  protocol: string = typeof location === 'undefined' ? 'file:' : location.protocol,
): ClassAsker {
  return async (session, signal) => {
    if (protocol !== 'http:' && protocol !== 'https:') return unverifiable('offline');
    // the caller's signal, or no answer in time
    const own = new AbortController();
    const stop = () => own.abort();
    signal.addEventListener('abort', stop);
    const timer = setTimeout(stop, ASK_TIMEOUT_MS);
    try {
      return await ask(send, session, own.signal);
    } catch (e) {
      if (signal.aborted) throw e;
      const why = own.signal.aborted
        ? `no answer in ${ASK_TIMEOUT_MS / 1000} s`
        : e instanceof Error
          ? e.message
          : String(e);
      return unverifiable('unreachable', why);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  };
}

/** A live server's refusal to check (a Host it does not answer, a body too large): its message. */
function refusal(r: Response, text: string): ClassCheck {
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown } | null)?.message;
  } catch {
    message = undefined;
  }
  return unverifiable('refusedCheck', typeof message === 'string' ? message : `HTTP ${r.status}`);
}

const isJson = (r: Response) => (r.headers.get('content-type') ?? '').includes('application/json');

/**
 * One question to the server; throws when it cannot be reached or its answer is cut off. A
 * live server first: its status is JSON, where a static host (vite preview, a file server)
 * answers its page, so the page sends no session to a server that has no such endpoint (and
 * logs no failed request there).
 */
async function ask(send: typeof fetch, session: string, signal: AbortSignal): Promise<ClassCheck> {
  const probe = await send(LIVE_STATUS_PATH, { cache: 'no-store', signal });
  if (!isJson(probe)) {
    await probe.body?.cancel();
    return unverifiable('noServer');
  }
  if (!probe.ok) return refusal(probe, await probe.text());
  await probe.body?.cancel();
  const r = await send(SESSION_VERIFY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: session,
    cache: 'no-store',
    signal,
  });
  // a live server from before this check existed has no such endpoint
  if (!isJson(r) || r.status === 404 || r.status === 405) return unverifiable('noServer');
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return unverifiable('noServer');
  }
  if (!r.ok) return refusal(r, text);
  const a = readSessionCheck(body);
  if (!a) return unverifiable('noServer');
  if (!a.checked) return unverifiable('noSecret', a.reason ?? '');
  if (a.valid) return { kind: 'recorded', team: a.team, deployment: a.deployment };
  if (!a.code) return unverifiable('refusedCheck', a.reason ?? '');
  return { kind: 'refused', code: a.code, team: a.team, sessionTeam: a.sessionTeam };
}
