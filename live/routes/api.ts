/**
 * The router's SGLang endpoints: `/generate`, `/v1/completions`, `/v1/chat/completions`,
 * `/v1/models`, `/get_model_info`, `/get_server_info`, `/flush_cache`, `/health`,
 * `/health_generate`, and (the stand-in's own convenience, see docs/live.md) `/tokenize` and
 * `/v1/tokenize`. Every prompt becomes a request of the session's tenant (from the API key);
 * the status and body are the engine's answer for it under the configured router, written as
 * that router writes it (routes/contentType.ts, src/wire/errors.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exceedsContext, exceedsTotal, prefillServerError, type Verdict } from '../../src/engine';
import { UNAUTHORIZED, errorBody, relayedErrorBody, streamError } from '../../src/wire/errors';
import {
  engineRequests,
  parseChat,
  parseCompletion,
  parseGenerate,
  type ApiRequest,
  type Parsed,
  type PromptRequest,
} from '../../src/wire/requests';
import {
  MODEL,
  generateBody,
  generateChunks,
  openaiBody,
  openaiChunks,
  pieces,
  type Answer,
  type Reply,
} from '../../src/wire/responses';
import { isOpenPath, routedPath, tenantOf, type Keys } from '../auth';
import type { Progress } from '../engine/run';
import type { Outcome, Session, Ticket } from '../session';
import { contentTypeRefusal } from './contentType';
import { modelRoutes, serverInfo, tokenizeRoutes } from './node';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: string | null;
  }
}

export interface ApiDeps {
  session: Session;
  keys: Keys;
  /** SGLang's single-key mode: the nodes' `--api-key` (null: tenants from keys) */
  apiKey?: string | null;
  /** the nodes' ports (the router's `/get_server_info` shows theirs) */
  nodePorts?: () => { prefill: number; decode: number };
  /** called with each answered request's server overhead in ms (the benchmark reads it) */
  onOverhead?: (ms: number) => void;
}

/** An endpoint's reply shapes: whole, or the chunks of its stream. */
interface Shapes {
  whole: (a: Answer) => unknown;
  chunks: (a: Answer) => unknown[];
}

const GENERATE: Shapes = { whole: generateBody, chunks: generateChunks };
const OPENAI: Shapes = { whole: openaiBody, chunks: openaiChunks };

/** An answer taken over from fastify: status, headers, body, with what hooks set so far. */
function send(reply: FastifyReply, status: number, own: Record<string, string>, body: Buffer) {
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, val] of Object.entries(reply.getHeaders()))
    if (val !== undefined) headers[k] = val;
  Object.assign(headers, own, { 'content-length': body.length });
  reply.hijack();
  try {
    reply.raw.writeHead(status, headers);
  } catch {
    // nothing can be answered once the reply is hijacked: the client is not left waiting
    return void reply.raw.destroy();
  }
  reply.raw.end(body);
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * A request every node refuses before it runs (a length the stand-in checks at the edge, see
 * `engineRequests`): as the router relays the prefill's refusal.
 */
function refusedByNodes(deps: ApiDeps, reply: FastifyReply, api: ApiRequest, message: string) {
  const router = deps.session.config.router;
  const text = router === 'sgl-router' ? prefillServerError(400, message) : message;
  if (streamsError(api, 400)) return streamLines(reply, {}, [streamError(api.endpoint, 400, text)]);
  const body = relayedErrorBody(router, api.endpoint, 400, text);
  send(reply, 400, JSON_TYPE, Buffer.from(JSON.stringify(body)));
}

/**
 * Whether an error goes in a 200 stream rather than as a JSON answer. `/generate` streams every
 * error (http_server.py @0025436e `generate_request`: the 200 goes out before the request runs,
 * a `ValueError` becomes a `data:` line). The OpenAI routes refuse a request their checks
 * reject before streaming (test_request_length_validation.py @073c908a
 * `test_input_length_longer_than_context_length_streaming` expects `BadRequestError`); what
 * fails once running is a line in the stream.
 */
