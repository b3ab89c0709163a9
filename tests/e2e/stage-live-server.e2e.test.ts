/**
 * The deck's live slide with the live server behind it (issue #21, point 6): `live/cli.ts`
 * serves the built app (dist/, built by the global setup) as `npm run live` does, as its own
 * process on 127.0.0.1 and an ephemeral port, stopped by its PID. The deck opened from it shows
 * the running deployment on L (not the replay), and the response curl's leaking request got:
 * HTTP 200, cross-tenant, with the other tenant named. (The replay case: stage-live.e2e.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendIncident, startLive, type Live } from '../live/harness';
import { newCheckedPage, useBrowser } from './browser';

const e2e = useBrowser();
let live: Live;
beforeAll(async () => {
  live = await startLive(['--tick-ms', '20']);
});
afterAll(async () => {
  await live?.stop();
});

describe('the live slide served by the live server', () => {
  it('L shows the running deployment and the cross-tenant answer curl got', async () => {
    const { page, expectClean } = await newCheckedPage(e2e.browser, live.router);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${live.router}/#/present`);
    await page.locator('main.sp-presenter').waitFor();
    await page.keyboard.press('l');
    const label = page.getByTestId('deployment-source');
    await expect.poll(() => label.getAttribute('data-source')).toBe('live');
    expect(await label.textContent()).not.toMatch(/^Replay/);
    // the incident from a terminal: A, B and C write their prompts, D's over-long one leaks
    const d = await sendIncident(live);
    expect(d.status).toBe(200);
    expect(d.headers['x-stand-in-isolation']).toBe('cross-tenant');
    await expect.poll(() => label.textContent()).toMatch(/\b4 requests/);
    expect(await label.getAttribute('data-source')).toBe('live');
    const view = page.locator('main.sp-presenter .sp-slide-view');
    const iso = view.getByTestId('isolation-verdict');
    await expect.poll(() => iso.getAttribute('data-isolation')).toBe('cross-tenant');
    expect(await iso.textContent()).toMatch(/Tenant A/);
    expect(await view.getByTestId('http-status').textContent()).toContain('200');
    expectClean();
    await page.context().close();
  });
});
