import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH, missingBrowser } from './chrome';

export { CHROME_FLAGS, CHROME_PATH };

/**
 * The system Chromium, launched once for the whole e2e run by the global set-up
 * (`chromium.launchServer`): each file connects to it rather than starting its own (a launch is
 * about a CPU-second on this machine, and there are over twenty files). Closing what this
 * returns closes the contexts the file made and disconnects; the browser stays for the next.
 */
export async function launchBrowser(): Promise<Browser> {
  const missing = missingBrowser();
  if (missing) throw missing;
  const browser = await chromium.connect(inject('browserWSEndpoint'));
  reduceMotionByDefault(browser);
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (rate > 1) throttleEveryPage(browser, rate);
  return browser;
}

/**
 * Every context prefers reduced motion unless a test asks otherwise: a state change is drawn
 * at once instead of over a transition, so a test waits on the state, not on frames, and the
 * renderer does not paint animations nobody looks at (the e2e project is CPU-bound on two
 * cores). What the app does with full motion is the unit tests' (tests/views/motion.test.tsx).
 */
function reduceMotionByDefault(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
}

/**
 * A loaded machine on demand: with `E2E_CPU_THROTTLE=N` every page of every context this
 * browser makes runs its renderer N times slower (Chromium's CPU throttling, through CDP), so a
 * test that waits on time rather than on a state fails on a quiet machine too. Not a bound on
 * anything: `npm test` runs unthrottled.
 */
function throttleEveryPage(browser: Browser, rate: number): void {
  const throttle = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', (page) => void throttle(page).catch(() => undefined));
    return context;
  };
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

export type Theme = 'light' | 'dark' | 'contrast' | 'system';

/**
 * The set-up every e2e file shares: one Chromium for the whole file, launched before its first
 * test and closed after its last, and the preview server's URL from the global set-up. Without
 * Chromium every test of the file fails (in CI or not); none is skipped.
 */
export function useBrowser() {
  const baseURL = inject('baseURL');
  let launched: Browser | undefined;
  let failure: Error | undefined;
  // A launch that fails is kept and thrown by every test that asks for the browser: each
  // test fails with the reason (a failing beforeAll would mark them skipped instead).
  beforeAll(async () => {
    try {
      launched = await launchBrowser();
    } catch (e) {
      failure = e instanceof Error ? e : new Error(String(e));
    }
  });
  afterAll(async () => {
    await launched?.close();
  });
  const shared = {
    baseURL,
    get browser(): Browser {
      if (!launched) throw failure ?? new Error('the browser did not launch');
      return launched;
    },
    /** A checked page (newCheckedPage) in a context of its own, at a viewport if given. */
    async checkedPage(viewport?: { width: number; height: number }): Promise<CheckedPage> {
      const c = await newCheckedPage(shared.browser, baseURL);
      if (viewport) await c.page.setViewportSize(viewport);
      return c;
    },
    /**
     * A context with a persisted theme preference (as the app stores it) and the system colour
     * scheme a user of that theme would have (dark for dark and contrast), unless `scheme` says.
     */
    async themedContext(
      theme: Theme | null,
      options: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark' } = {},
    ): Promise<BrowserContext> {
      const context = await shared.browser.newContext({
        viewport: options.viewport ?? { width: 1440, height: 900 },
        colorScheme: options.scheme ?? (theme === 'light' || theme === null ? 'light' : 'dark'),
      });
      if (theme) {
        const prefs = JSON.stringify({ state: { theme, speed: 4 }, version: 1 });
        await context.addInitScript(
          (v) => localStorage.setItem('stale-pages:preferences', v),
          prefs,
        );
      }
      return context;
    },
  };
  return shared;
}

/**
 * Screenshots are for people, not assertions: they are taken only when SCREENSHOTS is set
 * (`npm run screenshots`), so `npm test` does not spend its time encoding PNGs.
 */
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);

/** Save a PNG to test-results/screenshots/<name>.png (full page unless `viewportOnly`). */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { viewportOnly = false }: { viewportOnly?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  const path = join('test-results', 'screenshots', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, fullPage: !viewportOnly });
  else await target.screenshot({ path });
}
