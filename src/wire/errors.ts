/**
 * SGLang's error bodies, by the process and route that writes them:
 * - a node's OpenAI routes and request validation (python/sglang/srt/entrypoints/http_server.py
 *   @0025436e, entrypoints/openai/protocol.py `ErrorResponse`):
 *   `{"object":"error","message":…,"type":…,"param":null,"code":…}` with the same HTTP status;
 * - a node's native `/generate` (http_server.py `generate_request`): a `ValueError` (the
 *   TokenizerManager's length checks, a 400 abort) is `_create_error_response(e)` =
 *   `{"error": {"message": …}}` with 400; a 500/503 abort is a `fastapi.HTTPException`, which the
 *   file's handler writes as `ErrorResponse(type=str(status_code))` (so `"type": "500"`);
 * - the gateway (sgl-model-gateway `routers/error.rs` @06617a9e `create_error`, `pd_router`
 *   `response.rs` @e877773f): what it relays is wrapped in `{"error": {"message", "type",
 *   "code"}}`, the code naming the side (`prefill_bad_request`, `decode_bad_request`, …);
 * - the `--api-key` middleware: `{"error": "Unauthorized"}` with 401.
 * In a stream (`"stream": true`) the status is 200, sent before the request runs, and an error
 * is one `data:` line before `data: [DONE]` (`streamError`).
 */
import { MINI_LB_TIMEOUT_MESSAGE, ROUTER_TIMEOUT_MESSAGE, type RouterKind } from '../engine';
import type { Endpoint } from './requests';

export interface ErrorBody {
  object: 'error';
  message: string;
  type: string;
  param: null;
  code: number;
}

const TYPES: Record<number, string> = {
  400: 'BadRequestError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  408: 'RequestTimeoutError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  431: 'RequestHeaderFieldsTooLargeError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
};

export function errorType(code: number): string {
  return TYPES[code] ?? (code >= 500 ? 'InternalServerError' : 'BadRequestError');
}

export function errorBody(code: number, message: string, type = errorType(code)): ErrorBody {
  return { object: 'error', message, type, param: null, code };
}

export const UNAUTHORIZED = { error: 'Unauthorized' } as const;

/** What a node's route writes for an error with this status. */
export function nodeErrorBody(endpoint: Endpoint, code: number, message: string): unknown {
  if (endpoint !== 'generate') return errorBody(code, message);
  if (code < 500) return { error: { message } };
  return errorBody(code, message, String(code));
}

/**
 * The gateway's envelope for what it relays: a prefill error keeps its
 * `Prefill server error (<status>): <body>` message; a decode error its own message. The
 * `type`/`code` names for a 5xx are our reading of `create_error` (not traced per status).
 */
export function gatewayErrorBody(code: number, message: string) {
  const side = message.startsWith('Prefill server error') ? 'prefill' : 'decode';
  const [type, kind] =
    code < 500 ? ['bad_request', 'bad_request'] : ['internal_error', 'internal_error'];
  return { error: { message, type, code: `${side}_${kind}` } };
}

/**
 * The engine writes a relayed prefill refusal with the OpenAI body inside
 * (`Prefill server error (400 Bad Request): {"object":"error",…}`, engine/limits.ts
 * `prefillServerError`); the gateway embeds the prefill's raw body, which is what the prefill's
 * route writes (`response.rs` @e877773f `process_prefill_response`): on `/generate`,
 * `{"error":{"message":…}}` (audit M2, scenario A3). The engine does not know the route; the
 * edge does.
 */
export function relayedMessage(endpoint: Endpoint, message: string): string {
  const m = /^(Prefill server error \((\d+)[^)]*\): )(\{.*\})$/s.exec(message);
  if (!m) return message;
  let inner: unknown;
  try {
    inner = JSON.parse(m[3]!);
  } catch {
    return message;
  }
  const text = (inner as { message?: unknown }).message;
  if (typeof text !== 'string') return message;
  return m[1]! + JSON.stringify(nodeErrorBody(endpoint, Number(m[2]), text));
}

/** What the client gets for an engine request that failed, as the configured router relays it. */
export function relayedErrorBody(
  router: RouterKind,
  endpoint: Endpoint,
  code: number,
  message: string,
): unknown {
  // mini_lb returns the decode node's status and body as they are
  return router === 'sgl-router'
    ? gatewayErrorBody(code, relayedMessage(endpoint, message))
    : nodeErrorBody(endpoint, code, message);
}

/**
 * Whether a node's TokenizerManager refused the prompt (`_validate_one_request` raises
 * `ValueError`: the context and total-length checks), rather than its scheduler aborting it.
 */
function tokenizerRefusal(message: string): boolean {
  return message.startsWith('The input (') || message.startsWith('Requested token count exceeds');
}

/**
 * Whether the router wrote this, not a node (its own timeouts: engine/limits.ts). In a stream
 * it is no line at all: the router's client timeout fires while it reads the decode's body, and
 * the stream is cut (sgl-model-gateway `create_streaming_response` @e877773f forwards the
 * transport error, which ends the chunked body unfinished; mini_lb's aiohttp timeout raises
 * inside its `StreamingResponse`).
 */
export function routerMessage(message: string): boolean {
  return message === MINI_LB_TIMEOUT_MESSAGE || message === ROUTER_TIMEOUT_MESSAGE;
}

/** `HTTPStatus(code).name`, as serving_chat.py names a scheduler abort's error type. */
const STATUS_NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** The request a stream error belongs to (an abort chunk carries its id and prompt length). */
export interface StreamedRequest {
  id: string;
  promptTokens: number;
}

/**
 * An error in a stream, the line before `data: [DONE]`, as the node whose stream the client
 * reads writes it:
 * - a TokenizerManager refusal (a `ValueError`): `/generate` writes `{"error": {"message"}}`
 *   (http_server.py @0025436e `stream_results`), the OpenAI routes the whole `ErrorResponse`;
 * - a scheduler abort (400, 500, 503): tokenizer_manager.py `_handle_abort_finish_reason`
 *   yields it as an ordinary chunk, so `/generate` writes `{"text", "output_ids",
 *   "meta_info": {"finish_reason": {"type": "abort", "message", "status_code"}, …}}`;
 *   serving_chat.py @002897c2 writes an error chunk typed `HTTPStatus(code).name`;
 * - the router's own timeout: no line, the stream is cut (`routerMessage`); the whole-answer
 *   paths that still call this write it as an error line.
 */
export function streamError(
  endpoint: Endpoint,
  code: number,
  message: string,
  request?: StreamedRequest,
) {
  const text = relayedMessage(endpoint, message);
  const abort = !tokenizerRefusal(text) && !routerMessage(text);
  if (endpoint !== 'generate')
    return {
      error: errorBody(code, text, abort ? (STATUS_NAMES[code] ?? String(code)) : undefined),
    };
  if (!abort) return { error: { message: text } };
  return {
    text: '',
    output_ids: [],
    meta_info: {
      ...(request ? { id: request.id } : {}),
      finish_reason: { type: 'abort', message: text, status_code: code },
      ...(request ? { prompt_tokens: request.promptTokens } : {}),
      completion_tokens: 0,
      cached_tokens: 0,
    },
  };
}
