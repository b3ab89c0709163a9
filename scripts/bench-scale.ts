/**
 * `npx tsx scripts/bench-scale.ts`: the scale scenario of tests/e2e/scale.e2e.test.ts (500
 * chained requests × 4,096 new tokens at page size 1) in headless Chromium, measured: the long
 * tasks while it loads, the input-to-frame times of 40 scrubs, and (PROFILE=1) a CPU profile of
 * both, summarised by self time per function (unminified build) and written to
 * test-results/bench-scale/. Not a timed test: it prints figures.
 * ROUNDS=n (default 1) repeats the measurement in fresh pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';
import { worstScenario } from '../tests/helpers/scenarios';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'bench-scale');
const PROFILE = process.env.PROFILE === '1';
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const TRACE = process.env.TRACE === '1';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
  args?: { data?: { frame?: string } };
}
/** Each main-thread task over 50 ms, with its events of 3 ms or more (nested, indented). */
function longTasksOf(t: { traceEvents: TraceEvent[] } | TraceEvent[]): string {
  const evs = Array.isArray(t) ? t : t.traceEvents;
  const names = evs.filter(
    (e) =>
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const mains = new Set(names.map((e) => `${e.pid}:${e.tid}`));
  const xs = evs
    .filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: string[] = [];
  for (const task of xs.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
    out.push(`task ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
    const end = task.ts + (task.dur ?? 0);
    const stack: number[] = [];
    for (const e of xs) {
      if (e === task || e.ts < task.ts || e.ts >= end || (e.dur ?? 0) < 3000) continue;
      while (stack.length && stack[stack.length - 1]! <= e.ts) stack.pop();
      const d = e.args?.data as { functionName?: string; url?: string; type?: string } | undefined;
      const what = d?.functionName ?? d?.type ?? '';
      out.push(
        `${'  '.repeat(stack.length + 1)}${((e.dur ?? 0) / 1000).toFixed(1)} ${e.name} ${what}`,
      );
      stack.push(e.ts + (e.dur ?? 0));
    }
  }
  return out.join('\n');
}

/** Total duration per event name on the renderer's main thread (CrRendererMain), ms. */
function traceSummary(t: { traceEvents: TraceEvent[] } | TraceEvent[]): string {
  const evs = Array.isArray(t) ? t : t.traceEvents;
  const names = evs.filter(
    (e) =>
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const mains = new Set(names.map((e) => `${e.pid}:${e.tid}`));
  const by = new Map<string, number>();
  for (const e of evs) {
    if (e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => `${v.toFixed(1).padStart(9)}  ${k}`)
    .join('\n');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Top-down call tree, nodes of `min` ms or more, single-child chains folded. */
function tree(p: Profile, min: number): string {
  const byId = new Map(p.nodes.map((x) => [x.id, x]));
  const parent = new Map<number, number>();
  for (const x of p.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
  const total = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    for (let c: number | undefined = p.samples[i]; c !== undefined; c = parent.get(c))
      total.set(c, (total.get(c) ?? 0) + dt);
  }
  const lines: string[] = [];
  const name = (x: ProfileNode) =>
    `${x.callFrame.functionName || '(anon)'}:${x.callFrame.lineNumber}`;
  const walk = (id: number, depth: number, prefix: string) => {
    const x = byId.get(id)!;
    const t = total.get(id) ?? 0;
    if (t < min) return;
    const kids = (x.children ?? []).filter((c) => (total.get(c) ?? 0) >= min);
    if (kids.length === 1 && Math.abs((total.get(kids[0]!) ?? 0) - t) < min / 2) {
      walk(kids[0]!, depth, `${prefix}${name(x)} > `);
      return;
    }
    lines.push(`${'  '.repeat(depth)}${t.toFixed(1)} ${prefix}${name(x)}`);
    for (const c of kids.sort((a, b) => (total.get(b) ?? 0) - (total.get(a) ?? 0)))
      walk(c, depth + 1, '');
  };
  const roots = p.nodes.filter((x) => !parent.has(x.id));
  for (const r of roots) walk(r.id, 0, '');
  return lines.join('\n');
}

async function loadLarge(page: Page): Promise<void> {
  await page.evaluate(
    (json) => {
      const input = document.querySelector<HTMLInputElement>('#scenario-file')!;
      const dt = new DataTransfer();
      dt.items.add(new File([json], 'large.json', { type: 'application/json' }));
      input.files = dt.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    JSON.stringify(worstScenario('large')),
  );
  await page.waitForFunction(
    () => Number(document.querySelector('input[type=range]')?.getAttribute('max')) > 2_000_000,
    undefined,
    { timeout: 120_000 },
  );
}

/**
 * 40 seeks to random steps: for each, the input-to-frame time (the input event to the next frame
 * callback, when the thumb and step number have moved) and the time until the frame in which
 * every view shows the step (the narration's data-step).
 */
async function scrub(page: Page) {
  return page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=range]')!;
    const shown = () => document.querySelector('.narration')?.getAttribute('data-step');
    const max = Number(input.max);
    const desc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    const out: { frame: number; views: number }[] = [];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let k = 0; k < 40; k++) {
      const target = Math.floor(next() * max);
      const t0 = performance.now();
      desc.set!.call(input, String(target));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      const first = performance.now() - t0;
      while (shown() !== String(target)) await frame();
      out.push({ frame: first, views: performance.now() - t0 });
      await frame();
    }
    return out;
  });
}

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
};

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const dist = join(OUT, 'app');
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true, minify: !PROFILE },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      // tsx names arrow functions with __name; give the page one
      await page.addInitScript('globalThis.__name = (f) => f');
      page.on('pageerror', (e) => console.error('page error', e));
      await page.goto(`${url}#/explore`);
      await page.waitForFunction(() => /[?&]step=\d+/.test(location.hash));
      await page.evaluate(() => {
        const w = window as unknown as { __lt: { start: number; d: number }[] };
        w.__lt = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__lt.push({ start: e.startTime, d: e.duration });
        }).observe({ type: 'longtask' });
      });
      const cdp = await context.newCDPSession(page);
      if (PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      // a marker the profile can be aligned on: a function busy for 20 ms from a known time
      const p0 = await page.evaluate(() => {
        const w = window as unknown as Record<string, () => number>;
        w.__calibrate = function __calibrate() {
          const t = performance.now();
          while (performance.now() - t < 20);
          return t;
        };
        return w.__calibrate();
      });
      if (process.env.LOADTRACE === '1')
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
        });
      await loadLarge(page);
      // let the last frames after the trace arrives finish
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      if (process.env.LOADTRACE === '1') {
        const buf = await browser.stopTracing();
        writeFileSync(join(OUT, `load-${round}.trace.json`), buf);
        console.log(
          '--- long tasks in the load trace ---\n' +
            longTasksOf(JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }),
        );
      }
      const lt = await page.evaluate(
        () => (window as unknown as { __lt: { start: number; d: number }[] }).__lt,
      );
      if (PROFILE) {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        writeFileSync(join(OUT, `load-${round}.cpuprofile`), JSON.stringify(profile));
        console.log('--- load profile: long tasks ---');
        // the profile's clock (µs) against the page's performance.now (ms), from its start
        let t = 0;
        const at: number[] = [];
        for (const d of profile.timeDeltas) at.push((t += d / 1000));
        const cal = new Set(
          profile.nodes.filter((x) => x.callFrame.functionName === '__calibrate').map((x) => x.id),
        );
        const first = profile.samples.findIndex((x) => cal.has(x));
        const shift = p0 - (at[first] ?? 0);
        for (let i = 0; i < at.length; i++) at[i]! += shift;
        for (const task of lt) {
          const idx = at.flatMap((x, i) =>
            x >= task.start - 2 && x <= task.start + task.d + 2 ? [i] : [],
          );
          if (idx.length === 0) continue;
          const sub: Profile = {
            ...profile,
            samples: idx.map((i) => profile.samples[i]!),
            timeDeltas: [0, ...idx.map((i) => profile.timeDeltas[i + 1] ?? 0)],
          };
          console.log(
            `=== task ${task.d.toFixed(0)} ms at ${task.start.toFixed(0)}\n${tree(sub, 3)}`,
          );
        }
        await cdp.send('Profiler.start');
      }
      if (process.env.HIDE) {
        await page.addStyleTag({ content: `${process.env.HIDE} { display: none !important }` });
        await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
      }
      if (process.env.DOM === '1') {
        const counts = await page.evaluate(() => {
          const out: Record<string, number> = { all: document.querySelectorAll('*').length };
          for (const el of document.querySelectorAll('.explore__layout *')) {
            const n = el.querySelectorAll('*').length;
            if (n > 200 && el.className) out[String(el.className).slice(0, 60)] = n;
          }
          return out;
        });
        console.log(counts);
      }
      if (TRACE) {
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink',
            'v8',
            // INVALIDATIONS=1: which nodes each layout and style recalculation was for, and why
            ...(process.env.INVALIDATIONS === '1'
              ? ['disabled-by-default-devtools.timeline.invalidationTracking']
              : []),
          ],
        });
      }
      const runs = await scrub(page);
      const times = runs.map((r) => r.frame);
      const views = runs.map((r) => r.views);
      if (TRACE) {
        const buf = await browser.stopTracing();
        writeFileSync(join(OUT, `scrub-${round}.trace.json`), buf);
        console.log(
          '--- scrub trace ---\n' +
            traceSummary(JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }),
        );
      }
      if (PROFILE) {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        writeFileSync(join(OUT, `scrub-${round}.cpuprofile`), JSON.stringify(profile));
        if (process.env.BRIEF !== '1') console.log('--- scrub profile ---\n' + tree(profile, 15));
        const selfOf = (name: string) => {
          const ids = new Set(
            profile.nodes.filter((x) => x.callFrame.functionName === name).map((x) => x.id),
          );
          let ms = 0;
          profile.samples.forEach((x, i) => {
            if (ids.has(x)) ms += (profile.timeDeltas[i + 1] ?? 0) / 1000;
          });
          return ms / 40;
        };
        const all = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000 / 40 - selfOf('(idle)');
        console.log(
          `per scrub: busy ${all.toFixed(1)} ms, (program) ${selfOf('(program)').toFixed(1)}, GC ${selfOf('(garbage collector)').toFixed(1)}, JS ${(all - selfOf('(program)') - selfOf('(garbage collector)')).toFixed(1)}`,
        );
      }
      console.log(
        `round ${round}: long tasks ${lt.map((x) => x.d.toFixed(0)).join(', ')} (max ${Math.max(0, ...lt.map((x) => x.d)).toFixed(0)} ms); scrub input-to-frame p50 ${q(times, 0.5).toFixed(1)} p95 ${q(times, 0.95).toFixed(1)} max ${Math.max(...times).toFixed(1)} ms; input-to-views p50 ${q(views, 0.5).toFixed(1)} p95 ${q(views, 0.95).toFixed(1)} max ${Math.max(...views).toFixed(1)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
