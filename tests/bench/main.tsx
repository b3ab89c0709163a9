/**
 * A page for the views alone: by default it composes the four views (screenshots before and
 * besides the explore screen); `?mode=bench` runs the render benchmark (bench.tsx) and
 * publishes frame times on `window.__bench` for scripts/bench-render.ts.
 */
import { createRoot } from 'react-dom/client';
import { parseScenario, simulate, type Scenario, type Trace } from '../../src/engine';
import { appStore } from '../../src/store/store';
import { PoolView } from '../../src/views/pools/PoolView';
import { TopologyView } from '../../src/views/topology/TopologyView';
import { QueuesView } from '../../src/views/queues/QueuesView';
import { ResponsePanel } from '../../src/views/response/ResponsePanel';
import { bench } from './bench';
import '../../src/app/theme.css';
import './harness.css';

const raw = import.meta.glob<string>('../../public/scenarios/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

function scenario(name: string, pageSize?: number): Scenario {
  const text = raw[`../../public/scenarios/${name}.json`];
  if (!text) throw new Error(`no scenario ${name}`);
  const res = parseScenario(text);
  if (!res.ok) throw new Error(JSON.stringify(res.problems));
  const s = res.scenario;
  return pageSize ? { ...s, config: { ...s.config, pageSize } } : s;
}

function load(name: string, pageSize?: number): Trace {
  const s = scenario(name, pageSize);
  const trace = simulate(s);
  appStore.getState().setTrace(name, s, trace);
  return trace;
}

function Views() {
  return (
    <main className="harness">
      <TopologyView />
      <div className="harness-pair">
        <PoolView node="prefill" />
        <PoolView node="decode" />
      </div>
      <div className="harness-pair">
        <QueuesView node="prefill" />
        <QueuesView node="decode" />
      </div>
      <ResponsePanel />
    </main>
  );
}

const params = new URLSearchParams(location.search);
const root = createRoot(document.getElementById('root')!);
declare global {
  interface Window {
    __bench?: Record<string, unknown> | { error: string };
    __harness?: { store: typeof appStore; ready: boolean };
  }
}

if (params.get('mode') === 'bench') {
  bench(
    root,
    (ps) => load('incident', ps),
    (ps) => simulate(scenario('incident', ps)),
    Number(params.get('rounds')) || 3,
    params.get('only'),
  ).then(
    (r) => (window.__bench = r),
    (e: unknown) => (window.__bench = { error: String(e) }),
  );
} else {
  const ps = Number(params.get('ps')) || undefined;
  const trace = load(params.get('scenario') ?? 'incident', ps);
  const step = Number(params.get('step') ?? trace.events.length - 1);
  appStore.getState().setStep(step);
  const theme = params.get('theme');
  if (theme) document.documentElement.dataset.theme = theme;
  root.render(<Views />);
  window.__harness = { store: appStore, ready: true };
}
