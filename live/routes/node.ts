/**
 * A prefill or decode node's own endpoints (python/sglang/srt/entrypoints/http_server.py
 * @0025436e): `GET /get_server_info` (its server arguments and the scheduler's figures:
 * `max_total_num_tokens`, `max_req_input_len`), `GET /get_model_info`, `GET /health` and
 * `/health_generate`, `POST /tokenize`, `/v1/tokenize`, `/detokenize`, `/v1/detokenize`,
 * `GET|POST /flush_cache`, `GET /v1/models` and `/v1/models/{model}`. This is where an
 * operator reads each node's real pool size. A node's `/generate` is not served: see
 * docs/live.md.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  alignedPool,
  maxReqInputLen,
  routerBuildOf,
  type Config,
  type NodeName,
  type RouterBuild,
} from '../../src/engine';
import { UNAUTHORIZED, errorBody } from '../../src/wire/errors';
import { MODEL } from '../../src/wire/responses';
import { BadInput, chatText } from '../../src/wire/chatMessages';
import { VOCAB_SIZE, tokenize } from '../../src/wire/tokenizer';
import { isOpenPath } from '../auth';
import { retryInfo } from '../retryPolicy';
import type { Session } from '../session';
import { contentTypeRefusal } from './contentType';

/** Not an SGLang release: the stand-in follows SGLang's current code (../shared/facts). */
export const VERSION = '0.0.0+stale-pages.stand-in';

/** Which sgl-router build's code the engine answers as (src/engine/types.ts `RouterBuild`). */
const BUILD_CODE: Record<RouterBuild, string> = {
  'dispatch-03744dbe':
    'sgl-model-gateway pd_router/dispatch.rs @03744dbe: first error from either node wins',
  'select-29017':
    'PR #29017 select loop: a prefill error at once; a decode error held until the prefill answers',
  'join-004dcda2':
    'sgl-model-gateway pd_router.rs @004dcda2 tokio::join!: both answers, the decode error checked first',
  'drain-0105f2a3':
    'sgl-router pd_router.rs @0105f2a3: the prefill drained in the background, the decode answer',
};

/** Which router code the stand-in's router answers as (docs/live.md, docs/model.md). */
export function routerCode(c: Config): string {
  if (c.router === 'mini_lb')
    return 'python/sglang/srt/disaggregation/mini_lb.py @001c2ae0: the decode node status and body';
  return `${BUILD_CODE[routerBuildOf(c)]}; relayed in the gateway envelope`;
}

export function serverInfo(session: Session, node: NodeName, port: number) {
  const c = session.config;
  const pool = alignedPool(c[node].poolTokens, c.pageSize);
  return {
    model_path: MODEL,
    tokenizer_path: MODEL,
    host: '127.0.0.1',
    port,
    context_length: c.contextLength,
    page_size: c.pageSize,
    disaggregation_mode: node,
    disaggregation_transfer_backend: 'mooncake',
    tp_size: 1,
    max_total_num_tokens: pool,
    max_req_input_len: maxReqInputLen(c.contextLength, pool),
    internal_states: [
      {
        epoch: session.epochNumber,
        router: c.router,
        router_build: c.router === 'sgl-router' ? routerBuildOf(c) : null,
        router_code: routerCode(c),
        router_retries: retryInfo(c.router, session.retryMaxRetries),
        fixes: c.fixes,
      },
    ],
    version: VERSION,
  };
}

/** protocol.py `ModelCard`, as `/v1/models` lists it. */
export function modelCard(id: string, contextLength: number) {
  return {
    id,
    object: 'model',
    created: 0,
    owned_by: 'sglang',
    root: id,
    max_model_len: contextLength,
  };
}

