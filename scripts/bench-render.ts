/**
 * `npm run bench:render`: frame times in one headless Chromium run (tests/bench/bench.tsx):
 *  (a) the pool drawing alone, like for like: both pools of `incident` at page size 64
 *      (35,221 pages) and 16 (140,884 pages) drawn by the canvas core and by a plain D3 SVG
 *      join (one <rect> per page, fill updated per step), same hosts, same steps;
 *  (b) the whole pool screen (two PoolViews with legends and summaries) at page size 64 and 1;
 * plus the app's initial JS size, gzipped.
 *
 * Frame cost = from the requestAnimationFrame callback that draws the step to the first task
 * after that frame's style, layout and paint (MessageChannel); rAF deltas are reported too.
 * Not a timed test: it prints figures and writes test-results/bench-render/result.json.
 * ROUNDS=n (default 3) and ONLY=<part of a run name> narrow a run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';
import { INITIAL_JS_BUDGET, initialJs } from '../tests/e2e/initialJs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'bench-render');
const TARGET = { p95At64: 16.7, p95At1: 33, ratio: 20, initialKb: INITIAL_JS_BUDGET / 1024 };

interface Frames {
  kind: 'draw' | 'screen';
  pages: number;
  steps: number;
  cost: number[];
  js: number[];
  delta: number[];
  prep: number[];
  rounds: number[][];
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i]!;
}
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const appDist = join(OUT, 'app');
  const pageDist = join(OUT, 'page');
  const benchRoot = join(ROOT, 'tests', 'bench');
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: appDist, emptyOutDir: true },
    });
    await build({
      configFile: false,
      root: benchRoot,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: pageDist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  const size = initialJs(appDist);

  const server = await preview({
    configFile: false,
    root: benchRoot,
    logLevel: 'warn',
    build: { outDir: pageDist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  let raw: Record<string, Frames | string>;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const only = process.env.ONLY ? `&only=${encodeURIComponent(process.env.ONLY)}` : '';
    await page.goto(
      `http://127.0.0.1:${port}/?mode=bench&rounds=${process.env.ROUNDS ?? 3}${only}`,
    );
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 1_800_000 });
    raw = (await page.evaluate(() => window.__bench)) as Record<string, Frames | string>;
    if (errors.length) throw new Error(errors.join('\n'));
    if (typeof raw.error === 'string') throw new Error(raw.error);
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = Object.entries(raw as Record<string, Frames>).map(([name, f]) => ({
    name,
    kind: f.kind,
    pages: f.pages,
    steps: f.steps,
    frames: f.cost.length,
    p50: quantile(f.cost, 0.5),
    p95: quantile(f.cost, 0.95),
    js50: quantile(f.js, 0.5),
    js95: quantile(f.js, 0.95),
    deltaP50: quantile(f.delta, 0.5),
    deltaP95: quantile(f.delta, 0.95),
    prepP50: quantile(f.prep, 0.5),
    roundsP95: f.rounds.map((r) => quantile(r, 0.95)),
  }));
  type Row = (typeof rows)[number];
  const by = (n: string): Row | undefined => rows.find((r) => r.name === n);
  const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
  const header =
    'run                     pages  frames   cost p50   cost p95     JS p50     JS p95  rAF Δ p50  rAF Δ p95';
  const line = (r: Row) =>
    `${r.name.padEnd(20)} ${String(r.pages).padStart(8)} ${String(r.frames).padStart(7)}  ` +
    [r.p50, r.p95, r.js50, r.js95, r.deltaP50, r.deltaP95].map((x) => ms(x).padStart(9)).join('  ');

  console.log('\nRender benchmark (headless Chromium, 1440×900, --disable-gpu)');
  console.log('\n(a) Pool drawing alone: both pools, same hosts (2 × 1368×252 px), same steps');
  console.log('    canvas = canvas core, repaints the pixel rows of changed pages;');
  console.log(
    '    canvas-full = every pixel every step; svg = D3 join, fill of one <rect> per page\n',
  );
  console.log(header);
  for (const r of rows.filter((x) => x.kind === 'draw')) console.log(line(r));
  console.log(
    '\n(b) Whole pool screen: two PoolViews (React, legends, summaries) following the store\n',
  );
  console.log(header);
  for (const r of rows.filter((x) => x.kind === 'screen')) console.log(line(r));
  console.log('');
  for (const r of rows) {
    console.log(`  ${r.name}: p95 per round ${r.roundsP95.map((x) => ms(x)).join(' · ')}`);
  }
  const prep = rows.filter((r) => r.kind === 'draw' && r.name.startsWith('draw-svg'));
  if (prep.length)
    console.log(
      `  page states per step (input to every draw run, computed outside the timed part): ` +
        prep.map((r) => `${ms(r.prepP50)} p50 at ${r.pages} pages`).join(', '),
    );

  const ratios: Record<string, { pages: number; p50: number; p95: number }> = {};
  console.log('\nSpeed-up of the canvas over the SVG join (SVG cost / canvas cost):');
  for (const ps of [64, 16]) {
    const svg = by(`draw-svg-${ps}`);
    for (const tech of ['canvas', 'canvas-full']) {
      const c = by(`draw-${tech}-${ps}`);
      if (!svg || !c) continue;
      const r = { pages: c.pages, p50: svg.p50 / c.p50, p95: svg.p95 / c.p95 };
      ratios[`${tech}-${ps}`] = r;
      console.log(
        `  ${`${tech} vs svg`.padEnd(22)} ${String(r.pages).padStart(7)} pages: ` +
          `${r.p50.toFixed(1)}× (p50), ${r.p95.toFixed(1)}× (p95) (target ≥ ${TARGET.ratio}×): ` +
          `${verdict(Math.min(r.p50, r.p95) >= TARGET.ratio)}`,
      );
    }
  }
  const svg64 = by('draw-svg-64');
  const screen64 = by('screen-canvas-64');
  if (svg64 && screen64) {
    const r = {
      pages: screen64.pages,
      p50: svg64.p50 / screen64.p50,
      p95: svg64.p95 / screen64.p95,
    };
    ratios['screen-64'] = r;
    console.log(
      `  whole screen vs svg pools ${String(r.pages).padStart(6)} pages: ${r.p50.toFixed(1)}× (p50), ` +
        `${r.p95.toFixed(1)}× (p95) (not like for like: the canvas side also renders legends, summaries and React)`,
    );
  }

  console.log('');
  const c64 = by('screen-canvas-64');
  const c1 = by('screen-canvas-1');
  if (c64)
    console.log(
      `whole screen, page size 64: p95 ${ms(c64.p95)} (target ≤ ${TARGET.p95At64} ms): ${verdict(c64.p95 <= TARGET.p95At64)}`,
    );
  if (c1)
    console.log(
      `whole screen, page size 1:  p95 ${ms(c1.p95)} (target ≤ ${TARGET.p95At1} ms): ${verdict(c1.p95 <= TARGET.p95At1)}`,
    );
  const kb = size.gzip / 1024;
  console.log(
    `initial JS: ${kb.toFixed(1)} KB gzip (${size.files.join(', ')}; all JS ${(size.totalJsGzip / 1024).toFixed(1)} KB) (target ≤ ${TARGET.initialKb} KB): ${verdict(kb <= TARGET.initialKb)}`,
  );
  writeFileSync(
    join(OUT, 'result.json'),
    JSON.stringify(
      { targets: TARGET, rows, ratios, initialJsGzip: size.gzip, files: size.files },
      null,
      2,
    ),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
