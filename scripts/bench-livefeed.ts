/**
 * The live feed's case of `npm run bench:browser` (BENCH=live runs it alone): a session grows to
 * 500 requests on the stand-in at the default tick (`npm run live`'s, 100 ms) while Chromium
 * watches it, once on `#/live` and once on the deck's live slide (L), each in a fresh browser.
 * Measured in the page: the main thread's longest task (a PerformanceObserver of long tasks,
 * from the first request to the 500th's answer and 2 s after), and what one update costs
 * (`stale-pages:live-update`: the feed carried on to the new clock and the store told) by the
 * session's length, so that a cost that grows with the session shows.
 *
 *   target: no task over 50 ms; the update's cost at 400-500 requests within 2× of its cost at
 *   0-100 requests (the cost per update independent of the session's length)
 *
 * The stand-in runs in a process of its own (scripts/bench-live-server.ts) and so do the clients
 * (scripts/bench-live-load.ts: 10 clients, each sending its next request once answered).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEFAULT_TICK_MS } from '../live/options';
import { readOptions } from '../live/options';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';
import type { LoadJob, LoadResult } from './bench-live-load';
import type { ServerReply } from './bench-live-server';

const ROOT = resolve(import.meta.dirname, '..');
export const LIVE_TARGETS = { longestTaskMs: 50, growth: 2 };
const REQUESTS = 500;
const CLIENTS = 10;

export interface LiveFeedCase {
  view: '#/live' | 'live slide';
  longestTaskMs: number;
  /** tasks over 50 ms, ms */
  tasksMs: number[];
  updates: number;
  /** median update cost (ms) by the session's length: 0-100, 100-200, …, 400-500 requests */
  updateMedianMs: number[];
  /** whole runs the feed computed (one per session message when nothing goes wrong) */
  rebuilds: number;
  /** requests the session holds at the end */
  requests: number;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The stand-in serving the built app at the default tick; resolves with its router URL. */
async function standIn(dist: string): Promise<{ router: string; child: ChildProcess }> {
  const child = fork(join(ROOT, 'scripts', 'bench-live-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TICK_MS: String(DEFAULT_TICK_MS), FLOOR: '0', APP_DIR: dist },
  });
  const ready = await new Promise<ServerReply>((res, rej) => {
    child.once('message', res);
    child.once('exit', (code) => rej(new Error(`the stand-in exited with ${code}`)));
  });
  if (ready.type !== 'ready') throw new Error(`the stand-in said ${ready.type}`);
  return { router: ready.router, child };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      res();
    });
    if (child.connected) child.send({ type: 'close' });
    else child.kill();
  });
}

/** REQUESTS requests from CLIENTS clients, in their own process. */
function load(router: string, tenants: string[]): Promise<LoadResult> {
  const job: LoadJob = {
    router,
    clients: CLIENTS,
    total: REQUESTS,
    tenants,
    deadline: Date.now() + 300_000,
  };
  const child = fork(join(ROOT, 'scripts', 'bench-live-load.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  child.send(job);
  return new Promise((res, rej) => {
    child.once('message', (r: LoadResult) => res(r));
    child.once('exit', (code) =>
      code ? rej(new Error(`the load exited with ${code}`)) : undefined,
    );
  });
}

/** Long tasks and update measures, collected in the page from its start. */
const OBSERVE = `
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

interface Collected {
  long: number[];
  updates: { ms: number; requests: number; rebuilds: number }[];
}

async function collect(page: Page): Promise<Collected> {
  return page.evaluate<Collected>(`(() => {
    const updates = performance.getEntriesByName('stale-pages:live-update').map((m) => ({
      ms: m.duration, requests: m.detail.requests, rebuilds: m.detail.rebuilds,
    }));
    return { long: window.__long, updates };
  })()`);
}

async function one(dist: string, view: LiveFeedCase['view']): Promise<LiveFeedCase> {
  const read = readOptions([]);
  if (!read.ok) throw new Error(read.message);
  const { router, child } = await standIn(dist);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(OBSERVE);
    if (view === '#/live') {
      await page.goto(`${router}/#/live`);
      await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    } else {
      await page.goto(`${router}/#/present`);
      await page.locator('main.sp-presenter').waitFor();
      await page.keyboard.press('l');
      await page.locator('[data-testid="deployment-source"][data-source="live"]').waitFor();
    }
    // the page settled: long tasks of its start are not the feed's
    await page.waitForTimeout(2000);
    await page.evaluate(
      'window.__long.length = 0; performance.clearMeasures("stale-pages:live-update")',
    );
    await load(
      router,
      read.options.scenario.tenants.map((t) => t.id),
    );
    await page.waitForTimeout(2000);
    const { long, updates } = await collect(page);
    const bands = [0, 1, 2, 3, 4].map((b) =>
      median(
        updates.filter((u) => u.requests > b * 100 && u.requests <= (b + 1) * 100).map((u) => u.ms),
      ),
    );
    const last = updates[updates.length - 1];
    return {
      view,
      longestTaskMs: Math.max(0, ...long),
      tasksMs: long.filter((d) => d > 50).map((d) => Math.round(d)),
      updates: updates.length,
      updateMedianMs: bands,
      rebuilds: last?.rebuilds ?? 0,
      requests: last?.requests ?? 0,
    };
  } finally {
    await browser.close();
    await stopChild(child);
  }
}

/** Both views, one after the other. */
export async function liveFeedCases(dist: string): Promise<LiveFeedCase[]> {
  const out: LiveFeedCase[] = [];
  for (const view of ['#/live', 'live slide'] as const) {
    out.push(await one(dist, view));
    console.log(`  (${view}: ${JSON.stringify(out.at(-1))})`);
  }
  return out;
}

export function printLiveFeed(cases: LiveFeedCase[]): boolean {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(
    `\nThe live feed: a session growing to ${REQUESTS} requests at the default tick (${DEFAULT_TICK_MS} ms), ${CLIENTS} clients`,
  );
  let ok = true;
  for (const c of cases) {
    const [first, , , , lastBand] = c.updateMedianMs;
    const growth = lastBand! / first!;
    const met = c.longestTaskMs <= LIVE_TARGETS.longestTaskMs && growth <= LIVE_TARGETS.growth;
    ok &&= met;
    console.log(
      `  ${c.view}: longest task ${ms(c.longestTaskMs)} (over 50 ms: ${c.tasksMs.join(', ') || 'none'}); ` +
        `${c.updates} updates, median cost by requests 0-100/…/400-500: ${c.updateMedianMs.map((x) => x.toFixed(2)).join(' / ')} ms ` +
        `(${growth.toFixed(2)}×); ${c.rebuilds} whole run(s), ${c.requests} requests — ${met ? 'met' : 'MISSED'}`,
    );
  }
  return ok;
}