function streamsError(api: ApiRequest, status: number): boolean {
  return api.stream && (api.endpoint === 'generate' || status !== 400);
}

/** A 200 event stream of these messages, then `data: [DONE]`, written at once. */
function streamLines(reply: FastifyReply, own: Record<string, string>, messages: unknown[]) {
  const text = [...messages.map((m) => JSON.stringify(m)), '[DONE]']
    .map((l) => `data: ${l}\n\n`)
    .join('');
  send(
    reply,
    200,
    { ...own, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    Buffer.from(text),
  );
}

async function answer(
  deps: ApiDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  parsed: Parsed,
  shapes: Shapes,
): Promise<void> {
  if (!parsed.ok) return void reply.code(400).send(errorBody(400, parsed.message));
  const api = parsed.request;
  const built = engineRequests(api, deps.session.config.contextLength);
  if (!built.ok) return refusedByNodes(deps, reply, api, built.message);
  const started = Date.now();
  if (streamsAsProduced(deps, api, built.requests))
    return streamAsProduced(deps, req, reply, api, built.requests[0]!, shapes, started);
  const tickets: Ticket[] = built.requests.map((r) => deps.session.submit(req.tenant!, r));
  // mini_lb awaits both nodes for a whole answer and does not notice a client that leaves
  // (mini_lb.py @001c2ae0 `generate`: `asyncio.gather`, no disconnect check; a plain FastAPI
  // endpoint is not cancelled): the nodes serve it to the end. A stream is cancelled
  // (Starlette's StreamingResponse), and sgl-router cancels both sides (dispatch.rs @03744dbe)
  const keepsServing = deps.session.config.router === 'mini_lb' && !api.stream;
  const gone = () => {
    if (!keepsServing) tickets.forEach((t) => t.drop());
  };
  reply.raw.on('close', gone);
  // the bytes are built as soon as the engine has every answer (up to a tick before they are
  // due), so that a boundary with many answers due only writes them (bench:live, 100 clients)
  const early = await Promise.all(tickets.map((t) => t.computed));
  if (early.some((o) => !o)) return void reply.raw.off('close', gone);
  const outcomes = early as Outcome[];
  const due = Math.max(...outcomes.map((o, i) => tickets[i]!.dueAt(o.answer.tick)));
  const write = prepare(deps, api, built.requests, outcomes, shapes, {
    latency: (due - started) / 1000,
    created: Math.floor(started / 1000),
  });
  const final = await Promise.all(tickets.map((t) => t.outcome));
  reply.raw.off('close', gone);
  if (final.some((o) => !o) || reply.raw.destroyed) return;
  write(reply);
  // overhead: from when the engine clock made the answer due to when it was handed to the socket
  deps.onOverhead?.(Date.now() - due);
}

/**
 * The stand-in's own failure (session.ts `failedVerdict`: its epoch's engine failed), not a
 * node's answer a router relays: SGLang's error shape as it is. Such a verdict alone is
 * "wrong" while giving the very status and error it expected.
 */
function standInFailure(v: Verdict): boolean {
  return !v.correct && v.expectedStatus === v.httpStatus && v.expectedError === v.error;
}

/**
 * Whether a stream goes out as the engine produces its tokens: one choice (a batch or `n > 1`
 * is sent when all are done), and not a prompt an OpenAI route refuses before streaming (its
 * TokenizerManager checks, known now: that is a 400, see `streamsError`).
 */
function streamsAsProduced(deps: ApiDeps, api: ApiRequest, requests: PromptRequest[]): boolean {
  if (!api.stream || requests.length !== 1) return false;
  if (api.endpoint === 'generate') return true;
  const r = requests[0]!;
  const ctx = deps.session.config.contextLength;
  return !exceedsContext(r.promptTokens, ctx) && !exceedsTotal(r.promptTokens, r.maxNewTokens, ctx);
}

/** What a request being decoded will answer, for the chunks of the tokens it has so far. */
function planned(p: Progress): Verdict {
  return {
    request: 0,
    httpStatus: 200,
    error: null,
    isolation: 'clean',
    leakedFrom: [],
    pageCounts: { own: 0, crossTenant: 0, sameTenant: 0, unwritten: 0 },
    correct: true,
    expectedStatus: 200,
    expectedError: null,
    output: p.output,
    generated: p.total,
  };
}

/**
 * A stream as SGLang sends it: the 200 and the headers at once (http_server.py @0025436e
 * `generate_request` returns its `StreamingResponse` before the request runs), each token's
 * chunk at the end of the engine tick that produced it (tokenizer_manager yields each decode
 * step's output), then the last chunk with the finish reason, the usage chunk when asked, and
 * `data: [DONE]`; an error is a `data:` line. What the engine found goes in trailers
 * (`x-stand-in-isolation`, `x-stand-in-leaked-from`): it is known at the end.
 */
function streamAsProduced(
  deps: ApiDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  api: ApiRequest,
  request: PromptRequest,
  { chunks }: Shapes,
  started: number,
): Promise<void> {
  const ticket = deps.session.submit(req.tenant!, request);
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, val] of Object.entries(reply.getHeaders()))
    if (val !== undefined) headers[k] = val;
  Object.assign(headers, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'x-stand-in-request': headerSafe(ticket.spec.id),
    trailer: 'x-stand-in-isolation, x-stand-in-leaked-from',
  });
  reply.hijack();
  try {
    raw.writeHead(200, headers);
  } catch {
    ticket.drop();
    return Promise.resolve(void raw.destroy());
  }
  const gone = () => ticket.drop();
  raw.on('close', gone);
  const about = () => ({
    id: ticket.spec.id,
    request,
    latency: (Date.now() - started) / 1000,
    created: Math.floor(started / 1000),
  });
  const line = (m: unknown) => raw.write(`data: ${JSON.stringify(m)}\n\n`);
  let sent = 0;
  // chunk j carries token j; the last (the finish reason) and the usage wait for the answer
  ticket.onTick(() => {
    try {
      const p = ticket.progress();
      if (!p || raw.destroyed) return;
      const all = chunks({ api, replies: [{ ...about(), verdict: planned(p) }] });
      const steps = Math.max(1, pieces(api, planned(p)).length);
      for (; sent < Math.min(p.produced, steps - 1); sent++) line(all[sent]);
    } catch {
      // a stream that cannot be written is the client's problem, never the engine's
    }
  });
  return ticket.outcome.then((o) => {
    raw.off('close', gone);
    if (!o || raw.destroyed) return;
    const v = o.answer.verdict;
    const rest =
      v.httpStatus !== 200
        ? [streamError(api.endpoint, v.httpStatus, v.error ?? '')]
        : chunks({ api, replies: [{ ...about(), verdict: v }] }).slice(sent);
    for (const m of rest) line(m);
    raw.write('data: [DONE]\n\n');
    const leaked = v.leakedFrom.map((l) => `${l.tenant}/${l.request}`).join(', ');
    raw.addTrailers({
      'x-stand-in-isolation': v.isolation,
      ...(leaked ? { 'x-stand-in-leaked-from': headerSafe(leaked) } : {}),
    });
    raw.end();
    deps.onOverhead?.(Date.now() - ticket.dueAt(o.answer.tick));
  });
}

