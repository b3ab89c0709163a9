import { expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';

const e2e = useBrowser();
const { baseURL } = e2e;

it('serves the built app: title, heading, clean console and network', async () => {
  const { page, expectClean } = await e2e.checkedPage();
  await page.goto(baseURL, { waitUntil: 'networkidle' });

  expect(await page.title()).toContain('Stale Pages');
  expect(await page.locator('h1').first().isVisible()).toBe(true);

  // axe on this page (every impact) is axe.e2e's scan of #/ in the light theme

  await screenshot(page, 'smoke-home');
  expectClean();
});

/**
 * What Lighthouse's SEO and best-practices categories check that is a fact about the page, not
 * a score (the scores are `npm run bench:browser`'s): a language, a description, a viewport for
 * phones, a charset, an icon and a robots.txt that are served, every link crawlable, no
 * deprecated API used.
 */
it('declares its language, description, viewport and icon; serves robots.txt; uses no deprecated API', async () => {
  const { page, expectClean } = await e2e.checkedPage();
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', (e) => {
    if (e.issue.code === 'DeprecationIssue') issues.push(JSON.stringify(e.issue.details));
  });
  await cdp.send('Audits.enable');
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  const head = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    charset: document.characterSet,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href,
    links: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
  }));
  expect(head.lang).toBe('en');
  expect(head.charset).toBe('UTF-8');
  expect(head.description?.length).toBeGreaterThan(50);
  expect(head.viewport).toContain('width=device-width');
  expect(head.links.length).toBeGreaterThan(0);
  expect(head.links.filter((h) => !h || h.startsWith('javascript:'))).toEqual([]);
  const icon = await page.request.get(head.icon!);
  expect(icon.status()).toBe(200);
  const robots = await page.request.get(new URL('robots.txt', baseURL).href);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  expect(issues, 'deprecated APIs').toEqual([]);
  expectClean();
});

/**
 * Each screen's title in the page's language, opened in it and after a switch (they were set
 * once, before the French strings arrived, and stayed in English).
 */
it('titles every screen in the page’s language', async () => {
  const { page, expectClean } = await e2e.checkedPage();
  for (const [route, title] of [
    ['#/explore', 'Explorer le mécanisme'],
    ['#/lab', 'Laboratoire'],
  ]) {
    await page.goto(`${baseURL}${route}?lang=fr`);
    await page.reload();
    await expect.poll(() => page.title()).toContain(title);
  }
  // switched from English on the same page
  await page.goto(`${baseURL}#/explore`);
  await page.reload();
  await expect.poll(() => page.title()).toContain('Explore');
  await page.goto(`${baseURL}#/explore?lang=nl`);
  await expect.poll(() => page.title()).toContain('Het mechanisme verkennen');
  expectClean();
});
