/**
 * No text drawn over another, or cut, in the explainer's figures: at 1440 × 900 and 390 × 844
 * (English) and 1280 × 720 (French), in every scene, each figure below the text and the live
 * view (beside the text, or in the scene on a phone) is read as text boxes (textOverlap.ts): no
 * two different texts intersect (over 1.5 px each way) and none lies outside its figure; no
 * chip of the request path reaches outside its node box. Issue #36 found scene 5's field table
 * on a phone drawing "BadRequestError" over its next column; this test found the phone's
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

/**
 * The request path's chips that reach outside their box (over 1.5 px): a placeholder's chip
 * at 1280 × 720, its queue wrapped, ran over the router's line and its note under the prefill
 * node (38 px in French) before the row's node boxes took the note's room.
 */
function chipsOutOfBox(sel: string): string[] {
  const out: string[] = [];
  for (const fig of document.querySelectorAll(sel))
    for (const chip of fig.querySelectorAll<SVGGElement>('.tv-chip')) {
      const where = chip.getAttribute('data-where');
      if (where !== 'prefill' && where !== 'decode') continue;
      const box = fig.querySelector(`[data-box="${where}"] rect`)?.getBoundingClientRect();
      const bg = chip.querySelector('.tv-chip-bg')?.getBoundingClientRect();
      if (!box || !bg) continue;
      const over = Math.max(bg.bottom - box.bottom, box.top - bg.top, bg.right - box.right);
      if (over > 1.5)
        out.push(
          `${chip.textContent?.slice(0, 40) ?? ''} out of ${where} by ${over.toFixed(1)} px`,
        );
    }
  return out;
}

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
          const chips = await page.evaluate(chipsOutOfBox, '[data-overlap]');
          return [...last.overlaps, ...last.cut.map((c) => `cut: ${c}`), ...chips];
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
  for (const [width, height, lang] of [
    [1440, 900, 'en'],
    [390, 844, 'en'],
    // the stage's small window, in the language whose labels run longest
    [1280, 720, 'fr'],
  ] as const)
    it(`in every scene at ${width} × ${height} (${lang})`, async () => {
      const { page, expectClean } = await e2e.checkedPage({ width, height });
      await page.goto(`${e2e.baseURL}#/?lang=${lang}`);
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
        // beside a window wider than a phone, the sequence's lane names share one line (the
        // middle one sat a line lower: a staggered header)
        const heads = page.locator(`#scene-${id} .sp-seq-head text`);
        if (width > 640 && (await heads.count()) > 0) {
          const tops = await heads.evaluateAll((ts) =>
            ts.map((t) => t.getBoundingClientRect().top),
          );
          expect(
            Math.max(...tops) - Math.min(...tops),
            `${id}: lane names on one line`,
          ).toBeLessThan(2);
        }
      }
      expectClean();
      await page.context().close();
    });
});
