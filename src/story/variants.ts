/**
 * The fixes scene's rows: the same workload with one change each, run through the engine so
 * the table's outcomes are computed, not written.
 */
import type { Fixes } from '../engine';
import type { MessageKey } from '../i18n';
import { storyRequest } from '../store/store';
import { traceFor, type ScenarioName } from './scenarios';

export interface Variant {
  id: string;
  scenario: ScenarioName;
  switches: Partial<Fixes>;
  label: MessageKey;
  source: MessageKey;
  effect: MessageKey;
}

function v(id: string, scenario: ScenarioName, switches: Partial<Fixes>, key = id): Variant {
  return {
    id,
    scenario,
    switches,
    label: `story.fix.${key}.label` as MessageKey,
    source: `story.fix.${key}.source` as MessageKey,
    effect: `story.fix.${key}.effect` as MessageKey,
  };
}

export const VARIANTS: readonly Variant[] = [
  v('none', 'incident', {}),
  v('rejectAtAdmission', 'incident', { rejectAtAdmission: true }),
  v('retireAbortedPrefill', 'incident', { retireAbortedPrefill: true }),
  v('coverageCheck', 'incident', { coverageCheck: true }),
  v('notifyDecodeOnAbort', 'incident', { notifyDecodeOnAbort: true }),
  v('scrubOnFree', 'incident', { scrubOnFree: true }),
  v('pool2x', 'pool-2x', {}),
  v('equalPools', 'equal-pools', {}),
];

export interface Outcome {
  status: number;
  /** pages of other tenants the story response attended over */
  crossTenantPages: number;
  correct: boolean;
}

export function outcomeOf(variant: Variant): Outcome {
  const { trace } = traceFor(variant.scenario, variant.switches);
  const verdict = trace.verdicts[storyRequest(trace)]!;
  return {
    status: verdict.httpStatus,
    crossTenantPages: verdict.pageCounts.crossTenant,
    correct: verdict.correct,
  };
}
