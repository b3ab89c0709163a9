/**
 * `npm run bench:render`: frame times of the canvas pools while playing `incident` at page
 * size 64 and at page size 1, and of the same pools drawn by a plain D3 SVG join (one <rect>
 * per page), in one headless Chromium run; plus the app's initial JS size, gzipped.
 *
 * Frame cost = from the requestAnimationFrame callback that advances the step to the first
 * task after that frame's style, layout and paint (MessageChannel); rAF deltas are reported
 * too. Not a timed test: it prints figures and writes test-results/bench-render/result.json.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'bench-render');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
const TARGET = { p95At64: 16.7, p95At1: 33, ratio: 20, initialKb: 150 };

interface Frames {
  pages: number;
  steps: number;
  cost: number[];
  js: number[];
  delta: number[];
  rounds: number[][];
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i]!;
}
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** gzip size of the JS the app's index.html loads up front (entry + modulepreloads). */
function initialJs(dist: string): { files: string[]; gzip: number; totalJsGzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!.replace(/^\.?\//, ''));
  const files = [...new Set(refs)];
  const gz = (f: string) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  const gzip = files.reduce((n, f) => n + gz(f), 0);
  const manifestJs = readdirJs(join(dist, 'assets')).map((f) => `assets/${f}`);
  return { files, gzip, totalJsGzip: manifestJs.reduce((n, f) => n + gz(f), 0) };
}

function readdirJs(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
}

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
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  let raw: Record<string, Frames | string>;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${port}/?mode=bench&rounds=${process.env.ROUNDS ?? 3}`);
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 300_000 });
    raw = (await page.evaluate(() => window.__bench)) as Record<string, Frames | string>;
    if (errors.length) throw new Error(errors.join('\n'));
    if (typeof raw.error === 'string') throw new Error(raw.error);
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = Object.entries(raw as Record<string, Frames>).map(([name, f]) => ({
    name,
    pages: f.pages,
    frames: f.cost.length,
    p50: quantile(f.cost, 0.5),
    p95: quantile(f.cost, 0.95),
    js50: quantile(f.js, 0.5),
    js95: quantile(f.js, 0.95),
    deltaP50: quantile(f.delta, 0.5),
    deltaP95: quantile(f.delta, 0.95),
    roundsP95: f.rounds.map((r) => quantile(r, 0.95)),
  }));
  const by = (n: string) => rows.find((r) => r.name === n)!;
  const c64 = by('canvas-64');
  const c1 = by('canvas-1');
  const svg = by('svg-64');
  const ratio50 = svg.p50 / c64.p50;
  const ratio95 = svg.p95 / c64.p95;
  const floor = rows.find((r) => r.name === 'store-only');
  const kb = size.gzip / 1024;
  const drawOnly = floor
    ? `; above the store-only floor (${ms(floor.p50)} p50): ${((svg.p50 - floor.p50) / Math.max(0.1, c64.p50 - floor.p50)).toFixed(1)}×`
    : '';
  console.log('\nRender benchmark (headless Chromium, 1440×900, --disable-gpu)\n');
  console.log(
    'run         pages      frames  cost p50   cost p95    JS p50     JS p95   rAF Δ p50  rAF Δ p95',
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(11)} ${String(r.pages).padStart(9)} ${String(r.frames).padStart(7)}  ` +
        `${ms(r.p50).padStart(9)}  ${ms(r.p95).padStart(9)}  ${ms(r.js50).padStart(9)}  ${ms(r.js95).padStart(9)}  ` +
        `${ms(r.deltaP50).padStart(9)}  ${ms(r.deltaP95).padStart(9)}`,
    );
  }
  for (const r of rows) {
    console.log(`  ${r.name}: p95 per round ${r.roundsP95.map((x) => ms(x)).join(' · ')}`);
  }
  const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
  console.log('');
  console.log(
    `page size 64: p95 ${ms(c64.p95)} (target ≤ ${TARGET.p95At64} ms): ${verdict(c64.p95 <= TARGET.p95At64)}`,
  );
  console.log(
    `page size 1:  p95 ${ms(c1.p95)} (target ≤ ${TARGET.p95At1} ms): ${verdict(c1.p95 <= TARGET.p95At1)}`,
  );
  console.log(
    `canvas vs SVG join at ${c64.pages} pages: ${ratio50.toFixed(1)}× faster (p50), ${ratio95.toFixed(1)}× (p95)${drawOnly} (target ≥ ${TARGET.ratio}×): ${verdict(ratio50 >= TARGET.ratio)}`,
  );
  console.log(
    `initial JS: ${kb.toFixed(1)} KB gzip (${size.files.join(', ')}; all JS ${(size.totalJsGzip / 1024).toFixed(1)} KB) (target ≤ ${TARGET.initialKb} KB): ${verdict(kb <= TARGET.initialKb)}`,
  );
  writeFileSync(
    join(OUT, 'result.json'),
    JSON.stringify(
      { rows, ratio50, ratio95, initialJsGzip: size.gzip, files: size.files },
      null,
      2,
    ),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
