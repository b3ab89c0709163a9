/** Helpers for the story's end-to-end test: pages in one context, downloads, scenes, axe. */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { expect } from 'vitest';

export interface Watched {
  page: Page;
  errors: string[];
}

/** A page in `context` whose console errors and page errors are recorded. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** Scrolls the explainer so that a scene's section crosses the middle of the viewport. */
export async function scrollToScene(page: Page, id: string): Promise<void> {
  await page.evaluate((sceneId) => {
    const el = document.getElementById(`scene-${sceneId}`);
    if (!el) throw new Error(`no scene ${sceneId}`);
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight * 0.3);
  }, id);
  await expect
    .poll(() => page.locator(`#scene-${id}`).getAttribute('data-active'), { timeout: 5000 })
    .toBe('true');
}

export async function noAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual(
    [],
  );
}

/** Clicks a button that downloads a file and returns the file's bytes. */
export async function downloadOf(page: Page, buttonName: string | RegExp): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).first().click(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

/** Builds the single-file offline version once (a few seconds) and returns its file URL. */
export async function buildOffline(): Promise<string> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.offline.config.mjs', mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return `file://${process.cwd()}/dist-offline/index.html`;
}
