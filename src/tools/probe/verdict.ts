/**
 * The probe's two oracles and its verdict (pure).
 *
 * - The status oracle: every prompt of tenant B in the band must get SGLang's own 400 with its
 *   own length error (`validate_input_length`'s "Input length (N tokens) exceeds the maximum
 *   allowed length (M tokens)…", or the TokenizerManager's context checks,
 *   tokenizer_manager.py `_validate_one_request` @001067ff; the texts as src/engine/limits.ts
 *   writes them). Any other status (401, 404, 408, 413, 429, 500, 502, 503…) or another 400
 *   is not evidence of a fix: it names the status and stays inconclusive.
 * - The output oracle: every prompt that gets 200 must get its right answer (a word only its own
 *   prompt holds). A 200 with a wrong answer, on a band prompt, the control or a canary, was
 *   built on KV the request did not write: vulnerable, whatever the figures say.
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

/** Which of SGLang's length errors a message is: the pool limit's, the context's, or neither. */
export type LengthError = 'input limit' | 'context' | null;

const INPUT_LIMIT = /Input length \(\d+ tokens\) exceeds the maximum allowed length \(\d+ tokens\)/;
const CONTEXT =
  /The input \(\d+ tokens\) is longer than the model's context length|Requested token count exceeds the model's maximum context length/;

/** SGLang's length error in a message (also inside sgl-router's "Prefill server error (…): …"). */
export function lengthError(message: string | null): LengthError {
  if (!message) return null;
  if (INPUT_LIMIT.test(message)) return 'input limit';
  return CONTEXT.test(message) ? 'context' : null;
}

/** What one prompt got, read by both oracles. */
export interface Reading {
  role: Role;
  index: number;
  promptTokens: number;
  status: number;
  /** on a 400: which of SGLang's length errors it carries */
  lengthError: LengthError;
  /** on a 200: the answer holds the prompt's own word (null when no 200) */
  right: boolean | null;
  /** tenant A's canary words in the answer of one of B's prompts */
  canaries: string[];
  /** in a band answer: the words of B's control (B's own stale KV) */
  ownStale: string[];
}

export interface Oracles {
  status: {
    expected: 400;
    /** the first band prompt's status that is not SGLang's 400 with its length error, else 400 */
    got: number;
    pass: boolean;
  };
  output: {
    /** every band answer that came with 200 holds its own word (true when none came) */
    right: boolean;
    /** canary words found in B's answers */
    canaries: string[];
    /** the words of B's control found in a band answer (B's own stale KV) */
    ownStale: string[];
  };
  control: { status: number; right: boolean };
  canaryAnswers: { sent: number; right: number; wrong: number };
  /** each prompt in the band, by length */
  bands: Reading[];
}

export interface Verdict {
  verdict: VerdictKind;
  exit: number;
  /** one sentence: the verdict and exactly what supports it */
  why: string;
  oracles: Oracles | null;
}

export function inconclusive(why: string, oracles: Oracles | null = null): Verdict {
  return { verdict: 'inconclusive', exit: 3, why, oracles };
}

const kind = (verdict: VerdictKind, why: string, oracles: Oracles | null): Verdict => ({
  verdict,
  exit: EXIT_CODES[verdict],
  why,
  oracles,
});

function read(o: Outcome, w: Words): Reading {
  const ok = o.status === 200;
  const text = o.answer ?? '';
  const own = o.role === 'band' ? w.band : o.role === 'control' ? w.control : null;
  const bWords = wordsIn(text, [w.band, w.control]);
  const right = !ok
    ? null
    : own
      ? wordsIn(text, [own]).length > 0
      : wordsIn(text, w.canaries).length > 0 && bWords.length === 0;
  return {
    role: o.role,
    index: o.index,
    promptTokens: o.promptTokens,
    status: o.status,
    lengthError: o.status === 400 ? lengthError(o.error) : null,
    right,
    canaries: ok && own ? wordsIn(text, w.canaries) : [],
    ownStale: ok && o.role === 'band' ? wordsIn(text, [w.control]) : [],
  };
}

const tokens = (n: number) => `${n.toLocaleString('en-US')} tokens`;
const statusOf = (o: Outcome) =>
  o.status ? String(o.status) : o.timedOut ? 'no answer in time' : `no answer (${o.error})`;

/** Why a status is not evidence of a fix. */
function notEvidence(o: Outcome, r: Reading, where: string, inBand: boolean): string {
  if (o.status === 400 && r.lengthError === 'context')
    return `the prompt ${where} got SGLang's 400 from the context check, not the pool limit: the context length is not what the figures say, so the band was not tested`;
  if (o.status === 400)
    return `the prompt ${where} got 400 but not SGLang's length error ("${(o.error ?? '').slice(0, 200)}"): something else refused it, so the status oracle says nothing`;
  return (
    `the prompt ${where} got ${o.status}, not SGLang's 400 with its length error: ${o.status} says nothing of whether ` +
    `the ${inBand ? 'stale-page path' : 'limit'} was closed (a key refused, a route missing, a body too large, ` +
    `a rate limit, a gateway or node failing; under mini_lb a fixed release answers 500 after its transfer timeout)`
  );
}

