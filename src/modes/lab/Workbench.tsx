/**
 * A challenge's workbench: the story, the goal (which parts hold, live, on the edited
 * scenario), an editor for what may change (forms, plus a JSON view), Run (the engine runs in
 * the worker and the Explore views show the result), hints one at a time, an answer form for
 * question challenges, the leak finder, and the explanation once solved. A solve is recorded
 * only when the engine's check of the run passes. A live challenge shows the steps and the form
 * that loads its recorded session instead (./SessionPanel.tsx). The goal check runs in the lab's worker
 * (src/worker/labClient.ts), never on this thread: on every edit, and on Run, where the same
 * engine run gives the trace the views show (one run per Run, not one here and one there). A
 * Run has a lane of its own: an edit made while it computes never cancels it.
 * Under a workshop with spoilers off (src/lab/validateWorkshop.ts) the goal is checked on Run
 * only and the leak finder is not there; with hints off no hint is offered.
 */
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { validateScenario, type Scenario } from '../../engine';
import { t } from '../../i18n';
import '../../i18n/lab';
import {
  describeFailure,
  firstFailure,
  panelsFor,
  startingScenario,
  type Challenge,
  type ScenarioOutcome,
} from '../../lab';
import { runScenario } from '../../store/actions';
import type { Asked } from '../../store/store';
import { labCheck } from '../../worker/labClient';
import { isCancelled } from '../../worker/lane';
import { labJob } from '../../worker/labJobs';
import { lastStep } from '../../store/selectors';
import { entryOf } from '../../store/lab';
import { useAppStore, useLang } from '../../store/react';
import { useLab, useLabStore } from '../../store/reactLab';
import { AnswerForm } from './AnswerForm';
import { ChallengeNotes } from './ChallengeNotes';
import { GoalPanel } from './GoalPanel';
import { JsonView } from './JsonView';
import { labHash, STARS, txt } from './labData';
import { LabResults } from './LabResults';
import { LeakFinder } from './LeakFinder';
import { ScenarioEditor } from './ScenarioEditor';
import { ScenarioReadOnly } from './ScenarioReadOnly';
import { SessionPanel } from './SessionPanel';
import { WorkshopNav } from './WorkshopNav';
import type { Workshop } from '../../lab/validateWorkshop';

/**
 * The challenge's saved draft, checked by the engine's validator in the lab's worker (issue 17
 * point 3: a saved draft that is expensive to read must not hold every later visit), or the
 * starting scenario when there is none or it does not hold. "Restoring…" shows meanwhile.
 */
export function Workbench({
  challenge: ch,
  workshop = null,
}: {
  challenge: Challenge;
  workshop?: Workshop | null;
}) {
  const lab = useLabStore();
  const [saved] = useState(() => lab.getState().drafts[ch.id]);
  const [draft, setDraft] = useState<Scenario | null>(() =>
    saved === undefined ? startingScenario(ch) : null,
  );
  useEffect(() => {
    if (draft !== null) return;
    const ctl = new AbortController();
    labJob('scenarioData', { data: saved }, { signal: ctl.signal }).then(
      (v) => setDraft(v.ok ? v.scenario : startingScenario(ch)),
      (e: unknown) => {
        if (!isCancelled(e)) setDraft(startingScenario(ch));
      },
    );
    return () => ctl.abort();
  }, [ch, draft, saved]);
  if (draft === null)
    return (
      <p className="lab-muted" role="status">
        {t('lab.wb.restoring')}
      </p>
    );
  return <Bench challenge={ch} initial={draft} workshop={workshop} />;
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; outcome: ScenarioOutcome }
  | { kind: 'failed' };

interface BenchProps {
  challenge: Challenge;
  initial: Scenario;
  workshop: Workshop | null;
}

