/**
 * A stream sent as the engine produces its tokens: the 200 at once, each token's chunk at the
 * end of its tick, each choice's last chunk with its answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { exceedsContext, exceedsTotal, type Verdict } from '../../src/engine';
import { routerMessage, streamError } from '../../src/wire/errors';
import type { ApiRequest, PromptRequest } from '../../src/wire/requests';
import { pieces } from '../../src/wire/responses';
import type { Progress } from '../engine/run';
import type { ApiDeps } from './api';
import { headerSafe, type Shapes } from './reply';

/**
 * Whether a stream goes out as the engine produces its tokens: any stream but one whose prompt
 * an OpenAI route refuses before streaming (its TokenizerManager checks, known now: that is a
 * 400, see `streamsError` in api.ts).
 */
export function streamsAsProduced(
  deps: ApiDeps,
  api: ApiRequest,
  requests: PromptRequest[],
): boolean {
  if (!api.stream) return false;
  if (api.endpoint === 'generate') return true;
  const ctx = deps.session.config.contextLength;
  return requests.every(
    (r) =>
      !exceedsContext(r.promptTokens, ctx) && !exceedsTotal(r.promptTokens, r.maxNewTokens, ctx),
  );
}

/** What a request being decoded will answer (nothing yet before its first token). */
function planned(p: Progress | null): Verdict {
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
    output: p?.output ?? [],
    generated: p?.total ?? 0,
  };
}

const ORDER = ['cross-tenant', 'same-tenant', 'unwritten', 'clean'];

/**
 * A stream as SGLang sends it: the 200 and the headers at once (http_server.py @0025436e
 * `generate_request` returns its `StreamingResponse` before the request runs), each token's
 * chunk at the end of the engine tick that produced it (tokenizer_manager yields each decode
 * step's output), each choice's last chunk with its finish reason when it is answered, then the
 * usage chunk when asked, and `data: [DONE]`; an error is a `data:` line. What the engine found
 * goes in trailers (`x-stand-in-isolation`, the worst of the choices, and
 * `x-stand-in-leaked-from`): it is known at the end.
 */
export function streamAsProduced(
  deps: ApiDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  api: ApiRequest,
  requests: PromptRequest[],
  { chunks }: Shapes,
  started: number,
): Promise<void> {
  const tickets = requests.map((r) => deps.session.submit(req.tenant!, r));
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, val] of Object.entries(reply.getHeaders()))
    if (val !== undefined) headers[k] = val;
  Object.assign(headers, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'x-stand-in-request': headerSafe(tickets.map((t) => t.spec.id).join(', ')),
    trailer: 'x-stand-in-isolation, x-stand-in-leaked-from',
  });
  const dropAll = () => tickets.forEach((t) => t.drop());
  reply.hijack();
  try {
    raw.writeHead(200, headers);
    // the 200 goes out now, as Starlette's StreamingResponse starts its answer before the
    // request runs (node would hold the headers back until the first chunk)
    raw.flushHeaders();
  } catch {
    dropAll();
    return Promise.resolve(void raw.destroy());
  }
  raw.on('close', dropAll);
  const line = (m: unknown) => raw.write(`data: ${JSON.stringify(m)}\n\n`);
  // each choice: what it will answer (planned, then its verdict) and the chunks sent of it
  const verdicts: Verdict[] = tickets.map(() => planned(null));
  const sent = tickets.map(() => 0);
  /** Every choice's chunks, and where each choice's start (chunk j of a choice: token j). */
  const build = () => {
    const replies = tickets.map((t, i) => ({
      id: t.spec.id,
      request: requests[i]!,
      verdict: verdicts[i]!,
      latency: (Date.now() - started) / 1000,
      created: Math.floor(started / 1000),
    }));
    const all = chunks({ api, replies });
    const steps = verdicts.map((v) => Math.max(1, pieces(api, v).length));
    const at = steps.map((_, i) => steps.slice(0, i).reduce((a, b) => a + b, 0));
    return { all, steps, at };
  };
  const send = (i: number, upTo: number, b: ReturnType<typeof build>) => {
    for (; sent[i]! < upTo; sent[i]!++) line(b.all[b.at[i]! + sent[i]!]);
  };
  const answered = tickets.map(() => false);
  tickets.forEach((t, i) =>
    t.onTick(() => {
      try {
        const p = t.progress();
        if (!p || raw.destroyed || answered[i]) return;
        verdicts[i] = planned(p);
        const b = build();
        // the last chunk of a choice carries its finish reason: it waits for the answer
        send(i, Math.min(p.produced, b.steps[i]! - 1), b);
      } catch {
        // a stream that cannot be written is the client's problem, never the engine's
      }
    }),
  );
  let failed = false;
  // the router's own timeout cuts the stream: no error line, no [DONE] (errors.ts routerMessage)
  let cut = false;
  const each = tickets.map((t, i) =>
    t.outcome.then((o) => {
      answered[i] = true;
      if (!o || raw.destroyed) return o;
      const v = o.answer.verdict;
      verdicts[i] = v;
      if (v.httpStatus !== 200 && routerMessage(v.error ?? '')) {
        failed = true;
        cut = true;
      } else if (v.httpStatus !== 200) {
        failed = true;
        line(
          streamError(api.endpoint, v.httpStatus, v.error ?? '', {
            id: o.spec.id,
            promptTokens: requests[i]!.promptTokens,
          }),
        );
      } else {
        const b = build();
        send(i, b.steps[i]!, b);
      }
      return o;
    }),
  );
  return Promise.all(each).then((outcomes) => {
    raw.off('close', dropAll);
    if (outcomes.some((o) => !o) || raw.destroyed) return;
    if (cut) {
      raw.destroy();
      return;
    }
    if (!failed) {
      const b = build();
      for (const m of b.all.slice(b.steps.reduce((a, x) => a + x, 0))) line(m); // the usage
    }
    raw.write('data: [DONE]\n\n');
    const leaked = [
      ...new Set(verdicts.flatMap((v) => v.leakedFrom.map((l) => `${l.tenant}/${l.request}`))),
    ].join(', ');
    const isolation = verdicts
      .map((v) => v.isolation as string)
      .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0]!;
    raw.addTrailers({
      'x-stand-in-isolation': isolation,
      ...(leaked ? { 'x-stand-in-leaked-from': headerSafe(leaked) } : {}),
    });
    raw.end();
    const due = Math.max(...outcomes.map((o, i) => tickets[i]!.dueAt(o!.answer.tick)));
    deps.onOverhead?.(Date.now() - due);
  });
}
