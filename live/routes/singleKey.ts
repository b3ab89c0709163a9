/** SGLang's single-key mode at the router (`--api-key`): see `singleKey`. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UNAUTHORIZED } from '../../src/wire/errors';
import { routedPath } from '../auth';
import type { ApiDeps } from './api';

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
 * Which tenant a request is: see `bodyTenant` (the first tenant's when it names none).
 */
export function singleKey(deps: ApiDeps, key: string, req: FastifyRequest, reply: FastifyReply) {
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

/**
 * The tenant a request names in its body, in single-key mode (one key, so the key cannot say):
 * `extra_key` (SGLang's request field "for classifying the request (e.g. cache_salt)", on
 * `/generate` (io_struct.py `GenerateReqInput`) and the OpenAI routes (protocol.py)), else the
 * OpenAI `user` field. Both routers forward the body as it is (mini_lb.py @001c2ae0
 * `modified_request = request_data.copy()`; sgl-router's request types carry both fields), where
 * a header would not cross mini_lb. A value that is no tenant's id, or none: null.
 */
export function bodyTenant(tenants: readonly string[], body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const v of [b.extra_key, b.user]) if (typeof v === 'string' && tenants.includes(v)) return v;
  return null;
}
