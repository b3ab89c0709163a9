/**
 * "Find a leak in this configuration": a bounded property search (fast-check) for a request
 * list whose run gives some tenant another tenant's data. Runs on the worker lane
 * (src/worker/leakClient.ts: a Web Worker started on the click and ended with the search; from
 * file://, where a worker cannot start, on this thread in chunks); shows runs tried
 * and time, can be stopped, and shows the shrunk leak as a short story to open in the workbench.
 * "None found in N runs" is exactly that: a bounded search, not a proof.
 */
import { useEffect, useRef, useState } from 'react';
import type { Config, Scenario, Tenant } from '../../engine';
import { formatNumber, t } from '../../i18n';
import { useAppStore, useLang } from '../../store/react';
import '../../i18n/lab';
import type { LeakResult } from '../../lab/leakFinder';
import { loadScenarioText } from '../../store/actions';
import { hashFor } from '../../store/sync';
import { isCancelled } from '../../worker/lane';
import { findLeakOffThread } from '../../worker/leakClient';
import type { LeakRequest } from '../../worker/leakProtocol';

export const LEAK_RUNS = 300;
const SEED = 42;

type State =
  | { kind: 'idle' }
  | { kind: 'running'; runs: number; elapsedMs: number; shrinking: boolean }
  | { kind: 'done'; result: LeakResult }
  | { kind: 'error'; message: string };

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
  const store = useAppStore();
  useLang();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const job = useRef<AbortController | null>(null);
  useEffect(() => () => job.current?.abort(), []);

  const start = () => {
    job.current?.abort();
    const mine = (job.current = new AbortController());
    setState({ kind: 'running', runs: 0, elapsedMs: 0, shrinking: false });
    const req: LeakRequest = {
      search: { config: structuredClone(config), tenants: structuredClone(tenants) },
      numRuns: LEAK_RUNS,
      seed: SEED,
    };
    const onProgress = (p: { runs: number; elapsedMs: number; shrinking: boolean }) =>
      setState({ kind: 'running', ...p });
    findLeakOffThread(req, { signal: mine.signal, onProgress }).then(
      (result) => {
        if (job.current !== mine) return;
        job.current = null;
        setState({ kind: 'done', result });
      },
      (e: unknown) => {
        // a stopped search says so itself (stop below); a cancel is never an error
        if (job.current !== mine || isCancelled(e)) return;
        job.current = null;
        setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
  };
  const stop = () => {
    const runs = state.kind === 'running' ? state.runs : 0;
    job.current?.abort();
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
                void loadScenarioText(store, JSON.stringify(r.scenario), r.scenario.name).then(
                  (ok) => {
                    if (ok) window.location.hash = hashFor(store, '/explore') ?? '#/explore?s=file';
                  },
                )
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
