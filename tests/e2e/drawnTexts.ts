import type { Page } from 'playwright-core';

/**
 * Text as drawn: every text run in the viewport with its computed font size times every scale
 * on the way (an SVG's viewBox, a CSS transform or zoom). Shared by the readability e2e tests.
 */

export interface Drawn {
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
export function drawnTexts(): Drawn[] {
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
    const panel = el.closest(
      '.tv, .timeline, .rp, .pv, .qv, .live-config, .live__header, .sp-figure, .sp-stage',
    );
    out.push({
      at: `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${text.slice(0, 30)}"`,
      px,
      panel: panel ? String(panel.getAttribute('class')).split(' ')[0]! : 'other',
    });
  }
  return out;
}

/** Every text of the page as drawn, a screen at a time from the top. */
export async function wholePage(page: Page): Promise<Drawn[]> {
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
