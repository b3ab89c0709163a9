/**
 * axe on every route in every theme: no serious or critical violation anywhere. One test per
 * scan, each with its own page and timeout (a scan takes several seconds on a slow machine).
 * The theme is the app's persisted preference (zustand persist in localStorage), read at
 * start-up; the system colour scheme is emulated to match, as a user of that theme would have.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { waitForTrace } from './explore-helpers';

const e2e = useBrowser();
const { baseURL } = e2e;

const THEMES = ['light', 'dark', 'contrast'] as const;
type Theme = (typeof THEMES)[number];

/** Each route and what shows that it has rendered. */
const ROUTES: { hash: string; ready: (page: Page) => Promise<void> }[] = [
  {
    hash: '#/',
    ready: async (page) => {
      await page.locator('.sp-toc a[aria-current]').first().waitFor();
      await page.locator('[data-testid="story-stage"]').first().waitFor();
    },
  },
  { hash: '#/explore', ready: waitForTrace },
  {
    hash: '#/present',
    ready: async (page) => {
      await page.locator('main.sp-presenter [data-testid="story-stage"]').waitFor();
    },
  },
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

/** Serious and critical violations, one line each with every offending node. */
async function seriousViolations(page: Page): Promise<string[]> {
  const res = await new AxeBuilder({ page }).analyze();
  return res.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary}` : ''}`)
          .join(' | ')})`,
    );
}

describe.each(ROUTES)('axe on $hash', ({ hash, ready }) => {
  it.each(THEMES)(
    'has no serious or critical violations in the %s theme',
    async (theme) => {
      const page = await open(hash, theme);
      try {
        await ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    90_000,
  );
});
