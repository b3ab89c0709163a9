/**
 * The bodies the router sends back, built from the engine's verdict for a request: SGLang's
 * native `/generate` shape (`text`, `meta_info`) and the OpenAI-compatible completion and
 * chat shapes, whole or as stream chunks. The text is the stand-in model's output: the words
 * of whoever wrote the pages the request attended to (its own prompt when clean).
 */
import type { Verdict } from '../engine';
import type { PromptRequest } from './requests';

export const MODEL = 'stale-pages/stand-in';

export interface Reply {
  /** the SGLang request id (`meta_info.id`), the engine's request id */
  id: string;
  request: PromptRequest;
  verdict: Verdict;
  /** seconds since the request arrived */
  latency: number;
  created: number;
}

/** The output tokens' texts; a clean answer quotes its own prompt. */
export function pieces(v: Verdict): string[] {
  return v.output.map((t, i) => (i === 0 ? t.text : ` ${t.text}`));
}

function finishReason(r: Reply) {
  return { type: 'length', length: r.verdict.generated };
}

function metaInfo(r: Reply, completion: number) {
  return {
    id: r.id,
    finish_reason: completion === r.verdict.generated ? finishReason(r) : null,
    prompt_tokens: r.request.promptTokens,
    completion_tokens: completion,
    cached_tokens: 0,
    e2e_latency: r.latency,
  };
}

/** `/generate`, not streamed. */
export function generateBody(r: Reply) {
  return { text: pieces(r.verdict).join(''), meta_info: metaInfo(r, r.verdict.generated) };
}

/** `/generate` streamed: each chunk carries the text so far (SGLang's default). */
export function generateChunks(r: Reply): unknown[] {
  const ps = pieces(r.verdict);
  let text = '';
  return ps.map((p, i) => {
    text += p;
    const last = i === ps.length - 1;
    return { text, meta_info: metaInfo(r, last ? r.verdict.generated : i + 1) };
  });
}

function usage(r: Reply) {
  return {
    prompt_tokens: r.request.promptTokens,
    completion_tokens: r.verdict.generated,
    total_tokens: r.request.promptTokens + r.verdict.generated,
  };
}

function model(r: Reply): string {
  return r.request.model ?? MODEL;
}

/** `/v1/completions` or `/v1/chat/completions`, not streamed. */
export function openaiBody(r: Reply) {
  const text = pieces(r.verdict).join('');
  const head = { id: r.id, created: r.created, model: model(r) };
  if (r.request.endpoint === 'chat')
    return {
      ...head,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text },
          logprobs: null,
          finish_reason: 'length',
        },
      ],
      usage: usage(r),
    };
  return {
    ...head,
    object: 'text_completion',
    choices: [{ index: 0, text, logprobs: null, finish_reason: 'length' }],
    usage: usage(r),
  };
}

/** OpenAI-compatible stream chunks: one per output token, the last with the finish reason. */
export function openaiChunks(r: Reply): unknown[] {
  const ps = pieces(r.verdict);
  const head = { id: r.id, created: r.created, model: model(r) };
  const chat = r.request.endpoint === 'chat';
  return ps.map((p, i) => {
    const finish_reason = i === ps.length - 1 ? 'length' : null;
    if (chat)
      return {
        ...head,
        object: 'chat.completion.chunk',
        choices: [
          {
            index: 0,
            delta: i === 0 ? { role: 'assistant', content: p } : { content: p },
            finish_reason,
          },
        ],
      };
    return { ...head, object: 'text_completion', choices: [{ index: 0, text: p, finish_reason }] };
  });
}
