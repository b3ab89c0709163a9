/**
 * On a phone (390×844), a jump from one scene to the next through the scene list lands on the
 * next scene and stays there, with focus on its heading. Before, making the target active
 * collapsed the previous scene's live view (about 2,000 px) above it and the jump landed
 * 1,700–2,400 px past scenes 5, 7, 8 and 9 (accessibility review, round 4, finding 1).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const e2e = useBrowser();

/** Sub-pixel layout moves a box by a fraction of a pixel; a missed jump by a screen or more. */
const SLACK = 8;

/** The section's top, measured in two consecutive frames (equal once layout has settled). */
function settledTop(page: Page, id: string): Promise<[number, number]> {
  return page.evaluate(
    (scene) =>
      new Promise<[number, number]>((done) => {
        const top = () => document.getElementById(`scene-${scene}`)!.getBoundingClientRect().top;
        requestAnimationFrame(() => {
          const a = top();
          requestAnimationFrame(() => done([a, top()]));
        });
      }),
    id,
  );
}

const JUMPS = [
  ['rejection', 'reservation'],
  ['reservation', 'stale-pages'],
  ['stale-pages', 'status-200'],
  ['status-200', 'fixes'],
  ['fixes', 'check-your-nodes'],
] as const;

describe('a scene jump on a phone', () => {
  it('from scenes 4–8 to the next lands on it, stays, and focuses its heading', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 390, height: 844 });
    const missed: string[] = [];
    for (const [from, to] of JUMPS) {
      await page.goto(`${e2e.baseURL}#/?scene=${from}&lang=en`);
      // the scene is active with its live view open (its slot holds the view, not the button)
      await page.locator(`#scene-${from} .sp-slot .sp-stage`).waitFor();
      await page.locator('.sp-figure').first().waitFor({ state: 'attached' });
      await expect
        .poll(async () => Math.abs((await settledTop(page, from))[1]))
        .toBeLessThanOrEqual(SLACK);
      await page.evaluate(() => window.scrollTo(0, 0));
      const n = await page
        .locator('section[data-scene]')
        .evaluateAll((ss, id) => ss.findIndex((s) => s.getAttribute('data-scene') === id), to);
      await page.locator('nav.sp-toc a').nth(n).click();
      // the target became active and its view is open
      await page.locator(`#scene-${to}[data-active="true"] .sp-slot .sp-stage`).waitFor();
      // settled: the same top in two frames, at the top of the screen
      await expect
        .poll(async () => {
          const [a, b] = await settledTop(page, to);
          return Math.abs(a - b) < 1 ? Math.abs(b) : Infinity;
        })
        .toBeLessThanOrEqual(SLACK);
      const where = (await settledTop(page, to))[1];
      if (Math.abs(where) > SLACK) missed.push(`${from} → ${to}: ${Math.round(where)} px`);
      const focused = await page.evaluate(() => document.activeElement?.id ?? '');
      if (focused !== `h-${to}`) missed.push(`${from} → ${to}: focus on “${focused}”`);
      expect(await page.locator(`#scene-${to}`).getAttribute('data-active')).toBe('true');
    }
    expect(missed).toEqual([]);
    expectClean();
    await page.context().close();
  });
});
