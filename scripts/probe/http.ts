/**
 * The probe's HTTP: one JSON request at a time over node:http(s), with a deadline for the whole
 * exchange (not only the headers), a cap on what it sends and on what it reads back. It never
 * throws: whatever goes wrong (a body too large to build, a refused connection) comes back as
 * `error`, which the probe reports as inconclusive. A name the probe resolved and found on
 * this machine is pinned (`pinHost`): the connection goes to the address that was checked,
 * not to whatever a second lookup would say.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HttpResult {
  status: number;
  body: string;
  ms: number;
  timedOut: boolean;
  /** a network error (connection refused, reset): status is 0 */
  error: string | null;
}

const MAX_BODY = 16 * 1024 * 1024;
/**
 * The largest request body the probe sends: a prompt of the engine's largest context
 * (16,777,216 tokens, src/engine/validate.ts LIMITS) at four bytes a token fits. A target
 * whose tokenizer steered a prompt past it (a 536 M-character prompt was seen: 2.2 GB, and
 * JSON.stringify threw) is not probed.
 */
export const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

/** Names resolved and checked by the probe: name → the addresses to connect to. */
const pinned = new Map<string, LookupAddress[]>();

/** Connects only to `addresses` whenever a URL names `host` (the addresses the probe checked). */
export function pinHost(host: string, addresses: readonly string[]): void {
  pinned.set(
    host.toLowerCase(),
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family: number,
) => void;

/** node:net's lookup hook: the pinned address for a pinned name, node:dns's answer otherwise. */
function pinnedLookup(host: string, options: LookupOptions, cb: LookupCallback): void {
  const pin = pinned.get(host.toLowerCase());
  if (!pin?.length) return void dnsLookup(host, options, cb);
  if (options.all) cb(null, pin, pin[0]!.family);
  else cb(null, pin[0]!.address, pin[0]!.family);
}

/** The request body, or why it cannot be sent. */
function bodyOf(json: unknown, jsonText?: string): Buffer | string | undefined {
  if (json === undefined && jsonText === undefined) return undefined;
  let text: string;
  try {
    text = jsonText ?? JSON.stringify(json);
  } catch (e) {
    return `the request body could not be built: ${(e as Error).message}`;
  }
  if (text.length > MAX_REQUEST_BYTES)
    return `the request body would have ${text.length.toLocaleString('en-US')} characters, more than the ${MAX_REQUEST_BYTES.toLocaleString('en-US')} bytes the probe sends`;
  const body = Buffer.from(text);
  return body.length > MAX_REQUEST_BYTES
    ? `the request body would have ${body.length.toLocaleString('en-US')} bytes, more than the ${MAX_REQUEST_BYTES.toLocaleString('en-US')} the probe sends`
    : body;
}

export function send(
  method: 'GET' | 'POST',
  url: URL,
  /** `jsonText`: a body already written as JSON (a 63-bit integer JSON.stringify cannot write) */
  opts: { key?: string; json?: unknown; jsonText?: string; timeoutMs: number },
): Promise<HttpResult> {
  const started = performance.now();
  const body = bodyOf(opts.json, opts.jsonText);
  if (typeof body === 'string')
    return Promise.resolve({ status: 0, body: '', ms: 0, timedOut: false, error: body });
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  const make = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: Omit<HttpResult, 'ms'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...r, ms: Math.round(performance.now() - started) });
    };
    const req = make(url, { method, headers, lookup: pinnedLookup }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_BODY) chunks.push(c);
        else req.destroy(new Error(`the answer is larger than ${MAX_BODY} bytes`));
      });
      res.on('end', () =>
        finish({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          timedOut: false,
          error: null,
        }),
      );
      res.on('error', (e) => finish({ status: 0, body: '', timedOut: false, error: e.message }));
    });
    const timer = setTimeout(() => {
      finish({
        status: 0,
        body: '',
        timedOut: true,
        error: `no answer within ${opts.timeoutMs} ms`,
      });
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (e) => finish({ status: 0, body: '', timedOut: false, error: e.message }));
    req.end(body);
  });
}

/** SGLang's error message from a body (`{"message": …}`, `{"error": {"message": …}}`, or text). */
export function errorMessage(body: string): string {
  try {
    const j = JSON.parse(body) as { message?: unknown; error?: { message?: unknown } | string };
    if (typeof j.message === 'string') return j.message;
    if (typeof j.error === 'string') return j.error;
    if (j.error && typeof j.error.message === 'string') return j.error.message;
  } catch {
    // not JSON: sgl-router relays some errors as text
  }
  return body.slice(0, 2000);
}
