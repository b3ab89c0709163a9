/**
 * The live views of one browser share one connection, and the deck's live slide follows the
 * server by itself. `live/cli.ts` serves the built app as `npm run live` does, as its own
 * process on 127.0.0.1, stopped by its PID.
 * - Six `#/live` tabs: the server counts one live view (`GET /live/status`), a seventh page of the
 *   origin loads, a request shows in every tab; the tab holding the connection closes and another
 *   takes it over (still one view, and the next request shows).
 * - The live slide: the server stops (the slide says it is not answering, and since when), starts
 *   again on the same port (the slide follows it without a key pressed), and shows the newest
 *   request with its status. In Dutch at 1280 × 720, down over the incident's leaking answer
 *   (the longest lines over the largest response), its text is still 12 px or more.
 */
import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, curl, longPrompt, sendIncident, startLive, type Live } from '../live/harness';
import { launchBrowser } from './browser';
import { measureSlide } from './stageMeasure';

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** A base port with the two above it free (router, prefill, decode), below the ephemeral range. */
async function freeBase(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const p = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await free(p)) && (await free(p + 1)) && (await free(p + 2))) return p;
  }
  throw new Error('no three consecutive free ports');
}

let live: Live | undefined;
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
// each test's server and pages, stopped after it whatever happened
afterEach(async () => {
  await context?.close();
  context = undefined;
  await live?.stop();
  live = undefined;
});
afterAll(async () => {
  await browser?.close();
});

const watchers = async (l: Live) =>
  ((await (await fetch(`${l.router}/live/status`)).json()) as { watchers: number }).watchers;
const send = async (l: Live, key: string, text: string) =>
  (await curl([...auth(key), '-d', JSON.stringify({ text }), `${l.router}/generate`])).status;
const shows = (page: Page, n: number) =>
  page
    .getByTestId('live-session')
    .filter({ hasText: new RegExp(`^${n} `) })
    .waitFor();

describe('live views share one connection', () => {
  it('six #/live tabs hold one stream; a seventh page loads; the next tab takes over', async () => {
    live = await startLive(['--tick-ms', '20']);
    context = await browser.newContext();
    const tabs: Page[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await context.newPage();
      await p.goto(`${live.router}/#/live`);
      await p.locator('[data-testid="live-state"][data-state="connected"]').waitFor();
      tabs.push(p);
    }
    await expect.poll(() => watchers(live!)).toBe(1);
    // a seventh page of the origin still gets a connection
    const seventh = await context.newPage();
    await seventh.goto(`${live.router}/#/`);
    await seventh.locator('main').first().waitFor();
    expect(await send(live, 'a', 'one')).toBe(200);
    for (const p of tabs) await shows(p, 1);
    // the tab holding the stream closes (the first one opened): another takes it over
    await tabs[0]!.close();
    await expect.poll(() => watchers(live!)).toBe(1);
    expect(await send(live, 'b', 'two')).toBe(200);
    for (const p of tabs.slice(1)) await shows(p, 2);
  });
});

describe('the live slide follows the server by itself', () => {
  it('says the server is down, follows it again after a restart, names the newest request', async () => {
    const port = await freeBase();
    live = await startLive(['--port', String(port), '--tick-ms', '20']);
    context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${live.router}/#/present`);
    await page.locator('main.sp-presenter').waitFor();
    await page.keyboard.press('l');
    const label = page.getByTestId('deployment-source');
    await expect.poll(() => label.getAttribute('data-source')).toBe('live');
    // the same slide in Dutch, beside it
    const nl = await context.newPage();
    await nl.setViewportSize({ width: 1280, height: 720 });
    await nl.goto(`${live.router}/#/present?lang=nl`);
    await nl.locator('main.sp-presenter').waitFor();
    await nl.keyboard.press('l');
    const nlLabel = nl.getByTestId('deployment-source');
    await expect.poll(() => nlLabel.getAttribute('data-source')).toBe('live');
    expect(await send(live, 'a', 'before')).toBe(200);
    const newest = page.getByTestId('deployment-newest');
    await expect.poll(() => newest.getAttribute('data-stage')).toBe('answered');
    expect(await newest.textContent()).toMatch(/1 of 1: .* · answered HTTP 200/);
    // the incident: D's answer holds A's, B's and C's words
    expect((await sendIncident(live)).status).toBe(200);
    await expect.poll(() => newest.textContent()).toMatch(/5 of 5: .* · answered HTTP 200/);

    await live.stop();
    await expect.poll(() => label.getAttribute('data-source')).toBe('down');
    expect(await label.textContent()).toMatch(/^Server not answering since \d/);
    // what it last sent stays, said to be so
    expect(await newest.textContent()).toMatch(/5 of 5/);
    await expect.poll(() => nlLabel.getAttribute('data-source')).toBe('down');
    await expect
      .poll(() => nl.locator('.sp-slide-view [data-testid="isolation-verdict"]').count())
      .toBe(1);
    // settled: the same smallest text twice in a row, then at 12 px or more
    const least = () => nl.evaluate(measureSlide, '.sp-slide-foot').then((m) => m.minText);
    await expect.poll(async () => (await least()) - (await least())).toBe(0);
    expect(await least(), 'the Dutch live slide, server down, 1280 × 720').toBeGreaterThanOrEqual(
      12,
    );

    live = await startLive(['--port', String(port), '--tick-ms', '20']);
    await expect.poll(() => label.getAttribute('data-source')).toBe('live');
    // the restarted server's session: no request yet
    await expect.poll(() => newest.getAttribute('data-stage')).toBe('none');
    expect(await send(live, 'b', 'after')).toBe(200);
    await expect.poll(() => newest.textContent()).toMatch(/1 of 1: .* · answered HTTP 200/);
  });
});

