/**
 * The render benchmark behind `npm run bench:render` (the page's `?mode=bench`). Two kinds
 * of run, each timed the same way (see `play`):
 *
 * - draw-*: the pool drawing alone, like for like. Both pools (prefill and decode) of the
 *   incident, in two fixed-size hosts, step by step through the same trace: the canvas core
 *   (createPoolCanvas: one ImageData write, only the pixel rows of changed pages) against a
 *   plain D3 SVG join updating the fill of one <rect> per page. `canvas-full` repaints every
 *   pixel every step (what zoom, pan or a theme change costs). The page states each step
 *   draws are computed before the timed part of the frame, the same for every technique.
 * - screen-*: the whole pool screen as the app renders it: two PoolViews (React, legends,
 *   summaries, store selectors) following the store; `store-only` is the same store updates
 *   with nothing mounted (the floor).
 */
import type { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { stateAt, type Trace } from '../../src/engine';
import { appStore } from '../../src/store/store';
import { PoolView } from '../../src/views/pools/PoolView';
import { placeholderPages, type PageStates } from '../../src/views/pools/pageStates';
import { createPageStatesMemo } from '../../src/views/pools/pageStatesMemo';
import { createPoolCanvas } from '../../src/views/pools/poolCanvas';
import { getTraceModel, leaksAt } from '../../src/views/shared/traceModel';
import { createSvgPool } from './svgJoin';

type Root = ReturnType<typeof createRoot>;

export interface Frames {
  /** rAF start → first task after the frame (script + style + layout + paint) */
  cost: number[];
  /** rAF start → end of the microtasks the step triggered (script only) */
  js: number[];
  delta: number[];
  /** untimed per-frame preparation (the page states a draw run paints) */
  prep: number[];
}

export interface Run extends Frames {
  kind: 'draw' | 'screen';
  pages: number;
  steps: number;
  /** frame costs of each round, to show the spread */
  rounds: number[][];
}

/**
 * Once per animation frame: `prepare(i)` (not timed), then `fn(i)`. Cost = from just before
 * `fn` to the first task after that frame's style, layout and paint (a MessageChannel message
 * posted in the rAF callback runs after the frame is rendered).
 */
function play(n: number, fn: (i: number) => void, prepare?: (i: number) => void): Promise<Frames> {
  return new Promise((resolve) => {
    const out: Frames = { cost: [], js: [], delta: [], prep: [] };
    const ch = new MessageChannel();
    let t0 = 0;
    let i = 0;
    let last = 0;
    ch.port1.onmessage = () => out.cost.push(performance.now() - t0);
    const frame = (ts: number) => {
      if (last) out.delta.push(ts - last);
      last = ts;
      if (i >= n) {
        setTimeout(() => resolve(out), 50);
        return;
      }
      if (prepare) {
        const p0 = performance.now();
        prepare(i);
        out.prep.push(performance.now() - p0);
      }
      t0 = performance.now();
      fn(i++);
      const start = t0;
      queueMicrotask(() => queueMicrotask(() => out.js.push(performance.now() - start)));
      ch.port2.postMessage(0);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
/** Polls once per frame until `ready()` holds: waits on state, not on a fixed time. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await nextFrame();
}

function add(
  out: Record<string, Run>,
  name: string,
  base: Omit<Run, keyof Frames | 'rounds'>,
  f: Frames,
) {
  const run = (out[name] ??= { ...base, cost: [], js: [], delta: [], prep: [], rounds: [] });
  run.cost.push(...f.cost);
  run.js.push(...f.js);
  run.delta.push(...f.delta);
  run.prep.push(...f.prep);
  run.rounds.push(f.cost);
}

const totalPages = (trace: Trace) =>
  trace.initial.prefill.totalPages + trace.initial.decode.totalPages;

/** Warm-up frames before each measured pass (the SVG join's first one creates the rects). */
const WARM_UP = 12;

export type Technique = 'canvas' | 'canvas-full' | 'svg';

/** Both pools drawn by one technique, without React, stepping through the whole trace once. */
async function drawRound(
  root: Root,
  trace: Trace,
  tech: Technique,
  name: string,
  out: Record<string, Run>,
): Promise<void> {
  flushSync(() => root.render(<main className="harness" id="draw-hosts" />));
  const main = document.getElementById('draw-hosts')!;
  const model = getTraceModel(trace);
  const pools = (['prefill', 'decode'] as const).map((node) => {
    const host = document.createElement('div');
    host.className = 'harness-pool-host';
    main.appendChild(host);
    const total = trace.initial[node].totalPages;
    const memo = createPageStatesMemo();
    const full = () => null;
    const noop = () => {};
    if (tech === 'svg') {
      const svg = createSvgPool(host, total);
      return { node, memo, draw: (s: PageStates) => svg.update(s), destroy: () => svg.destroy() };
    }
    const core = createPoolCanvas(host, { onHover: noop, onView: noop });
    const draw = (s: PageStates, placeholders: readonly number[]) =>
      core.update({
        states: s,
        themeKey: 'bench',
        placeholders,
        markers: [],
        highlight: null,
        cursor: 0,
        dirtySince: tech === 'canvas-full' ? full : memo.dirtySince,
      });
    return { node, memo, draw, destroy: () => core.destroy() };
  });
  await nextFrame();
  const n = trace.stepCount;
  let prepared: { states: PageStates; placeholders: readonly number[] }[] = [];
  // like PoolView: the placeholder list keeps its identity while its pages stay the same
  const lastPlaceholders = pools.map((): number[] => []);
  const prepare = (i: number) => {
    const step = i % n;
    const st = stateAt(trace, step);
    prepared = pools.map((p, k) => {
      const ph = placeholderPages(st[p.node]);
      if (ph.join(',') !== lastPlaceholders[k]!.join(',')) lastPlaceholders[k] = ph;
      return {
        states: p.memo(
          st[p.node],
          st.requests,
          model.requestTenant,
          p.node === 'decode' ? leaksAt(model, step) : [],
        ),
        placeholders: lastPlaceholders[k]!,
      };
    });
  };
  const draw = (i: number) => {
    void i;
    pools.forEach((p, k) => p.draw(prepared[k]!.states, prepared[k]!.placeholders));
  };
  await play(WARM_UP, draw, prepare);
  add(
    out,
    name,
    { kind: 'draw', pages: totalPages(trace), steps: n },
    await play(n, draw, prepare),
  );
  for (const p of pools) p.destroy();
  await nextFrame();
}

/** The two PoolViews (legends, summaries, React) following the store through the trace. */
async function screenRound(
  root: Root,
  load: (ps: number) => Trace,
  ps: number,
  out: Record<string, Run>,
): Promise<void> {
  const trace = load(ps);
  flushSync(() =>
    root.render(
      <main className="harness">
        <PoolView node="prefill" />
        <PoolView node="decode" />
      </main>,
    ),
  );
  await nextFrame();
  // the canvas core loads on demand: wait until both pools have drawn into their canvas
  await until(() => document.querySelectorAll('.harness canvas').length >= 2);
  const n = trace.stepCount;
  const set = (i: number) => appStore.getState().setStep(i % n);
  await play(n, set); // warm-up
  add(
    out,
    `screen-canvas-${ps}`,
    { kind: 'screen', pages: totalPages(trace), steps: n },
    await play(Math.max(240, n * 2), set),
  );
}

/** The floor: the same store updates with no view mounted (store, persistence, frame overhead). */
async function storeRound(root: Root, load: (ps: number) => Trace, out: Record<string, Run>) {
  const trace = load(64);
  flushSync(() => root.render(<main className="harness" />));
  const n = trace.stepCount;
  const set = (i: number) => appStore.getState().setStep(i % n);
  await play(n, set);
  add(
    out,
    'store-only',
    { kind: 'screen', pages: 0, steps: n },
    await play(Math.max(240, n * 2), set),
  );
}

export const DRAW_PAGE_SIZES = [64, 16] as const;
const TECHNIQUES: readonly Technique[] = ['canvas', 'canvas-full', 'svg'];

export async function bench(
  root: Root,
  load: (ps: number) => Trace,
  simulateAt: (ps: number) => Trace,
  rounds: number,
  only: string | null,
): Promise<Record<string, Run>> {
  const out: Record<string, Run> = {};
  const want = (name: string) => !only || name.includes(only);
  const traces = new Map(DRAW_PAGE_SIZES.map((ps) => [ps, simulateAt(ps)]));
  for (let r = 0; r < rounds; r++) {
    for (const ps of DRAW_PAGE_SIZES) {
      for (const tech of TECHNIQUES) {
        const name = `draw-${tech}-${ps}`;
        if (want(name)) await drawRound(root, traces.get(ps)!, tech, name, out);
      }
    }
    for (const ps of [64, 1])
      if (want(`screen-canvas-${ps}`)) await screenRound(root, load, ps, out);
    if (want('store-only')) await storeRound(root, load, out);
  }
  flushSync(() => root.render(<main className="harness" />));
  return out;
}
