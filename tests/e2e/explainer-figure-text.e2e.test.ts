/**
 * The explainer's scene figures readable as drawn: at 1440 × 900 and on a phone (390 × 844), in
 * every scene, every text of its figures is 12 px or more as drawn (font size times every scale
 * on the way: an SVG's viewBox, a CSS transform or zoom). The accessibility review (round 4,
 * finding 13) measured the phone's field table at 10 px. The live view beside the text is not
 * held to 12 px here: it is zoomed to fit its box, and its request path is drawn at 10.4 px
 * (1440 × 900) and 8.1 px (390 × 844); explainer-fit.e2e.test.ts holds its floor.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCENE_IDS } from '../../src/story/scenes';
import { useBrowser } from './browser';
import { drawnTexts, type Drawn } from './stageMeasure';
import { scrollToScene } from './storyHelpers';

const e2e = useBrowser();
const MIN_PX = 12;

/** The scene's figures, each scrolled into the window and read as drawn. */
async function sceneTexts(page: Page, id: string): Promise<Drawn[]> {
  await scrollToScene(page, id);
  const out: Drawn[] = [];
  const parts = await page.locator(`#scene-${id} .sp-figure`).all();
  for (const part of parts) {
    await part.waitFor();
    await part.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    out.push(...(await drawnTexts(page)).filter((d) => d.panel === 'sp-figure'));
  }
  return out;
}

describe('the explainer’s figure text as drawn', () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const)
    it(`is ${MIN_PX} px or more in every scene at ${width} × ${height}`, async () => {
      const { page, expectClean } = await e2e.checkedPage({ width, height });
      await page.goto(`${e2e.baseURL}#/?lang=en`);
      const small = new Set<string>();
      let svg = 0;
      for (const id of SCENE_IDS)
        for (const d of await sceneTexts(page, id)) {
          if (/^(text|tspan)\./.test(d.at)) svg++;
          if (d.px < MIN_PX - 0.05) small.add(`${id}: ${d.at} ${d.px.toFixed(1)} px`);
        }
      // the SVG figures (sequence, pool zoom) were read, not skipped as not drawn
      expect(svg).toBeGreaterThan(4);
      expect([...small], `texts under ${MIN_PX} px`).toEqual([]);
      expectClean();
      await page.context().close();
    });

  it('the legends beside the text say what the phone says: colour = tenant of the data', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
    await page.goto(`${e2e.baseURL}#/?lang=en`);
    for (const id of ['config-gap', 'stale-pages']) {
      await scrollToScene(page, id);
      const aside = page.locator('.sp-aside');
      await aside.locator('.pv-legend').first().waitFor();
      for (const words of ['Colour = tenant of the data'])
        await expect
          .poll(() => aside.getByText(words).filter({ visible: true }).count(), {
            message: `${id}: ${words}`,
          })
          .toBeGreaterThan(0);
    }
    expectClean();
    await page.context().close();
  });
});
