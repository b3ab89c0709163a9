/**
 * The workbench's goal check runs in the lab's Web Worker in Chromium (issue 17 point 3,
 * issue 16 point 4): opening a challenge, editing it and Run start the lab worker, the goal
 * panel shows the check's result, and Run shows the trace and records the solve. Behaviour
 * only: how long the main thread is busy meanwhile is measured by `BENCH=lab npm run
 * bench:browser`, not here.
 * Waits on state only.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const e2e = useBrowser();

describe('the lab’s goal check in its worker', () => {
  it('checks edits and runs a solve in the lab worker, and shows the result', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${e2e.baseURL}/#/lab?c=make-a-leak`);
    await page.getByText('Checked on the scenario as you edit it.').waitFor();
    expect(workers.some((u) => /lab\.worker/.test(u))).toBe(true);

    const prompt = page.getByRole('group', { name: 'Request m1' }).getByLabel('Prompt (tokens)');
    await prompt.fill('800000');
    await page.getByText(/^Every part holds/).waitFor();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText(/^✓ Solved/).waitFor();
    await page.locator('.lab-results__pools').waitFor();
    expectClean();
    await page.context().close();
  });
});