describe('the speaker view and the live slide', () => {
  it('L in the speaker view shows the live slide in the deck, and the speaker view shows it too', async () => {
    live = await startLive(['--tick-ms', '20']);
    context = await browser.newContext();
    const deck = await context.newPage();
    await deck.goto(`${live.router}/#/present`);
    await deck.locator('main.sp-presenter').waitFor();
    const sp = await context.newPage();
    await sp.goto(`${live.router}/#/speaker`);
    await expect.poll(() => sp.getByTestId('speaker-current').count()).toBe(1);
    const label = deck.getByTestId('deployment-source');
    // the speaker view's channel to the deck opens after its first render: a key pressed
    // before it is lost, so press again (only) while the deck has not taken it
    for (let tries = 0; tries < 5 && (await label.count()) === 0; tries++) {
      await sp.keyboard.press('l');
      await label.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    await expect.poll(() => label.getAttribute('data-source')).toBe('live');
    const mirror = sp.getByTestId('speaker-live-slide');
    await mirror.waitFor();
    expect(await send(live, 'c', 'seen by both')).toBe(200);
    for (const p of [deck, sp])
      await expect
        .poll(() => p.getByTestId('deployment-newest').textContent())
        .toMatch(/1 of 1: .* · answered HTTP 200/);
    // the two windows share one stream
    await expect.poll(() => watchers(live!)).toBe(1);
    // L again in the speaker view: the deck leaves the live slide, the picture comes back
    await sp.keyboard.press('l');
    await expect.poll(() => label.count()).toBe(0);
    await expect.poll(() => mirror.count()).toBe(0);
  });
});

describe('the live slide tells a typo from the fix', () => {
  it('a body the API refuses (400) leaves the slide as it was; the fix’s 400 shows as the newest answer', async () => {
    live = await startLive(['--tick-ms', '20', '--fix', 'rejectAtAdmission']);
    context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${live.router}/#/present`);
    await page.locator('main.sp-presenter').waitFor();
    await page.keyboard.press('l');
    const label = page.getByTestId('deployment-source');
    await expect.poll(() => label.getAttribute('data-source')).toBe('live');
    const newest = page.getByTestId('deployment-newest');
    expect(await send(live, 'a', 'first')).toBe(200);
    await expect.poll(() => newest.textContent()).toMatch(/1 of 1: .* · answered HTTP 200/);
    // the stage recipe's typo: a 404 page piped into /generate, which refuses it with a 400
    // before the router takes anything in
    const typo = await curl([
      ...auth('d'),
      '-d',
      '{"detail":"Not Found"}',
      `${live.router}/generate`,
    ]);
    expect(typo.status).toBe(400);
    const status = (await (await fetch(`${live.router}/live/status`)).json()) as {
      requests: number;
    };
    expect(status.requests).toBe(1);
    expect(await newest.textContent()).toMatch(/1 of 1: .* · answered HTTP 200/);
    // D's 800,000 tokens with the fix on: the engine's 400, a request of the session
    const d = await longPrompt(live, 'd', 800_000, 24);
    expect(d.status).toBe(400);
    await expect.poll(() => newest.textContent()).toMatch(/2 of 2: .* · answered HTTP 400/);
    // the refused body never became a request: two in the session, not three
    expect(await label.textContent()).toMatch(/\b2 requests/);
  });
});
