/**
 * `#/live` readable on a projector: at 1280 × 720 and 1920 × 1080, with a session running (the
 * incident's four requests sent with curl), every text the page draws is 12 px or more as drawn
 * (its computed font size times every scale on the way: an SVG's viewBox, a CSS transform or
 * zoom). The page is read a screen at a time, scrolled from top to bottom, so that what is
 * drawn only once scrolled to (the pools and queues) is measured too. The server runs as its
 * own process on an ephemeral port, stopped by its PID.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longPrompt, startLive, type Live } from '../live/harness';
import { launchBrowser, newCheckedPage } from './browser';
import { wholePage } from './stageMeasure';

const MIN_PX = 12;

let live: Live;
let browser: Browser;
beforeAll(async () => {
  live = await startLive(['--tick-ms', '20']);
  browser = await launchBrowser();
  // the incident: A, B and C, then D's long prompt reads what they left
  for (const [k, n] of [
    ['a', 420_000],
    ['b', 240_000],
    ['c', 380_000],
  ] as const)
    expect((await longPrompt(live, k, n)).status).toBe(200);
  expect((await longPrompt(live, 'd', 800_000, 24)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await live?.stop();
});

describe('#/live on a projector', () => {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    it(`draws every text at ${MIN_PX} px or more at ${width} × ${height}`, async () => {
      const { page, expectClean } = await newCheckedPage(browser, live.router);
      await page.setViewportSize({ width, height });
      await page.goto(`${live.router}/#/live`);
      await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
      await page.getByTestId('live-session').filter({ hasText: '4 requests' }).waitFor();
      await page
        .locator('[data-testid="isolation-verdict"][data-isolation="cross-tenant"]')
        .waitFor();
      const drawn = await wholePage(page);
      // every panel was read (none skipped as not drawn)
      const panels = new Set(drawn.map((d) => d.panel));
      for (const p of ['tv', 'timeline', 'rp', 'pv', 'qv', 'live-config', 'live__header'])
        expect(panels, `texts read in .${p}`).toContain(p);
      const small = drawn.filter((d) => d.px < MIN_PX - 0.05);
      expect(
        small.map((d) => `${d.at} ${d.px.toFixed(1)} px`),
        `texts under ${MIN_PX} px`,
      ).toEqual([]);
      expectClean();
    });
});
