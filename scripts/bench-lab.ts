/**
 * The lab's part of `npm run bench:browser` (issue 17 point 3): the longest main-thread task
 * while the lab does each of its heavy things, against the 200 ms target. Each case starts
 * its own long-task observer and ends when the page shows the result (a state, not a time):
 *
 *   opening a challenge (the workbench, its draft, the JSON view, the first goal check)
 *   opening a challenge whose saved draft is expensive (500 requests), and applying it as JSON
 *   importing a progress file whose every entry is replayed through the engine
 *   the exposure checker on 100 prefill × 100 decode launch commands (20,000 engine runs)
 */
import type { Browser, Page } from 'playwright-core';
import { bigDraft, labStorage, manyNodes, progressFile } from '../tests/e2e/labDrive';

export const LAB_TARGET_MS = 200;

export interface LabCase {
  name: string;
  longestTaskMs: number;
  tasksMs: number[];
}

/** Starts the case afresh: window.__labTasks (filled by the page's one observer) emptied. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __labTasks: number[] }).__labTasks = [];
  });
}

/** Waits two frames and a task (work scheduled right after the result), then reads the tasks. */
async function tasks(page: Page, name: string): Promise<LabCase> {
  const ms = await page.evaluate(
    () =>
      new Promise<number[]>((r) =>
        requestAnimationFrame(() =>
          setTimeout(() =>
            requestAnimationFrame(() =>
              setTimeout(() => r((window as unknown as { __labTasks: number[] }).__labTasks)),
            ),
          ),
        ),
      ),
  );
  return { name, longestTaskMs: Math.max(0, ...ms), tasksMs: ms.map(Math.round) };
}

/** The goal panel has its first result (any result: the check came back). */
async function checked(page: Page): Promise<void> {
  await page
    .locator('.lab-goal__about')
    .filter({ hasNotText: /^Checking/ })
    .waitFor({ timeout: 60_000 });
}

export async function labCases(browser: Browser, url: string): Promise<LabCase[]> {
  const out: LabCase[] = [];
  const push = (c: LabCase) => {
    out.push(c);
    console.log(`  … ${c.name}: ${c.longestTaskMs.toFixed(1)} ms`);
  };
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    // 1. opening a challenge, fresh (observer from the navigation's start, buffered)
    await page.addInitScript(() => {
      const w = window as unknown as { __labTasks: number[] };
      w.__labTasks = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__labTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}#/lab?c=make-a-leak`);
    await checked(page);
    push(await tasks(page, 'opening a challenge (make-a-leak)'));

    // 2. opening it with a saved 500-request draft
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), labStorage(bigDraft()));
    await page.goto(`${url}#/lab`);
    await page.reload();
    await page.getByRole('link', { name: 'Make a leak' }).first().waitFor();
    await watch(page);
    await page.getByRole('link', { name: 'Make a leak' }).first().click();
    await checked(page);
    push(await tasks(page, 'opening it with a saved 500-request draft'));

    // 3. applying that draft as JSON (typed compact: once applied, the view shows it indented)
    await page.getByText('The scenario as JSON').click();
    const json = page.locator('.lab-json__text');
    await json.fill(JSON.stringify(bigDraft(200)));
    await watch(page);
    await page.getByRole('button', { name: 'Apply JSON' }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLTextAreaElement>('.lab-json__text')?.value.startsWith('{\n'),
      undefined,
      { timeout: 60_000 },
    );
    push(await tasks(page, 'applying the 500-request draft as JSON'));

    // 4. importing a progress file (every solve replayed)
    await page.goto(`${url}#/lab`);
    await page.getByText('Import progress').waitFor();
    await watch(page);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'progress.json',
        mimeType: 'application/json',
        buffer: Buffer.from(progressFile()),
      });
    await page.getByText(/^Progress imported/).waitFor({ timeout: 120_000 });
    push(await tasks(page, 'importing a progress file (every solve replayed)'));

    // 5. the exposure checker on 100 prefill × 100 decode commands
    await page.goto(`${url}#/lab?tab=exposure`);
    const box = page.getByLabel('Box 1', { exact: true });
    await box.fill(manyNodes(100));
    await watch(page);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('exposure-verdict').waitFor({ timeout: 300_000 });
    push(await tasks(page, 'exposure checker, 100 prefill × 100 decode commands'));
  } finally {
    await context.close();
  }
  return out;
}
