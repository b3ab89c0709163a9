/**
 * The goal, part by part, with which parts hold on the scenario as edited (checked by running
 * the engine, in the lab's worker, on every change; `live` is null while it checks). Each part carries a word and a mark, never colour alone.
 * With `onRunOnly` (a workshop with spoilers off) nothing re-checks on an edit: `live` is the
 * last Run's check, null before the first Run.
 */
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import {
  describeFailingResponse,
  describePredicate,
  type PartResult,
  type Predicate,
  type ScenarioOutcome,
} from '../../lab';

function childrenOf(p: Predicate): Predicate[] {
  if ('all' in p) return p.all;
  if ('any' in p) return p.any;
  if ('not' in p) return [p.not];
  if ('under' in p) return [p.holds];
  if ('fewestFixes' in p) return [p.fewestFixes];
  return [];
}

function Part({ p, part }: { p: Predicate; part: PartResult | undefined }) {
  const lang = useLang();
  const kids = childrenOf(p);
  const state = part === undefined ? 'unknown' : part.holds ? 'holds' : 'fails';
  return (
    <li className={`lab-goal__part lab-goal__part--${state}`}>
      <span className="lab-goal__mark" aria-hidden="true">
        {state === 'holds' ? '✓' : state === 'fails' ? '✗' : '·'}
      </span>
      <span className="lab-goal__text">
        {describePredicate(p, lang)}
        {part && !part.holds && part.failing && part.failing.length > 0 ? (
          <span className="lab-goal__failing">
            {' — '}
            {t('lab.goal.failsFor', {
              list: part.failing
                .slice(0, 4)
                .map((f) => describeFailingResponse(f, lang))
                .join('; '),
            })}
          </span>
        ) : (
          part?.matched &&
          part.matched.length > 0 && (
            <span className="lab-goal__matched"> ({part.matched.slice(0, 8).join(', ')})</span>
          )
        )}
        <span className="sr-only">
          {' — '}
          {t(`lab.goal.${state}`)}
        </span>
      </span>
      {kids.length > 0 && (
        <ul>
          {kids.map((k, i) => (
            <Part key={i} p={k} part={part?.children?.[i]} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function GoalPanel({
  predicate,
  live,
  onRunOnly = false,
}: {
  predicate: Predicate;
  live: ScenarioOutcome | null;
  onRunOnly?: boolean;
}) {
  useLang();
  const parts = live?.parts;
  if (onRunOnly)
    return (
      <section className="lab-panel lab-goal" aria-labelledby="lab-goal-title">
        <h3 id="lab-goal-title">{t('lab.goal.title')}</h3>
        <p className="lab-goal__about" data-testid="goal-on-run">
          {live === null ? t('lab.goal.onRun') : t('lab.goal.lastRun')}
        </p>
        <ul className="lab-goal__tree">
          <Part p={predicate} part={parts} />
        </ul>
      </section>
    );
  return (
    <section className="lab-panel lab-goal" aria-labelledby="lab-goal-title">
      <h3 id="lab-goal-title">{t('lab.goal.title')}</h3>
      <p className="lab-goal__about">
        {live === null
          ? t('lab.goal.checking')
          : parts
            ? parts.holds && live?.problems.length === 0
              ? t('lab.goal.allHold')
              : t('lab.goal.live')
            : t('lab.goal.invalid')}
      </p>
      <ul className="lab-goal__tree">
        <Part p={predicate} part={parts} />
      </ul>
      {live && live.problems.length > 0 && (
        <div className="lab-note lab-note--error">
          <p>
            {live.locked
              ? t('lab.wb.locked')
              : live.refused
                ? t('lab.wb.refused')
                : t('lab.wb.invalid')}
          </p>
          <ul className="lab-problems">
            {live.problems.slice(0, 8).map((pr, i) => (
              <li key={i}>
                <code>{pr.path}</code> {pr.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
