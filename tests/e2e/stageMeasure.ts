/**
 * Text as drawn, measured in the page: each text run's size as drawn (font size × CSS zoom ×
 * transforms, SVG scale included), text clipped or cut with "…", and boxes that scroll. Shared
 * by the readability tests of the deck, the explainer and the live page. `measureSlide` runs
 * inside the browser (`page.evaluate(measureSlide, where)`), so it uses no import and no
 * closure. `where` is what to leave out (the slide's footer), or that and the element to measure
 * in (the explainer's live view); the deck's <main> by default. With `drawnOnly`, only the text
 * runs in the viewport are read (`drawn`), with no clipping or scrolling checked.
 */
import type { Page } from 'playwright-core';

/** One text run as drawn. */
export interface Drawn {
  /** element and its text, for the failure message */
  at: string;
  px: number;
  /** the panel it is in */
  panel: string;
}

export interface SlideMeasure {
  /** the smallest text drawn, CSS px at the viewport's scale */
  minText: number;
  /** the text that is drawn at that size (for the failure message) */
  minAt: string;
  /** text drawn outside the viewport or outside a box that clips it */
  clipped: string[];
  /** text cut with an ellipsis */
  truncated: string[];
  /** boxes whose content overflows and scrolls */
  scrolling: string[];
  /** how many text runs were measured */
  runs: number;
  /** every text run measured, with its size and panel */
  drawn: Drawn[];
}

/** Where to measure: a selector to leave out, or that with a root and the drawn-only mode. */
export type MeasureWhere = string | { skip: string; root: string; drawnOnly?: boolean };

export function measureSlide(where: MeasureWhere): SlideMeasure {
  const skip = typeof where === 'string' ? where : where.skip;
  // the texts in the viewport only, without the clipping and scrolling checks
  const drawnOnly = typeof where !== 'string' && where.drawnOnly === true;
  const root = document.querySelector(
    typeof where === 'string' ? 'main.sp-presenter' : where.root,
  )!;
  const label = (e: Element, text = '') =>
    `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '')
      .trim()
      .replace(/\s+/g, '.')}${text ? ` "${text.slice(0, 40)}"` : ''}`;
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
  const clips = (e: Element): Element[] => {
    const out: Element[] = [];
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') out.push(a);
    }
    return out;
  };
  let minText = Infinity;
  let minAt = '';
  let runs = 0;
  const drawn: Drawn[] = [];
  const clipped: string[] = [];
  const truncated: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim() ?? '';
    const el = n.parentElement;
    if (!text || !el) continue;
    if (
      el.closest(skip) ||
      el.closest('.sr-only, [aria-hidden="true"] title, title, style, script')
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter(
      (r) =>
        r.width > 0.5 && r.height > 0.5 && (!drawnOnly || (r.bottom > 0 && r.top < innerHeight)),
    );
    if (rects.length === 0) continue;
    const own = el.getBoundingClientRect();
    // visually hidden text (for screen readers): a 1 px box
    if (own.width <= 1.5 || own.height <= 1.5) continue;
    const cs = getComputedStyle(el);
    if (cs.clip !== 'auto' && cs.clip !== '') continue;
    if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
    runs += 1;
    let size: number;
    if (el instanceof SVGElement) {
      const m = (el as unknown as SVGGraphicsElement).getScreenCTM();
      size = parseFloat(cs.fontSize) * (m ? scaleOf(m) : 1);
    } else {
      size = parseFloat(cs.fontSize) * htmlScale(el);
    }
    if (size < minText) {
      minText = size;
      minAt = label(el, text);
    }
    const panel = el.closest(
      '.tv, .timeline, .rp, .pv, .qv, .live-config, .live__header, .sp-figure, .sp-stage',
    );
    drawn.push({
      at: label(el, text),
      px: size,
      panel: panel ? String(panel.getAttribute('class')).split(' ')[0]! : 'other',
    });
    if (drawnOnly) continue;
    const boxes = [
      { top: 0, left: 0, bottom: innerHeight, right: innerWidth },
      ...clips(el).map((c) => c.getBoundingClientRect()),
    ];
    const out = rects.some((r) =>
      boxes.some(
        (b) =>
          r.top < b.top - 1 ||
          r.bottom > b.bottom + 1 ||
          r.left < b.left - 1 ||
          r.right > b.right + 1,
      ),
    );
    if (out) clipped.push(label(el, text));
    // a lone "…" is a glyph (a pending check); a word cut short ends in one
    if (text.length > 1 && (text.endsWith('…') || text.endsWith('...')))
      truncated.push(label(el, text));
    for (let a: Element | null = el; a && a !== root; a = a.parentElement) {
      if (getComputedStyle(a).textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1)
        truncated.push(label(a, text));
    }
  }
  const scrolling = drawnOnly
    ? []
    : [root, ...root.querySelectorAll('*')]
        .filter((e) => {
          if (e.closest(skip)) return false;
          const s = getComputedStyle(e);
          const scrolls = (v: string) => v === 'auto' || v === 'scroll';
          return (
            (scrolls(s.overflowY) && e.scrollHeight > e.clientHeight + 1) ||
            (scrolls(s.overflowX) && e.scrollWidth > e.clientWidth + 1)
          );
        })
        .map((e) => label(e));
  return { minText, minAt, clipped, truncated: [...new Set(truncated)], scrolling, runs, drawn };
}

/**
 * Every text run drawn in the viewport now (tooltips and list options left out), inside `root`
 * (a selector; the whole page by default).
 */
export async function drawnTexts(page: Page, root = 'body'): Promise<Drawn[]> {
  const m = await page.evaluate(measureSlide, { root, skip: 'option', drawnOnly: true });
  return m.drawn;
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
    all.push(...(await drawnTexts(page)));
  }
  return all;
}
