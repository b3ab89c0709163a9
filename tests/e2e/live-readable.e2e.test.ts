/**
 * `#/live` readable on a projector: at 1280 × 720 and 1920 × 1080, with a session running (the
 * incident's four requests sent with curl), every text the page draws is 12 px or more as drawn
 * (its computed font size times every scale on the way: an SVG's viewBox, a CSS transform or
 * zoom). The page is read a screen at a time, scrolled from top to bottom, so that what is
 * drawn only once scrolled to (the pools and queues) is measured too. The server runs as its
 * own process on an ephemeral port, stopped by its PID.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longPrompt, startLive, type Live } from '../live/harness';
import { launchBrowser, newCheckedPage } from './browser';

const MIN_PX = 12;

interface Drawn {
  /** element and its text, for the failure message */
  at: string;
  px: number;
  /** the panel it is in */
  panel: string;
}

/**
 * Every text run drawn in the viewport, with its size as drawn. Runs in the page: no import,
 * no closure.
 */
function drawnTexts(): Drawn[] {
  const scaleOf = (m: { a: number; b: number; c: number; d: number }) =>
    Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  const htmlScale = (e: Element): number => {
    let s = 1;
    for (let a: Element | null = e; a; a = a.parentElement) {
      const tr = getComputedStyle(a).transform;
      if (tr && tr !== 'none') s *= scaleOf(new DOMMatrix(tr));
    }
    const z = (e as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom;
    return s * (typeof z === 'number' ? z : 1);
  };
  const out: Drawn[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim() ?? '';
    const el = n.parentElement;
    if (!text || !el) continue;
    // read by screen readers only, or a tooltip nobody sees until hovering
    if (el.closest('.sr-only, title, style, script, option')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter(
      (r) => r.width > 0.5 && r.height > 0.5 && r.bottom > 0 && r.top < innerHeight,
    );
    if (rects.length === 0) continue;
    const own = el.getBoundingClientRect();
    if (own.width <= 1.5 || own.height <= 1.5) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
    const px =
      el instanceof SVGElement
        ? parseFloat(cs.fontSize) *
          scaleOf((el as unknown as SVGGraphicsElement).getScreenCTM() ?? new DOMMatrix())
        : parseFloat(cs.fontSize) * htmlScale(el);
    const panel = el.closest('.tv, .timeline, .rp, .pv, .qv, .live-config, .live__header');
    out.push({
      at: `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${text.slice(0, 30)}"`,
      px,
      panel: panel ? String(panel.getAttribute('class')).split(' ')[0]! : 'other',
    });
  }
  return out;
}

/** Every text of the page as drawn, a screen at a time from the top. */
async function wholePage(page: Page): Promise<Drawn[]> {
  const all: Drawn[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()!.height;
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // what is drawn only once on screen (content-visibility) has been laid out
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    all.push(...(await page.evaluate(drawnTexts)));
  }
  return all;
}

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