/**
 * A header value node accepts: tenant ids (and so request ids) may hold any character, and a
 * header may not, so what is outside printable ASCII is percent-encoded (`租户A-1` →
 * `%E7%A7%9F%E6%88%B7A-1`); the body keeps them as they are.
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 decoder would show it
    }
  });
}

/** The answer's status, headers and body, built now; the returned function only writes them. */
function prepare(
  deps: ApiDeps,
  api: ApiRequest,
  requests: PromptRequest[],
  outcomes: Outcome[],
  { whole, chunks }: Shapes,
  about: { latency: number; created: number },
): (reply: FastifyReply) => void {
  const verdicts = outcomes.map((o) => o.answer.verdict);
  const leaked = [
    ...new Set(verdicts.flatMap((v) => v.leakedFrom.map((l) => `${l.tenant}/${l.request}`))),
  ].join(', ');
  // what the engine found, beside SGLang's own answer (the worst of the choices)
  const order = ['cross-tenant', 'same-tenant', 'unwritten', 'clean'];
  const isolation = verdicts
    .map((v) => v.isolation as string)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))[0]!;
  const own: Record<string, string> = {
    'x-stand-in-request': headerSafe(outcomes.map((o) => o.spec.id).join(', ')),
    'x-stand-in-isolation': isolation,
    ...(leaked ? { 'x-stand-in-leaked-from': headerSafe(leaked) } : {}),
  };
  // SGLang fails a batch as a whole: the first request that failed decides the answer
  const failed = verdicts.find((v) => v.httpStatus !== 200);
  const router = deps.session.config.router;
  if (failed) {
    const message = failed.error ?? '';
    if (streamsError(api, failed.httpStatus)) {
      const line = streamError(api.endpoint, failed.httpStatus, message);
      return (r) => streamLines(r, own, [line]);
    }
    const body = standInFailure(failed)
      ? errorBody(failed.httpStatus, message)
      : relayedErrorBody(router, api.endpoint, failed.httpStatus, message);
    const bytes = Buffer.from(JSON.stringify(body));
    return (r) => send(r, failed.httpStatus, { ...own, ...JSON_TYPE }, bytes);
  }
  const replies: Reply[] = outcomes.map((o, i) => ({
    id: o.spec.id,
    request: requests[i]!,
    verdict: o.answer.verdict,
    ...about,
  }));
  const a: Answer = { api, replies };
  if (api.stream) {
    const messages = chunks(a);
    return (r) => streamLines(r, own, messages);
  }
  const bytes = Buffer.from(JSON.stringify(whole(a)));
  return (r) => send(r, 200, { ...own, ...JSON_TYPE }, bytes);
}

