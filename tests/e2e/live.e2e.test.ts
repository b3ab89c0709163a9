/**
 * The live deployment end to end: `live/cli.ts` serves the built app (dist/, built by the
 * global setup) on its router's origin; a browser opens #/live, curl sends the incident's
 * requests (A, B, C, then D's 800,000-token prompt), and the browser shows D's response as
 * cross-tenant. The server runs as its own process on an ephemeral port, stopped by its PID.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longPrompt, sendIncident, startLive, type Live } from '../live/harness';
import { recordAnnouncements, takeAnnouncements } from './announcements';
import { launchBrowser, newCheckedPage } from './browser';

let live: Live;
let browser: Browser;
beforeAll(async () => {
  live = await startLive(['--tick-ms', '20']);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await live?.stop();
});

describe('live: curl leaks, the browser shows it', () => {
  it('shows the requests as they arrive and D’s response as cross-tenant', async () => {
    const { page, expectClean } = await newCheckedPage(browser, live.router);
    await recordAnnouncements(page);
    await page.goto(`${live.router}/#/live`);
    await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    const d = await sendIncident(live);
    expect(d.status).toBe(200);
    const id = d.headers['x-stand-in-request']!;
    await page.getByTestId('live-session').filter({ hasText: '4 requests' }).waitFor();
    // nothing picked: following live, the panel shows the response worth looking at, D's
    const iso = page.getByTestId('isolation-verdict');
    await iso.and(page.locator('[data-isolation="cross-tenant"]')).waitFor();
    expect(await iso.textContent()).toMatch(/Tenant A/);
    // following live, the traffic is not read out: the pool summaries stay each map's
    // description, not live regions (the accessibility review heard 8 queued within a second)
    const maps = page.getByRole('application');
    expect(await maps.count()).toBe(2);
    const summaryLive = () =>
      maps.evaluateAll((ms) =>
        ms.map((m) => document.getElementById(m.getAttribute('aria-describedby') ?? '')?.ariaLive),
      );
    expect(await summaryLive()).toEqual(['off', 'off']);
    expect(await takeAnnouncements(page)).toEqual([]);
    const pick = page.locator('.rp-pick select');
    const chosen = () => pick.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    expect(await chosen()).toBe(`${id} · Tenant D`);
    // a request the reader picks stays picked as more come in
    await pick.selectOption({ index: 0 });
    const picked = await chosen();
    expect(picked).toMatch(/Tenant A$/);
    expect((await longPrompt(live, 'b', 1_000, 2)).status).toBe(200);
    await page.getByTestId('live-session').filter({ hasText: '5 requests' }).waitFor();
    // the trace is rebuilt with it (its option in the picker), and the pick is kept
    await expect.poll(() => pick.locator('option').count()).toBe(5);
    expect(await chosen()).toBe(picked);
    expect(await takeAnnouncements(page)).toEqual([]);
    // not following, the reader steps the timeline: the maps' summaries are said again
    await page.getByRole('checkbox', { name: /Follow live/ }).uncheck();
    expect(await summaryLive()).toEqual(['polite', 'polite']);
    expectClean();
  });
});
