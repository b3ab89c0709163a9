/**
 * Reflow at 320 CSS px (WCAG 1.4.10): no route scrolls sideways. The accessibility review
 * (round 4, finding 11) measured 373 px of content in a 360-px window on the explainer (the
 * fixes table) and 433 px on the speaker view (the scenes select).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const e2e = useBrowser();

const ROUTES = ['#/', '#/explore', '#/lab'];

describe('at 320 px wide', () => {
  it('no route scrolls sideways', async () => {
    const { page } = await e2e.checkedPage({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${e2e.baseURL}${route}`);
      await page.locator('h1, h2').first().waitFor();
      if (route === '#/') await page.locator('.sp-figure').first().waitFor({ state: 'attached' });
      const m = await page.evaluate(() => {
        const s = document.scrollingElement!;
        return { scroll: s.scrollWidth, client: s.clientWidth };
      });
      if (m.scroll > m.client + 1) wide.push(`${route}: ${m.scroll} > ${m.client}`);
    }
    expect(wide).toEqual([]);
    await page.context().close();
  });
});
