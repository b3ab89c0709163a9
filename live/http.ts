/**
 * What every node of the stand-in shares: a fastify instance with the body cap, request
 * timeouts and JSON parsing done by fastify, and errors in SGLang's JSON shape.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import { errorBody } from '../src/wire/errors';
import { RawBody, mediaType, readsAsJson } from './routes/contentType';

/** Bodies above this are refused with 413 (an 800,000-token text prompt is 0.8 MB). */
export const BODY_LIMIT = 8 * 1024 * 1024;
/** A client has this long to send its headers and body (slow clients cannot hold a socket). */
export const REQUEST_TIMEOUT_MS = 30_000;

const tooLarge = (limit: number) => `Request body is larger than the limit of ${limit} bytes`;

export interface NodeAppOptions {
  bodyLimit?: number;
  requestTimeoutMs?: number;
}

/**
 * What node's HTTP parser reports before a request reaches fastify (the request timeout, a
 * malformed request line, oversized headers), answered in SGLang's error shape, not node's
 * or fastify's own.
 */
function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request timeout: the request headers and body did not arrive in time']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request header fields too large']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

export function createNodeApp(o: NodeAppOptions = {}): FastifyInstance {
  const bodyLimit = o.bodyLimit ?? BODY_LIMIT;
  const requestTimeout = o.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    bodyLimit,
    requestTimeout,
    // node checks for timed-out requests this often (its default, 30 s, would let a short
    // --request-timeout-ms run long); its headers timeout (60 s) would outlast a shorter one
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, requestTimeout / 4)),
    },
    clientErrorHandler: clientError,
    // answers wait on the engine clock and live streams stay open: no idle-socket timeout,
    // the keep-alive comments of the streams and the request timeout bound the rest
    connectionTimeout: 0,
    keepAliveTimeout: 5_000,
    forceCloseConnections: true,
    logger: false,
    return503OnClosing: true,
  });
  // a body is read as JSON (fastify's own parser and its checks) only when its media type says
  // JSON or says nothing; any other body is kept as text for the route to refuse as the process
  // it stands in for does (routes/contentType.ts: `curl -d` sends a form type)
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (readsAsJson(mediaType(req.headers['content-type']))) return json(req, text, done);
    done(null, new RawBody(text));
  });
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    const code =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    const message =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? tooLarge(bodyLimit)
        : code === 500
          ? 'Internal server error'
          : err.message;
    void reply.code(code).send(errorBody(code, message));
  });
  // a client that asks first (`Expect: 100-continue`, curl does above 1 MB) hears the 413
  // before it sends the body, instead of a connection closed in the middle of its upload
  app.server.on('checkContinue', (req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit) {
      const body = JSON.stringify(errorBody(413, tooLarge(bodyLimit)));
      res.writeHead(413, {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      res.end(body);
      return;
    }
    res.writeContinue();
    app.server.emit('request', req, res);
  });
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send({ detail: 'Not Found' });
  });
  return app;
}
