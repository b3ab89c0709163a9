/**
 * Scale (issue #11): the worst scenario inside every documented limit loads in the worker with
 * progress, can be cancelled, and scrubs: every seek lands in the slider and the step number in
 * the next frame, then in every view and the URL. How fast (long tasks while loading,
 * input-to-frame and input-to-views percentiles) is measured by `npm run bench:browser`.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { jsonFile, openExplore } from './explore-helpers';
import { loadLarge, scrub } from './scaleDrive';
import { worstScenario } from '../helpers/scenarios';

const e2e = useBrowser();
const { baseURL } = e2e;

const sliderMax = (page: Page) =>
  page.getByRole('slider', { name: 'Timeline' }).getAttribute('max').then(Number);

it('loads 500 requests × 4,096 tokens in the worker with progress, then scrubs: the thumb answers in the next frame, every view lands on its step', async () => {
  const { page, expectClean } = await e2e.checkedPage();
  await loadLarge(page, baseURL, async () => {
    // the viewport only: a full-page shot lays the page out again at its full height
    await screenshot(page, 'scale-computing', { viewportOnly: true });
  });
  await screenshot(page, 'scale-loaded');

  const runs = await scrub(page);
  const fmt = new Intl.NumberFormat('en');
  expect(runs).toHaveLength(40);
  for (const r of runs) {
    // in the frame after the input: the thumb and the step number
    expect(r.value).toBe(String(r.target));
    expect(r.pos).toContain(`Step ${fmt.format(r.target)} of`);
    // then every view: the narration (rendered in the same commit as every panel) and the URL
    expect(r.step).toBe(String(r.target));
  }
  await page.waitForFunction(
    (last) => new RegExp(`[?&]step=${last}(&|$)`).test(location.hash),
    runs[runs.length - 1]!.target,
  );
  // seven-digit step numbers fit the event log's step column (they ran into the text)
  const clipped = await page.$$eval('.eventlog__step', (els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 0.5).map((e) => e.textContent),
  );
  expect(await page.locator('.eventlog__step').count()).toBeGreaterThan(0);
  expect(clipped).toEqual([]);
  await screenshot(page, 'scale-scrubbed');
  expectClean();
  await page.context().close();
}, 300_000);

it('Cancel stops a long run and keeps the scenario shown before', async () => {
  const { page } = await e2e.checkedPage({ width: 1440, height: 900 });
  await openExplore(page, baseURL);
  const before = await sliderMax(page);
  await page
    .locator('#scenario-file')
    .setInputFiles(jsonFile('big.json', worstScenario('big', 5000)));
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor();
  await cancel.click();
  await page.getByText('Run cancelled').waitFor();
  expect(await page.getByTestId('computing-progress').count()).toBe(0);
  expect(await sliderMax(page)).toBe(before);
  // the engine still works after a cancel
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('pool-2x');
  await page.waitForFunction((b) => {
    const max = Number(document.querySelector('input[type=range]')?.getAttribute('max'));
    return max > 0 && max !== b;
  }, before);
  await page.context().close();
});
