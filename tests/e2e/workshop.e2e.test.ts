/**
 * A facilitator's workshop in Chromium (issue 22 point 2), on one page load: the exposure
 * checker prints its smallest change; a workshop file is loaded (spoilers off, opaque ids); the
 * board lists its challenges in its order, only those; a challenge opens under an opaque id, with
 * no leak finder and the goal checked on Run only; the exposure checker's smallest change is gone.
 * Moves by hash and in-page clicks; waits on state only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { opaqueId } from '../../src/lab/validateWorkshop';
import { useBrowser } from './browser';

const e2e = useBrowser();
const { baseURL } = e2e;

const ORDER = ['router-choice', 'smallest-rejected-prompt', 'make-a-leak'];
const WORKSHOP = {
  format: 'stale-pages-lab-workshop',
  version: 1,
  title: { en: 'Morning lab' },
  challenges: ORDER,
  spoilers: false,
  hints: true,
  opaqueIds: true,
};
const PREFILL =
  'python -m sglang.launch_server --disaggregation-mode prefill --context-length 1048576 ' +
  '--max-total-tokens 681280 --page-size 64 --host 10.0.0.1 --port 30000';
const DECODE =
  'python -m sglang.launch_server --disaggregation-mode decode --context-length 1048576 ' +
  '--max-total-tokens 1572864 --page-size 64 --host 10.0.0.2';
const ROUTER =
  'python -m sglang_router.launch_router --pd-disaggregation --prefill http://10.0.0.1:30000 8998 --decode http://10.0.0.2:30000';
const SMALLEST = /Smallest change that closes it/;

async function checkExposure(page: Page): Promise<string> {
  await page.evaluate(() => (location.hash = '#/lab?tab=exposure'));
  await page.getByLabel('Box 1').fill(PREFILL);
  await page.getByLabel('Box 2').fill(DECODE);
  await page.getByLabel('Box 3').fill(ROUTER);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByTestId('exposed-band').waitFor();
  return page.locator('.lab-pair').innerText();
}

describe('a workshop file', () => {
  it('limits and orders the board, hides the spoilers, and keeps ids out of the URL', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
    await page.goto(`${baseURL}#/lab?tab=exposure`);
    expect(await checkExposure(page)).toMatch(SMALLEST);

    await page.evaluate(() => (location.hash = '#/lab'));
    await page.getByRole('heading', { name: 'Score board' }).waitFor();
    await page.getByTestId('workshop-file').setInputFiles({
      name: 'morning.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(WORKSHOP)),
    });
    await page.getByText('Workshop loaded: 3 challenges.').waitFor();
    const board = page.getByTestId('workshop-board');
    const hrefs = await board
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(ORDER.map((id) => `#/lab?c=${opaqueId(id)}`));
    expect(await page.locator('a[href^="#/lab?c="]').count()).toBe(3);
    await page.getByText('0 of 3 solved').waitFor();

    // the first challenge, by its opaque id: no leak finder, no check as the trainee edits
    await board.getByRole('link').first().click();
    await page
      .getByRole('heading', { level: 2, name: 'The router decides what the client sees' })
      .waitFor();
    const url = page.url();
    expect(url).toContain(`c=${opaqueId('router-choice')}`);
    expect(url).not.toContain('router-choice');
    const goal = page.getByTestId('goal-on-run');
    await expect.poll(() => goal.innerText()).toMatch(/^Checked when you press Run/);
    expect(await page.getByRole('button', { name: 'Find a leak' }).count()).toBe(0);
    expect(await page.getByText(/does not hold for/).count()).toBe(0);
    // next follows the workshop's order, by opaque id too
    expect(
      await page
        .getByRole('navigation', { name: 'Workshop order' })
        .getByRole('link')
        .first()
        .getAttribute('href'),
    ).toBe(`#/lab?c=${opaqueId('smallest-rejected-prompt')}`);

    // Run checks the goal: the failing response is named, and the panel says it was Run's
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/^What fails: /).waitFor();
    await expect.poll(() => goal.innerText()).toMatch(/your last Run/);

    // the exposure checker no longer prints the smallest change
    const pair = await checkExposure(page);
    expect(pair).toMatch(/HTTP 200, isolation cross-tenant/);
    expect(pair).not.toMatch(SMALLEST);
    expectClean();
  });
});
