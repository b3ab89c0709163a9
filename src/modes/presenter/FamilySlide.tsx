/**
 * The deck's family slides (src/story/familySlides.ts), loaded on demand with the family's
 * strings (src/i18n/family.ts): "Not a one-off" — the incident and its three siblings side by
 * side, each sibling with its timeline, one more per click — and the defence matrix, built up
 * from the incident's column. The figures are the explainer's closing chapter's
 * (src/views/family), fitted to the slide (./SlideFit.tsx); a member not yet shown keeps its
 * place, hidden, so a click changes the picture without moving the rest.
 */
import { useEffect, useState } from 'react';
import { t, type Lang, type MessageKey } from '../../i18n';
import { loadFamilyDict } from '../../i18n/family';
import { useLangStrings } from '../../store/react';
import { SIBLING_FIGURES } from '../../story/familyFigures';
import { MATRIX_DATA, MATRIX_MODES, type Mode } from '../../story/familyMatrix';
import type { FamilyBuild, FamilySlide as Slide } from '../../story/familySlides';
import { DefenceMatrix } from '../../views/family/DefenceMatrix';
import { SiblingTimeline } from '../../views/family/SiblingTimeline';
import { SlideFit } from './SlideFit';
import './familySlide.css';

function Member({ mode, shown }: { mode: Mode; shown: boolean }) {
  const figure = SIBLING_FIGURES.find((f) => f.mode === mode);
  const title = t(`family.mode.${mode}` as MessageKey);
  return (
    <article
      className="sp-fam-card"
      data-member={mode}
      data-hidden={shown ? undefined : true}
      aria-label={title}
    >
      <h2>{title}</h2>
      <p className="sp-fam-line">{t(`stage.family.${mode}.line` as MessageKey)}</p>
      {figure ? (
        <SiblingTimeline figure={figure} title={title} slide />
      ) : (
        <p className="sp-fam-outcome">{t('stage.family.A4.outcome')}</p>
      )}
      <p className="sp-fam-known">
        <strong>{t('family.known')}</strong> {t(`stage.family.${mode}.known` as MessageKey)}
      </p>
    </article>
  );
}

function Siblings({ build }: { build: FamilyBuild }) {
  return (
    <div className="sp-fam-siblings" data-testid="family-siblings">
      <div className="sp-fam-cards">
        {MATRIX_MODES.map((mode) => (
          <Member key={mode} mode={mode} shown={build.shown.includes(mode)} />
        ))}
      </div>
      <p className="sp-fam-tags">{t('stage.family.tags')}</p>
    </div>
  );
}

export function FamilySlide({ slide, beat, lang }: { slide: Slide; beat: number; lang: Lang }) {
  const strings = useLangStrings();
  // drawn once the family's strings are in this language (no English flash, no refit after)
  const [ready, setReady] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    void loadFamilyDict(lang).then(() => live && setReady(lang));
    return () => {
      live = false;
    };
  }, [lang]);
  const build = slide.builds[Math.max(0, Math.min(slide.builds.length - 1, beat))]!;
  if (ready !== lang) return null;
  return (
    <SlideFit
      measureKey={`${slide.id}|${lang}|${strings.lang}|${strings.loaded}`}
      className="sp-fam-fit"
    >
      {slide.id === 'family' ? (
        <Siblings build={build} />
      ) : (
        <div className="sp-fam-matrix" data-testid="family-matrix">
          <DefenceMatrix data={MATRIX_DATA} slide={build} />
        </div>
      )}
    </SlideFit>
  );
}
