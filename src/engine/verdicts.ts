/**
 * The oracles: what each response was, and what a correct server would have returned.
 *
 * The stand-in decode "model": generated token j is taken from the content of one of the
 * prompt pages the request attends to (spread evenly over them) and carries that page's
 * provenance. A real model produces text *conditioned on* all those pages; the stand-in only
 * makes the provenance visible. Isolation is judged on every page attended, not only on the
 * pages the stand-in happened to quote.
 */
import { forEachStretch, segmentAt } from './content';
import {
  contextMessage,
  exceedsContext,
  exceedsTotal,
  inputTooLongMessage,
  totalMessage,
} from './limits';
import { pageAt, runsLength } from './runs';
import type { Attended, Sim } from './sim';
import type { Isolation, OutputToken, RequestState, Verdict } from './types';

/**
 * What a correct server answers this request: its original 400 when SGLang's limits refuse the
 * prompt, else a 200 built only on its own pages. A client that went away (status 499) is
 * still owed that answer: the engine records what it would have been, and the verdict is not
 * correct, since nobody got an answer to judge (so a goal such as "every response correct" is
 * never met by sending the clients away; the lab's goals also count a 499 as no wrong answer:
 * src/lab/predicate.ts `matches`).
 */
function expected(sim: Sim, r: RequestState): { status: number; error: string | null } {
  const { contextLength } = sim.scenario.config;
  const maxNew = sim.scenario.requests[r.index]!.maxNewTokens;
  if (exceedsContext(r.promptTokens, contextLength))
    return { status: 400, error: contextMessage(r.promptTokens, contextLength) };
  if (exceedsTotal(r.promptTokens, maxNew, contextLength))
    return { status: 400, error: totalMessage(r.promptTokens, maxNew, contextLength) };
  const limit = Math.min(sim.prefillMax, sim.decodeMax);
  if (r.promptTokens >= limit)
    return { status: 400, error: inputTooLongMessage(r.promptTokens, limit) };
  return { status: 200, error: null };
}

/**
 * Both nodes' messages name the prompt length; either node's limit is an acceptable original
 * error, also inside sgl-router's "Prefill server error (400): …" wrapper.
 */
function sameError(actual: string | null, want: string | null): boolean {
  if (actual === null || want === null) return actual === want;
  return actual.includes(want.slice(0, want.indexOf(')') + 1));
}

/** At most this many output tokens are kept per response (`generated` says how many there were). */
export const OUTPUT_SHOWN = 64;

function words(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter((w) => w.length > 0);
}

/** The stand-in quotes each writer's prompt words in order, one word per token drawn from it. */
function tokenText(sim: Sim, writer: number, nth: number, placeholder: boolean): string {
  if (placeholder) return '⟨0⟩';
  const spec = sim.scenario.requests[writer]!;
  const w = words(spec.text);
  if (w.length > 0) return w[nth % w.length]!;
  return `[${spec.tenant}/${spec.id}]`;
}

/**
 * Token 1 comes from the prefill's forward pass over what the prefill held (the placeholder,
 * for a rejected prompt); tokens 2… from decode steps over the reserved pages.
 */
function standInOutput(sim: Sim, i: number, a: Attended | undefined, generated: number) {
  const r = sim.state.requests[i]!;
  const placeholder = r.prefill?.placeholder ?? false;
  const out: OutputToken[] = [
    { text: tokenText(sim, i, 0, placeholder), from: i, page: -1, fromPrefill: true },
  ];
  const quoted = new Map<number, number>([[i, 1]]);
  const fillPages = a ? runsLength(a.pages) : 0;
  const decoded = Math.min(generated, OUTPUT_SHOWN) - 1;
  for (let j = 0; a && j < decoded; j++) {
    // spread evenly over the attended pages
    const listPos = Math.min(fillPages - 1, Math.floor(((j + 1) * fillPages) / (decoded + 1)));
    const page = pageAt(a.pages, listPos);
    const seg = page >= 0 ? segmentAt(a.content, page) : null;
    if (!seg) {
      out.push({ text: '∅', from: -1, page });
      continue;
    }
    const nth = quoted.get(seg.writer) ?? 0;
    quoted.set(seg.writer, nth + 1);
    out.push({ text: tokenText(sim, seg.writer, nth, seg.placeholder), from: seg.writer, page });
  }
  return out;
}

/**
 * A request still being decoded: how many output tokens it has so far and the stand-in output
 * it will have at its clipped `max_new_tokens` (what its verdict's output is once it answers
 * 200, unless it is retracted and attends other pages). Null before its first token and once
 * it has its response. For the live stand-in's streams (a read, no state change).
 */
export function outputSoFar(
  sim: Sim,
  r: RequestState,
): { produced: number; total: number; output: OutputToken[] } | null {
  const d = r.decode;
  if (!d || d.generated === 0 || r.response) return null;
  const a = sim.attended.get(r.index);
  const output = standInOutput(sim, r.index, a, d.maxNewTokens);
  return { produced: Math.min(d.generated, output.length), total: d.maxNewTokens, output };
}

export function verdictFor(sim: Sim, r: RequestState): Verdict {
  const status = r.response?.status ?? 0;
  const error = r.response?.error ?? null;
  const counts = { own: 0, crossTenant: 0, sameTenant: 0, unwritten: 0 };
  const leaked = new Map<number, true>();
  // the reserved pages count only when a decode step attended them (2nd token on)
  const generated = r.decode?.generated ?? 0;
  const a = generated >= 2 ? sim.attended.get(r.index) : undefined;
  let output: OutputToken[] = [];
  if (status === 200 && generated > 0) output = standInOutput(sim, r.index, a, generated);
  if (a && status === 200) {
    forEachStretch(a.content, a.pages, (s, e, seg) => {
      const n = e - s;
      if (!seg) counts.unwritten += n;
      else if (seg.writer === r.index) counts.own += n;
      else {
        leaked.set(seg.writer, true);
        if (sim.state.requests[seg.writer]!.tenant === r.tenant) counts.sameTenant += n;
        else counts.crossTenant += n;
      }
    });
  }
  const isolation: Isolation =
    counts.crossTenant > 0
      ? 'cross-tenant'
      : counts.sameTenant > 0
        ? 'same-tenant'
        : counts.unwritten > 0
          ? 'unwritten'
          : 'clean';
  const exp = expected(sim, r);
  const leakedFrom = [...leaked.keys()]
    .sort((x, y) => x - y)
    .map((w) => ({ tenant: sim.state.requests[w]!.tenant, request: sim.state.requests[w]!.id }));
  const correct =
    status === exp.status && (status === 200 ? isolation === 'clean' : sameError(error, exp.error));
  return {
    request: r.index,
    httpStatus: status,
    error,
    isolation,
    leakedFrom,
    pageCounts: counts,
    correct,
    expectedStatus: exp.status,
    expectedError: exp.error,
    output,
    generated: status === 200 ? generated : 0,
  };
}

/**
 * The request a scenario is "about": the first one whose verdict is wrong (a wrong answer or
 * not a 200), else the last. The explainer tells its story, the views select it first.
 */
export function storyRequest(trace: { verdicts: readonly (Verdict | undefined)[] }): number {
  // a growing trace has no verdict yet for the requests still running
  const wrong = trace.verdicts.find((v) => v !== undefined && (!v.correct || v.httpStatus !== 200));
  return wrong ? wrong.request : trace.verdicts.length - 1;
}
