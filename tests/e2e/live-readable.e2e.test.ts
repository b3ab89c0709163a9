/**
 * `#/live` readable on a projector: at 1280 × 720 and 1920 × 1080, with a session running (the
 * incident's four requests sent with curl), every text the page draws is 12 px or more as drawn
 * (its computed font size times every scale on the way: an SVG's viewBox, a CSS transform or
 * zoom), in English and, at 1280 × 720, in French and Dutch (longer texts); and no line of the
 * request path runs through a text. The page is read a screen at a time, scrolled from top to
 * bottom, so that what is drawn only once scrolled to (the pools and queues) is measured too. The server runs as its
 * own process on an ephemeral port, stopped by its PID.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendIncident, startLive, type Live } from '../live/harness';
import { launchBrowser, newCheckedPage } from './browser';
import { wholePage } from './stageMeasure';

const MIN_PX = 12;

/**
 * In the page: each line of the request path (`.tv-edge`) followed a CSS pixel at a time, and
 * the texts of its figure that a point of it falls inside (1 px in from each side).
 */
function linesThroughText(): string[] {
  const hits = new Set<string>();
  for (const svg of document.querySelectorAll('.tv svg')) {
    const texts = [...svg.querySelectorAll('text')]
      .map((t) => ({ text: (t.textContent ?? '').slice(0, 40), r: t.getBoundingClientRect() }))
      .filter((t) => t.r.width > 0);
    for (const path of svg.querySelectorAll<SVGPathElement>('.tv-edge')) {
      const m = path.getScreenCTM()!;
      const length = path.getTotalLength();
      for (let at = 0; at <= length; at += 1) {
        const p = path.getPointAtLength(at);
        const x = m.a * p.x + m.c * p.y + m.e;
        const y = m.b * p.x + m.d * p.y + m.f;
        for (const t of texts)
          if (x > t.r.left + 1 && x < t.r.right - 1 && y > t.r.top + 1 && y < t.r.bottom - 1)
            hits.add(`${path.dataset.edge ?? '?'} through "${t.text}"`);
      }
    }
  }
  return [...hits];
}

let live: Live;
let browser: Browser;
beforeAll(async () => {
  live = await startLive(['--tick-ms', '20']);
  browser = await launchBrowser();
  // the incident: A, B and C, then D's long prompt reads what they left
  expect((await sendIncident(live)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await live?.stop();
});

describe('#/live on a projector', () => {
  for (const [width, height, lang] of [
    [1280, 720, 'en'],
    [1920, 1080, 'en'],
    // French and Dutch texts are longer: the fitting must not push them under the floor
    [1280, 720, 'fr'],
    [1280, 720, 'nl'],
  ] as const)
    it(`draws every text at ${MIN_PX} px or more, no line through one, at ${width} × ${height} in ${lang}`, async () => {
      const { page, expectClean } = await newCheckedPage(browser, live.router);
      await page.setViewportSize({ width, height });
      await page.goto(`${live.router}/#/live?lang=${lang}`);
      await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
      await page.getByTestId('live-session').filter({ hasText: /^4 / }).waitFor();
      await page
        .locator('[data-testid="isolation-verdict"][data-isolation="cross-tenant"]')
        .waitFor();
      // the page is in the language asked for (its texts, not only the attribute)
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const drawn = await wholePage(page);
      // every panel was read (none skipped as not drawn)
      const panels = new Set(drawn.map((d) => d.panel));
      for (const p of ['tv', 'timeline', 'rp', 'pv', 'qv', 'live-config', 'live__header'])
        expect(panels, `texts read in .${p}`).toContain(p);
      // no line of the request path runs through a text (the router's line to the decode
      // node ran through "same request to both nodes" at every size and language)
      expect(await page.evaluate(linesThroughText), 'lines through a text').toEqual([]);
      const small = drawn.filter((d) => d.px < MIN_PX - 0.05);
      expect(
        small.map((d) => `${d.at} ${d.px.toFixed(1)} px`),
        `texts under ${MIN_PX} px`,
      ).toEqual([]);
      expectClean();
    });
});
