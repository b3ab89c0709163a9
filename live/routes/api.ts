/**
 * The router's SGLang endpoints: `/generate`, `/v1/completions`, `/v1/chat/completions`,
 * `/v1/models`, `/get_model_info`, `/get_server_info`, `/flush_cache`, `/health`,
 * `/health_generate`; `/tokenize` and `/v1/tokenize` answer 404 as each router does (a node serves
 * them). Every prompt becomes a request of the session's tenant (from the API key);
 * the status and body are the engine's answer for it under the configured router, written as
 * that router writes it (routes/contentType.ts, src/wire/errors.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prefillServerError, routerBuildOf } from '../../src/engine';
import {
  UNAUTHORIZED,
  errorBody,
  nodeErrorBody,
  relayedErrorBody,
  streamError,
} from '../../src/wire/errors';
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
  type Answer,
  type Reply,
} from '../../src/wire/responses';
import { isOpenPath, routedPath, tenantOf, type Keys } from '../auth';
import type { Outcome, Session, Ticket } from '../session';
import { contentTypeRefusal } from './contentType';
import { JSON_TYPE, headerSafe, send, streamLines, type Shapes } from './reply';
import { bodyTenant, singleKey } from './singleKey';
import { standInFailure, submitRouted } from './retries';
import { modelRoutes, serverInfo } from './node';
import { streamAsProduced, streamsAsProduced } from './streamAsProduced';

/** (tests/live/headers.test.ts reads it here) */
export { headerSafe };

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

const GENERATE: Shapes = { whole: generateBody, chunks: generateChunks };
const OPENAI: Shapes = { whole: openaiBody, chunks: openaiChunks };

/**
 * A request every node refuses before it runs (a length the stand-in checks at the edge, see
 * `engineRequests`): as the router relays the prefill's refusal; in a `/generate` stream, the
 * decode's own line (both nodes answered 200, the router passes the decode's stream on).
 */
function refusedByNodes(deps: ApiDeps, reply: FastifyReply, api: ApiRequest, message: string) {
  const router = deps.session.config.router;
  if (streamsError(api, 400))
    return streamLines(reply, {}, [streamError(api.endpoint, 400, message)]);
  if (api.stream && router === 'mini_lb')
    return miniLbStream(reply, {}, nodeErrorBody(api.endpoint, 400, message));
  const text = router === 'sgl-router' ? prefillServerError(400, message) : message;
  const body = relayedErrorBody(router, api.endpoint, 400, text);
  send(reply, 400, JSON_TYPE, Buffer.from(JSON.stringify(body)));
}

/**
 * mini_lb's answer to a stream the decode node refused with an HTTP error (an OpenAI route's
 * checks, before streaming): `generate_stream` (mini_lb.py @001c2ae0) returns its
 * `StreamingResponse` (200, text/event-stream) whatever the decode answered, and passes the
 * decode's bytes on as they are: the JSON error body, with no `data:` framing.
 */
