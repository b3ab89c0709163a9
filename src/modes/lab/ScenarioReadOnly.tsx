/**
 * A question challenge's starting scenario, read only (panelsFor in src/lab/panels.ts): the
 * figures the question is about, as JSON text, without the editor or Run that would show the
 * answer before it is given.
 */
import { useId } from 'react';
import type { Scenario } from '../../engine';
import { t } from '../../i18n';
import '../../i18n/lab';
import { useLang } from '../../store/react';

export function ScenarioReadOnly({ scenario }: { scenario: Scenario }) {
  useLang();
  const id = useId();
  return (
    <details className="lab-panel lab-json">
      <summary>{t('lab.scenario.title')}</summary>
      <p id={id} className="lab-muted">
        {t('lab.scenario.about')}
      </p>
      <pre className="lab-json__text" tabIndex={0} aria-describedby={id}>
        {JSON.stringify(scenario, null, 2)}
      </pre>
    </details>
  );
}
