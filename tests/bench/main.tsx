/**
 * A page for the views alone: `?mode=views` composes the four views (screenshots before and
 * besides the explore screen); `?mode=bench` plays the incident at page size 64 and 1 on
 * the canvas pools, then draws the same pools with a plain D3 SVG join, and publishes frame
 * times on `window.__bench` for scripts/bench-render.ts.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { parseScenario, simulate, type Scenario, type Trace } from '../../src/engine';
import { appStore } from '../../src/store/store';
import { PoolView } from '../../src/views/pools/PoolView';
import { TopologyView } from '../../src/views/topology/TopologyView';
import { QueuesView } from '../../src/views/queues/QueuesView';
import { ResponsePanel } from '../../src/views/response/ResponsePanel';
import { createPageStatesMemo } from '../../src/views/pools/pageStatesMemo';
import { getTraceModel, leaksAt } from '../../src/views/pools/traceModel';
import { createSvgPool } from './svgJoin';
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

function Pools() {
  return (
    <main className="harness">
      <PoolView node="prefill" />
      <PoolView node="decode" />
    </main>
  );
}

interface Frames {
  /** rAF start → first task after the frame (script + style + layout + paint) */
  cost: number[];
  /** rAF start → end of the microtasks the step triggered (script only: store, React, canvas) */
  js: number[];
  delta: number[];
}

/** Calls fn once per animation frame; cost = rAF start → first task after the frame's rendering. */
function play(n: number, fn: (i: number) => void): Promise<Frames> {
  return new Promise((resolve) => {
    const cost: number[] = [];
    const js: number[] = [];
    const delta: number[] = [];
    const ch = new MessageChannel();
    let t0 = 0;
    let i = 0;
    let last = 0;
    ch.port1.onmessage = () => cost.push(performance.now() - t0);
    const frame = (ts: number) => {
      if (last) delta.push(ts - last);
      last = ts;
      if (i >= n) {
        setTimeout(() => resolve({ cost, js, delta }), 50);
        return;
      }
      t0 = performance.now();
      fn(i++);
      const start = t0;
      queueMicrotask(() => queueMicrotask(() => js.push(performance.now() - start)));
      ch.port2.postMessage(0);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

type Root = ReturnType<typeof createRoot>;
interface Run extends Frames {
  pages: number;
  steps: number;
  /** frame costs of each round, to show the spread */
  rounds: number[][];
}

function add(out: Record<string, Run>, name: string, pages: number, steps: number, f: Frames) {
  const run = (out[name] ??= { pages, steps, cost: [], js: [], delta: [], rounds: [] });
  run.cost.push(...f.cost);
  run.js.push(...f.js);
  run.delta.push(...f.delta);
  run.rounds.push(f.cost);
}

/** The two canvas pools (PoolView, with legends and summaries) playing the trace. */
async function canvasRound(root: Root, ps: number, out: Record<string, Run>): Promise<void> {
  const trace = load('incident', ps);
  flushSync(() => root.render(<Pools />));
  await nextFrame();
  await new Promise((r) => setTimeout(r, 100)); // the canvas core loads on demand
  const n = trace.events.length;
  const set = (i: number) => appStore.getState().setStep(i % n);
  await play(n, set); // warm-up
  const pages = trace.initial.prefill.totalPages + trace.initial.decode.totalPages;
  add(out, `canvas-${ps}`, pages, n, await play(Math.max(240, n * 2), set));
}

/** The same two pools at page size 64, drawn by a plain D3 SVG join. */
async function svgRound(root: Root, out: Record<string, Run>): Promise<void> {
  const trace = load('incident', 64);
  flushSync(() => root.render(<main className="harness" id="svg-hosts" />));
  const main = document.getElementById('svg-hosts')!;
  const model = getTraceModel(trace);
  const pools = (['prefill', 'decode'] as const).map((node) => {
    const host = document.createElement('div');
    host.className = 'harness-svg-host';
    main.appendChild(host);
    return {
      node,
      memo: createPageStatesMemo(),
      svg: createSvgPool(host, trace.initial[node].totalPages),
    };
  });
  const n = trace.events.length;
  const draw = (i: number) => {
    const step = i % n;
    const st = trace.states[step]!;
    for (const p of pools) {
      const leaks = p.node === 'decode' ? leaksAt(model, step) : [];
      p.svg.update(p.memo(st[p.node], st.requests, model.requestTenant, leaks));
    }
  };
  await play(Math.min(n, 40), draw); // warm-up
  const pages = trace.initial.prefill.totalPages + trace.initial.decode.totalPages;
  add(out, 'svg-64', pages, n, await play(Math.max(120, n), draw));
  for (const p of pools) p.svg.destroy();
}

/** The floor: the same store updates with no view mounted (store, persistence, frame overhead). */
async function storeRound(root: Root, out: Record<string, Run>): Promise<void> {
  const trace = load('incident', 64);
  flushSync(() => root.render(<main className="harness" />));
  const n = trace.events.length;
  const set = (i: number) => appStore.getState().setStep(i % n);
  await play(n, set);
  add(out, 'store-only', 0, n, await play(Math.max(240, n * 2), set));
}

async function bench(
  root: Root,
  rounds: number,
  only: string | null,
): Promise<Record<string, Run>> {
  const out: Record<string, Run> = {};
  const want = (name: string) => !only || only === name;
  for (let r = 0; r < rounds; r++) {
    if (want('canvas-64')) await canvasRound(root, 64, out);
    if (want('canvas-1')) await canvasRound(root, 1, out);
    if (want('svg-64')) await svgRound(root, out);
    if (want('store-only')) await storeRound(root, out);
  }
  return out;
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
  bench(root, Number(params.get('rounds')) || 3, params.get('only')).then(
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
