/**
 * The workbench of a live challenge (issue #22 point 1): the steps to follow against
 * `npm run live`, a form that loads the recorded session (`GET /live/scenario`, chosen as a
 * file or pasted), and the engine's verdict on it. The session is read like a scenario file
 * (every problem with its JSON path, shown as text) and replayed in the lab's worker
 * (src/worker/labJobs.ts): a long session costs the engine far more than a frame. A solve is
 * recorded as `solution: { session }` only when the replay meets the goal, and the live server
 * that served the page is asked whether it recorded that session (./ClassCheckLine.tsx). The
 * goal's own figures are never printed: a live goal may name the answer (e.g. where a band begins).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber, t, type Lang } from '../../i18n';
import '../../i18n/lab';
import {
  describeFailure,
  firstFailure,
  type Challenge,
  type ScenarioOutcome,
  type SessionResponse,
} from '../../lab';
import { readScenarioFile } from '../../store/readFile';
import { useLang } from '../../store/react';
import { labJob } from '../../worker/labJobs';
import { isCancelled } from '../../worker/lane';
import { ClassCheckLine } from './ClassCheckLine';
import { JsonFilePicker } from './JsonFilePicker';
import { useLab, useLabStore } from '../../store/reactLab';
import { entryOf } from '../../store/lab';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'done'; outcome: ScenarioOutcome; session: unknown }
  | { kind: 'failed' };

/** A loaded session longer than this is not shown in the paste box. */
const MAX_SHOWN_CHARS = 100_000;

const STEPS = ['lab.session.step1', 'lab.session.step2', 'lab.session.step3'] as const;

export function SessionPanel({ challenge: ch }: { challenge: Challenge }) {
  const lab = useLabStore();
  useLang();
  const saved = useLab((s) => entryOf(s.progress, ch.id));
  // the session a solve recorded (kept in the progress): whether this class's server recorded it
  const savedSession =
    saved?.solved && saved.solution && 'session' in saved.solution
      ? saved.solution.session
      : undefined;
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ids = { title: useId(), file: useId(), paste: useId(), status: useId() };
  const ctl = useRef<AbortController | null>(null);
  useEffect(() => () => ctl.current?.abort(), []);

  const check = async (session: string) => {
    ctl.current?.abort();
    const mine = (ctl.current = new AbortController());
    setState({ kind: 'checking' });
    try {
      const r = await labJob('session', { text: session, challenge: ch }, { signal: mine.signal });
      const { outcome } = r;
      if (outcome.solved) lab.getState().markSolved(ch.id, { session: r.session });
      else if (outcome.parts && outcome.problems.length === 0)
        lab.getState().recordWrongAttempt(ch.id);
      setState({ kind: 'done', outcome, session: r.session });
    } catch (e) {
      if (!isCancelled(e)) setState({ kind: 'failed' });
    }
  };

  const loadFile = async (file: File) => {
    const read = await readScenarioFile(file);
    if (!read.ok) return setState({ kind: 'unreadable', message: read.message });
    // a long file is checked as it is, not copied into the box (5 MB of text there would hold
    // the page for seconds)
    setText(read.text.length <= MAX_SHOWN_CHARS ? read.text : '');
    await check(read.text);
  };

  return (
    <section className="lab-panel lab-session" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('lab.session.title')}</h3>
      <ol className="lab-session__steps">
        {STEPS.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
      <JsonFilePicker
        as="p"
        id={ids.file}
        label={t('lab.session.load')}
        onFiles={([f]) => loadFile(f!)}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() === '')
            return setState({ kind: 'unreadable', message: t('lab.session.empty') });
          void check(text);
        }}
      >
        <label htmlFor={ids.paste}>{t('lab.session.paste')}</label>
        <textarea
          id={ids.paste}
          className="lab-session__paste"
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" aria-describedby={ids.status}>
          {t('lab.session.check')}
        </button>
      </form>
      <div id={ids.status} role="status" aria-live="polite" className="lab-run-status">
        <SessionVerdict state={state} />
      </div>
      {state.kind === 'idle' && savedSession !== undefined && (
        <p className="lab-session__signed">
          {t('lab.session.saved')} <ClassCheckLine session={savedSession} />
        </p>
      )}
    </section>
  );
}

function SessionVerdict({ state }: { state: State }) {
  const lang = useLang();
  switch (state.kind) {
    case 'idle':
      return null;
    case 'checking':
      return <p>{t('lab.session.checking')}</p>;
    case 'failed':
      return <p className="lab-bad">{t('lab.session.failed')}</p>;
    case 'unreadable':
      return <p className="lab-bad">✗ {state.message}</p>;
    case 'done':
      break;
  }
  const o = state.outcome;
  if (o.solved)
    return (
      <div className="lab-verdict">
        <p className="lab-good">✓ {t('lab.session.solved')}</p>
        <p className="lab-session__signed">
          <ClassCheckLine session={state.session} />
        </p>
      </div>
    );
  return (
    <div className="lab-verdict">
      <p className="lab-bad">
        ✗{' '}
        {o.problems.length === 0
          ? t('lab.session.notYet')
          : o.locked
            ? t('lab.session.locked')
            : t('lab.session.invalid')}
      </p>
      {o.problems.length > 0 && (
        <ul className="lab-problems">
          {o.problems.slice(0, 12).map((p, i) => (
            <li key={i}>
              <code>{p.path}</code> {p.message}
            </li>
          ))}
        </ul>
      )}
      {o.problems.length === 0 && <WhatFails outcome={o} lang={lang} />}
    </div>
  );
}

/** At most this many of the session's responses are listed under a failing check. */
const SHOWN_RESPONSES = 12;

/**
 * The part of the goal the replayed session fails (its figures left out: a live goal may name
 * the answer) and what each of the session's responses got: the trainee's own requests.
 */
function WhatFails({ outcome: o, lang }: { outcome: ScenarioOutcome; lang: Lang }) {
  const failure = o.parts ? firstFailure(o.parts) : null;
  const responses = o.responses ?? [];
  return (
    <>
      {failure && (
        <p className="lab-verdict__why">
          {t('lab.wb.failing', { what: describeFailure(failure, lang, { figures: false }) })}
        </p>
      )}
      {responses.length === 0 ? (
        <p>{t('lab.session.noRequests')}</p>
      ) : (
        <>
          <p>{t('lab.session.replayed')}</p>
          <ul className="lab-session__responses">
            {responses.slice(0, SHOWN_RESPONSES).map((r) => (
              <li key={r.request}>{responseLine(r, lang)}</li>
            ))}
          </ul>
          {responses.length > SHOWN_RESPONSES && (
            <p className="lab-muted">
              {t('lab.session.moreResponses', { n: responses.length - SHOWN_RESPONSES })}
            </p>
          )}
        </>
      )}
    </>
  );
}

const responseLine = (r: SessionResponse, lang: Lang) =>
  t('lab.session.response', {
    request: r.request,
    tenant: r.tenant,
    tokens: formatNumber(r.promptTokens, lang),
    status: r.httpStatus,
    isolation: t(`lab.iso.${r.isolation}`),
    correct: t(r.correct ? 'lab.session.correct' : 'lab.session.notCorrect'),
  });
