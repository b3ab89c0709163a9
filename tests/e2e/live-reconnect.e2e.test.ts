/**
 * #/live's connection state across a restart of the server: connected, then "reconnecting"
 * while `live/cli.ts` is stopped, then connected again (a fresh session, epoch 1) once it is
 * started again on the same port. The server runs as its own process on 127.0.0.1, on three
 * consecutive ports found free, stopped by its PID.
 */
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curl, auth, startLive, type Live } from '../live/harness';
import { launchBrowser } from './browser';

/** Whether `port` on 127.0.0.1 can be listened on now. */
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/**
 * A base port with the two above it free too (router, prefill, decode), below Linux's
 * ephemeral range (32768 and up), where another file's `--port 0` servers and clients take
 * theirs while two e2e files run at once.
 */
async function freeBase(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const p = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await free(p)) && (await free(p + 1)) && (await free(p + 2))) return p;
  }
  throw new Error('no three consecutive free ports');
}

let live: Live | undefined;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await live?.stop();
});

describe('live: the connection state across a server restart', () => {
  it('shows reconnecting while the server is down and reconnects when it is back', async () => {
    const port = await freeBase();
    live = await startLive(['--port', String(port)]);
    const page = await browser.newPage();
    await page.goto(`${live.router}/#/live`);
    const state = page.getByTestId('live-state');
    await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    expect(
      (await curl([...auth('a'), '-d', '{"text":"before"}', `${live.router}/generate`])).status,
    ).toBe(200);
    await page.getByTestId('live-session').filter({ hasText: /^1 / }).waitFor();

    await live.stop();
    await page.locator('[data-testid="live-state"][data-state="reconnecting"]').waitFor();
    expect(await state.textContent()).toMatch(/reconnecting/);

    live = await startLive(['--port', String(port)]);
    expect(live.router).toBe(`http://127.0.0.1:${port}`);
    await page.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
    // the new server's session: no request yet
    await page.getByTestId('live-session').filter({ hasText: /^0 / }).waitFor();
    expect(
      (await curl([...auth('b'), '-d', '{"text":"after"}', `${live.router}/generate`])).status,
    ).toBe(200);
    await page.getByTestId('live-session').filter({ hasText: /^1 / }).waitFor();
    await page.close();
  });
});
