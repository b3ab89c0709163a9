/** The deck's last slide: the lesson, the fixed versions with their sources, where to read more. */
import { t } from '../../i18n';
import { useLang } from '../../store/react';

export function ClosingSlide() {
  useLang();
  return (
    <div className="sp-closing" data-testid="closing-slide">
      <p className="sp-closing-lesson">{t('stage.closing.lesson')}</p>
      <section>
        <h2>{t('stage.closing.fixesTitle')}</h2>
        <ul>
          <li>{t('stage.closing.fixPress')}</li>
          <li>{t('stage.closing.fixTracker')}</li>
          <li>{t('stage.closing.fixConfig')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('stage.closing.readTitle')}</h2>
        <ul>
          <li>{t('stage.closing.readReport')}</li>
          <li>{t('stage.closing.readIssue')}</li>
          <li>{t('stage.closing.readApp')}</li>
        </ul>
      </section>
    </div>
  );
}