/**
 * The answering routes take their body as JSON only as the router they stand in for does
 * (routes/contentType.ts): the refusal is written before the body is looked at.
 */
function refuseContentType(deps: ApiDeps) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = contentTypeRefusal(
      deps.session.config.router,
      req.headers['content-type'],
      req.body,
    );
    if (!refusal) return;
    return reply
      .code(refusal.status)
      .header('content-type', refusal.contentType)
      .send(refusal.body);
  };
}

export function apiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  app.decorateRequest('tenant', null);
  // every request that comes in first lets the engine run the ticks that are due (Session.catchUp)
  app.addHook('onRequest', (_req, _reply, done) => {
    deps.session.catchUp();
    done();
  });
  app.addHook('onRequest', async (req, reply) => {
    const path = routedPath(req); // the path the router matches, not the raw URL (auth.ts)
    if (isOpenPath(path) || path.startsWith('/live') || req.method === 'OPTIONS') return;
    if (!isApiPath(path)) return;
    if (deps.apiKey) return singleKey(deps, deps.apiKey, req, reply);
    req.tenant = tenantOf(deps.keys, req.headers.authorization);
    if (req.tenant === null) return reply.code(401).send(UNAUTHORIZED);
  });
  const answering = { preHandler: refuseContentType(deps) };
  app.post('/generate', answering, (req, reply) =>
    answer(deps, req, reply, parseGenerate(req.body), GENERATE),
  );
  app.post('/v1/completions', answering, (req, reply) =>
    answer(deps, req, reply, parseCompletion(req.body), OPENAI),
  );
  app.post('/v1/chat/completions', answering, (req, reply) =>
    answer(deps, req, reply, parseChat(req.body), OPENAI),
  );
  const ctx = () => deps.session.config.contextLength;
  // sgl-router and mini_lb (`get_models`) answer the first prefill's /v1/models; the model
  // route (`/v1/models/{model}`) on a router is the stand-in's reading, not traced
  modelRoutes(app, ctx);
  // a stand-in convenience: neither router serves them (a node does), see docs/live.md
  tokenizeRoutes(app, ctx);
  app.get('/get_model_info', (_req, reply) => {
    // mini_lb answers a dummy of its own (`get_model_info`); sgl-router the first prefill's
    if (deps.session.config.router === 'mini_lb')
      return reply.send({
        model_path: '/path/to/dummy/model',
        tokenizer_path: '/path/to/dummy/tokenizer',
        is_generation: true,
        preferred_sampling_params: { temperature: 0.7, max_new_tokens: 128 },
      });
    return reply.send({
      model_path: MODEL,
      tokenizer_path: MODEL,
      is_generation: true,
      preferred_sampling_params: null,
      weight_version: 'default',
    });
  });
  // sgl-router (pd_router.rs @0105f2a3 `get_server_info`): the first prefill's, proxied;
  // mini_lb (mini_lb.py @001c2ae0 `get_server_info`): both nodes' and the decodes' states
  app.get('/get_server_info', (_req, reply) => {
    const ports = deps.nodePorts?.() ?? { prefill: 0, decode: 0 };
    const prefill = serverInfo(deps.session, 'prefill', ports.prefill);
    if (deps.session.config.router === 'sgl-router') return reply.send(prefill);
    const decode = serverInfo(deps.session, 'decode', ports.decode);
    return reply.send({
      internal_states: decode.internal_states,
      prefill: [prefill],
      decode: [decode],
    });
  });
  // both routers pass /flush_cache to every node; mini_lb answers an empty 200 (mini_lb.py
  // `flush_cache`; sgl-router's own body was not read). The engine keeps no cache to flush
  // between requests that a flush would change: see docs/live.md
  app.post('/flush_cache', (_req, reply) => reply.code(200).send(''));
  app.get('/health', async (_req, reply) => reply.code(200).send(''));
  app.get('/health_generate', async (_req, reply) => reply.code(200).send(''));
}

