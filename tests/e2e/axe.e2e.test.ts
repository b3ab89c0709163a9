/**
 * axe on every route in every theme: no serious or critical violation anywhere, and none of any
 * impact on any route in the light theme (the explainer's, presenter's and speaker's whole-page
 * scans: story.e2e checks their behaviour). One test per
 * scan, each with its own page and timeout (a scan takes several seconds on a slow machine).
 * Explore in the light and dark themes is scanned at the response, with more on screen, by
 * explore.e2e; its contrast theme here.
 * The theme is the app's persisted preference (zustand persist in localStorage), read at
 * start-up; the system colour scheme is emulated to match, as a user of that theme would have.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TALK, slideIndex } from '../../src/story/talk';
import { axeViolations } from './axeScan';
import { useBrowser } from './browser';
import { waitForTrace } from './explore-helpers';

const e2e = useBrowser();
const { baseURL } = e2e;

const THEMES = ['light', 'dark', 'contrast'] as const;
type Theme = (typeof THEMES)[number];

/** Each route and what shows that it has rendered. */
const ROUTES: {
  hash: string;
  ready: (page: Page) => Promise<void>;
  themes?: readonly Theme[];
}[] = [
  {
    hash: '#/',
    ready: async (page) => {
      await page.locator('.sp-toc a[aria-current]').first().waitFor();
      await page.locator('[data-testid="story-stage"]').first().waitFor();
    },
  },
  { hash: '#/explore', ready: waitForTrace, themes: ['contrast'] },
  {
    hash: '#/present',
    ready: async (page) => {
      await page.locator('main.sp-presenter [data-testid="story-stage"]').waitFor();
    },
  },
  // the family's slides (loaded on demand) at their last build: every member, rows picked out
  ...(['family', 'family-defences'] as const).map((id) => ({
    hash: `#/present?slide=${slideIndex(id)}&beat=${BUILT_IN_TALK.slides[slideIndex(id)]!.family!.builds.length - 1}`,
    ready: async (page: Page) => {
      await page
        .locator(
          `main.sp-presenter[data-scene="${id}"] [data-testid="slide-figure"] > [style*="scale"]`,
        )
        .waitFor();
    },
  })),
  {
    hash: '#/speaker',
    ready: async (page) => {
      await page.getByTestId('speaker-current').waitFor();
    },
  },
];

async function open(hash: string, theme: Theme): Promise<Page> {
  const context = await e2e.themedContext(theme);
  const page = await context.newPage();
  await page.goto(`${baseURL}${hash}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  return page;
}

describe.each(ROUTES)('axe on $hash', ({ hash, ready, themes = THEMES }) => {
  it.each(themes)(
    'has no serious or critical violations in the %s theme',
    async (theme) => {
      const page = await open(hash, theme);
      try {
        await ready(page);
        expect(await axeViolations(page, { seriousOnly: theme !== 'light' })).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    90_000,
  );
});
