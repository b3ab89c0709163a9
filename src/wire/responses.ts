/**
 * The bodies the router sends back, built from the engine's verdicts for a client's request:
 * SGLang's native `/generate` shape (`text`, `output_ids`, `meta_info`) and the
 * OpenAI-compatible completion and chat shapes, whole or as stream chunks. The text is the
 * stand-in model's output: the words of whoever wrote the pages the request attended to (its
 * own prompt when clean).
 *
 * Field by field as SGLang writes them: tokenizer_manager.py `_handle_batch_output` (`text`,
 * `output_ids`, `meta_info`), protocol.py @004c82e0 (`matched_stop` on every choice, `usage`
 * with `prompt_tokens_details`, chat `reasoning_content` / `tool_calls`), serving_chat.py and
 * serving_completions.py (one usage chunk with `choices: []` for
 * `stream_options.include_usage`). What the stand-in cannot mean (logprob values, token ids
 * of its words) has the documented values below.
 */
import type { Verdict } from '../engine';
import type { ApiRequest, Prompt, PromptRequest } from './requests';
import { tokenize } from './tokenizer';

export const MODEL = 'stale-pages/stand-in';

/**
 * The logprob of each token the stand-in outputs. It picks each token for certain, which would
 * be 0.0; a client (SGLang's own test_openai_server) reads 0.0 as no value, so it is this.
 */
export const STAND_IN_LOGPROB = -0.0001;
/** The logprob of the alternatives listed beside it (top_logprobs): never picked. */
export const STAND_IN_ALT_LOGPROB = -30;

/** One engine request's answer: one choice. */
export interface Reply {
  /** the SGLang request id (`meta_info.id`), the engine's request id */
  id: string;
  request: PromptRequest;
  verdict: Verdict;
  /** seconds since the request arrived */
  latency: number;
  created: number;
}

/** A client's request and its choices, in order (each prompt `n` times). */
export interface Answer {
  api: ApiRequest;
  replies: Reply[];
}

/** How many tokens the answer says were generated: none for `max_new_tokens: 0`. */
export function completionTokens(api: ApiRequest, v: Verdict): number {
  return api.maxNewTokens === 0 ? 0 : v.generated;
}

/** The output tokens' texts; a clean answer quotes its own prompt. */
export function pieces(api: ApiRequest, v: Verdict): string[] {
  if (api.maxNewTokens === 0) return [];
  return v.output.map((t, i) => (i === 0 ? t.text : ` ${t.text}`));
}

/**
 * `output_ids`: one id per generated token. The stand-in's tokens are words, not bytes: each
 * id is the first byte of its word (0 past the words shown), not a tokenization of the text.
 */
export function outputIds(api: ApiRequest, v: Verdict): number[] {
  const ps = pieces(api, v);
  return Array.from({ length: completionTokens(api, v) }, (_, i) => {
    const w = ps[i]?.trim();
    return w ? tokenize(w)[0]! : 0;
  });
}

function promptIds(p: Prompt): readonly number[] {
  return p.ids ?? tokenize(p.text ?? '');
}

function tokenText(id: number): string {
  return id < 128 ? String.fromCharCode(id) : Buffer.from([id & 255]).toString('latin1');
}

/** The prompt's text as `echo` shows it (token ids decoded as the stand-in's bytes). */
export function promptText(p: Prompt): string {
  if (p.text !== null) return p.text;
  return Buffer.from(promptIds(p).map((x) => x & 255)).toString('utf8');
}

function finishReason(api: ApiRequest, v: Verdict) {
  return { type: 'length', length: completionTokens(api, v) };
}

/** `[logprob, id, text]` entries, as `meta_info` holds them. */
type Entry = [number | null, number, string | null];

function entries(ids: readonly number[], texts: readonly string[], withText: boolean): Entry[] {
  return ids.map((id, i) => [STAND_IN_LOGPROB, id, withText ? (texts[i] ?? '') : null]);
}

function alternatives(id: number, k: number, withText: boolean): Entry[] {
  if (k === 0) return [];
  const first: Entry = [STAND_IN_LOGPROB, id, withText ? tokenText(id) : null];
  const rest = Array.from({ length: k - 1 }, (_, j): Entry => {
    const alt = (id + j + 1) % 256;
    return [STAND_IN_ALT_LOGPROB, alt, withText ? tokenText(alt) : null];
  });
  return [first, ...rest];
}

