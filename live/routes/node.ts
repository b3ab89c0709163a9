/**
 * A prefill or decode node's own endpoints: `GET /get_server_info` (its server arguments and
 * the scheduler's figures: `max_total_num_tokens`, `max_req_input_len`), `GET /health`,
 * `GET /get_model_info`. This is where an operator reads each node's real pool size.
 */
import type { FastifyInstance } from 'fastify';
import { alignedPool, maxReqInputLen, type NodeName } from '../../src/engine';
import { MODEL } from '../../src/wire/responses';
import type { Session } from '../session';

/** Not an SGLang release: the stand-in follows SGLang's current code (../shared/facts). */
export const VERSION = '0.0.0+stale-pages.stand-in';

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
    internal_states: [{ epoch: session.epochNumber, router: c.router, fixes: c.fixes }],
    version: VERSION,
  };
}

export function nodeRoutes(
  app: FastifyInstance,
  session: Session,
  node: NodeName,
  port: () => number,
) {
  app.get('/get_server_info', async () => serverInfo(session, node, port()));
  app.get('/get_model_info', async () => ({
    model_path: MODEL,
    tokenizer_path: MODEL,
    is_generation: true,
  }));
  app.get('/health', async (_req, reply) => reply.code(200).send(''));
  app.get('/health_generate', async (_req, reply) => reply.code(200).send(''));
}
