/**
 * The router choice and the engine's switches as labelled checkboxes; each change re-runs at
 * once, keeping the step. Switch names are the model's own labels, in plain words. Under each
 * switch, that switch alone under each router, side by side, for the selected request.
 */
import { FIX_NAMES, storyRequest, type FixName } from '../../engine';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { setFix } from '../../store/actions';
import { useApp, useAppStore, useLang } from '../../store/react';
import { FixOutcome, useFixOutcomes } from './FixOutcome';
import { DefenceSwitches } from './DefenceSwitches';
import { PoolSizes } from './PoolSizes';
import { RouterChoice } from './RouterChoice';
import { askedNow, shownScenario, shownTrace } from '../../store/selectors';
import '../../i18n/onDemand';

const KEYS: Record<FixName, { label: MessageKey; hint: MessageKey; pr: MessageKey }> =
  Object.fromEntries(
    FIX_NAMES.map((n) => [
      n,
      {
        label: `explore.fixes.${n}` as MessageKey,
        hint: `explore.fixes.${n}.hint` as MessageKey,
        pr: `explore.fixes.${n}.pr` as MessageKey,
      },
    ]),
  ) as Record<FixName, { label: MessageKey; hint: MessageKey; pr: MessageKey }>;

export function FixSwitchboard() {
  const store = useAppStore();
  useLang();
  const fixes = useApp((s) => askedNow(s)?.config.fixes ?? null);
  const scenario = useApp(shownScenario);
  const trace = useApp(shownTrace);
  const selected = useApp((s) => s.selected);
  const outcomes = useFixOutcomes(scenario);
  const request = selected ?? (trace ? storyRequest(trace) : null);
  const reqId = request !== null ? scenario?.requests[request]?.id : undefined;
  return (
    <section className="panel switchboard" aria-labelledby="fixes-title">
      <h2 id="fixes-title" className="panel__title">
        {t('explore.fixes.title')}
      </h2>
      <p className="panel__hint">{t('explore.fixes.hint')}</p>
      <RouterChoice />
      <ul className="switchboard__list">
        {FIX_NAMES.map((n) => (
          <li key={n} className="switchboard__item">
            <input
              id={`fix-${n}`}
              type="checkbox"
              checked={fixes?.[n] ?? false}
              disabled={!fixes}
              aria-describedby={`fix-${n}-hint`}
              onChange={(e) => void setFix(store, n, e.target.checked)}
            />
            <label htmlFor={`fix-${n}`} className="switchboard__label">
              {t(KEYS[n].label)}
            </label>
            <span id={`fix-${n}-hint`} className="switchboard__hint">
              {t(KEYS[n].hint)} <span className="switchboard__pr">({t(KEYS[n].pr)})</span>
            </span>
            {outcomes && request !== null && reqId !== undefined ? (
              <FixOutcome fix={n} outcomes={outcomes} request={request} id={reqId} />
            ) : null}
          </li>
        ))}
      </ul>
      <DefenceSwitches />
      <PoolSizes />
    </section>
  );
}
