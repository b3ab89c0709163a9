/**
 * No text drawn over another, or cut, in the explainer's figures: at 1440 × 900 and 390 × 844,
 * in every scene, each figure below the text and the live view (beside the text, or in the
 * scene on a phone) is read as text boxes (textOverlap.ts): no two different texts intersect
 * (over 1.5 px each way) and none lies outside its figure. Issue #36 found scene 5's field
 * table on a phone drawing "BadRequestError" over its next column; this test found the phone's
 * request path drawing its transfer caption under the figure and the router's note over a chip
 * once their type was set to 12 px as drawn.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCENE_IDS } from '../../src/story/scenes';
import { useBrowser } from './browser';
import { scrollToScene } from './storyHelpers';
import { textOverlaps } from './textOverlap';

const e2e = useBrowser();

/** Measures one figure, marked for the measure, scrolled to the window's top. */
async function measure(page: Page, where: string, el: ReturnType<Page['locator']>) {
  await el.evaluate((e) => {
    e.setAttribute('data-overlap', '');
    e.scrollIntoView({ block: 'start' });
  });
  try {
    let last = { overlaps: [] as string[], cut: [] as string[], runs: 0 };
    // a figure's fit (the view's zoom, the request path's type) settles in the next frames
    await expect
      .poll(
        async () => {
          last = await page.evaluate(textOverlaps, '[data-overlap]');
          return [...last.overlaps, ...last.cut.map((c) => `cut: ${c}`)];
        },
        { timeout: 6000, message: `${where}: text over text, or cut` },
      )
      .toEqual([]);
    expect(last.runs, `${where}: texts read`).toBeGreaterThan(0);
  } finally {
    await el.evaluate((e) => e.removeAttribute('data-overlap'));
  }
}

describe('the explainer’s figures draw no text over text, and cut none', () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const)
    it(`in every scene at ${width} × ${height}`, async () => {
      const { page, expectClean } = await e2e.checkedPage({ width, height });
      await page.goto(`${e2e.baseURL}#/?lang=en`);
      for (const id of SCENE_IDS) {
        await scrollToScene(page, id);
        const live = page
          .locator(
            width < 600
              ? `#scene-${id} .sp-slot [data-testid="story-stage"]`
              : '.sp-aside [data-testid="story-stage"]',
          )
          .first();
        await live.locator('.stage').first().waitFor();
        await measure(page, `${id} live view`, live);
        const figures = page.locator(`#scene-${id} .sp-figure`);
        for (let i = 0; i < (await figures.count()); i++)
          await measure(page, `${id} figure ${i + 1}`, figures.nth(i));
      }
      expectClean();
      await page.context().close();
    });
});
