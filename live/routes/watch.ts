/**
 * What the browser's `#/live` talks to, on the router's origin: `GET /live/events` (the live
 * stream, ../../src/wire/live.ts), `GET /live/scenario` (the session so far as a scenario
 * file, signed: live/signature.ts), `POST /live/config` (router and fixes: a restart of the nodes, pools empty) and
 * `GET /live/status` (epoch, requests kept, in flight, live views: what bounds a long session),
 * `POST /live/session/verify` (was a session recorded here? read-only: ./sessionVerify.ts),
 * `GET /live/examples/long.json?tokens=N&tenant=T&max_new_tokens=M` (a /generate body with
 * an exact, long prompt in that tenant's words, for curl).
 */
import type { SSEReplyInterface } from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import {
  FIX_NAMES,
  ROUTER_KINDS,
  type Fixes,
  type RouterKind,
  type Scenario,
} from '../../src/engine';
import { errorBody } from '../../src/wire/errors';
import { routedPath } from '../auth';
import { liveRefusal } from '../hosts';
import type { Session } from '../session';
import type { Signer } from '../signature';
import { sessionVerifyRoute } from './sessionVerify';

/** Most live streams open at once (each a browser tab). */
export const MAX_WATCHERS = 64;
/** Bytes a live view may leave unread before it is cut off (it reconnects and starts afresh). */
export const WATCH_BUFFER = 4 * 1024 * 1024;
/** The reconnection delay an EventSource is told (`retry:`). */
const RETRY_MS = 1000;

/** What a tenant writes when its scenario gives it no text. */
const FALLBACK = 'quarterly board minutes, acquisition target and price, do not forward.';

/** A tenant's words: the first text its scenario gives it (the incident's A, B, C have some). */
export function tenantWords(s: Scenario, tenant: string): string {
  const own = s.requests.find((r) => r.tenant === tenant && r.text)?.text;
  return own ?? `${tenant.toUpperCase()}: ${FALLBACK}`;
}

/** `words` repeated to exactly `tokens` bytes (the tokenizer counts bytes). */
export function longText(words: string, tokens: number): string {
  const unit = `${words} `;
  return unit.repeat(Math.ceil(tokens / unit.length)).slice(0, tokens);
}

/** The response a live view's messages go to: what `viewSender` reads and waits for. */
export interface ViewSocket {
  readonly writableLength: number;
  readonly writableNeedDrain: boolean;
  once(event: 'drain', fn: () => void): unknown;
  destroy(): void;
}

/**
 * What a live view is sent through: @fastify/sse frames each line (`data:`), keeps the stream
 * alive and ends it; what is ours is pacing and the cut-off. The plugin waits for 'drain'
 * message by message (a promise and two listeners each), but a broadcast cannot wait for one
 * view: while the view's socket is full, lines wait here, in one queue with one 'drain'
 * listener, and a view with more than `limit` bytes unread (queued or buffered) is cut off (an
 * EventSource reconnects and starts from a fresh session message). The first message also
 * tells an EventSource how soon to reconnect (`retry:`).
 */
export function viewSender(
  sse: Pick<SSEReplyInterface, 'send' | 'isConnected'>,
  raw: ViewSocket,
  limit: number,
): (line: string) => void {
  let first = true;
  const queue: string[] = [];
  let queued = 0;
  let waiting = false;
  const put = (line: string) => {
    const message = first ? { data: line, retry: RETRY_MS } : line;
    first = false;
    sse.send(message).catch(() => raw.destroy());
  };
  const flush = () => {
    waiting = false;
    while (queue.length > 0 && !raw.writableNeedDrain && sse.isConnected) {
      const line = queue.shift()!;
      queued -= line.length;
      put(line);
    }
    if (queue.length > 0 && sse.isConnected) wait();
  };
  const wait = () => {
    if (waiting) return;
    waiting = true;
    raw.once('drain', flush);
  };
  return (line) => {
    if (!sse.isConnected) return;
    if (raw.writableLength + queued > limit) return void raw.destroy();
    if (raw.writableNeedDrain || queue.length > 0) {
      queue.push(line);
      queued += line.length;
      return wait();
    }
    put(line);
  };
}

