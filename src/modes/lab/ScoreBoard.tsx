/**
 * The score board: every challenge by category, with its difficulty in stars, a solved mark,
 * the overall progress, and filters (category, difficulty, solved or not). Under a workshop
 * (./WorkshopTools.tsx) only the workshop's challenges, in its order, linked by opaque id when
 * it says so.
 */
import { useId, useState } from 'react';
import { t, type MessageKey } from '../../i18n';
import '../../i18n/lab';
import { CATEGORIES, type Category, type Challenge } from '../../lab';
import { entryOf } from '../../store/lab';
import { useLang } from '../../store/react';
import { useLab } from '../../store/reactLab';
import type { Workshop } from '../../lab/validateWorkshop';
import { boardChallenges, challengeHash, STARS, txt, type ChallengeSet } from './labData';
import { ProgressTools } from './ProgressTools';
import { WorkshopTools } from './WorkshopTools';

type SolvedFilter = 'all' | 'solved' | 'open';

const catKey = (c: Category) => `lab.cat.${c}` as MessageKey;

interface CardProps {
  ch: Challenge;
  solved: boolean;
  instructor: boolean;
  workshop: Workshop | null;
}

function Card({ ch, solved, instructor, workshop }: CardProps) {
  const lang = useLang();
  return (
    <li className={`lab-card${solved ? ' lab-card--solved' : ''}`}>
      <a className="lab-card__link" href={challengeHash(ch.id, workshop)}>
        <span className="lab-card__title">{txt(ch.title, lang)}</span>
        <span className="lab-card__meta">
          <span
            className="lab-card__stars"
            aria-label={t('lab.difficulty', { n: ch.difficulty })}
            role="img"
          >
            {STARS(ch.difficulty)}
          </span>
          {solved ? (
            <span className="lab-card__mark lab-card__mark--solved">✓ {t('lab.solved')}</span>
          ) : (
            <span className="lab-card__mark">{t('lab.open')}</span>
          )}
          {instructor && <span className="lab-card__tag">{t('lab.instructor')}</span>}
        </span>
      </a>
    </li>
  );
}

export function ScoreBoard({ set }: { set: ChallengeSet }) {
  const lang = useLang();
  const workshop = set.workshop;
  const pool = boardChallenges(set);
  const progress = useLab((s) => s.progress);
  const [cat, setCat] = useState<Category | 'all'>('all');
  const [stars, setStars] = useState(0);
  const [solvedF, setSolvedF] = useState<SolvedFilter>('all');
  const ids = { cat: useId(), stars: useId(), solved: useId(), bar: useId() };
  const isSolved = (id: string) => entryOf(progress, id)?.solved === true;
  const total = pool.length;
  const done = pool.filter((c) => isSolved(c.id)).length;
  const shown = pool.filter(
    (c) =>
      (cat === 'all' || c.category === cat) &&
      (stars === 0 || c.difficulty === stars) &&
      (solvedF === 'all' || (solvedF === 'solved') === isSolved(c.id)),
  );
  return (
    <div className="lab-board">
      <section className="lab-board__intro" aria-labelledby={ids.bar}>
        <h2 id={ids.bar}>{t('lab.board.title')}</h2>
        <p>{t('lab.board.intro')}</p>
        <div className="lab-progress">
          <progress max={total} value={done} aria-labelledby={`${ids.bar}-label`} />
          <span id={`${ids.bar}-label`}>{t('lab.board.progress', { done, total })}</span>
        </div>
      </section>
      <form
        className="lab-filters"
        aria-label={t('lab.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <span className="lab-field">
          <label htmlFor={ids.cat}>{t('lab.filter.category')}</label>
          <select
            id={ids.cat}
            value={cat}
            onChange={(e) => setCat(e.target.value as Category | 'all')}
          >
            <option value="all">{t('lab.filter.all')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(catKey(c))}
              </option>
            ))}
          </select>
        </span>
        <span className="lab-field">
          <label htmlFor={ids.stars}>{t('lab.filter.difficulty')}</label>
          <select id={ids.stars} value={stars} onChange={(e) => setStars(Number(e.target.value))}>
            <option value={0}>{t('lab.filter.all')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('lab.difficulty', { n })}
              </option>
            ))}
          </select>
        </span>
        <span className="lab-field">
          <label htmlFor={ids.solved}>{t('lab.filter.solved')}</label>
          <select
            id={ids.solved}
            value={solvedF}
            onChange={(e) => setSolvedF(e.target.value as SolvedFilter)}
          >
            <option value="all">{t('lab.filter.all')}</option>
            <option value="solved">{t('lab.filter.onlySolved')}</option>
            <option value="open">{t('lab.filter.onlyOpen')}</option>
          </select>
        </span>
      </form>
      <p className="sr-only" role="status">
        {t('lab.board.shown', { n: shown.length, total })}
      </p>
      {workshop && shown.length > 0 && (
        <section className="lab-cat" aria-labelledby="lab-workshop-list">
          <h3 id="lab-workshop-list">
            {workshop.title ? txt(workshop.title, lang) : t('lab.workshop.board')}
          </h3>
          <ol className="lab-cards" data-testid="workshop-board">
            {shown.map((ch) => (
              <Card
                key={ch.id}
                ch={ch}
                solved={isSolved(ch.id)}
                instructor={set.instructorIds.has(ch.id)}
                workshop={workshop}
              />
            ))}
          </ol>
        </section>
      )}
      {CATEGORIES.map((c) => {
        const list = workshop ? [] : shown.filter((ch) => ch.category === c);
        if (list.length === 0) return null;
        const all = pool.filter((ch) => ch.category === c);
        return (
          <section key={c} className="lab-cat" aria-labelledby={`lab-cat-${c}`}>
            <h3 id={`lab-cat-${c}`}>
              {t(catKey(c))}{' '}
              <span className="lab-cat__count">
                {t('lab.board.catProgress', {
                  done: all.filter((ch) => isSolved(ch.id)).length,
                  total: all.length,
                })}
              </span>
            </h3>
            <p className="lab-cat__about">{t(`lab.cat.${c}.about` as MessageKey)}</p>
            <ul className="lab-cards">
              {list.map((ch) => (
                <Card
                  key={ch.id}
                  ch={ch}
                  solved={isSolved(ch.id)}
                  instructor={set.instructorIds.has(ch.id)}
                  workshop={null}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {shown.length === 0 && <p className="lab-empty">{t('lab.board.none')}</p>}
      <ProgressTools set={set} />
      <WorkshopTools set={set} />
    </div>
  );
}