/** The routes a router sends on to both nodes (the others it answers itself). */
const FORWARDED = new Set(['/generate', '/v1/completions', '/v1/chat/completions']);

/**
 * SGLang's single-key mode: the nodes run `add_api_key_middleware` with one key
 * (python/sglang/srt/utils `add_api_key_middleware`: `Authorization` must be `Bearer <key>`,
 * else 401 `{"error": "Unauthorized"}`; OPTIONS, `/health*` and `/metrics` open), and neither
 * router checks a client's key: sgl-router forwards `Authorization` to the nodes
 * (pd_router.rs @0105f2a3 `build_post_with_headers`) and relays their 401 as the gateway's
 * `internal_error` 500 (audit M7: `handle_decode_error_response`'s `_ =>` arm, the message
 * is our reading); mini_lb forwards no header (mini_lb.py @001c2ae0 `session.post(url,
 * json=…)`), so nodes with a key refuse every request it sends and it returns their 401.
 * Every request that gets through is the first tenant's.
 */
function singleKey(deps: ApiDeps, key: string, req: FastifyRequest, reply: FastifyReply) {
  req.tenant = deps.keys.get(key) ?? null;
  if (!FORWARDED.has(routedPath(req))) return;
  const router = deps.session.config.router;
  if (router === 'mini_lb') return reply.code(401).send(UNAUTHORIZED);
  if (req.headers.authorization === `Bearer ${key}`) return;
  return reply.code(500).send({
    error: {
      message: `Decode server error (401 Unauthorized): ${JSON.stringify(UNAUTHORIZED)}`,
      type: 'internal_error',
      code: 'decode_error',
    },
  });
}

const API_PATHS = new Set([
  '/generate',
  '/tokenize',
  '/get_model_info',
  '/get_server_info',
  '/flush_cache',
]);
function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.startsWith('/v1/') || API_PATHS.has(path);
}