/** `/generate`'s logprob fields (`return_logprob`), for the output tokens from `from`. */
function generateLogprobs(api: ApiRequest, r: Reply, prompt: Prompt, from = 0) {
  if (api.logprobs === null) return {};
  const ids = outputIds(api, r.verdict).slice(from);
  const texts = pieces(api, r.verdict).slice(from);
  const inIds = promptIds(prompt);
  const start =
    api.logprobStartLen < 0 ? inIds.length - 1 : Math.min(api.logprobStartLen, inIds.length);
  const input = entries(inIds.slice(start), inIds.slice(start).map(tokenText), api.logprobText);
  if (start === 0 && input[0]) input[0][0] = null; // the first token has no logprob
  const k = api.logprobs;
  return {
    input_token_logprobs: from === 0 ? input : [],
    output_token_logprobs: entries(ids, texts, api.logprobText),
    input_top_logprobs: from === 0 ? input.map(() => null) : [],
    output_top_logprobs: ids.map((id) => alternatives(id, k, api.logprobText)),
  };
}

function metaInfo(api: ApiRequest, r: Reply, prompt: Prompt, done: number, final: boolean) {
  return {
    id: r.id,
    finish_reason: final ? finishReason(api, r.verdict) : null,
    prompt_tokens: r.request.promptTokens,
    completion_tokens: done,
    cached_tokens: 0,
    e2e_latency: r.latency,
    ...generateLogprobs(api, r, prompt),
  };
}

/** `/generate`, not streamed: one object, or a list for a batch or `n > 1`. */
export function generateBody(a: Answer) {
  const items = a.replies.map((r, i) => {
    const prompt = a.api.prompts[Math.floor(i / a.api.n)]!;
    const done = completionTokens(a.api, r.verdict);
    return {
      text: pieces(a.api, r.verdict).join(''),
      output_ids: outputIds(a.api, r.verdict),
      meta_info: metaInfo(a.api, r, prompt, done, true),
    };
  });
  return a.api.batch || a.api.n > 1 ? items : items[0]!;
}

/**
 * `/generate` streamed: per choice, one chunk per output token; `text` is the text so far
 * (SGLang's default), `output_ids` only the new ids. A batch or `n > 1` marks each chunk with
 * its `index`.
 */
export function generateChunks(a: Answer): unknown[] {
  const many = a.api.batch || a.api.n > 1;
  return a.replies.flatMap((r, i) => {
    const prompt = a.api.prompts[Math.floor(i / a.api.n)]!;
    const ps = pieces(a.api, r.verdict);
    const ids = outputIds(a.api, r.verdict);
    const total = completionTokens(a.api, r.verdict);
    let text = '';
    const steps = Math.max(1, ps.length);
    return Array.from({ length: steps }, (_, j) => {
      text += ps[j] ?? '';
      const last = j === steps - 1;
      const done = last ? total : j + 1;
      return {
        ...(many ? { index: i } : {}),
        text,
        output_ids: last ? ids.slice(j) : ids.slice(j, j + 1),
        meta_info: metaInfo(a.api, r, prompt, done, last),
      };
    });
  });
}

/** The usage of a whole answer: each prompt counted once, every choice's output. */
export function usage(a: Answer) {
  const prompt = a.replies
    .filter((_, i) => i % a.api.n === 0)
    .reduce((s, r) => s + r.request.promptTokens, 0);
  const completion = a.replies.reduce((s, r) => s + completionTokens(a.api, r.verdict), 0);
  return {
    prompt_tokens: prompt,
    total_tokens: prompt + completion,
    completion_tokens: completion,
    prompt_tokens_details: null,
    reasoning_tokens: 0,
  };
}

function model(a: Answer): string {
  return a.api.model ?? MODEL;
}

/** OpenAI completion logprobs (`logprobs: N`): tokens, their logprobs, top alternatives. */
function completionLogprobs(api: ApiRequest, v: Verdict, from: number, to: number) {
  if (api.logprobs === null) return null;
  const ids = outputIds(api, v).slice(from, to);
  const texts = pieces(api, v).slice(from, to);
  const k = Math.max(1, api.logprobs);
  let offset = 0;
  return {
    tokens: ids.map((id, i) => texts[i] ?? tokenText(id)),
    token_logprobs: ids.map(() => STAND_IN_LOGPROB),
    top_logprobs: ids.map((id, i) =>
      Object.fromEntries(
        alternatives(id, k, true).map(([lp, alt], j) => [
          j === 0 ? (texts[i] ?? tokenText(id)) : tokenText(alt),
          lp,
        ]),
      ),
    ),
    text_offset: texts.map((t) => {
      const at = offset;
      offset += t.length;
      return at;
    }),
  };
}

