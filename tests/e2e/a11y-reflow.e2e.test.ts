/**
 * Reflow at 320 CSS px (WCAG 1.4.10): no route scrolls sideways. The accessibility review
 * (round 4, finding 11) measured 373 px of content in a 360-px window on the explainer (the
 * fixes table) and 433 px on the speaker view (the scenes select).
 *
 * And what a screen reader is asked to say while the explainer's live view runs (WCAG 4.1.3):
 * the review heard nothing while the leaked words were written, and 6 pool summaries queued in
 * 6 s of Play.
 */
import { describe, expect, it } from 'vitest';
import { recordAnnouncements, takeAnnouncements } from './announcements';
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

describe('the explainer’s live view, heard', () => {
  it('says one new sentence per step (the word, whose page), nothing during Play, one at the stop', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1280, height: 800 });
    await recordAnnouncements(page);
    await page.goto(`${e2e.baseURL}#/?scene=what-happened&lang=en`);
    await page
      .getByRole('button', { name: /Replay this scene/ })
      .first()
      .click();
    const forward = page.getByRole('button', { name: 'Step forward' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.ariaLabel))
      .toBe('Step forward');
    await takeAnnouncements(page);
    const said: string[] = [];
    for (let i = 0; i < 3; i++) {
      await forward.press('Enter');
      await expect
        .poll(async () => said.push(...(await takeAnnouncements(page)).map((a) => a.text)))
        .toBeGreaterThan(i);
    }
    // one sentence a step, each different, each naming the new word's page
    expect(said).toHaveLength(3);
    expect(new Set(said).size).toBe(3);
    for (const s of said)
      expect(s).toMatch(/^Step \d+ of \d+: .*came from a page last written by Tenant [ABC]/);
    // Play in scene 4, where the pools change at each step (the review heard their summaries):
    // the steps go on, nothing is said; Pause: where it stopped, once
    await page
      .getByRole('button', { name: /Replay this scene/ })
      .nth(3)
      .click();
    const step = () => page.locator('#sp-live .narration').getAttribute('data-step').then(Number);
    await expect.poll(step).toBeLessThan(80);
    const from = await step();
    await takeAnnouncements(page);
    await page.getByRole('button', { name: 'Play from here' }).click();
    await expect.poll(step).toBeGreaterThan(from + 3);
    // (scene 4 opens 35 steps before the end: Play is still on after these 4)
    expect(await takeAnnouncements(page), 'said during Play').toEqual([]);
    await page.getByRole('button', { name: 'Pause' }).click();
    const heard: string[] = [];
    await expect
      .poll(async () => heard.push(...(await takeAnnouncements(page)).map((a) => a.region)))
      .toBeGreaterThan(0);
    expect(heard).toEqual(['step-status']);
    expectClean();
    await page.context().close();
  });
});
