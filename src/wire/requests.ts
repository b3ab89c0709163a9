/**
 * What the router reads from a client's body, for the native `/generate` and the
 * OpenAI-compatible `/v1/completions` and `/v1/chat/completions`: the prompts (text or token
 * ids, one or a list), `max_new_tokens` / `max_tokens`, `n`, `stop`, `echo`, logprobs, `stream`
 * and `stream_options`. Wrong types give SGLang's 400 (request validation errors are 400, not
 * 422). Pure: no I/O.
 *
 * Each prompt, `n` times, becomes one engine request (`PromptRequest`): SGLang runs a list and
 * `n > 1` as that many requests too (`GenerateReqInput.normalize_batch_and_arguments`).
 */
import { LIMITS, exceedsContext, exceedsTotal, totalMessage } from '../engine';
import { BadInput, bad, chatText, isObj } from './chatMessages';
import { countTokens } from './tokenizer';

export type Endpoint = 'generate' | 'completions' | 'chat';

/** One engine request: what the session submits. */
export interface PromptRequest {
  endpoint: Endpoint;
  promptTokens: number;
  /** the prompt's text, when it was given as text (kept for the stand-in to quote) */
  text: string | null;
  /** what the engine runs: see `engineMaxNewTokens` */
  maxNewTokens: number;
  stream: boolean;
  /** `model` as the client sent it (OpenAI endpoints echo it back) */
  model: string | null;
}

export interface Prompt {
  tokens: number;
  text: string | null;
  /** the token ids, when it was given as ids (echo and logprobs show them) */
  ids?: readonly number[];
}

/** A client's request as the router read it. */
export interface ApiRequest {
  endpoint: Endpoint;
  prompts: Prompt[];
  /** the prompt was a list: `/generate` answers with a list */
  batch: boolean;
  /** `n` (`sampling_params.n` on /generate): choices per prompt */
  n: number;
  /** as sent; null when absent (then SGLang skips the total-length check) */
  maxNewTokens: number | null;
  stream: boolean;
  model: string | null;
  /** stop strings, accepted and never matched: see docs/live.md */
  stop: string[];
  /** /v1/completions: the prompt's text before the output */
  echo: boolean;
  /** null: no logprobs; else how many top alternatives per token (0: only the chosen one) */
  logprobs: number | null;
  /** /generate: `logprob_start_len` (-1: from the last prompt token on, SGLang's default) */
  logprobStartLen: number;
  /** /generate: `return_text_in_logprobs` (each logprob entry carries its token's text) */
  logprobText: boolean;
  /** `stream_options.include_usage` */
  includeUsage: boolean;
  /** `stream_options.continuous_usage_stats` */
  continuousUsage: boolean;
}

export type Parsed = { ok: true; request: ApiRequest } | { ok: false; message: string };

/** SGLang's default is 128; the stand-in's is shorter so that a stage demo answers in seconds. */
export const DEFAULT_MAX_NEW_TOKENS = 16;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * `max_new_tokens`: SGLang refuses only a negative value (`SamplingParams.verify`,
 * python/sglang/srt/sampling/sampling_params.py: "max_new_tokens must be at least 0, got N.");
 * there is no upper cap of its own, the context decides (`engineMaxNewTokens`).
 */
function maxTokens(v: unknown, field: string): number | null {
  if (v === undefined || v === null) return null;
  if (!isInt(v)) bad(`${field} must be an integer (got ${JSON.stringify(v)})`);
  if ((v as number) < 0) bad(`${field} must be at least 0, got ${v as number}.`);
  return v as number;
}

function flag(v: unknown, field: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') bad(`${field} must be a boolean (got ${JSON.stringify(v)})`);
  return v as boolean;
}

