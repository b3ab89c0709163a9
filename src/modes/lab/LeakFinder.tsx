/**
 * "Find a leak in this configuration": a bounded property search (fast-check) for a request
 * list whose run gives some tenant another tenant's data. Runs in a Web Worker created on the
 * click (from file://, where a worker cannot start, on this thread in chunks); shows runs tried
 * and time, can be stopped, and shows the shrunk leak as a short story to open in the workbench.
 * "None found in N runs" is exactly that: a bounded search, not a proof.
 */
import { useEffect, useRef, useState } from 'react';
import type { Config, Scenario, Tenant } from '../../engine';
import { formatNumber, t } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import type { LeakResult } from '../../lab/leakFinder';
import { loadScenarioText } from '../../store/actions';
import { hashFor } from '../../store/sync';
import type { LeakReply, LeakRequest } from '../../worker/leakProtocol';
import { loadOnce } from '../../views/shared/loadOnce';

export const LEAK_RUNS = 300;
const SEED = 42;

type State =
  | { kind: 'idle' }
  | { kind: 'running'; runs: number; elapsedMs: number; shrinking: boolean }
  | { kind: 'done'; result: LeakResult }
  | { kind: 'error'; message: string };

interface Job {
  stop(): void;
}

/** The finder runs here (no worker) only where workers are missing: it loads on demand. */
const loadLeakFinder = loadOnce(() => import('../../lab/leakFinder'));

function startJob(req: LeakRequest, on: (m: LeakReply) => void): Job {
  let stopped = false;
  const signal = { aborted: false };
  const here = () => {
    void loadLeakFinder()
      .then((m) =>
        m.findLeak(req.search, {
          numRuns: req.numRuns,
          seed: req.seed,
          signal,
          onProgress: (p) => !stopped && on({ kind: 'progress', ...p }),
        }),
      )
      .then((result) => !stopped && on({ kind: 'result', result }))
      .catch((e: unknown) => !stopped && on({ kind: 'error', message: String(e) }));
  };
  let worker: Worker | null = null;
  if (typeof Worker !== 'undefined') {
    try {
      worker = new Worker(new URL('../../worker/leakFinder.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      worker = null;
    }
  }
  if (!worker) here();
  else {
    let heard = false;
    const w = worker;
    worker.onmessage = (e: MessageEvent<LeakReply>) => {
      heard = true;
      // a result or an error ends the search: end its worker too (it would stay alive)
      if (e.data.kind !== 'progress') w.terminate();
      if (!stopped) on(e.data);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker?.terminate();
      if (!heard && !stopped) here();
      else if (!stopped) on({ kind: 'error', message: e.message });
    };
    worker.postMessage(req);
  }
  return {
    stop() {
      stopped = true;
      signal.aborted = true;
      worker?.terminate();
    },
  };
}

function Story({ result }: { result: Extract<LeakResult, { kind: 'found' }> }) {
  const s = result.scenario;
  const name = (id: string) => s.tenants.find((x) => x.id === id)?.name ?? id;
  return (
    <div className="lab-leak__story">
      <ol>
        {s.requests.map((r) => (
          <li key={r.id}>
            {t('lab.leak.request', {
              id: r.id,
              tenant: `${r.tenant} (${name(r.tenant)})`,
              tokens: r.promptTokens,
            })}
            {r.after ? ` ${t('lab.leak.after', { id: r.after })}` : ''}
          </li>
        ))}
      </ol>
      {result.leaks.map((l) => (
        <p key={l.request} className="lab-bad">
          {t('lab.leak.reads', {
            id: l.request,
            tenant: name(l.tenant),
            from: l.leakedFrom.map((f) => `${f.request} (${name(f.tenant)})`).join(', '),
          })}
        </p>
      ))}
      <p className="lab-muted">
        {t('lab.leak.found', { runs: result.runs, shrinks: result.shrinks, seed: result.seed })}
      </p>
    </div>
  );
}

export function LeakFinder({
  config,
  tenants,
  onOpen,
}: {
  config: Config;
  tenants: Tenant[];
  /** null when the challenge locks its requests (the leak then opens in Explore only) */
  onOpen: ((s: Scenario) => void) | null;
}) {
  useLang();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const job = useRef<Job | null>(null);
  useEffect(() => () => job.current?.stop(), []);

  const start = () => {
    job.current?.stop();
    setState({ kind: 'running', runs: 0, elapsedMs: 0, shrinking: false });
    const req: LeakRequest = {
      search: { config: structuredClone(config), tenants: structuredClone(tenants) },
      numRuns: LEAK_RUNS,
      seed: SEED,
    };
    job.current = startJob(req, (m) => {
      if (m.kind === 'progress')
        setState({ kind: 'running', runs: m.runs, elapsedMs: m.elapsedMs, shrinking: m.shrinking });
      else if (m.kind === 'result') {
        job.current = null;
        setState({ kind: 'done', result: m.result });
      } else {
        job.current = null;
        setState({ kind: 'error', message: m.message });
      }
    });
  };
  const stop = () => {
    const runs = state.kind === 'running' ? state.runs : 0;
    job.current?.stop();
    job.current = null;
    setState({ kind: 'done', result: { kind: 'stopped', runs, seed: SEED } });
  };

  const r = state.kind === 'done' ? state.result : null;
  return (
    <section className="lab-panel lab-leak" aria-labelledby="lab-leak-title">
      <h3 id="lab-leak-title">{t('lab.leak.title')}</h3>
      <p className="lab-muted">{t('lab.leak.about', { runs: LEAK_RUNS })}</p>
      <div className="lab-wb__actions">
        {state.kind === 'running' ? (
          <button type="button" className="btn" onClick={stop}>
            {t('lab.leak.stop')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={start}>
            {t('lab.leak.start')}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="lab-leak__status">
        {state.kind === 'running' && (
          <>
            <progress
              max={LEAK_RUNS}
              value={Math.min(state.runs, LEAK_RUNS)}
              aria-label={t('lab.leak.title')}
            />
            <p>
              {t(state.shrinking ? 'lab.leak.shrinking' : 'lab.leak.progress', {
                runs: state.runs,
                seconds: formatNumber(Math.round(state.elapsedMs / 100) / 10),
              })}
            </p>
          </>
        )}
        {r?.kind === 'none' && (
          <p data-testid="leak-none">{t('lab.leak.none', { runs: r.runs })}</p>
        )}
        {r?.kind === 'stopped' && <p>{t('lab.leak.stopped', { runs: r.runs })}</p>}
        {state.kind === 'error' && <p className="lab-bad">{state.message}</p>}
      </div>
      {r?.kind === 'found' && (
        <div data-testid="leak-found">
          <Story result={r} />
          <div className="lab-wb__actions">
            {onOpen && (
              <button type="button" className="btn btn--primary" onClick={() => onOpen(r.scenario)}>
                {t('lab.leak.open')}
              </button>
            )}
            <button
              type="button"
              className="btn"
              onClick={() =>
                void loadScenarioText(JSON.stringify(r.scenario), r.scenario.name).then((ok) => {
                  if (ok) window.location.hash = hashFor('/explore') ?? '#/explore?s=file';
                })
              }
            >
              {t('lab.leak.explore')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