function configChange(body: unknown): { router?: RouterKind; fixes?: Partial<Fixes> } | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body must be a JSON object like {"router": "mini_lb", "fixes": {"rejectAtAdmission": true}}';
  const b = body as Record<string, unknown>;
  const out: { router?: RouterKind; fixes?: Partial<Fixes> } = {};
  if (b.router !== undefined) {
    if (!ROUTER_KINDS.includes(b.router as RouterKind))
      return `router must be one of ${ROUTER_KINDS.join(', ')}`;
    out.router = b.router as RouterKind;
  }
  if (b.fixes !== undefined) {
    if (typeof b.fixes !== 'object' || b.fixes === null || Array.isArray(b.fixes))
      return 'fixes must be an object';
    const fixes: Partial<Fixes> = {};
    for (const [k, v] of Object.entries(b.fixes)) {
      if (!FIX_NAMES.includes(k as keyof Fixes))
        return `unknown fix "${k}" (fixes: ${FIX_NAMES.join(', ')})`;
      if (typeof v !== 'boolean') return `fixes.${k} must be a boolean`;
      fixes[k as keyof Fixes] = v;
    }
    out.fixes = fixes;
  }
  return out;
}

export function watchRoutes(
  app: FastifyInstance,
  session: Session,
  source: Scenario,
  maxBuffered?: number,
  /** the Host headers the live endpoints answer (live/hosts.ts); every one when not given */
  hosts?: () => ReadonlySet<string>,
  /** signs each export with the class secret (live/signature.ts); unsigned when not given */
  signer?: Signer,
): void {
  const limit = maxBuffered ?? WATCH_BUFFER;
  // DNS rebinding and cross-site changes (live/hosts.ts), before a body is read
  if (hosts)
    app.addHook('onRequest', async (req, reply) => {
      const path = routedPath(req);
      if (path !== '/live' && !path.startsWith('/live/')) return;
      const refusal = liveRefusal(req, hosts());
      if (refusal)
        return reply.code(refusal.status).send(errorBody(refusal.status, refusal.message));
    });
  app.get('/live/events', { sse: { kind: 'manual', serializer: String } }, async (_req, reply) => {
    if (session.watcherCount >= MAX_WATCHERS)
      return reply.code(503).send(errorBody(503, `more than ${MAX_WATCHERS} live views are open`));
    reply.sse.keepAlive();
    reply.sse.onClose(session.watch(viewSender(reply.sse, reply.raw, limit)));
  });
  app.get('/live/status', (_req, reply) => reply.send(session.status()));
  app.get('/live/scenario', async (_req, reply) => {
    void reply.header('content-disposition', 'attachment; filename="live-session.json"');
    const s = session.exportScenario();
    return signer ? signer.sign(s) : s;
  });
  sessionVerifyRoute(app, signer);
  app.post('/live/config', async (req, reply) => {
    const change = configChange(req.body);
    if (typeof change === 'string') return reply.code(400).send(errorBody(400, change));
    const c = session.config;
    session.restart({
      ...c,
      router: change.router ?? c.router,
      fixes: { ...c.fixes, ...change.fixes },
    });
    return { epoch: session.epochNumber, config: session.config };
  });
  app.get<{ Querystring: { tokens?: string; max_new_tokens?: string; tenant?: string } }>(
    '/live/examples/long.json',
    async (req, reply) => {
      const tokens = Number(req.query.tokens ?? 800_000);
      const max = Number(req.query.max_new_tokens ?? 24);
      if (!Number.isInteger(tokens) || tokens < 1 || tokens > 4_000_000)
        return reply.code(400).send(errorBody(400, 'tokens must be an integer from 1 to 4000000'));
      if (!Number.isInteger(max) || max < 1 || max > 4096)
        return reply
          .code(400)
          .send(errorBody(400, 'max_new_tokens must be an integer from 1 to 4096'));
      const tenant = req.query.tenant ?? source.tenants.at(-1)!.id;
      if (!source.tenants.some((t) => t.id === tenant))
        return reply.code(400).send(errorBody(400, `no tenant ${tenant}`));
      return {
        text: longText(tenantWords(source, tenant), tokens),
        sampling_params: { max_new_tokens: max },
        // names the tenant in single-key mode (routes/singleKey.ts `bodyTenant`); ignored when
        // the key names it
        extra_key: tenant,
      };
    },
  );
}
