/**
 * The probe's two oracles and its verdict (pure). The status oracle: a prompt in the band must
 * get 400. The output oracle: is B's answer right (its own word), and does it carry one of A's
 * canaries (or the words of B's own earlier prompt)?
 */
import type { Figures } from './figures';
import type { PlannedRequest, Role } from './plan';
import { wordsIn, type Words } from './prompts';

export interface Outcome {
  role: Role;
  tenant: 'A' | 'B';
  index: number;
  /** measured prompt length */
  promptTokens: number;
  /** HTTP status; 0 when none came (timeout, connection refused) */
  status: number;
  /** the generated text on 200 */
  answer: string | null;
  /** the error message (SGLang's JSON error, or the network error) */
  error: string | null;
  ms: number;
  timedOut: boolean;
}

export type VerdictKind = 'vulnerable' | 'not exposed' | 'fixed' | 'inconclusive';

export const EXIT_CODES: Record<VerdictKind, number> = {
  vulnerable: 1,
  'not exposed': 0,
  fixed: 0,
  inconclusive: 3,
};

export interface Oracles {
  status: { expected: 400; got: number; pass: boolean };
  output: {
    /** B's band answer holds its own word */
    right: boolean;
    canaries: string[];
    /** the words of B's control found in the band answer (B's own stale KV) */
    ownStale: string[];
  };
  control: { status: number; right: boolean };
}

export interface Verdict {
  verdict: VerdictKind;
  exit: number;
  /** one sentence: the verdict and exactly what supports it */
  why: string;
  oracles: Oracles | null;
}

export function inconclusive(why: string): Verdict {
  return { verdict: 'inconclusive', exit: 3, why, oracles: null };
}

const kind = (verdict: VerdictKind, why: string, oracles: Oracles | null): Verdict => ({
  verdict,
  exit: EXIT_CODES[verdict],
  why,
  oracles,
});

export function judge(f: Figures, w: Words, outcomes: readonly Outcome[]): Verdict {
  const band = outcomes.find((o) => o.role === 'band');
  const control = outcomes.find((o) => o.role === 'control');
  const failedCanary = outcomes.find((o) => o.role === 'canary' && o.status !== 200);
  if (!band) return inconclusive('the prompt in the band was not sent');
  if (band.timedOut) return inconclusive(`the prompt in the band timed out after ${band.ms} ms`);
  if (band.status === 0) return inconclusive(`the prompt in the band got no answer: ${band.error}`);
  const text = band.answer ?? '';
  const oracles: Oracles = {
    status: { expected: 400, got: band.status, pass: band.status === 400 },
    output: {
      right: band.status === 200 && wordsIn(text, [w.band]).length > 0,
      canaries: band.status === 200 ? wordsIn(text, w.canaries) : [],
      ownStale: band.status === 200 ? wordsIn(text, [w.control]) : [],
    },
    control: {
      status: control?.status ?? 0,
      right: control?.status === 200 && wordsIn(control.answer ?? '', [w.control]).length > 0,
    },
  };
  const o = oracles.output;
  const len = `${band.promptTokens.toLocaleString('en-US')} tokens`;
  const where = f.band ? `in the band (${len})` : `at the prefill's first rejected length (${len})`;
  if (band.status === 200 && o.canaries.length > 0)
    return kind(
      'vulnerable',
      `a prompt of tenant B ${where} got 200 (the status oracle fails) and its answer carries tenant A's canary words ${o.canaries.join(', ')}: it was built on another tenant's stale KV`,
      oracles,
    );
  if (band.status === 200 && !o.right)
    return kind(
      'vulnerable',
      `a prompt of tenant B ${where} got 200 (the status oracle fails); no canary of tenant A was found in the answer, but the answer is wrong${o.ownStale.length > 0 ? " (it carries B's own earlier words)" : ''}: it was built on KV the request did not write${oracles.control.right ? '' : " (the control's answer was not right either, so the output oracle says little here)"}`,
      oracles,
    );
  if (band.status === 200)
    return inconclusive(
      `a prompt ${where} got 200 with the right answer: the node did not reject it, so its figures are not what it reported (a pool that changes with load, --allow-auto-truncate), or it is not the prefill that was read`,
    );
  if (failedCanary)
    return inconclusive(
      `a canary prompt of tenant A (${failedCanary.promptTokens} tokens, accepted by both nodes' figures) got ${failedCanary.status || failedCanary.error}: the figures do not match the deployment`,
    );
  if (control && control.status !== 200)
    return inconclusive(
      `the control prompt below the prefill's limit (${control.promptTokens} tokens) got ${control.status || control.error}, not 200: the figures do not match the deployment`,
    );
  const statusLine =
    band.status === 400
      ? 'got 400 (the status oracle passes)'
      : `got ${band.status}, not 400 (the status oracle fails on the code, but no text was returned)`;
  if (!f.band)
    return kind(
      'not exposed',
      `no prompt length is rejected by the prefill and accepted by the decode; the prompt ${where} ${statusLine}`,
      oracles,
    );
  return kind('fixed', `the prompt ${where} ${statusLine} and no canary leaked`, oracles);
}

/** The planned request an outcome answers (for the report). */
export function plannedFor(
  plan: readonly PlannedRequest[],
  o: Outcome,
): PlannedRequest | undefined {
  return plan.find((p) => p.role === o.role && p.index === o.index);
}
