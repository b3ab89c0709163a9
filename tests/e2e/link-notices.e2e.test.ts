/**
 * Link parameters the page cannot honour, in the browser: one notice each on every route, a
 * 200,000-character value clipped and wrapped (the page never grows wider than the window).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axeScan';
import { useBrowser } from './browser';
import { waitForTrace } from './explore-helpers';

const e2e = useBrowser();
const { baseURL } = e2e;
const HUGE = 'x'.repeat(200_000);

const noticeTexts = (page: Page, within: string) =>
  page.locator(`${within} [role="status"] p`).allInnerTexts();

async function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    widest: Math.max(
      ...[...document.querySelectorAll('.notice')].map((n) => n.getBoundingClientRect().width),
    ),
  }));
}

describe('explore', () => {
  it('shows one notice per bad parameter, clipped and wrapped', async () => {
    const { page, expectClean } = await e2e.checkedPage();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${baseURL}#/explore?s=incident&pp=a&dp=b&lang=xx&fix=${HUGE}&step=4`);
    await waitForTrace(page);
    await expect.poll(() => noticeTexts(page, '[data-testid="notices"]')).toHaveLength(4);
    const texts = await noticeTexts(page, '[data-testid="notices"]');
    expect(texts.join('\n')).toContain('“pp=a”');
    expect(texts.join('\n')).toContain('“dp=b”');
    expect(texts.join('\n')).toContain('language “xx”');
    expect(texts.join('\n')).toContain(`${'x'.repeat(80)}…`);
    for (const t of texts) expect(t.length).toBeLessThan(300);
    const w = await widths(page);
    expect(w.page).toBeLessThanOrEqual(w.window);
    expect(w.widest).toBeLessThanOrEqual(w.window);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    expectClean();
    await page.context().close();
  });

  it('wraps an unbroken 80-character value on a phone', async () => {
    const { page, expectClean } = await e2e.checkedPage();
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${baseURL}#/explore?s=incident&${HUGE}=1`);
    await waitForTrace(page);
    await expect.poll(() => noticeTexts(page, '[data-testid="notices"]')).toHaveLength(1);
    const w = await widths(page);
    expect(w.page).toBeLessThanOrEqual(w.window);
    expectClean();
    await page.context().close();
  });
});

describe.each([
  ['#/', '.sp-explainer'],
  ['#/present', 'main.sp-presenter'],
  ['#/speaker', 'main.sp-speaker'],
])('%s', (route, root) => {
  it('shows a notice for lang=__proto__ and one for an unknown scene', async () => {
    const { page, expectClean } = await e2e.checkedPage();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${baseURL}${route}?lang=__proto__&scene=${HUGE}`);
    await page.locator(root).waitFor();
    await expect.poll(() => noticeTexts(page, '.link-notices')).toHaveLength(2);
    const texts = await noticeTexts(page, '.link-notices');
    expect(texts[0]).toContain('“__proto__”');
    expect(texts[1]).toContain(`“${'x'.repeat(80)}…”`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const w = await widths(page);
    expect(w.page).toBeLessThanOrEqual(w.window);
    // the notices themselves (each route's page is scanned whole by axe.e2e)
    expect(await axeViolations(page, { seriousOnly: true, within: '.link-notices' })).toEqual([]);
    expectClean();
    await page.context().close();
  });
});
