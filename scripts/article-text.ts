/**
 * The explainer as a reader gets it, for the reader check (docs/reader-check.md): builds the
 * site, opens `#/` in headless Chromium at 1440×900, scrolls through it so that every part that
 * loads late is drawn, and saves the page's text (`document.body.innerText`) and one screenshot
 * per key scene, with each scene's heading at the top:
 *
 *   npx tsx scripts/article-text.ts [out-dir]     (default: test-results/article)
 *
 * writes article.txt and scene-1.png, scene-5.png, scene-6.png, scene-8.png. ARTICLE_LANG=fr
 * or nl reads the French or Dutch text. The preview server listens on 127.0.0.1 on a free port and
 * is stopped, with the browser, when the script ends, also on failure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';

const ROOT = resolve(import.meta.dirname, '..');
/** the scenes a reader without the live view most needs to see: outcome, handoff, pages, fixes */
const SHOTS = [1, 5, 6, 8];

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(ROOT, 'test-results', 'article'));
  const lang = process.env.ARTICLE_LANG ?? 'en';
  const hash = ['fr', 'nl'].includes(lang) ? `#/?lang=${lang}` : '#/';
  mkdirSync(out, { recursive: true });
  await build({ root: ROOT, mode: 'production', logLevel: 'warn' });
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const { port } = server.httpServer.address() as AddressInfo;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/${hash}`);
    await page.locator('main h2').first().waitFor();
    // late parts (figures, lists, the closing chapter) load as they come near the screen
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height + 900; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.locator('.sp-gloss-entry').first().waitFor({ timeout: 10_000 });
    writeFileSync(join(out, 'article.txt'), await page.evaluate(() => document.body.innerText));
    const scenes = page.locator('section[data-scene]');
    for (const n of SHOTS) {
      const scene = scenes.nth(n - 1);
      await scene.locator('h2').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -60));
      // the live view follows the scene being read: wait until it has taken this one
      await scene.and(page.locator('[data-active="true"]')).waitFor();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: join(out, `scene-${n}.png`) });
    }
    console.log(`article text and ${SHOTS.length} screenshots in ${out}`);
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
