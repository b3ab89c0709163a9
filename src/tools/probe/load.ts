/**
 * The load the probe may put on the deployment, stated in its plan before anything is sent:
 * the prompts, the router's retries of each, and the `/tokenize` calls that size them (pure).
 *
 * - Retries: sgl-router re-dispatches a retryable status to a new pair, up to
 *   `retry_max_retries` attempts in all (default 5: sgl-router/py_src/sglang_router/
 *   router_args.py @083d6013; sgl-router/src/core/retry.rs @167bc91f
 *   `RetryExecutor::execute_response_with_retry`, whose own example retries 408, 429, 500, 502,
 *   503 and 504). mini_lb sends each request once (mini_lb.py @001c2ae0 `generate`), and so
 *   does the probe to a pair it names.
 * - Sizing: per prompt two small samples (16 and 48 repeated units), then up to three
 *   full-length measurements (src/tools/probe/prompts.ts `sizePrompt`). SGLang tokenizes each
 *   inside the node's request handler (serving_tokenize.py @0351c1fa), so a full-length call
 *   holds that node's event loop while it runs.
 */
import type { Plan } from './plan';
import { answerShape, canaryShape, render, wordsFor } from './prompts';

/** sgl-router's default `--retry-max-retries`: attempts in all, the first included. */
export const SGL_ROUTER_ATTEMPTS = 5;
/** The statuses sgl-router's retry example re-dispatches (retry.rs @167bc91f). */
export const RETRIED_STATUSES = [408, 429, 500, 502, 503, 504] as const;
/** Calls `sizePrompt` makes per prompt: two samples, then at most three full length. */
export const SAMPLE_CALLS = 2;
export const FULL_LENGTH_CALLS = 3;

export type Sender = 'sgl-router' | 'mini_lb' | 'pair';

export interface Load {
  /** where the prompts are measured: a node's /tokenize, or a tokenizer file on this machine */
  measuredBy: 'node' | 'file';
  /** who sends the prompts on: sgl-router (assumed when the router's kind is not known), mini_lb, or the probe to one pair */
  sender: Sender;
  prompts: number;
  /** attempts per prompt at most (retries included) */
  attemptsPerPrompt: number;
  /** prompt dispatches to a prefill/decode pair at most, and their prompt tokens */
  dispatchesAtMost: number;
  promptTokensAtMost: number;
  /** /tokenize calls at most, how many are full length, and the tokens they measure at most */
  tokenizeCalls: number;
  tokenizeFullLength: number;
  tokenizeTokensAtMost: number;
  /** the largest small sample's size in bytes (a token is at least a byte in a byte-level vocabulary) */
  sampleBytesAtMost: number;
}

const RUN = '00000000';

/** The largest sample text `sizePrompt` sends before the full-length ones, in UTF-8 bytes. */
function sampleBytes(): number {
  const w = wordsFor(RUN);
  const shapes = [canaryShape(w, 99), answerShape(w.band), answerShape(w.control)];
  return Math.max(...shapes.map((s) => new TextEncoder().encode(render(s, 48)).length));
}

export function loadOf(plan: Plan, sender: Sender, measuredBy: 'node' | 'file' = 'node'): Load {
  const prompts = plan.requests.length;
  const attemptsPerPrompt = sender === 'sgl-router' ? SGL_ROUTER_ATTEMPTS : 1;
  const hiSum = plan.requests.reduce((s, r) => s + r.hi, 0);
  const sample = sampleBytes();
  const onNode = measuredBy === 'node' ? 1 : 0;
  return {
    measuredBy,
    sender,
    prompts,
    attemptsPerPrompt,
    dispatchesAtMost: prompts * attemptsPerPrompt,
    promptTokensAtMost: hiSum * attemptsPerPrompt,
    // one more on the first call when /tokenize is missing and /v1/tokenize answers (once
    // per key: the probe keeps the path it found)
    tokenizeCalls: onNode * (prompts * (SAMPLE_CALLS + FULL_LENGTH_CALLS) + 2),
    tokenizeFullLength: onNode * prompts * FULL_LENGTH_CALLS,
    tokenizeTokensAtMost: onNode * (FULL_LENGTH_CALLS * hiSum + prompts * SAMPLE_CALLS * sample),
    sampleBytesAtMost: sample,
  };
}
