/**
 * How the router's answers are written: taken over from fastify at the tick boundary (status,
 * headers, body built ahead), or as a whole event stream, and the header values node accepts.
 */
import type { FastifyReply } from 'fastify';
import type { Answer } from '../../src/wire/responses';

/** An endpoint's reply shapes: whole, or the chunks of its stream. */
export interface Shapes {
  whole: (a: Answer) => unknown;
  chunks: (a: Answer) => unknown[];
}

/** An answer taken over from fastify: status, headers, body, with what hooks set so far. */
export function send(
  reply: FastifyReply,
  status: number,
  own: Record<string, string>,
  body: Buffer,
) {
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, val] of Object.entries(reply.getHeaders()))
    if (val !== undefined) headers[k] = val;
  Object.assign(headers, own, { 'content-length': body.length });
  reply.hijack();
  try {
    reply.raw.writeHead(status, headers);
  } catch {
    // nothing can be answered once the reply is hijacked: the client is not left waiting
    return void reply.raw.destroy();
  }
  reply.raw.end(body);
}

export const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** A 200 event stream of these messages, then `data: [DONE]`, written at once. */
export function streamLines(reply: FastifyReply, own: Record<string, string>, messages: unknown[]) {
  const text = [...messages.map((m) => JSON.stringify(m)), '[DONE]']
    .map((l) => `data: ${l}\n\n`)
    .join('');
  send(
    reply,
    200,
    { ...own, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    Buffer.from(text),
  );
}

/**
 * A header value node accepts: tenant ids (and so request ids) may hold any character, and a
 * header may not, so what is outside printable ASCII is percent-encoded (`租户A-1` →
 * `%E7%A7%9F%E6%88%B7A-1`); the body keeps them as they are.
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 decoder would show it
    }
  });
}
