/** The scenario's own description, folded away by default. Text from files stays text. */
import { t } from '../../i18n';
import { useApp, useLang } from '../../store/react';
import { askedNow } from '../../store/selectors';
import '../../i18n/onDemand';

export function ScenarioAbout() {
  useLang();
  const base = useApp((s) => askedNow(s)?.base ?? null);
  if (!base) return null;
  return (
    <details className="about">
      <summary>{t('explore.scenario.description')}</summary>
      <p className="about__name">{base.name}</p>
      <p className="about__text">{base.description}</p>
    </details>
  );
}
