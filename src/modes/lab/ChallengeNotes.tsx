/**
 * Hints, revealed one at a time (they stay revealed, also after solving), and the explanation
 * shown once the challenge is solved, with links to the explainer's scenes and the sources.
 * A workshop with hints off (`hints` false) offers none.
 */
import { t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import type { Challenge } from '../../lab';
import { txt, withLang } from './labData';
import { useLabStore } from '../../store/reactLab';

const SGLANG = 'https://github.com/sgl-project/sglang/issues/';

function Source({ s }: { s: string }) {
  const m = /^#(\d{1,7})$/.exec(s);
  if (m) return <a href={`${SGLANG}${m[1]}`}>SGLang {s}</a>;
  if (s === 'incident-report') return <span>{t('lab.source.incident')}</span>;
  return <span>{s}</span>;
}

export function ChallengeNotes({
  challenge: ch,
  solved,
  hintsShown,
  hints = true,
}: {
  challenge: Challenge;
  solved: boolean;
  hintsShown: number;
  hints?: boolean;
}) {
  const lab = useLabStore();
  const lang = useLang();
  const shown = Math.min(hintsShown, ch.hints.length);
  return (
    <>
      {hints && ch.hints.length > 0 && (
        <section className="lab-panel lab-hints" aria-labelledby="lab-hints-title">
          <h3 id="lab-hints-title">{t('lab.hints.title')}</h3>
          {shown > 0 && (
            <ol className="lab-hints__list">
              {ch.hints.slice(0, shown).map((h, i) => (
                <li key={i} tabIndex={i === shown - 1 ? -1 : undefined} id={`lab-hint-${i}`}>
                  {txt(h, lang)}
                </li>
              ))}
            </ol>
          )}
          {shown < ch.hints.length ? (
            <button
              type="button"
              className="btn"
              onClick={() => {
                lab.getState().revealHint(ch.id, ch.hints.length);
                requestAnimationFrame(() => document.getElementById(`lab-hint-${shown}`)?.focus());
              }}
            >
              {t('lab.hints.show', { n: shown + 1, total: ch.hints.length })}
            </button>
          ) : (
            <p className="lab-muted">{t('lab.hints.all')}</p>
          )}
        </section>
      )}
      {solved && (
        <section className="lab-panel lab-explain" aria-labelledby="lab-explain-title">
          <h3 id="lab-explain-title">{t('lab.explain.title')}</h3>
          {txt(ch.explanation.text, lang)
            .split(/\n\n+/)
            .map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          {ch.explanation.scenes.length > 0 && (
            <p>
              {t('lab.explain.scenes')}{' '}
              {ch.explanation.scenes.map((id, i) => (
                <span key={id}>
                  {i > 0 && ' · '}
                  <a href={withLang(`#/?scene=${id}`)}>{t(`story.${id}.title` as MessageKey)}</a>
                </span>
              ))}
            </p>
          )}
          {ch.explanation.sources.length > 0 && (
            <p>
              {t('lab.explain.sources')}{' '}
              {ch.explanation.sources.map((s, i) => (
                <span key={s}>
                  {i > 0 && ' · '}
                  <Source s={s} />
                </span>
              ))}
            </p>
          )}
        </section>
      )}
    </>
  );
}
