/**
 * A stream sent as the engine produces its tokens (one choice): the 200 at once, each token's
 * chunk at the end of its tick, the rest with the answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { exceedsContext, exceedsTotal, type Verdict } from '../../src/engine';
import { streamError } from '../../src/wire/errors';
import type { ApiRequest, PromptRequest } from '../../src/wire/requests';
import { pieces } from '../../src/wire/responses';
import type { Progress } from '../engine/run';
import type { ApiDeps } from './api';
import { headerSafe, type Shapes } from './reply';

/**
 * Whether a stream goes out as the engine produces its tokens: one choice (a batch or `n > 1`
 * is sent when all are done), and not a prompt an OpenAI route refuses before streaming (its
 * TokenizerManager checks, known now: that is a 400, see `streamsError`).
 */
export function streamsAsProduced(
  deps: ApiDeps,
  api: ApiRequest,
  requests: PromptRequest[],
): boolean {
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
export function streamAsProduced(
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
