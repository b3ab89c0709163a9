/**
 * The fixes scene's rows: the same workload with one change each, run through the engine
 * under each of SGLang's two routers, so the table's outcomes are computed, not written.
 */
import { ROUTER_KINDS, storyRequest, type Fixes, type RouterKind } from '../engine';
import type { MessageKey } from '../i18n';
import { traceFor, type ScenarioName, type Tweak } from './sceneTraces';

export interface Variant {
  id: string;
  scenario: ScenarioName;
  switches: Partial<Fixes>;
  label: MessageKey;
  source: MessageKey;
  effect: MessageKey;
  /** a what-if that is not a fix switch (a pool size) */
  tweak?: Tweak;
}

function v(
  id: string,
  scenario: ScenarioName,
  switches: Partial<Fixes>,
  tweak?: Tweak,
  key = id,
): Variant {
  return {
    id,
    scenario,
    switches,
    ...(tweak ? { tweak } : {}),
    label: `story.fix.${key}.label` as MessageKey,
    source: `story.fix.${key}.source` as MessageKey,
    effect: `story.fix.${key}.effect` as MessageKey,
  };
}

/** One row per fix switch (in the engine's order, #38704's two halves apart), then the pools. */
export const VARIANTS: readonly Variant[] = [
  v('none', 'incident', {}),
  v('rejectAtAdmission', 'incident', { rejectAtAdmission: true }),
  v('retireAbortedPrefill', 'incident', { retireAbortedPrefill: true }),
  v('honorAbortBeforeHandoff', 'incident', { honorAbortBeforeHandoff: true }),
  v('coverageCheck', 'incident', { coverageCheck: true }),
  v('notifyDecodeOnAbort', 'incident', { notifyDecodeOnAbort: true }),
  v('scrubOnFree', 'incident', { scrubOnFree: true }),
  // a what-if: the prefill pool raised to three quarters of the window (786,432 tokens)
  v('poolBelowWindow', 'incident', {}, { prefillPool: 786_432 }),
  v('pool2x', 'pool-2x', {}),
  v('equalPools', 'equal-pools', {}),
];

export interface Outcome {
  status: number;
  /** the client's error text, if any */
  error: string | null;
  /** pages of other tenants the story response attended over */
  crossTenantPages: number;
  correct: boolean;
}

export type Outcomes = Record<RouterKind, Outcome>;

/** The story request's outcome for a variant under one router (one engine run, cached). */
export function outcomeOf(variant: Variant, router: RouterKind): Outcome {
  const { trace } = traceFor(variant.scenario, variant.switches, router, variant.tweak);
  const verdict = trace.verdicts[storyRequest(trace)]!;
  return {
    status: verdict.httpStatus,
    error: verdict.error,
    crossTenantPages: verdict.pageCounts.crossTenant,
    correct: verdict.correct,
  };
}

/** The outcome under each router, side by side. */
export function outcomesOf(variant: Variant): Outcomes {
  return Object.fromEntries(ROUTER_KINDS.map((r) => [r, outcomeOf(variant, r)])) as Outcomes;
}