/** `validate_json_request`: the node's JSON routes refuse any other media type with 400. */
async function jsonOnly(req: FastifyRequest, reply: FastifyReply) {
  const refusal = contentTypeRefusal('node', req.headers['content-type'], req.body);
  if (refusal)
    return reply
      .code(refusal.status)
      .header('content-type', refusal.contentType)
      .send(refusal.body);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `/tokenize` and `/v1/tokenize` (serving_tokenize.py `OpenAIServingTokenize`): `prompt` a
 * string (`tokens`, `count`) or a list of strings (a list of token lists and of counts), or
 * `messages` (with `tools`, `tool_choice`: the chat template applied, as a chat request's
 * prompt is; test_srt_endpoint.py @05f70dc5 `test_openai_tokenize_chat_messages`), with
 * `max_model_len`; `/detokenize` and `/v1/detokenize`: `tokens` (ids) back to `text`. The
 * stand-in's tokenizer is one token per UTF-8 byte (src/wire/tokenizer.ts).
 */
export function tokenizeRoutes(app: FastifyInstance, contextLength: () => number, json = false) {
  const opts = json ? { preHandler: jsonOnly } : {};
  const tok = async (req: FastifyRequest, reply: FastifyReply) => {
    const b = isObj(req.body) ? req.body : {};
    if (b.messages !== undefined) {
      try {
        const tokens = tokenize(chatText(b));
        return { tokens, count: tokens.length, max_model_len: contextLength() };
      } catch (e) {
        if (e instanceof BadInput) return reply.code(400).send(errorBody(400, e.message));
        throw e;
      }
    }
    const p = b.prompt ?? b.text;
    if (typeof p === 'string') {
      const tokens = tokenize(p);
      return { tokens, count: tokens.length, max_model_len: contextLength() };
    }
    if (Array.isArray(p) && p.every((x) => typeof x === 'string')) {
      const tokens = p.map(tokenize);
      return { tokens, count: tokens.map((t) => t.length), max_model_len: contextLength() };
    }
    return reply.code(400).send(errorBody(400, 'prompt must be a string or a list of strings'));
  };
  app.post('/tokenize', opts, tok);
  app.post('/v1/tokenize', opts, tok);
}

function detokenizeRoutes(app: FastifyInstance) {
  const detok = async (req: FastifyRequest, reply: FastifyReply) => {
    const b = isObj(req.body) ? req.body : {};
    const t = b.tokens;
    if (!Array.isArray(t) || !t.every((x) => typeof x === 'number' && Number.isInteger(x)))
      return reply.code(400).send(errorBody(400, 'tokens must be a list of integers'));
    const ids = t as number[];
    // SGLang's tokenizer raises on an id outside its vocabulary: a 500 from the handler
    const outside = ids.find((x) => x < 0 || x >= VOCAB_SIZE);
    if (outside !== undefined)
      return reply
        .code(500)
        .send(
          errorBody(500, `token id ${outside} is outside the vocabulary (0 to ${VOCAB_SIZE - 1})`),
        );
    return { text: Buffer.from(ids).toString('utf8') };
  };
  app.post('/detokenize', { preHandler: jsonOnly }, detok);
  app.post('/v1/detokenize', { preHandler: jsonOnly }, detok);
}

export function nodeRoutes(
  app: FastifyInstance,
  session: Session,
  node: NodeName,
  port: () => number,
  apiKey: string | null = null,
) {
  const ctx = () => session.config.contextLength;
  // SGLang's `--api-key` (`add_api_key_middleware`): one key; OPTIONS, /health*, /metrics open
  if (apiKey)
    app.addHook('onRequest', async (req, reply) => {
      if (req.method === 'OPTIONS' || isOpenPath(req.url)) return;
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return reply.code(401).send(UNAUTHORIZED);
    });
  // `/server_info` and its deprecated alias `/get_server_info`, one answer (SGLang's
  // test_srt_endpoint.py @05f70dc5 `test_get_server_info` asks `/server_info` of a node)
  for (const path of ['/server_info', '/get_server_info'])
    app.get(path, (_req, reply) => reply.send(serverInfo(session, node, port())));
  app.get('/get_model_info', (_req, reply) =>
    reply.send({
      model_path: MODEL,
      tokenizer_path: MODEL,
      is_generation: true,
      preferred_sampling_params: null,
      weight_version: 'default',
    }),
  );
  app.get('/health', async (_req, reply) => reply.code(200).send(''));
  app.get('/health_generate', async (_req, reply) => reply.code(200).send(''));
  tokenizeRoutes(app, ctx, true);
  detokenizeRoutes(app);
  // http_server.py `flush_cache`: its text, 200 (400 when requests are running: the stand-in's
  // engine keeps nothing a flush would change, see docs/live.md)
  const flushed =
    'Cache flushed.\nPlease check backend logs for more details. ' +
    '(When there are running or waiting requests, the operation will not be performed.)\n';
  app.route({
    method: ['GET', 'POST'],
    url: '/flush_cache',
    handler: async (_req, reply) => reply.code(200).send(flushed),
  });
  modelRoutes(app, ctx);
}

/**
 * `GET /v1/models` and `/v1/models/{model}` (http_server.py `available_models`,
 * `retrieve_model`): the served name, or 404 with OpenAI's nested error for another.
 */
export function modelRoutes(app: FastifyInstance, contextLength: () => number) {
  app.get('/v1/models', (_req, reply) =>
    reply.send({ object: 'list', data: [modelCard(MODEL, contextLength())] }),
  );
  app.get('/v1/models/*', (req, reply) => {
    const model = (req.params as { '*': string })['*'];
    if (model === MODEL) return reply.send(modelCard(MODEL, contextLength()));
    return reply.code(404).send({
      error: {
        message: `The model '${model}' does not exist`,
        type: 'invalid_request_error',
        param: 'model',
        code: 'model_not_found',
      },
    });
  });
}
