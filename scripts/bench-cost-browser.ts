/**
 * `npx tsx scripts/bench-cost-browser.ts`: the cost budget's worst case in the browser. It
 * builds the app, serves it on 127.0.0.1, opens Explore in headless Chromium, loads the worst
 * family's largest shapes inside the budget (tests/engine/costShapes.ts; SIZES=n,n… for other
 * sizes) from the file input, waits for each trace, and reports the page's renderer peak
 * resident set (VmHWM, what `/usr/bin/time -v` reports; the renderer hosts the engine's worker)
 * against 512 MB (10^6 bytes: 500,000 KB); exits 1 when a shape goes over. Not part of npm
 * test: the figures depend on the machine and what else runs on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { estimateCost } from '../src/engine';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';
import { jsonFile, openExplore } from '../tests/e2e/explore-helpers';
import { costFamily, largestCostFamily } from '../tests/engine/costShapes';

const ROOT = resolve(import.meta.dirname, '..');
const MAX_RSS_KB = 500_000;

/** pid → [ppid, VmHWM KB, VmRSS KB, first words of its command line] for every process. */
function processes(): Map<number, [number, number, number, string]> {
  const out = new Map<number, [number, number, number, string]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const status = readFileSync(`/proc/${d}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const hwm = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      // Chromium rewrites its command line as one string: find the words, not the arguments
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!/chrom/i.test(cmd)) continue;
      const type = /--type=(\S+)/.exec(cmd)?.[1] ?? 'browser';
      out.set(Number(d), [ppid, hwm, rss, type]);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The browser's process tree: every descendant of `root`, with its figures. */
function tree(root: number) {
  const all = processes();
  const parents = new Map<number, number>();
  for (const d of readdirSync('/proc'))
    if (/^\d+$/.test(d))
      try {
        const st = readFileSync(`/proc/${d}/status`, 'utf8');
        parents.set(Number(d), Number(/^PPid:\s+(\d+)/m.exec(st)?.[1] ?? 0));
      } catch {
        // gone meanwhile
      }
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
  }
  return [...mine].flatMap((pid) => {
    const p = all.get(pid);
    return p ? [{ pid, hwm: p[1], rss: p[2], type: p[3] }] : [];
  });
}

process.env.NODE_ENV = 'production';
await build({ root: ROOT, mode: 'production', logLevel: 'warn' });
const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const { port } = server.httpServer.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
let failed = false;
try {
  // SIZES=n,n… (requests, arrivals 4 apart) measures smaller shapes of the family instead
  const shapes = process.env.SIZES
    ? process.env.SIZES.split(',').map((n) => costFamily(Number(n), 4))
    : [4, 1, 0].map((a) => largestCostFamily(a));
  for (const s of shapes) {
    const arrivals = s.requests[1]!.arrival;
    const context = await browser.newContext();
    const page = await context.newPage();
    await openExplore(page, url);
    const slider = page.getByRole('slider', { name: 'Timeline' });
    const before = await slider.getAttribute('max');
    const t0 = performance.now();
    await page.locator('#scenario-file').setInputFiles(jsonFile('shape.json', s));
    await page.waitForFunction(
      (b) => {
        const el = document.querySelector<HTMLInputElement>('input[type=range]');
        return !!el && !el.disabled && el.getAttribute('max') !== b;
      },
      before,
      { timeout: 300_000 },
    );
    const ms = performance.now() - t0;
    // Chromium is a child of this process: its tree, Chromium's processes only
    const procs = tree(process.pid);
    const renderer = procs.filter((p) => p.type === 'renderer').sort((a, b) => b.hwm - a.hwm)[0];
    if (process.env.DEBUG) console.log(procs);
    const total = procs.reduce((n, p) => n + p.rss, 0);
    const over = (renderer?.hwm ?? 0) > MAX_RSS_KB;
    failed ||= over;
    console.log(
      `${s.requests.length} requests, arrivals ${arrivals} apart, ` +
        `${(estimateCost(s).pieceCopies / 1e6).toFixed(1)} M page copies: trace in ` +
        `${(ms / 1000).toFixed(1)} s; page renderer peak ${renderer?.hwm.toLocaleString('en-US')} KB` +
        ` (${(((renderer?.hwm ?? 0) * 1024) / 1e6).toFixed(0)} MB); all Chromium processes now ` +
        `${total.toLocaleString('en-US')} KB` +
        (over ? '  OVER 512 MB' : ''),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
