/**
 * The lab's heavy work happens off the main thread (issue 17 point 3), checked by states, not
 * durations (the long-task figures are `BENCH=lab npm run bench:browser`'s):
 * - the exposure checker on 100 prefill × 100 decode commands runs in the lab's worker, shows
 *   its progress, keeps the page responsive (a box can be typed into meanwhile), can be
 *   stopped; let run (on 8 × 8) it shows a verdict with the cap on the pairs drawn stated;
 * - a progress file is replayed in a lab worker started for it, and the result shows;
 * - a saved 500-request draft is restored through the worker, with the cap on the forms
 *   drawn stated, and the JSON view's Apply answers from the worker.
 * One page; moves by hash.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { jsonFile } from './explore-helpers';
import { bigDraft, labStorage, manyNodes, progressFile } from './labDrive';

const e2e = useBrowser();

describe('the lab off the main thread', { timeout: 240_000 }, () => {
  it('exposure, import and a large saved draft run in the lab worker', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const labWorkers = () => workers.filter((u) => /lab\.worker/.test(u)).length;

    // the exposure checker: progress, a responsive page, Stop
    await page.goto(`${e2e.baseURL}/#/lab?tab=exposure`);
    // 200 × 200 nodes: long enough that Stop finds it running on a loaded machine too (at
    // 100 × 100 the check once ended under the click, with two busy loops beside the suite)
    await page.getByLabel('Box 1', { exact: true }).fill(manyNodes(200));
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('exposure-progress').waitFor();
    await expect.poll(labWorkers).toBeGreaterThanOrEqual(1);
    // the progress moves on while the page takes input
    await page
      .getByTestId('exposure-progress')
      .getByText(/: [1-9][\d,]* of 40,000 /)
      .waitFor();
    await page.getByLabel('Box 3', { exact: true }).fill('typed meanwhile');
    await expect
      .poll(() => page.getByLabel('Box 3', { exact: true }).inputValue())
      .toBe('typed meanwhile');
    await page.getByTestId('exposure-progress').getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Check stopped: no verdict.').waitFor();

    // … and let run (8 × 8 nodes, past the 50 pairs drawn): the verdict, and the cap said
    await page.getByLabel('Box 1', { exact: true }).fill(manyNodes(8));
    await page.getByLabel('Box 3', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('exposure-verdict').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByTestId('exposure-shown').textContent())
      .toContain('Showing 50 of 64 pairs');
    expect(await page.locator('.lab-pair').count()).toBe(50);

    // a progress file, replayed in a lab worker started for the import
    await page.goto(`${e2e.baseURL}/#/lab`);
    const before = labWorkers();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles(jsonFile('progress.json', progressFile()));
    await page.getByText(/^Progress imported: \d+ solved challenges verified/).waitFor({
      timeout: 120_000,
    });
    await expect.poll(labWorkers).toBeGreaterThan(before);

    // a saved 500-request draft: restored through the worker, 50 forms drawn, the rest said
    const [key, value] = labStorage(bigDraft());
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
    await page.reload();
    await page.goto(`${e2e.baseURL}/#/lab?c=make-a-leak`);
    await page.getByTestId('requests-shown').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('requests-shown').textContent()).toContain(
      'Showing the first 50 of 500 requests',
    );
    expect(await page.locator('.lab-reqs > li').count()).toBe(50);

    // the JSON view's Apply: refused text gets its problems, valid text replaces the draft
    await page.getByText('The scenario as JSON').click();
    const json = page.locator('.lab-json__text');
    await json.fill('{"name": 1}');
    await page.getByRole('button', { name: 'Apply JSON' }).click();
    await page.locator('.lab-json .lab-problems li').first().waitFor();
    await json.fill(JSON.stringify(bigDraft(300)));
    await page.getByRole('button', { name: 'Apply JSON' }).click();
    await expect.poll(() => json.inputValue(), { timeout: 60_000 }).toMatch(/^\{\n/);
    expect(await json.inputValue()).toContain('"promptTokens": 300');
    expectClean();
    await page.context().close();
  });
});
