/**
 * The deck's live slide (issue #21, point 6): L shows the running deployment when `npm run
 * live` serves the app; with no server (vite preview here, the offline file) it shows the
 * built-in replay, labelled as a replay, fitted for the room; L again or a move leaves it; a
 * reload keeps the build and the live slide.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { measureSlide } from './stageMeasure';

const e2e = useBrowser();

const source = (page: Page) =>
  page
    .getByTestId('deployment-source')
    .getAttribute('data-source', { timeout: 1000 })
    .catch(() => null);

async function replayShown(page: Page, url: string, reloads = false): Promise<void> {
  await page.goto(`${url}#/present?scene=config-gap`);
  await page.reload();
  await expect.poll(() => page.locator('main.sp-presenter').getAttribute('data-view')).toBe('live');
  await page.keyboard.press('l');
  await expect.poll(() => source(page)).toBe('replay');
  expect(await page.getByTestId('deployment-source').textContent()).toMatch(/^Replay: /);
  expect(await page.locator('main.sp-presenter h1').textContent()).toBe('The running deployment');
  // the replay's response: HTTP 200, cross-tenant, with the leaked words
  const view = page.locator('main.sp-presenter .sp-slide-view');
  await expect.poll(() => view.getByTestId('http-status').textContent()).toContain('200');
  await expect.poll(() => view.getByTestId('isolation-verdict').isVisible()).toBe(true);
  await expect
    .poll(() => page.evaluate(measureSlide, '.sp-slide-foot').then((m) => m.minText))
    .toBeGreaterThanOrEqual(12);
  const m = await page.evaluate(measureSlide, '.sp-slide-foot');
  expect([...m.clipped, ...m.truncated, ...m.scrolling]).toEqual([]);
  // L again: back to the slide it was opened on, at its build
  await page.keyboard.press('L');
  await expect.poll(() => page.getByTestId('deployment-source').count()).toBe(0);
  expect(await page.locator('main.sp-presenter').getAttribute('data-scene')).toBe('config-gap');
  expect(await page.locator('main.sp-presenter').getAttribute('data-view')).toBe('live');
  // a forward key from the live slide moves the deck on and leaves it
  await page.keyboard.press('l');
  await expect.poll(() => source(page)).toBe('replay');
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.getByTestId('deployment-source').count()).toBe(0);
  expect(await page.locator('main.sp-presenter').getAttribute('data-beat')).toBe('2');
  if (!reloads) return;
  // a reload (F5) keeps the build, and the live slide (they were lost: build 1, no live slide)
  const main = page.locator('main.sp-presenter');
  await page.reload();
  await expect.poll(() => main.getAttribute('data-beat')).toBe('2');
  expect(await main.getAttribute('data-scene')).toBe('config-gap');
  await page.keyboard.press('l');
  await expect.poll(() => source(page)).toBe('replay');
  await page.reload();
  await expect.poll(() => source(page)).toBe('replay');
  await page.keyboard.press('l');
  await expect.poll(() => page.getByTestId('deployment-source').count()).toBe(0);
  expect(await main.getAttribute('data-beat')).toBe('2');
}

describe('the live slide without a live server', () => {
  it('served by a static host: L shows the built-in replay, labelled as a replay; a reload keeps it', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1280, height: 720 });
    await replayShown(page, e2e.baseURL, true);
    expectClean();
    await page.context().close();
  });

  it('the offline file from file://: the same replay, nothing fetched', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.startsWith('file:') || u.startsWith('data:') || u.startsWith('blob:'))
        return route.continue();
      blocked.push(u);
      return route.abort('blockedbyclient');
    });
    await replayShown(await context.newPage(), inject('offlineURL'));
    expect(blocked).toEqual([]);
    await context.close();
  });
});