/** OpenAI chat logprobs (`logprobs: true`, `top_logprobs: N`). */
function chatLogprobs(api: ApiRequest, v: Verdict, from: number, to: number) {
  if (api.logprobs === null) return null;
  const ids = outputIds(api, v).slice(from, to);
  const texts = pieces(api, v).slice(from, to);
  const bytes = (s: string) => Array.from(Buffer.from(s, 'utf8'));
  return {
    content: ids.map((id, i) => {
      const token = texts[i] ?? tokenText(id);
      return {
        token,
        logprob: STAND_IN_LOGPROB,
        bytes: bytes(token),
        top_logprobs: alternatives(id, api.logprobs ?? 0, true).map(([lp, alt], j) => {
          const t = j === 0 ? token : tokenText(alt);
          return { token: t, logprob: lp, bytes: bytes(t) };
        }),
      };
    }),
  };
}

const head = (a: Answer) => ({
  id: a.replies[0]!.id,
  created: a.replies[0]!.created,
  model: model(a),
});

/** `/v1/completions` or `/v1/chat/completions`, not streamed. */
export function openaiBody(a: Answer) {
  const chat = a.api.endpoint === 'chat';
  const choices = a.replies.map((r, index) => {
    const text = pieces(a.api, r.verdict).join('');
    const common = { index, finish_reason: 'length', matched_stop: null };
    if (chat)
      return {
        ...common,
        message: { role: 'assistant', content: text, reasoning_content: null, tool_calls: null },
        logprobs: chatLogprobs(a.api, r.verdict, 0, Infinity),
      };
    const prompt = a.api.prompts[Math.floor(index / a.api.n)]!;
    return {
      ...common,
      text: (a.api.echo ? promptText(prompt) : '') + text,
      logprobs: completionLogprobs(a.api, r.verdict, 0, Infinity),
    };
  });
  return {
    ...head(a),
    object: chat ? 'chat.completion' : 'text_completion',
    choices,
    usage: usage(a),
  };
}

/**
 * OpenAI-compatible stream chunks: per choice, one per output token (the first chat chunk
 * carries the role; an echo goes with the first completion chunk), the last with the finish
 * reason, each with its choice's usage so far under `stream_options.continuous_usage_stats`;
 * then, with `stream_options.include_usage`, one chunk with `choices: []` and the usage.
 */
export function openaiChunks(a: Answer): unknown[] {
  const chat = a.api.endpoint === 'chat';
  const h = { ...head(a), object: chat ? 'chat.completion.chunk' : 'text_completion' };
  const out: unknown[] = a.replies.flatMap((r, index) => {
    const ps = pieces(a.api, r.verdict);
    const steps = Math.max(1, ps.length);
    const prompt = a.api.prompts[Math.floor(index / a.api.n)]!;
    return Array.from({ length: steps }, (_, i) => {
      const finish_reason = i === steps - 1 ? 'length' : null;
      const p = ps[i] ?? '';
      const common = { index, finish_reason, matched_stop: null };
      const choice = chat
        ? {
            ...common,
            delta: i === 0 ? { role: 'assistant', content: p } : { content: p },
            logprobs: chatLogprobs(a.api, r.verdict, i, i + 1),
          }
        : {
            ...common,
            text: (i === 0 && a.api.echo ? promptText(prompt) : '') + p,
            logprobs: completionLogprobs(a.api, r.verdict, i, i + 1),
          };
      // stream_options.continuous_usage_stats: each chunk carries its choice's usage so far
      // (serving_chat.py / serving_completions.py: `UsageProcessor.calculate_token_usage` of
      // the choice's prompt and completion tokens), whether or not include_usage is asked
      if (!a.api.continuousUsage) return { ...h, choices: [choice] };
      const prompt_tokens = r.request.promptTokens;
      const completion_tokens = Math.min(i + 1, completionTokens(a.api, r.verdict));
      const total_tokens = prompt_tokens + completion_tokens;
      return { ...h, choices: [choice], usage: { prompt_tokens, completion_tokens, total_tokens } };
    });
  });
  if (a.api.includeUsage) out.push({ ...h, choices: [], usage: usage(a) });
  return out;
}
