/**
 * The router's SGLang endpoints: `/generate`, `/v1/completions`, `/v1/chat/completions`,
 * `/v1/models`, `/tokenize` and `/v1/tokenize`, `/get_model_info`, `/health`. Every prompt
 * becomes a request of the session's tenant (from the API key); the status and body are the
 * engine's answer for it under the configured router.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, UNAUTHORIZED } from '../../src/wire/errors';
import {
  parseChat,
  parseCompletion,
  parseGenerate,
  type Parsed,
  type PromptRequest,
} from '../../src/wire/requests';
import {
  MODEL,
  generateBody,
  generateChunks,
  openaiBody,
  openaiChunks,
  type Reply,
} from '../../src/wire/responses';
import { tokenize } from '../../src/wire/tokenizer';
import { isOpenPath, tenantOf, type Keys } from '../auth';
import type { Outcome, Session } from '../session';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: string | null;
  }
}

export interface ApiDeps {
  session: Session;
  keys: Keys;
  /** called with each answered request's server overhead in ms (the benchmark reads it) */
  onOverhead?: (ms: number) => void;
}

/** An endpoint's reply shapes: whole, or the chunks of its stream. */
interface Shapes {
  whole: (r: Reply) => unknown;
  chunks: (r: Reply) => unknown[];
}

async function answer(
  deps: ApiDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  parsed: Parsed,
  shapes: Shapes,
): Promise<void> {
  if (!parsed.ok) return void reply.code(400).send(errorBody(400, parsed.message));
  const started = Date.now();
  const ticket = deps.session.submit(req.tenant!, parsed.request);
  const gone = () => ticket.drop();
  reply.raw.on('close', gone);
  // the bytes are built as soon as the engine has the answer (up to a tick before it is due),
  // so that a boundary with many answers due only writes them (bench:live, 100 clients)
  const early = await ticket.computed;
  if (!early) return void reply.raw.off('close', gone);
  const due = ticket.dueAt(early.answer.tick);
  const write = prepare(reply, early, parsed.request, shapes, {
    id: ticket.spec.id,
    latency: (due - started) / 1000,
    created: Math.floor(started / 1000),
  });
  const outcome = await ticket.outcome;
  reply.raw.off('close', gone);
  if (!outcome || reply.raw.destroyed) return;
  await write(reply);
  // overhead: from when the engine clock made the answer due to when it was handed to the socket
  deps.onOverhead?.(Date.now() - due);
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
  reply: FastifyReply,
  outcome: Outcome,
  request: PromptRequest,
  { whole, chunks }: Shapes,
  about: { id: string; latency: number; created: number },
): (reply: FastifyReply) => void | Promise<void> {
  const { id } = about;
  const v = outcome.answer.verdict;
  const leaked = v.leakedFrom.map((l) => `${l.tenant}/${l.request}`).join(', ');
  // what the engine found, beside SGLang's own answer
  const own: Record<string, string> = {
    'x-stand-in-request': headerSafe(id),
    'x-stand-in-isolation': v.isolation,
    ...(leaked ? { 'x-stand-in-leaked-from': headerSafe(leaked) } : {}),
  };
  if (v.httpStatus !== 200 || !request.stream) {
    // the reply is taken over at the boundary: what hooks set on it so far goes along
    const headers: Record<string, string | number | string[]> = {};
    for (const [k, val] of Object.entries(reply.getHeaders()))
      if (val !== undefined) headers[k] = val;
    Object.assign(headers, own);
    const body = Buffer.from(
      JSON.stringify(
        v.httpStatus !== 200
          ? errorBody(v.httpStatus, v.error ?? '')
          : whole({ request, verdict: v, ...about }),
      ),
    );
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    return (r) => {
      r.hijack();
      try {
        r.raw.writeHead(v.httpStatus, headers);
      } catch {
        // nothing can be answered once the reply is hijacked: the client is not left waiting
        return void r.raw.destroy();
      }
      r.raw.end(body);
    };
  }
  const lines = [
    ...chunks({ request, verdict: v, ...about }).map((c) => JSON.stringify(c)),
    '[DONE]',
  ];
  // @fastify/sse frames them (`data:` lines) and ends the stream when the handler returns.
  // Not awaited: a send waits for 'drain', which never comes for a client that has left
  return (r) => {
    void r.headers(own);
    for (const l of lines) r.sse.send(l).catch(() => undefined);
  };
}

const GENERATE: Shapes = { whole: generateBody, chunks: generateChunks };
const OPENAI: Shapes = { whole: openaiBody, chunks: openaiChunks };

/**
 * The answering routes stream only when the body says so (`"stream": true`, as SGLang and the
 * OpenAI API do), so @fastify/sse is told not to negotiate on `Accept` ('manual'); an answer
 * stream is short, so it has no heartbeat.
 */
const ANSWER_ROUTE = { sse: { kind: 'manual', heartbeat: false } } as const;

export function apiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  app.decorateRequest('tenant', null);
  // every request that comes in first lets the engine run the ticks that are due (Session.catchUp)
  app.addHook('onRequest', (_req, _reply, done) => {
    deps.session.catchUp();
    done();
  });
  app.addHook('onRequest', async (req, reply) => {
    if (isOpenPath(req.url) || req.url.startsWith('/live') || req.method === 'OPTIONS') return;
    if (!isApiPath(req.url)) return;
    req.tenant = tenantOf(deps.keys, req.headers.authorization);
    if (req.tenant === null) return reply.code(401).send(UNAUTHORIZED);
  });
  const ctx = () => deps.session.config.contextLength;
  app.post('/generate', ANSWER_ROUTE, (req, reply) =>
    answer(deps, req, reply, parseGenerate(req.body), GENERATE),
  );
  app.post('/v1/completions', ANSWER_ROUTE, (req, reply) =>
    answer(deps, req, reply, parseCompletion(req.body), OPENAI),
  );
  app.post('/v1/chat/completions', ANSWER_ROUTE, (req, reply) =>
    answer(deps, req, reply, parseChat(req.body), OPENAI),
  );
  app.get('/v1/models', (_req, reply) =>
    reply.send({
      object: 'list',
      data: [
        {
          id: MODEL,
          object: 'model',
          created: 0,
          owned_by: 'sglang',
          root: MODEL,
          max_model_len: ctx(),
        },
      ],
    }),
  );
  const tok = async (req: FastifyRequest, reply: FastifyReply) => {
    const b = req.body as Record<string, unknown> | undefined;
    const text = b?.prompt ?? b?.text;
    if (typeof text !== 'string')
      return reply.code(400).send(errorBody(400, 'prompt must be a string'));
    const tokens = tokenize(text);
    return { tokens, count: tokens.length, max_model_len: ctx() };
  };
  app.post('/tokenize', tok);
  app.post('/v1/tokenize', tok);
  app.get('/get_model_info', (_req, reply) =>
    reply.send({
      model_path: MODEL,
      tokenizer_path: MODEL,
      is_generation: true,
      preferred_sampling_params: null,
    }),
  );
  app.get('/health', async (_req, reply) => reply.code(200).send(''));
  app.get('/health_generate', async (_req, reply) => reply.code(200).send(''));
}

const API_PATHS = new Set(['/generate', '/tokenize', '/get_model_info', '/get_server_info']);
function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.startsWith('/v1/') || API_PATHS.has(path);
}
