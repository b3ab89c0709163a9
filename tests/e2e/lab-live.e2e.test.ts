/**
 * A live challenge end to end (issue #22 point 1): the stand-in started by its own command
 * (`live/cli.ts` on 127.0.0.1 and an ephemeral port, stopped by its PID), a leaking request
 * sent with curl, the session downloaded from `GET /live/scenario`, loaded as a file in the
 * lab's workbench (the built site), and the solve recorded with the session. The built site is
 * served by another server than the live one, so the solve is "not verifiable here".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curl, longPrompt, startLive, type Live } from '../live/harness';
import { useBrowser } from './browser';

const e2e = useBrowser();
let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(async () => {
  await live?.stop();
});

describe('the lab: a live challenge solved with a recorded session', { timeout: 180_000 }, () => {
  it('curl leaks, the session is loaded in the workbench, the solve is recorded', async () => {
    for (const [t, n] of [
      ['a', 420_000],
      ['b', 240_000],
      ['c', 380_000],
    ] as const)
      expect((await longPrompt(live, t, n)).status).toBe(200);
    const d = await longPrompt(live, 'd', 800_000, 24);
    expect(d.status).toBe(200);
    expect(d.headers['x-stand-in-isolation']).toBe('cross-tenant');
    const session = await curl([`${live.router}/live/scenario`]);
    expect(session.status).toBe(200);

    const { page, expectClean } = await e2e.checkedPage({ width: 1280, height: 900 });
    await page.goto(`${e2e.baseURL}/#/lab?c=live-canary`);
    await page.getByRole('heading', { name: 'Your recorded session' }).waitFor();
    await page.locator('.lab-session input[type="file"]').setInputFiles({
      name: 'session.json',
      mimeType: 'application/json',
      buffer: Buffer.from(session.body),
    });
    const status = page.locator('.lab-session [role="status"]');
    // the session is replayed in the lab's worker: seconds on a loaded machine
    await status.filter({ hasText: /Solved/ }).waitFor({ timeout: 90_000 });
    // the preview server is not the live server that recorded it: nothing here can check it
    const line = page.locator('[data-testid="class-check"]:not([data-state="asking"])');
    await line.waitFor();
    expect(await line.getAttribute('data-state')).toBe('unverifiable-noServer');
    expect(await line.textContent()).toMatch(/^Not verifiable here: /);
    const stored = await page.evaluate(() => localStorage.getItem('stale-pages:lab') ?? '');
    expect(stored).toContain('"session"');
    expect(stored).toContain('live-canary');
    expectClean();
  });
});
