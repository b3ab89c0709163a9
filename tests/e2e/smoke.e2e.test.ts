import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newCheckedPage, screenshot } from './browser';

const baseURL = inject('baseURL');
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('serves the built app: title, heading, no axe violations, clean console and network', async () => {
  if (!browser) throw new Error('browser did not launch');
  const { page, expectClean } = await newCheckedPage(browser, baseURL);
  await page.goto(baseURL, { waitUntil: 'networkidle' });

  expect(await page.title()).toContain('Stale Pages');
  expect(await page.locator('h1').first().isVisible()).toBe(true);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await screenshot(page, 'smoke-home');
  expectClean();
});
