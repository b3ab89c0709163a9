/**
 * Which bodies each process of a split deployment reads as JSON, and how it refuses the others
 * (a body sent with `curl -d` and no `-H 'Content-Type: application/json'` is form-encoded):
 * - a node (python/sglang/srt/entrypoints/http_server.py @0025436e, `validate_json_request` on
 *   `/v1/completions`, `/v1/chat/completions`, `/tokenize`, `/detokenize`): any media type other
 *   than `application/json` is a `RequestValidationError`, answered 400 by the file's handler
 *   as `ErrorResponse(message=str(exc), type="Bad Request", code=400)`;
 * - sgl-router (sgl-router/src/server.rs @00eb5eb7, axum's `Json` extractor): a missing or
 *   non-JSON content type is 415, "Expected request with `Content-Type: application/json`"
 *   (axum's `MissingJsonContentType` text, plain text);
 * - mini_lb (python/sglang/srt/disaggregation/mini_lb.py @001c2ae0, `request_data: dict`):
 *   FastAPI reads the body as JSON only without a content type or with `application/json` or
 *   `application/*+json`; otherwise the bytes fail the `dict` validation: 422, FastAPI's own
 *   `{"detail": [...]}` (mini_lb installs no 400 handler). Framework behaviour, not run here.
 */
import type { RouterKind } from '../../src/engine';

export type Process = RouterKind | 'node';

/** A body that was not read as JSON (its media type says it is not): its text. */
export class RawBody {
  constructor(readonly text: string) {}
}

export function mediaType(header: string | undefined): string | null {
  if (header === undefined) return null;
  return header.split(';', 1)[0]!.trim().toLowerCase();
}

/** Whether a body of this media type is parsed as JSON at all (FastAPI's and axum's rule). */
export function readsAsJson(media: string | null): boolean {
  return media === null || media === 'application/json' || /^application\/[^/]+\+json$/.test(media);
}

export interface Refusal {
  status: number;
  contentType: string;
  body: string;
}

/** `str(RequestValidationError)` of `validate_json_request`'s error list, as Python prints it. */
export const NODE_MEDIA_MESSAGE =
  "[{'loc': ['header', 'content-type'], 'msg': \"Unsupported Media Type: Only 'application/json' is allowed\", 'type': 'value_error'}]";

const AXUM_MESSAGE = 'Expected request with `Content-Type: application/json`';

/** How `process` answers a body with this content type, or null when it reads it. */
export function contentTypeRefusal(
  process: Process,
  header: string | undefined,
  body: unknown,
): Refusal | null {
  const media = mediaType(header);
  if (process === 'node') {
    if (media === 'application/json') return null;
    return {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        object: 'error',
        message: NODE_MEDIA_MESSAGE,
        type: 'Bad Request',
        param: null,
        code: 400,
      }),
    };
  }
  if (process === 'sgl-router') {
    if (media !== null && readsAsJson(media)) return null;
    return { status: 415, contentType: 'text/plain; charset=utf-8', body: AXUM_MESSAGE };
  }
  if (!(body instanceof RawBody)) return null;
  return {
    status: 422,
    contentType: 'application/json',
    body: JSON.stringify({
      detail: [
        {
          type: 'dict_type',
          loc: ['body'],
          msg: 'Input should be a valid dictionary',
          input: body.text,
        },
      ],
    }),
  };
}
