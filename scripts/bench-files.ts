/**
 * The hostile 5 MB files of the red team's H7 in `npm run bench:browser`: the longest
 * main-thread task while the page reads each one, chosen through its own file input (a state
 * ends each case: the problems shown), against the 200 ms target. The files are made here, as
 * the report describes them (repro/H7-main-thread), each at most 5 MB (5,242,880 bytes):
 *
 *   a 2.6 M-element array (`requests` of zeros), a 2.6 M-level nested array, 300,000 unknown
 *   keys, and a workshop file of as many challenge ids as fit
 *
 * loaded as Explore's scenario file, as instructor challenge files, as a progress file, as a
 * live challenge's recorded session and as a workshop file.
 * Each file is written to a temporary folder and chosen by its path, as a user picks a file:
 * handed over as a buffer instead, Playwright builds the File in the page itself, a task of
 * 2.3 s on the main thread that is the harness's, not the page's (measured at 5 MB).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export const FILE_TARGET_MS = 200;
const LIMIT = 5 * 1024 * 1024;

export interface FileCase {
  name: string;
  bytes: number;
  longestTaskMs: number;
  tasksMs: number[];
}

/** 06: `requests` holding 2.6 M zeros. */
function zeros(): string {
  const head = '{"name":"zeros","requests":[';
  const n = Math.floor((LIMIT - head.length - 2) / 2);
  return `${head}${'0,'.repeat(n - 1)}0]}`;
}

/** 04: arrays nested 2.6 M deep. */
function deep(): string {
  const n = Math.floor(LIMIT / 2);
  return '['.repeat(n) + ']'.repeat(n);
}

/** 07: 300,000 keys no format knows. */
function unknownKeys(): string {
  const parts: string[] = [];
  for (let i = 0; i < 300_000; i++) parts.push(`"k${i}":0`);
  return `{${parts.join(',')}}`;
}

/** w03: a workshop file naming as many challenge ids as fit in 5 MB. */
function hugeIds(): string {
  const head = '{"format":"stale-pages-lab-workshop","version":1,"challenges":[';
  const ids: string[] = [];
  let size = head.length + 2;
  for (let i = 0; ; i++) {
    const id = `"${i.toString(36)}"`;
    if (size + id.length + 1 > LIMIT) break;
    ids.push(id);
    size += id.length + 1;
  }
  return `${head}${ids.join(',')}]}`;
}

/** Empties the page's long-task list (filled by the observer every page starts). */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __fileTasks: number[] }).__fileTasks = [];
  });
}

/** Two frames and a task after the result, then the long tasks since `watch`. */
async function tasks(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((r) =>
        requestAnimationFrame(() =>
          setTimeout(() =>
            requestAnimationFrame(() =>
              setTimeout(() => r((window as unknown as { __fileTasks: number[] }).__fileTasks)),
            ),
          ),
        ),
      ),
  );
}

interface Surface {
  name: string;
  hash: string;
  input: (page: Page) => ReturnType<Page['locator']>;
  /** shown once the file was read and refused */
  refused: (page: Page) => ReturnType<Page['locator']>;
}

const EXPLORE: Surface = {
  name: 'Explore "Load a scenario file"',
  hash: '#/explore',
  input: (p) => p.locator('#scenario-file'),
  refused: (p) => p.getByTestId('load-problems'),
};
const CHALLENGES: Surface = {
  name: '"Load challenge files"',
  hash: '#/lab',
  input: (p) => p.getByLabel('Load challenge files'),
  refused: (p) => p.getByText(/^0 challenge files loaded; these problems were found/),
};
const WORKSHOP: Surface = {
  name: '"Load a workshop file"',
  hash: '#/lab',
  input: (p) => p.getByTestId('workshop-file'),
  refused: (p) => p.getByText(/is not a workshop file the lab can use/),
};

const PROGRESS: Surface = {
  name: '"Import progress"',
  hash: '#/lab',
  input: (p) => p.getByLabel('Import progress'),
  refused: (p) => p.getByText(/is not a lab progress file/),
};
const SESSION: Surface = {
  name: 'a live challenge\'s "Load the recorded session…"',
  hash: '#/lab?c=live-canary',
  input: (p) => p.getByLabel('Load the recorded session…'),
  refused: (p) => p.getByText(/The session is not a valid scenario file/),
};

export async function fileCases(browser: Browser, url: string): Promise<FileCase[]> {
  const files = {
    '06 requests of 2.6 M zeros': zeros(),
    '04 arrays 2.6 M deep': deep(),
    '07 300,000 unknown keys': unknownKeys(),
  };
  const plan: [Surface, string, string][] = [
    ...Object.entries(files).map(([f, t]) => [EXPLORE, f, t] as [Surface, string, string]),
    ...Object.entries(files).map(([f, t]) => [CHALLENGES, f, t] as [Surface, string, string]),
    ...Object.entries(files).map(([f, t]) => [PROGRESS, f, t] as [Surface, string, string]),
    ...Object.entries(files).map(([f, t]) => [SESSION, f, t] as [Surface, string, string]),
    [WORKSHOP, '04 arrays 2.6 M deep', files['04 arrays 2.6 M deep']],
    [WORKSHOP, 'w03 as many workshop ids as fit', hugeIds()],
  ];
  const out: FileCase[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    for (const [i, [surface, file, text]] of plan.entries()) {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __fileTasks: number[] };
        w.__fileTasks = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__fileTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      // the page settled (no request for 500 ms): its own start is not this case's
      await page.goto(`${url}${surface.hash}`, { waitUntil: 'networkidle' });
      await surface.input(page).waitFor({ state: 'attached', timeout: 60_000 });
      await watch(page);
      const path = join(dir, `hostile-${i}.json`);
      writeFileSync(path, text);
      await surface.input(page).setInputFiles(path);
      await surface.refused(page).first().waitFor({ timeout: 120_000 });
      const ms = await tasks(page);
      const c: FileCase = {
        name: `${surface.name}: ${file}`,
        bytes: Buffer.byteLength(text),
        longestTaskMs: Math.max(0, ...ms),
        tasksMs: ms.map(Math.round),
      };
      console.log(
        `  … ${c.name} (${c.bytes.toLocaleString('en-US')} B): ${c.longestTaskMs.toFixed(1)} ms`,
      );
      out.push(c);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
