/**
 * The explainer keeps the reader's place (src/modes/explainer/useReaderPlace.ts): a deep link
 * lands on its scene once the figures have loaded, and a reader part-way into a scene who
 * switches language finds the same part of the scene at the same height once the new
 * language's strings have arrived. Before, the switch went to the scene's top and the strings
 * arriving after it moved the text again (300 px into "stale-pages", the scene then started
 * 146 px below the top in French).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { scrollToScene } from './storyHelpers';

const e2e = useBrowser();

/**
 * How far a measured position may be from the expected one, in CSS pixels: sub-pixel layout and
 * fonts move a box by a fraction of a pixel from one machine to the next; losing the reader's
 * place moves it by a line (about 24 px) or more.
 */
const SLACK = 4;

/** The scene's top, and which of its parts is at the viewport's top with that part's top. */
function place(page: Page, scene: string): Promise<{ top: number; part: number; at: number }> {
  return page.evaluate((id) => {
    const s = document.querySelector(`section[data-scene="${id}"]`)!;
    const kids = [...s.children];
    let part = 0;
    kids.forEach((c, i) => {
      if (c.getBoundingClientRect().top <= 0) part = i;
    });
    return {
      top: s.getBoundingClientRect().top,
      part,
      at: kids[part]!.getBoundingClientRect().top,
    };
  }, scene);
}

const partTop = (page: Page, scene: string, part: number) =>
  page.evaluate(
    ([id, k]) =>
      document.querySelector(`section[data-scene="${id}"]`)!.children[k]!.getBoundingClientRect()
        .top,
    [scene, part] as const,
  );

describe('the reader keeps their place', () => {
  for (const [scene, heading, lang] of [
    ['stale-pages', 'Les pages périmées', 'fr'],
    ['unknowns', 'Wat niet bekend is', 'nl'],
  ] as const) {
    it(`${scene}: a deep link lands on it; switching to ${lang} keeps the part being read`, async () => {
      const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
      await page.goto(`${e2e.baseURL}#/?scene=${scene}&lang=en`);
      // landed: the scene at the top, with its figures loaded
      // what loads after the first render is in: the figures and the glossary's strings
      await page.locator('.sp-figure').first().waitFor({ state: 'attached' });
      await page.locator('.sp-gloss-entry').first().waitFor({ state: 'attached' });
      await expect
        .poll(async () => Math.abs((await place(page, scene)).top))
        .toBeLessThanOrEqual(SLACK);
      // the reader scrolls 300 px into the scene
      await page.mouse.move(300, 400);
      await page.mouse.wheel(0, 300);
      await expect
        .poll(async () => Math.abs((await place(page, scene)).top + 300))
        .toBeLessThanOrEqual(SLACK);
      const before = await place(page, scene);
      await page.getByRole('combobox', { name: /Language/ }).selectOption(lang);
      await expect.poll(() => page.locator(`#h-${scene}`).textContent()).toContain(heading);
      // the same part at the same height (its text is now the other language's)
      await expect
        .poll(async () => Math.abs((await partTop(page, scene, before.part)) - before.at))
        .toBeLessThanOrEqual(SLACK);
      expectClean();
      await page.context().close();
    });
  }
});

describe('a figure that arrives late', () => {
  // On a loaded machine the figures' code arrived after the reader (the story e2e) had scrolled
  // to scene 7: anchored to scene 6 at the top of the window, its pool figure (about 700 px)
  // pushed scene 7 below the window, scene 6 became the active one and the live view's status
  // showed '—' instead of 200. Here the figures' code is held until the reader is on scene 7.
  it('above the scene being read leaves that scene in place and the live view on it', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1440, height: 900 });
    let held = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/SceneFigures-[^/]*\.js$/, async (route) => {
      held++;
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${e2e.baseURL}#/`);
      await scrollToScene(page, 'status-200');
      // the figures' stand-ins, in the scenes with figures
      const standins = page.locator('section[data-scene] > .sp-standin');
      expect(await standins.count(), 'figures still loading').toBeGreaterThan(0);
      expect(held, 'the figures held').toBe(1);
      const top = () =>
        page.evaluate(
          () => document.getElementById('scene-status-200')!.getBoundingClientRect().top,
        );
      const before = await top();
      release();
      await expect.poll(() => standins.count()).toBe(0);
      await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(SLACK);
      await expect
        .poll(() => page.locator('#scene-status-200').getAttribute('data-active'))
        .toBe('true');
      await expect
        .poll(() => page.locator('.sp-aside [data-testid="http-status"]').textContent())
        .toBe('200');
      expectClean();
    } finally {
      // a failure before the release would leave the figures' request waiting
      release();
      await page.context().close();
    }
  });
});
