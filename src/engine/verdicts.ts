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
import { contextMessage, exceedsContext, inputTooLongMessage } from './limits';
import { pageAt } from './runs';
import type { Attended, Sim } from './sim';
import type { Isolation, OutputToken, RequestState, Verdict } from './types';

function expected(sim: Sim, r: RequestState): { status: number; error: string | null } {
  const { contextLength } = sim.scenario.config;
  if (exceedsContext(r.promptTokens, contextLength))
    return { status: 400, error: contextMessage(r.promptTokens, contextLength) };
  const limit = Math.min(sim.prefillMax, sim.decodeMax);
  if (r.promptTokens >= limit)
    return { status: 400, error: inputTooLongMessage(r.promptTokens, limit) };
  return { status: 200, error: null };
}

/** Both messages name the prompt length; either node's limit is an acceptable original error. */
function sameError(actual: string | null, want: string | null): boolean {
  if (actual === null || want === null) return actual === want;
  const head = (s: string) => s.slice(0, s.indexOf(')') + 1);
  return head(actual) === head(want);
}

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

function standInOutput(sim: Sim, i: number, a: Attended, generated: number): OutputToken[] {
  const out: OutputToken[] = [];
  const quoted = new Map<number, number>();
  for (let j = 0; j < generated; j++) {
    const listPos = Math.min(
      a.fillPages - 1,
      Math.floor((j * a.fillPages) / Math.max(1, generated)),
    );
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
  void i;
  return out;
}

export function verdictFor(sim: Sim, r: RequestState): Verdict {
  const status = r.response?.status ?? 0;
  const error = r.response?.error ?? null;
  const counts = { own: 0, crossTenant: 0, sameTenant: 0, unwritten: 0 };
  const leaked = new Map<number, true>();
  const a = sim.attended.get(r.index);
  let output: OutputToken[] = [];
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
    output = standInOutput(sim, r.index, a, r.decode?.generated ?? 0);
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
  };
}