export function judge(f: Figures, w: Words, outcomes: readonly Outcome[]): Verdict {
  const bands = outcomes.filter((o) => o.role === 'band');
  const control = outcomes.find((o) => o.role === 'control');
  const canaries = outcomes.filter((o) => o.role === 'canary');
  if (bands.length === 0) return inconclusive('no prompt in the band was sent');
  const bandReads = bands.map((o) => read(o, w));
  const controlRead = control ? read(control, w) : null;
  const canaryReads = canaries.map((o) => read(o, w));
  const firstNot400 = bands.find((o, i) => o.status !== 400 || !bandReads[i]!.lengthError);
  const oracles: Oracles = {
    status: { expected: 400, got: firstNot400?.status ?? 400, pass: !firstNot400 },
    output: {
      right: bandReads.every((r) => r.right !== false),
      canaries: [
        ...new Set(
          [...bandReads, ...(controlRead ? [controlRead] : [])].flatMap((r) => r.canaries),
        ),
      ],
      ownStale: [...new Set(bandReads.flatMap((r) => r.ownStale))],
    },
    control: { status: control?.status ?? 0, right: controlRead?.right === true },
    canaryAnswers: {
      sent: canaries.length,
      right: canaryReads.filter((r) => r.right === true).length,
      wrong: canaryReads.filter((r) => r.right === false).length,
    },
    bands: bandReads,
  };
  const where = (o: Outcome) =>
    f.band
      ? `in the band (${tokens(o.promptTokens)})`
      : `at the prefill's first rejected length (${tokens(o.promptTokens)})`;

  // the output oracle first: a 200 with a wrong answer is evidence, whatever the figures say
  for (const [i, o] of bands.entries()) {
    const r = bandReads[i]!;
    if (o.status !== 200) continue;
    if (r.canaries.length > 0)
      return kind(
        'vulnerable',
        `a prompt of tenant B ${where(o)} got 200 (the status oracle fails) and its answer carries tenant A's canary words ${r.canaries.join(', ')}: it was built on another tenant's stale KV`,
        oracles,
      );
    if (!r.right)
      return kind(
        'vulnerable',
        `a prompt of tenant B ${where(o)} got 200 (the status oracle fails); no canary of tenant A was found in the answer, but the answer is wrong${r.ownStale.length > 0 ? " (it carries B's own earlier words)" : ''}: it was built on KV the request did not write${oracles.control.right ? '' : " (the control's answer was not right either)"}`,
        oracles,
      );
  }
  if (control?.status === 200 && (!controlRead!.right || controlRead!.canaries.length > 0))
    return kind(
      'vulnerable',
      `the control prompt of tenant B (${tokens(control.promptTokens)}) got 200 with a wrong answer${controlRead!.canaries.length > 0 ? ` carrying tenant A's canary words ${controlRead!.canaries.join(', ')}` : ''}: it was built on KV it did not write, whatever the figures say (figures that are wrong, such as a --max-total-tokens cap given as the pool, put the control in the band)`,
      oracles,
    );
  const wrongCanary = canaries.find((_, i) => canaryReads[i]!.right === false);
  if (wrongCanary)
    return kind(
      'vulnerable',
      `canary prompt ${wrongCanary.index + 1} of tenant A (${tokens(wrongCanary.promptTokens)}) got 200 with a wrong answer: it was built on KV it did not write, whatever the figures say (a prompt the prefill rejected and the decode accepted)`,
      oracles,
    );

  const silent = bands.find((o) => o.status === 0);
  if (silent)
    return inconclusive(
      silent.timedOut
        ? `the prompt ${where(silent)} timed out after ${silent.ms} ms`
        : `the prompt ${where(silent)} got no answer: ${silent.error}`,
      oracles,
    );
  const accepted = bands.find((o) => o.status === 200);
  if (accepted)
    return inconclusive(
      `a prompt ${where(accepted)} got 200 with the right answer: the node did not reject it, so its figures are not what it reported (a pool that changes with load, --allow-auto-truncate), or it is not the prefill that was read`,
      oracles,
    );
  const failedCanary = canaries.find((o) => o.status !== 200);
  if (failedCanary)
    return inconclusive(
      `a canary prompt of tenant A (${tokens(failedCanary.promptTokens)}, accepted and admitted by both nodes' figures) got ${statusOf(failedCanary)}: the figures do not match the deployment`,
      oracles,
    );
  if (!control) return inconclusive('the control prompt was not sent', oracles);
  if (control.status !== 200)
    return inconclusive(
      `the control prompt below the limits (${tokens(control.promptTokens)}) got ${statusOf(control)}, not 200: the figures do not match the deployment`,
      oracles,
    );
  for (const [i, o] of bands.entries()) {
    const r = bandReads[i]!;
    const evidence = f.band ? r.lengthError === 'input limit' : r.lengthError !== null;
    if (o.status !== 400 || !evidence)
      return inconclusive(notEvidence(o, r, where(o), f.band !== null), oracles);
  }
  const lengths = bands.map((o) => o.promptTokens.toLocaleString('en-US')).join(', ');
  const both = `the control got 200 with its right answer and ${canaries.length} canary prompt(s) their right answers (the output oracle passes)`;
  if (!f.band)
    return kind(
      'not exposed',
      `no prompt length is rejected by the prefill and accepted by the decode; the prompt at the prefill's first rejected length (${lengths} tokens) got SGLang's 400 with its length error (the status oracle passes); ${both}`,
      oracles,
    );
  return kind(
    'fixed',
    `every prompt of tenant B in the band (${lengths} tokens) got SGLang's 400 with its length error (the status oracle passes); ${both}; no canary leaked`,
    oracles,
  );
}

/** The planned request an outcome answers (for the report). */
export function plannedFor(
  plan: readonly PlannedRequest[],
  o: Outcome,
): PlannedRequest | undefined {
  return plan.find((p) => p.role === o.role && p.index === o.index);
}