function miniLbStream(reply: FastifyReply, own: Record<string, string>, body: unknown) {
  send(
    reply,
    200,
    { ...own, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    Buffer.from(JSON.stringify(body)),
  );
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
    return streamAsProduced(deps, req, reply, api, built.requests, shapes, started);
  // not a stream for the nodes either (an OpenAI route's checks refused it before streaming):
  // they answer with an HTTP status, which each router reads as for any request
  const tickets: Ticket[] = built.requests.map((r) =>
    submitRouted(deps.session, req.tenant!, { ...r, stream: false }),
  );
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
      const at = verdicts.indexOf(failed);
      const line = streamError(api.endpoint, failed.httpStatus, message, {
        id: outcomes[at]!.spec.id,
        promptTokens: requests[at]!.promptTokens,
      });
      return (r) => streamLines(r, own, [line]);
    }
    if (api.stream && router === 'mini_lb' && !standInFailure(failed)) {
      const decodeBody = nodeErrorBody(api.endpoint, failed.httpStatus, message);
      return (r) => miniLbStream(r, own, decodeBody);
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
    if (TOKENIZE_PATHS.has(path.split('?')[0]!)) return noRoute(deps, reply);
    if (path.split('?')[0] === '/server_info' && !routesServerInfo(deps.session.config))
      return noRoute(deps, reply);
    if (isOpenPath(path) || path.startsWith('/live') || req.method === 'OPTIONS') return;
    if (!isApiPath(path)) return;
    if (deps.apiKey) return singleKey(deps, deps.apiKey, req, reply);
    req.tenant = tenantOf(deps.keys, req.headers.authorization);
    if (req.tenant === null) return reply.code(401).send(UNAUTHORIZED);
  });
  // single-key mode: the body names the tenant (`bodyTenant`), else the first tenant's
  const tenantFromBody = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (deps.apiKey) req.tenant = bodyTenant(deps.session.tenantIds, req.body) ?? req.tenant;
    done();
  };
  const answering = { preHandler: [refuseContentType(deps), tenantFromBody] };
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
  const getServerInfo = (_req: FastifyRequest, reply: FastifyReply) => {
    const ports = deps.nodePorts?.() ?? { prefill: 0, decode: 0 };
    const prefill = serverInfo(deps.session, 'prefill', ports.prefill);
    if (deps.session.config.router === 'sgl-router') return reply.send(prefill);
    const decode = serverInfo(deps.session, 'decode', ports.decode);
    return reply.send({
      internal_states: decode.internal_states,
      prefill: [prefill],
      decode: [decode],
    });
  };
  app.get('/get_server_info', getServerInfo);
  // `/server_info` (SGLang's own tests ask it; test_srt_endpoint.py @05f70dc5): the gateway's
  // `build_app` (sgl-model-gateway/src/server.rs @04902695) routes it and `/get_server_info` to
  // one handler; the older sgl-router and mini_lb do not route it (`routesServerInfo`)
  app.get('/server_info', getServerInfo);
  // both routers pass /flush_cache to every node; mini_lb answers an empty 200 (mini_lb.py
  // `flush_cache`; sgl-router's own body was not read). The engine keeps no cache to flush
  // between requests that a flush would change: see docs/live.md
  app.post('/flush_cache', (_req, reply) => reply.code(200).send(''));
  app.get('/health', async (_req, reply) => reply.code(200).send(''));
  app.get('/health_generate', async (_req, reply) => reply.code(200).send(''));
}

/**
 * Neither router has a tokenizer route, whatever the method or key: sgl-router's `build_app`
 * (sgl-router/src/server.rs @00eb5eb7) routes no `/tokenize` or `/v1/tokenize`, and its
 * `.fallback(sink_handler)` answers 404 with an empty body; mini_lb.py @001c2ae0 (FastAPI)
 * has no such route either, so FastAPI's own 404 `{"detail": "Not Found"}`. A node serves them
 * (routes/node.ts `tokenizeRoutes`).
 */
const TOKENIZE_PATHS = new Set(['/tokenize', '/v1/tokenize']);
/** A path the router does not route: each router's own 404 (see above). */
function noRoute(deps: ApiDeps, reply: FastifyReply) {
  if (deps.session.config.router === 'sgl-router') return reply.code(404).send();
  return reply.code(404).send({ detail: 'Not Found' });
}

/**
 * Whether the router routes `/server_info`: the sgl-model-gateway builds do
 * (sgl-model-gateway/src/server.rs @04902695 `build_app`: `/server_info`, with
 * `/get_server_info` kept as an alias, one handler; read at that commit only, taken for the
 * gateway builds @004dcda2, #29017 and @03744dbe alike); sgl-router's `build_app`
 * (sgl-router/src/server.rs @00eb5eb7, the `drain-0105f2a3` build's crate) routes only
 * `/get_server_info`, and so does mini_lb.py @001c2ae0.
 */
function routesServerInfo(config: Session['config']): boolean {
  return config.router === 'sgl-router' && routerBuildOf(config) !== 'drain-0105f2a3';
}

const API_PATHS = new Set([
  '/generate',
  '/get_model_info',
  '/get_server_info',
  '/server_info',
  '/flush_cache',
]);
function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.startsWith('/v1/') || API_PATHS.has(path);
}
