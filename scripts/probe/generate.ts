/**
 * The probe's `/generate`: through the router it is given (`--url`), or, with `--prefill` and
 * `--decode`, to that one pair only, sent as mini_lb sends it (mini_lb.py @001c2ae0
 * `handle_generate_request` and `MiniLoadBalancer.generate`): the same body to both nodes at
 * once, with `bootstrap_host` (the prefill URL's host), `bootstrap_port` (the prefill's
 * bootstrap port, null when not given, as mini_lb's None) and `bootstrap_room` (a random
 * integer in [0, 2^63 − 1], `_generate_bootstrap_room`); the client's answer is the decode's
 * status and body, the prefill's being awaited and discarded.
 */
import { randomBytes } from 'node:crypto';
import { errorMessage, send, type HttpResult } from './http';

export interface Pair {
  prefill: URL;
  decode: URL;
  bootstrapPort: number | null;
}

export interface Generated extends HttpResult {
  /** the generated text on 200 (held in memory for the oracles; the report stores it only with --show-answers) */
  answer: string | null;
  error: string | null;
}

/** A random bootstrap room in [0, 2^63 − 1], as decimal digits (beyond JSON.stringify's numbers). */
export function bootstrapRoom(): string {
  return (randomBytes(8).readBigUInt64BE() & ((1n << 63n) - 1n)).toString();
}

/** mini_lb's `maybe_wrap_ipv6_address(urlparse(prefill).hostname)`. */
function bootstrapHost(prefill: URL): string {
  const h = prefill.hostname.replace(/^\[|\]$/g, '');
  return h.includes(':') ? `[${h}]` : h;
}

/** The body both nodes get: the request and the pairing fields, the room written as an integer. */
export function pairBody(body: Record<string, unknown>, pair: Pair, room: string): string {
  const head = JSON.stringify({
    ...body,
    bootstrap_host: bootstrapHost(pair.prefill),
    bootstrap_port: pair.bootstrapPort,
  });
  return `${head.slice(0, -1)},"bootstrap_room":${room}}`;
}

function answerOf(r: HttpResult): Generated {
  let answer: string | null = null;
  if (r.status === 200) {
    try {
      const j = JSON.parse(r.body) as { text?: unknown } | { text?: unknown }[];
      const first = Array.isArray(j) ? j[0] : j;
      answer = typeof first?.text === 'string' ? first.text : '';
    } catch {
      answer = r.body;
    }
  }
  return { ...r, answer, error: r.status === 200 ? null : (r.error ?? errorMessage(r.body)) };
}

export async function generate(
  to: { router: URL } | { pair: Pair },
  key: string | undefined,
  text: string,
  maxNew: number,
  timeoutMs: number,
): Promise<Generated> {
  const body = { text, sampling_params: { max_new_tokens: maxNew, temperature: 0 }, stream: false };
  const auth = key ? { key } : {};
  if ('router' in to)
    return answerOf(
      await send('POST', new URL('/generate', to.router), { ...auth, json: body, timeoutMs }),
    );
  const jsonText = pairBody(body, to.pair, bootstrapRoom());
  const [, decode] = await Promise.all([
    send('POST', new URL('/generate', to.pair.prefill), { ...auth, jsonText, timeoutMs }),
    send('POST', new URL('/generate', to.pair.decode), { ...auth, jsonText, timeoutMs }),
  ]);
  return answerOf(decode);
}