function Bench({ challenge: ch, initial, workshop }: BenchProps) {
  const lab = useLabStore();
  const store = useAppStore();
  const lang = useLang();
  // a workshop with spoilers off: no live goal check, no leak finder (issue #22 point 2)
  const spoilers = workshop?.spoilers !== false;
  const [draft, setDraftState] = useState<Scenario>(initial);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const entry = useLab((s) => entryOf(s.progress, ch.id));
  const solved = entry?.solved === true;
  const isQuestion = 'question' in ch.goal;
  const panels = panelsFor(ch, solved);
  const leakFinder = panels.leakFinder && spoilers;
  const runName = `lab:${ch.id}`;

  const setDraft = (s: Scenario) => {
    setDraftState(s);
    lab.getState().setDraft(ch.id, s);
  };
  const reset = () => {
    const s = startingScenario(ch);
    setDraftState(s);
    lab.getState().clearDraft(ch.id);
    setRun({ kind: 'idle' });
  };

  // the goal on the scenario as edited, re-checked in the lab's worker as it changes (a newer
  // edit stops the check in flight); with spoilers off, only Run checks it
  const deferred = useDeferredValue(draft);
  const [live, setLive] = useState<ScenarioOutcome | null>(null);
  const isPredicate = 'predicate' in ch.goal;
  useEffect(() => {
    if (!isPredicate || !spoilers) return;
    const ctl = new AbortController();
    labCheck(ch, deferred, 'check', ctl.signal).then(
      (r) => setLive(r.outcome),
      () => {},
    );
    return () => ctl.abort();
  }, [ch, deferred, isPredicate, spoilers]);

  /** Runs the draft: the goal check and the trace from one engine run in the lab's worker. */
  const runCtl = useRef<AbortController | null>(null);
  useEffect(() => () => runCtl.current?.abort(), []);
  const runChecked = async (): Promise<{
    ok: boolean;
    outcome: ScenarioOutcome | null;
    cancelled?: true;
  }> => {
    // a lab run, not a file: Explore's loaded file stays what Back to Explore returns to
    const asked = (base: Scenario): Asked => ({
      name: runName,
      origin: 'lab',
      base,
      config: base.config,
    });
    if (isQuestion) {
      const v = validateScenario(draft);
      return {
        ok: v.ok && (await runScenario(store, asked(v.scenario), v.scenario)),
        outcome: null,
      };
    }
    // its own lane: an edit's goal check never cancels it (bug A); only leaving the page does
    runCtl.current?.abort();
    const ctl = (runCtl.current = new AbortController());
    const r = await labCheck(ch, draft, 'run', ctl.signal).catch((e: unknown) =>
      isCancelled(e) ? ('cancelled' as const) : null,
    );
    if (r === 'cancelled') return { ok: false, outcome: null, cancelled: true };
    if (!r) return { ok: false, outcome: null };
    setLive(r.outcome);
    const result = r.run;
    if (!result) return { ok: true, outcome: r.outcome };
    const shown = await store
      .getState()
      .show(asked(result.trace.scenario), { kind: 'run', run: () => Promise.resolve(result) });
    return { ok: shown, outcome: r.outcome };
  };

  const onRun = async () => {
    setRun({ kind: 'running' });
    const { ok, outcome, cancelled } = await runChecked();
    // a cancelled Run (the page left) is no engine failure
    if (cancelled) return setRun({ kind: 'idle' });
    if (!ok) return setRun({ kind: 'failed' });
    if (outcome && !outcome.parts) return setRun({ kind: 'done', outcome });
    // the run's outcome is at its end: show the last step (Home goes back to the start)
    store.getState().setStep(lastStep(store.getState()));
    if (outcome?.solved)
      lab.getState().markSolved(ch.id, { scenario: store.getState().display!.trace.scenario });
    else if (outcome?.parts && outcome.problems.length === 0)
      lab.getState().recordWrongAttempt(ch.id);
    setRun(outcome ? { kind: 'done', outcome } : { kind: 'idle' });
  };

  const outcome = run.kind === 'done' ? run.outcome : null;
  return (
    <article className="lab-wb" aria-labelledby="lab-wb-title">
      <p className="lab-wb__back">
        <a href={labHash({ kind: 'board' })}>← {t('lab.backToBoard')}</a>
      </p>
      {workshop && <WorkshopNav id={ch.id} workshop={workshop} />}
      <header className="lab-wb__head">
        <h2 id="lab-wb-title">{txt(ch.title, lang)}</h2>
        <p className="lab-wb__meta">
          <span>{t(`lab.cat.${ch.category}`)}</span>
          <span role="img" aria-label={t('lab.difficulty', { n: ch.difficulty })}>
            {STARS(ch.difficulty)}
          </span>
          {solved && (
            <span className="lab-card__mark lab-card__mark--solved">✓ {t('lab.solved')}</span>
          )}
        </p>
      </header>
      <div className="lab-wb__grid">
        <div className="lab-wb__col">
          <section className="lab-panel" aria-labelledby="lab-story">
            <h3 id="lab-story">{t('lab.wb.story')}</h3>
            {txt(ch.story, lang)
              .split(/\n\n+/)
              .map((para, i) => (
                <p key={i}>{para}</p>
              ))}
          </section>
          {!isQuestion && 'predicate' in ch.goal && (
            <GoalPanel predicate={ch.goal.predicate} live={live} onRunOnly={!spoilers} />
          )}
          {panels.session && <SessionPanel challenge={ch} />}
          {isQuestion && 'question' in ch.goal && (
            <AnswerForm challenge={ch} question={ch.goal.question} />
          )}
          <ChallengeNotes
            challenge={ch}
            solved={solved}
            hintsShown={entry?.hintsShown ?? 0}
            hints={workshop?.hints !== false}
          />
        </div>
        <div className="lab-wb__col">
          {panels.scenario && <ScenarioReadOnly scenario={ch.scenario} />}
          {panels.editor && <ScenarioEditor challenge={ch} draft={draft} onChange={setDraft} />}
          {panels.editor && (
            <>
              <div className="lab-wb__actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    if (run.kind !== 'running') void onRun();
                  }}
                  aria-describedby="lab-run-status"
                  aria-disabled={run.kind === 'running' || undefined}
                >
                  {t('lab.wb.run')}
                </button>
                <button type="button" className="btn" onClick={reset}>
                  {t('lab.wb.reset')}
                </button>
              </div>
              <div id="lab-run-status" role="status" aria-live="polite" className="lab-run-status">
                {run.kind === 'running' && <p>{t('lab.wb.running')}</p>}
                {run.kind === 'failed' && <p className="lab-bad">{t('lab.wb.runFailed')}</p>}
                {outcome && <RunOutcome outcome={outcome} />}
              </div>
            </>
          )}
          {panels.editor && <JsonView draft={draft} onApply={setDraft} />}
          {leakFinder && (
            <LeakFinder
              config={draft.config}
              tenants={draft.tenants}
              onOpen={
                ch.allowed.requests
                  ? (s) => setDraft({ ...draft, tenants: s.tenants, requests: s.requests })
                  : null
              }
            />
          )}
        </div>
      </div>
      {panels.editor && <LabResults name={runName} />}
    </article>
  );
}

function RunOutcome({ outcome }: { outcome: ScenarioOutcome }) {
  const lang = useLang();
  if (outcome.solved) return <p className="lab-good lab-verdict">✓ {t('lab.wb.solvedNow')}</p>;
  const failure = outcome.parts ? firstFailure(outcome.parts) : null;
  return (
    <div className="lab-verdict">
      <p className="lab-bad">
        ✗{' '}
        {outcome.parts && outcome.problems.length === 0
          ? t('lab.wb.notYet')
          : outcome.locked
            ? t('lab.wb.locked')
            : outcome.refused
              ? t('lab.wb.refused')
              : t('lab.wb.invalid')}
      </p>
      {failure && outcome.problems.length === 0 && (
        <p className="lab-verdict__why">
          {t('lab.wb.failing', { what: describeFailure(failure, lang) })}
        </p>
      )}
      {outcome.problems.length > 0 && (
        <ul className="lab-problems">
          {outcome.problems.slice(0, 12).map((p, i) => (
            <li key={i}>
              <code>{p.path}</code> {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
