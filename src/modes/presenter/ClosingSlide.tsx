/**
 * The deck's last slide: the lesson, the fixed versions with their sources, where to read more;
 * with a talk file, the speaker's name and links (each with its address, for the back row).
 */
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Talk } from '../../story/talk';

export function ClosingSlide({ talk }: { talk: Talk }) {
  useLang();
  const mine = Boolean(talk.speaker) || talk.links.length > 0;
  return (
    <div className="sp-closing" data-testid="closing-slide" data-speaker={mine || undefined}>
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
      {mine && (
        <section className="sp-closing-speaker" data-testid="closing-speaker">
          <h2>
            {talk.speaker
              ? t('stage.closing.thanks', { name: talk.speaker })
              : t('stage.closing.links')}
          </h2>
          {talk.affiliation && <p>{talk.affiliation}</p>}
          {talk.links.length > 0 && (
            <ul>
              {talk.links.map((l) => (
                <li key={l.url}>
                  {l.label}: <span className="sp-url">{l.url}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
