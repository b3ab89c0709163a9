/**
 * The explainer's closing chapter, "Not a one-off": the incident's three siblings side by side
 * with it (a paragraph, how it is known, a figure each) and the defence matrix (the figures are
 * src/views/family's, shared with the deck). Loaded on demand with its strings
 * (../../i18n/family.ts), after the scenes.
 */
import { useEffect, type ReactNode } from 'react';
import { t, type MessageKey } from '../../../i18n';
import { loadFamilyDict } from '../../../i18n/family';
import { useLang, useLangStrings } from '../../../store/react';
import { SIBLING_FIGURES } from '../../../story/familyFigures';
import { MATRIX_DATA, MODES } from '../../../story/familyMatrix';
import { routeQueryHref } from '../../../story/hash';
import { DefenceMatrix } from '../../../views/family/DefenceMatrix';
import { SiblingTimeline } from '../../../views/family/SiblingTimeline';
import './family.css';

export const FAMILY_ID = 'family';

function Card({ id, children }: { id: string; children?: ReactNode }) {
  const k = (part: string) => t(`family.${id}.${part}` as MessageKey);
  return (
    <article className="fam-card" data-member={id} aria-labelledby={`fam-${id}`}>
      <h3 id={`fam-${id}`}>{k('title')}</h3>
      <p>{k('body')}</p>
      <p className="fam-known">
        <strong>{t('family.known')}</strong> {k('known')}
      </p>
      {children}
    </article>
  );
}

export function FamilyChapter() {
  const lang = useLang();
  useLangStrings();
  useEffect(() => {
    void loadFamilyDict(lang);
  }, [lang]);
  return (
    <section id={`scene-${FAMILY_ID}`} className="sp-scene fam-chapter" aria-labelledby="h-family">
      <p className="sp-kicker">{t('family.kicker')}</p>
      <h2 id="h-family" tabIndex={-1}>
        {t('family.title')}
      </h2>
      <p>{t('family.intro')}</p>
      <p className="fam-tags">{t('family.tags')}</p>
      <div className="fam-grid">
        <Card id="incident" />
        {SIBLING_FIGURES.map((f) => (
          <Card key={f.mode} id={f.mode}>
            <SiblingTimeline figure={f} title={t(`family.${f.mode}.title` as MessageKey)} />
            {/* the built-in scenario in Explore, with the request it corrupts selected */}
            <a
              className="fam-explore"
              href={routeQueryHref('/explore', `s=${f.file}&sel=${MODES[f.mode].victim}`)}
            >
              {t('family.explore')}
            </a>
          </Card>
        ))}
      </div>
      <h3>{t('family.matrix.title')}</h3>
      <p>{t('family.matrix.intro')}</p>
      <DefenceMatrix data={MATRIX_DATA} />
    </section>
  );
}
