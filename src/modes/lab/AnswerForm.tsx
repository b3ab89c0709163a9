/**
 * The answer form of a question challenge: a number, one choice, or a set of ids, as the
 * question asks (the choices come from the scenario; the answer itself is computed by the
 * engine when the trainee submits, never shipped), in the lab's worker (src/worker/labJobs.ts).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import '../../i18n/lab';
import { answerShape, panelsFor, type Answer, type Challenge, type Question } from '../../lab';
import { entryOf } from '../../store/lab';
import { useLang } from '../../store/react';
import { useLab, useLabStore } from '../../store/reactLab';
import { labJob } from '../../worker/labJobs';
import { isCancelled } from '../../worker/lane';
import { handToExposure } from './labData';

/**
 * What a wrong answer tells the trainee to do, naming only what is on this page: Run and the
 * views where the page has the editor, the read-only scenario where it shows that, the
 * exposure checker's links for an audit of pasted deployments.
 */
export function wrongKey(ch: Challenge, solved: boolean) {
  const panels = panelsFor(ch, solved);
  if (panels.editor) return 'lab.answer.wrong' as const;
  if (panels.scenario) return 'lab.answer.wrongReadOnly' as const;
  return 'lab.answer.wrongAudit' as const;
}

type Verdict =
  | { kind: 'checking' }
  | { kind: 'right' }
  | { kind: 'wrong'; reason: string }
  | { kind: 'failed' }
  | null;

export function AnswerForm({
  challenge: ch,
  question,
}: {
  challenge: Challenge;
  question: Question;
}) {
  const lab = useLabStore();
  useLang();
  const shape = useMemo(() => answerShape(question, ch.scenario), [question, ch.scenario]);
  const saved = useLab((s) => entryOf(s.progress, ch.id)?.solution);
  const solved = useLab((s) => entryOf(s.progress, ch.id)?.solved ?? false);
  const savedAnswer = saved && 'answer' in saved ? saved.answer : undefined;
  const [num, setNum] = useState(
    typeof savedAnswer === 'number' || typeof savedAnswer === 'string' ? String(savedAnswer) : '',
  );
  const [choice, setChoice] = useState(typeof savedAnswer === 'string' ? savedAnswer : '');
  const [set, setSet] = useState<string[]>(Array.isArray(savedAnswer) ? savedAnswer : []);
  const [verdict, setVerdict] = useState<Verdict>(null);
  const ids = { field: useId(), help: useId(), title: useId() };

  // the engine checks the answer in the lab's worker (never on this thread); a newer submit
  // or leaving the page stops the check in flight
  const ctl = useRef<AbortController | null>(null);
  useEffect(() => () => ctl.current?.abort(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let answer: Answer;
    if (shape.kind === 'number') {
      if (num.trim() === '') return setVerdict({ kind: 'wrong', reason: t('lab.answer.empty') });
      answer = num.trim();
    } else if (shape.kind === 'choice') {
      if (!choice) return setVerdict({ kind: 'wrong', reason: t('lab.answer.empty') });
      answer = choice;
    } else answer = [...set].sort();
    ctl.current?.abort();
    const mine = (ctl.current = new AbortController());
    setVerdict({ kind: 'checking' });
    labJob('answer', { challenge: ch, answer }, { signal: mine.signal }).then(
      (out) => {
        if (ctl.current !== mine) return;
        if (out.solved) {
          lab.getState().markSolved(ch.id, { answer });
          return setVerdict({ kind: 'right' });
        }
        lab.getState().recordWrongAttempt(ch.id);
        setVerdict({
          kind: 'wrong',
          reason:
            out.reason === 'the answer must be a number'
              ? t('lab.answer.notNumber')
              : out.direction === 'too-high'
                ? t('lab.answer.tooHigh')
                : out.direction === 'too-low'
                  ? t('lab.answer.tooLow')
                  : t(wrongKey(ch, solved)),
        });
      },
      (err: unknown) => {
        if (ctl.current !== mine || isCancelled(err)) return;
        setVerdict({ kind: 'failed' });
      },
    );
  };

  return (
    <section className="lab-panel lab-answer" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('lab.answer.title')}</h3>
      {question.ask === 'exposedDeployments' && (
        <ul className="lab-deployments">
          {question.deployments.map((d) => (
            <li key={d.id}>
              <h4>
                <code>{d.id}</code>
              </h4>
              <pre className="lab-deployment" tabIndex={0} aria-label={d.id}>
                {d.text}
              </pre>
              <button type="button" className="btn" onClick={() => handToExposure([d.text])}>
                {t('lab.answer.toExposure', { id: d.id })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        {shape.kind === 'number' && (
          <p className="lab-field lab-field--wide">
            <label htmlFor={ids.field}>{t('lab.answer.number')}</label>
            <input
              id={ids.field}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={num}
              aria-describedby={ids.help}
              onChange={(e) => setNum(e.target.value)}
            />
            <span id={ids.help} className="lab-muted">
              {t('lab.answer.numberHelp')}
            </span>
          </p>
        )}
        {shape.kind === 'choice' && (
          <fieldset>
            <legend>{t('lab.answer.choose')}</legend>
            {shape.options.map((o) => (
              <label key={o} className="lab-check">
                <input
                  type="radio"
                  name={ids.field}
                  value={o}
                  checked={choice === o}
                  onChange={() => setChoice(o)}
                />{' '}
                <code>{o}</code>
              </label>
            ))}
          </fieldset>
        )}
        {shape.kind === 'set' && (
          <fieldset>
            <legend>{t('lab.answer.pick')}</legend>
            {shape.options.map((o) => (
              <label key={o} className="lab-check">
                <input
                  type="checkbox"
                  checked={set.includes(o)}
                  onChange={(e) =>
                    setSet(e.target.checked ? [...set, o] : set.filter((x) => x !== o))
                  }
                />{' '}
                <code>{o}</code>
              </label>
            ))}
            <p className="lab-muted">{t('lab.answer.emptySet')}</p>
          </fieldset>
        )}
        <button type="submit" className="btn btn--primary">
          {t('lab.answer.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {verdict?.kind === 'checking' && <p>{t('lab.answer.checking')}</p>}
        {verdict?.kind === 'failed' && <p className="lab-bad">{t('lab.wb.runFailed')}</p>}
        {verdict?.kind === 'right' && (
          <p className="lab-good lab-verdict">✓ {t('lab.answer.right')}</p>
        )}
        {verdict?.kind === 'wrong' && <p className="lab-bad lab-verdict">✗ {verdict.reason}</p>}
      </div>
    </section>
  );
}
