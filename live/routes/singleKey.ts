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
 * Every request that gets through is the first tenant's.
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
