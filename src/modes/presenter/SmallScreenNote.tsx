/**
 * On a phone-sized window (≤ 480 px) the presenter and its speaker view say plainly that they
 * are built for a laptop and a projector, and offer the explainer (at the same scene) instead;
 * the slides stay one press away. Shown by CSS only at that width (smallScreen.css), so a
 * window made larger drops it.
 */
import { useState } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { routeHref, sceneFromHash } from '../../story/hash';
import './smallScreen.css';

export function SmallScreenNote() {
  useLang(); // drawn again in a new language
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside
      className="sp-small-screen"
      aria-labelledby="sp-small-screen-title"
      data-testid="small-screen-note"
    >
      <h2 id="sp-small-screen-title">{t('stage.small.title')}</h2>
      <p>{t('stage.small.body')}</p>
      <p>
        <a href={routeHref('/', sceneFromHash())}>{t('stage.small.explainer')}</a>
      </p>
      <p>
        <button type="button" onClick={() => setDismissed(true)}>
          {t('stage.small.anyway')}
        </button>
      </p>
    </aside>
  );
}