function count(v: unknown, field: string, def: number, min: number, max: number): number {
  if (v === undefined || v === null) return def;
  if (!isInt(v) || v < min || v > max)
    bad(`${field} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return v as number;
}

function stops(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v;
  return bad('stop must be a string or a list of strings');
}

function ids(v: unknown[], field: string): Prompt {
  if (v.length === 0) bad(`${field} must not be empty`);
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!isInt(x) || x < 0)
      bad(`${field}[${i}] must be a non-negative integer (got ${JSON.stringify(x)})`);
  }
  return { tokens: v.length, text: null, ids: v as number[] };
}

function text(v: string, field: string): Prompt {
  const tokens = countTokens(v);
  if (tokens === 0) bad(`${field} must not be empty`);
  return { tokens, text: v };
}

/**
 * A prompt field: a string, a list of token ids, or a list of either (a batch). Returns the
 * prompts and whether it was a batch.
 */
function prompts(v: unknown, field: string, allowIds: boolean): [Prompt[], boolean] {
  if (typeof v === 'string') return [[text(v, field)], false];
  if (!Array.isArray(v) || v.length === 0)
    return bad(
      `${field} must be a string${allowIds ? ', a list of token ids' : ''} or a non-empty list of them`,
    );
  if (allowIds && v.every((x) => typeof x === 'number')) return [[ids(v, field)], false];
  return [
    v.map((x, i) => {
      if (typeof x === 'string') return text(x, `${field}[${i}]`);
      if (allowIds && Array.isArray(x)) return ids(x, `${field}[${i}]`);
      return bad(`${field}[${i}] must be a string${allowIds ? ' or a list of token ids' : ''}`);
    }),
    true,
  ];
}

function streamOptions(v: unknown): { includeUsage: boolean; continuousUsage: boolean } {
  if (v === undefined || v === null) return { includeUsage: false, continuousUsage: false };
  if (!isObj(v)) return bad('stream_options must be an object');
  return {
    includeUsage: flag(v.include_usage, 'stream_options.include_usage'),
    continuousUsage: flag(v.continuous_usage_stats, 'stream_options.continuous_usage_stats'),
  };
}

function model(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') bad('model must be a string');
  return v as string;
}

function run(f: () => ApiRequest): Parsed {
  try {
    return { ok: true, request: f() };
  } catch (e) {
    if (e instanceof BadInput) return { ok: false, message: e.message };
    throw e;
  }
}

/**
 * `POST /generate`: `text` or `input_ids` (one, or a list: a batch), `sampling_params`
 * (`max_new_tokens`, `n`, `stop`), `stream`, `return_logprob`, `top_logprobs_num`,
 * `logprob_start_len` (python/sglang/srt/managers/io_struct.py `GenerateReqInput`).
 */
export function parseGenerate(body: unknown): Parsed {
  return run(() => {
    if (!isObj(body)) return bad('the request body must be a JSON object');
    const sp = body.sampling_params ?? {};
    if (!isObj(sp)) return bad('sampling_params must be an object');
    if (body.text !== undefined && body.input_ids !== undefined)
      bad('Either text or input_ids should be provided, not both.');
    if (body.text === undefined && body.input_ids === undefined)
      bad('Either text or input_ids should be provided.');
    const [ps, batch] =
      body.text !== undefined
        ? prompts(body.text, 'text', false)
        : prompts(body.input_ids, 'input_ids', true);
    const returnLogprob = flag(body.return_logprob, 'return_logprob');

    return {
      endpoint: 'generate',
      prompts: ps,
      batch,
      n: count(sp.n, 'sampling_params.n', 1, 1, 64),
      maxNewTokens: maxTokens(sp.max_new_tokens, 'max_new_tokens'),
      stream: flag(body.stream, 'stream'),
      model: null,
      stop: stops(sp.stop),
      echo: false,
      logprobs: returnLogprob ? count(body.top_logprobs_num, 'top_logprobs_num', 0, 0, 20) : null,
      logprobStartLen: count(body.logprob_start_len, 'logprob_start_len', -1, -1, 1 << 30),
      logprobText: flag(body.return_text_in_logprobs, 'return_text_in_logprobs'),
      includeUsage: false,
      continuousUsage: false,
    };
  });
}

/**
 * `POST /v1/completions`: `prompt` (a string, a list of token ids, or a list of either),
 * `max_tokens`, `n`, `stop`, `echo`, `logprobs` (an integer: how many alternatives), `stream`,
 * `stream_options` (python/sglang/srt/entrypoints/openai/protocol.py `CompletionRequest`).
 */
export function parseCompletion(body: unknown): Parsed {
  return run(() => {
    if (!isObj(body)) return bad('the request body must be a JSON object');
    const [ps, batch] = prompts(body.prompt, 'prompt', true);
    return {
      endpoint: 'completions',
      prompts: ps,
      batch,
      n: count(body.n, 'n', 1, 1, 64),
      maxNewTokens: maxTokens(body.max_tokens, 'max_tokens'),
      stream: flag(body.stream, 'stream'),
      model: model(body.model),
      stop: stops(body.stop),
      echo: flag(body.echo, 'echo'),
      logprobs:
        body.logprobs === undefined || body.logprobs === null
          ? null
          : count(body.logprobs, 'logprobs', 0, 0, 20),
      logprobStartLen: -1,
      logprobText: true,
      ...streamOptions(body.stream_options),
    };
  });
}

/**
 * `POST /v1/chat/completions`: `messages`, `tools` and `tool_choice` (the prompt:
 * chatMessages.ts), `max_completion_tokens` or `max_tokens`, `n`, `stop`, `logprobs` (a
 * boolean) with `top_logprobs`, `stream`, `stream_options` (protocol.py
 * `ChatCompletionRequest`).
 */
export function parseChat(body: unknown): Parsed {
  return run(() => {
    if (!isObj(body)) return bad('the request body must be a JSON object');
    const field = body.max_completion_tokens != null ? 'max_completion_tokens' : 'max_tokens';
    const logprobs = flag(body.logprobs, 'logprobs');
    return {
      endpoint: 'chat',
      prompts: [text(chatText(body), 'messages')],
      batch: false,
      n: count(body.n, 'n', 1, 1, 64),
      maxNewTokens: maxTokens(body.max_completion_tokens ?? body.max_tokens, field),
      stream: flag(body.stream, 'stream'),
      model: model(body.model),
      stop: stops(body.stop),
      echo: false,
      logprobs: logprobs ? count(body.top_logprobs, 'top_logprobs', 0, 0, 20) : null,
      logprobStartLen: -1,
      logprobText: true,
      ...streamOptions(body.stream_options),
    };
  });
}

/**
 * What the engine runs for a `max_new_tokens` of `v` (null: absent), or the 400 SGLang gives:
 * - absent: SGLang's TokenizerManager skips the total-length check (`_validate_one_request`,
 *   tokenizer_manager.py @001067ff: `… and max_new_tokens is not None and …`) and the
 *   scheduler clips its default; the stand-in runs its default of 16, at most what fits the
 *   context, so that the engine's total check (which every scenario request gets) cannot trip;
 * - 0: accepted by SGLang (prefill only, no output token); the engine runs 1 (a scenario
 *   request generates 1 to 4,096) and the answer reports none;
 * - above 4,096 (what a scenario file holds): refused as SGLang's total check would when the
 *   prompt and it exceed the context, else run as 4,096 (the answer says 4,096 tokens).
 */
export function engineMaxNewTokens(
  v: number | null,
  promptTokens: number,
  contextLength: number,
): number | { message: string } {
  if (v === null)
    return Math.max(1, Math.min(DEFAULT_MAX_NEW_TOKENS, contextLength - promptTokens));
  if (v === 0) return 1;
  if (v <= LIMITS.maxNewTokens) return v;
  if (!exceedsContext(promptTokens, contextLength) && exceedsTotal(promptTokens, v, contextLength))
    return { message: totalMessage(promptTokens, v, contextLength) };
  return LIMITS.maxNewTokens;
}

/**
 * serving_chat.py `_validate_request`: `max_completion_tokens or max_tokens` above the
 * context is refused before anything is tokenized (the missing space after the period is
 * SGLang's).
 */
export function chatMaxTokensProblem(v: number | null, contextLength: number): string | null {
  if (v === null || v === 0 || v <= contextLength) return null;
  return (
    `max_completion_tokens is too large: ${v}.` +
    `This model supports at most ${contextLength} completion tokens.`
  );
}

/** The engine requests of a client's request: each prompt, `n` times; or the first 400. */
export function engineRequests(
  r: ApiRequest,
  contextLength: number,
): { ok: true; requests: PromptRequest[] } | { ok: false; message: string } {
  if (r.endpoint === 'chat') {
    const problem = chatMaxTokensProblem(r.maxNewTokens, contextLength);
    if (problem) return { ok: false, message: problem };
  }
  const out: PromptRequest[] = [];
  for (const p of r.prompts) {
    const max = engineMaxNewTokens(r.maxNewTokens, p.tokens, contextLength);
    if (typeof max !== 'number') return { ok: false, message: max.message };
    for (let k = 0; k < r.n; k++)
      out.push({
        endpoint: r.endpoint,
        promptTokens: p.tokens,
        text: p.text,
        maxNewTokens: max,
        stream: r.stream,
        model: r.model,
      });
  }
  return { ok: true, requests: out };
}
