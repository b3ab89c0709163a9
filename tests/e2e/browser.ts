import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH } from './chrome';

export { CHROME_FLAGS, CHROME_PATH };

/** Launch the system Chromium. A missing browser is a failure, never a silent skip. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}: apt-get install -y --no-install-recommends chromium, or set CHROME_PATH`,
    );
  }
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

export interface CheckedPage {
  page: Page;
  consoleErrors: string[];
  offMachineRequests: string[];
  /** Assert no console errors, page errors or requests that left the machine. */
  expectClean: () => void;
}

/** A page that records console errors and aborts/records every request off the preview origin. */
export async function newCheckedPage(browser: Browser, baseURL: string): Promise<CheckedPage> {
  const origin = new URL(baseURL).origin;
  // A real context (not browser.newPage()) is what @axe-core/playwright requires.
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const offMachineRequests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    const local = url.startsWith(`${origin}/`) || url === origin;
    if (local || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    offMachineRequests.push(url);
    return route.abort('blockedbyclient');
  });
  const expectClean = (): void => {
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(offMachineRequests, 'off-machine requests').toEqual([]);
  };
  return { page, consoleErrors, offMachineRequests, expectClean };
}

/** Save a full-page PNG to test-results/screenshots/<name>.png and return its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join('test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
