/**
 * Under each fix switch: what the client gets for the selected request with that switch alone,
 * under each router, side by side (computed by running the engine, after the first paint).
 */
import { useEffect, useState } from 'react';
import { ROUTER_KINDS, type FixName, type Scenario, type Verdict } from '../../engine';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { fixOutcomes, peekFixOutcomes, type FixOutcomes } from '../../tools/fixOutcomes';
import '../../i18n/onDemand';

/** The fix outcomes of `scenario`: at once when known, else computed after this render. */
export function useFixOutcomes(scenario: Scenario | null): FixOutcomes | null {
  const [, setVersion] = useState(0);
  const known = scenario ? peekFixOutcomes(scenario) : null;
  useEffect(() => {
    if (!scenario || known !== undefined) return;
    const id = setTimeout(() => {
      fixOutcomes(scenario);
      setVersion((v) => v + 1);
    }, 0);
    return () => clearTimeout(id);
  }, [scenario, known]);
  return known ?? null;
}

function word(v: Verdict): MessageKey {
  if (v.correct) return 'explore.fixes.outcome.correct';
  return v.isolation === 'cross-tenant'
    ? 'explore.fixes.outcome.leak'
    : 'explore.fixes.outcome.wrong';
}

export function FixOutcome({
  fix,
  outcomes,
  request,
  id,
}: {
  fix: FixName;
  outcomes: FixOutcomes;
  request: number;
  id: string;
}) {
  return (
    <span className="switchboard__outcome" data-testid={`fix-outcome-${fix}`}>
      {t('explore.fixes.outcome', { req: id })}{' '}
      {ROUTER_KINDS.map((r, i) => {
        const v = outcomes[fix][r][request];
        if (!v) return null;
        return (
          <span key={r} data-router={r} data-status={v.httpStatus}>
            {i > 0 ? ' · ' : ''}
            <code>{r}</code> {v.httpStatus} {t(word(v))}
          </span>
        );
      })}
    </span>
  );
}
