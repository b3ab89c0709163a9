/**
 * The probe's HTTP: one JSON request at a time over node:http(s), with a deadline for the whole
 * exchange (not only the headers) and a cap on what it reads back.
 */
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

export function send(
  method: 'GET' | 'POST',
  url: URL,
  opts: { key?: string; json?: unknown; timeoutMs: number },
): Promise<HttpResult> {
  const started = performance.now();
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
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
    const req = make(url, { method, headers }, (res) => {
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
