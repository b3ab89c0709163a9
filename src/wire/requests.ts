/**
 * What the router reads from a client's body, for the native `/generate` and the
 * OpenAI-compatible `/v1/completions` and `/v1/chat/completions`: the prompt (text or
 * `input_ids`), `max_new_tokens` / `max_tokens`, `stream`. Wrong types give SGLang's 400
 * (request validation errors are 400, not 422). Pure: no I/O.
 */
import { LIMITS } from '../engine';
import { chatPrompt, countTokens } from './tokenizer';

export type Endpoint = 'generate' | 'completions' | 'chat';

export interface PromptRequest {
  endpoint: Endpoint;
  promptTokens: number;
  /** the prompt's text, when it was given as text (kept for the stand-in to quote) */
  text: string | null;
  maxNewTokens: number;
  stream: boolean;
  /** `model` as the client sent it (OpenAI endpoints echo it back) */
  model: string | null;
}

export type Parsed = { ok: true; request: PromptRequest } | { ok: false; message: string };

/** SGLang's default is 128; the stand-in's is shorter so that a stage demo answers in seconds. */
export const DEFAULT_MAX_NEW_TOKENS = 16;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function bad(message: string): Parsed {
  return { ok: false, message };
}

function maxTokens(v: unknown, field: string): number | string {
  if (v === undefined || v === null) return DEFAULT_MAX_NEW_TOKENS;
  if (typeof v !== 'number' || !Number.isInteger(v))
    return `${field} must be an integer (got ${JSON.stringify(v)})`;
  if (v < 1 || v > LIMITS.maxNewTokens)
    return `${field} must be between 1 and ${LIMITS.maxNewTokens} in this stand-in (got ${v})`;
  return v;
}

function streamFlag(v: unknown): boolean | string {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') return `stream must be a boolean (got ${JSON.stringify(v)})`;
  return v;
}

function idsLength(v: unknown, field: string): number | string {
  if (!Array.isArray(v)) return `${field} must be a list of integers`;
  if (v.length === 0) return `${field} must not be empty`;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0)
      return `${field}[${i}] must be a non-negative integer (got ${JSON.stringify(x)})`;
  }
  return v.length;
}

function prompt(
  body: Obj,
  textField: string,
  idsField: string,
): { tokens: number; text: string | null } | string {
  const text = body[textField];
  const ids = body[idsField];
  if (text !== undefined && ids !== undefined)
    return `Either ${textField} or ${idsField} should be provided, not both.`;
  if (ids !== undefined) {
    const n = idsLength(ids, idsField);
    return typeof n === 'string' ? n : { tokens: n, text: null };
  }
  if (typeof text !== 'string') return `${textField} must be a string`;
  const tokens = countTokens(text);
  if (tokens === 0) return `${textField} must not be empty`;
  return { tokens, text };
}

function finish(
  endpoint: Endpoint,
  p: ReturnType<typeof prompt>,
  max: number | string,
  stream: boolean | string,
  model: unknown,
): Parsed {
  if (typeof p === 'string') return bad(p);
  if (typeof max === 'string') return bad(max);
  if (typeof stream === 'string') return bad(stream);
  if (model !== undefined && typeof model !== 'string') return bad('model must be a string');
  return {
    ok: true,
    request: {
      endpoint,
      promptTokens: p.tokens,
      text: p.text,
      maxNewTokens: max,
      stream,
      model: model ?? null,
    },
  };
}

/** `POST /generate`: `text` or `input_ids`, `sampling_params.max_new_tokens`, `stream`. */
export function parseGenerate(body: unknown): Parsed {
  if (!isObj(body)) return bad('the request body must be a JSON object');
  const sp = body.sampling_params;
  if (sp !== undefined && !isObj(sp)) return bad('sampling_params must be an object');
  return finish(
    'generate',
    prompt(body, 'text', 'input_ids'),
    maxTokens(sp?.max_new_tokens, 'sampling_params.max_new_tokens'),
    streamFlag(body.stream),
    undefined,
  );
}

/** `POST /v1/completions`: `prompt` (a string, or a list of token ids), `max_tokens`. */
export function parseCompletion(body: unknown): Parsed {
  if (!isObj(body)) return bad('the request body must be a JSON object');
  const p = body.prompt;
  const parsed = Array.isArray(p)
    ? idsLength(p, 'prompt')
    : typeof p === 'string'
      ? null
      : 'prompt must be a string or a list of token ids';
  if (typeof parsed === 'string') return bad(parsed);
  const pr =
    typeof parsed === 'number'
      ? { tokens: parsed, text: null }
      : prompt({ prompt: p }, 'prompt', 'prompt_token_ids');
  return finish(
    'completions',
    pr,
    maxTokens(body.max_tokens, 'max_tokens'),
    streamFlag(body.stream),
    body.model,
  );
}

/** `POST /v1/chat/completions`: `messages` with string contents, `max_tokens` or `max_completion_tokens`. */
export function parseChat(body: unknown): Parsed {
  if (!isObj(body)) return bad('the request body must be a JSON object');
  const msgs = body.messages;
  if (!Array.isArray(msgs) || msgs.length === 0) return bad('messages must be a non-empty list');
  const list: { role: string; content: string }[] = [];
  for (let i = 0; i < msgs.length; i++) {
    const m: unknown = msgs[i];
    if (!isObj(m) || typeof m.role !== 'string' || typeof m.content !== 'string')
      return bad(`messages[${i}] must be an object with a string role and a string content`);
    list.push({ role: m.role, content: m.content });
  }
  const max = body.max_completion_tokens ?? body.max_tokens;
  const field = body.max_completion_tokens !== undefined ? 'max_completion_tokens' : 'max_tokens';
  return finish(
    'chat',
    prompt({ text: chatPrompt(list) }, 'text', 'input_ids'),
    maxTokens(max, field),
    streamFlag(body.stream),
    body.model,
  );
}
