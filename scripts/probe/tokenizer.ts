/**
 * Counts a text's tokens on a node's `/tokenize` (or `/v1/tokenize`), as SGLang's node answers
 * it: `{tokens, count, max_model_len}` (http_server.py @0025436e `openai_v1_tokenize`,
 * serving_tokenize.py @0351c1fa). The node is the one src/tools/probe/nodes.ts picks; with
 * none known, the router, which answers 404 under sgl-router and mini_lb: then a clear reason.
 * Every call is counted (the plan states how many there may be, the report how many there were).
 */
import type { TokenizerPlace } from '../../src/tools/probe/nodes';
import { errorMessage, send } from './http';

export interface TokenCounter {
  count(text: string): Promise<number>;
  /** calls made so far, and the tokens they measured */
  calls: number;
  tokens: number;
}

export function nodeTokenizer(
  place: TokenizerPlace,
  router: URL,
  key: string | undefined,
  timeoutMs: number,
): TokenCounter {
  // a node behind a path prefix keeps it: /tokenize is resolved under the base, not at its root
  const raw = new URL(place.url ?? router.href);
  if (!raw.pathname.endsWith('/')) raw.pathname += '/';
  const base = raw.href;
  const at = (p: string) => new URL(p.slice(1), base);
  let path: string | null = null;
  const counter: TokenCounter = {
    calls: 0,
    tokens: 0,
    async count(text: string): Promise<number> {
      for (const p of path ? [path] : ['/tokenize', '/v1/tokenize']) {
        counter.calls++;
        const r = await send('POST', at(p), {
          ...(key ? { key } : {}),
          json: { prompt: text, add_special_tokens: true },
          timeoutMs,
        });
        if (r.status === 404 && !path) continue;
        if (r.status !== 200)
          throw new Error(`POST ${at(p).href}: ${r.status || r.error} ${errorMessage(r.body)}`);
        const j = JSON.parse(r.body) as { count?: unknown; tokens?: unknown };
        const n =
          typeof j.count === 'number' ? j.count : Array.isArray(j.tokens) ? j.tokens.length : null;
        if (n === null) throw new Error(`POST ${p}: no "count" or "tokens" in the answer`);
        path = p;
        counter.tokens += n;
        return n;
      }
      throw new Error(
        place.url
          ? `${base} has no /tokenize or /v1/tokenize (404; found as ${place.from}): give --tokenize-url naming an SGLang node`
          : 'the router has no /tokenize or /v1/tokenize (404; sgl-router and mini_lb serve neither) and no node is known: give --tokenize-url naming a node, e.g. the prefill node, or --prefill-info',
      );
    },
  };
  return counter;
}
