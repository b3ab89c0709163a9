/**
 * SGLang's error bodies (python/sglang/srt/entrypoints/http_server.py and the OpenAI adapter):
 * `{"object":"error","message":…,"type":…,"code":…}` with the same HTTP status, and the
 * `--api-key` middleware's `{"error":"Unauthorized"}` with 401.
 */
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

/** An error in the middle of a stream: `data: {"error": {...}}` before `data: [DONE]`. */
export function streamError(code: number, message: string) {
  return { error: { message, type: errorType(code), code } };
}
