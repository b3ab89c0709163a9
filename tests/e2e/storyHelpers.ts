/** Helpers for the story's end-to-end test: pages in one context, downloads, scenes, axe. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axeScan';

export interface Watched {
  page: Page;
  errors: string[];
}

/** A page in `context` whose console errors and page errors are recorded. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/**
 * Scrolls the explainer so that a scene's section crosses the middle of the viewport. The
 * scroll is repeated until the scene is active: figures and glossary strings that arrive after
 * the first scroll move the sections (CI at b0c335a: a phone's scene never became active).
 */
export async function scrollToScene(page: Page, id: string): Promise<void> {
  const scroll = () =>
    page.evaluate((sceneId) => {
      const el = document.getElementById(`scene-${sceneId}`);
      if (!el) throw new Error(`no scene ${sceneId}`);
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight * 0.3);
    }, id);
  await expect
    // the project's bound for a state (vitest.config.ts), sized for a loaded machine
    .poll(async () => {
      const active = await page.locator(`#scene-${id}`).getAttribute('data-active');
      if (active !== 'true') await scroll();
      return active;
    })
    .toBe('true');
}

export async function noAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Clicks a button that downloads a file and returns the file's bytes. */
export async function downloadOf(page: Page, buttonName: string | RegExp): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).first().click(),
  ]);
  // the browser is the run's shared one, connected to remotely: its download is streamed here
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How a figure slide's figure sits on the slide (the presenter, `#/present?scene=…`). */
export interface SlideFit {
  /** the slide's figure area lies inside the viewport */
  inViewport: boolean;
  /** the scaled figure lies inside the figure area */
  figureInside: boolean;
  /** elements drawn (partly) outside the figure area, i.e. clipped */
  clipped: string[];
  /** elements that scroll inside the figure */
  scrolling: string[];
  /** the fixes table: each group heading and change row, and whether it is in view */
  rows: { id: string; inView: boolean }[];
  /** the fixes table: groups whose heading is not right above their first row */
  headingApart: string[];
  /** the smallest type inside the figure as drawn (CSS px after the slide's scale) */
  smallestText: number;
  /** the fixes table: the type of its outcome cells as drawn */
  cellText: number;
  /** the figure's body type as drawn: the size the most characters are drawn at */
  bodyText: number;
}

/** Measures the figure on the current slide (after its fit has settled). */
export async function slideFit(page: Page): Promise<SlideFit> {
  await page.locator('[data-testid="slide-figure"] > [style*="scale"]').waitFor();
  // the fit follows the figure's size: let fonts and a last measure settle
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // settled: the fit (its scale and width) is the same two frames apart
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const el = document.querySelector('[data-testid="slide-figure"] > [style*="scale"]');
            const now = () => el?.getAttribute('style') ?? '';
            const before = now();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(now() === before)));
          }),
      ),
    )
    .toBe(true);
  return page.evaluate(() => {
    const area = document.querySelector('[data-testid="slide-figure"]')!;
    const inner = area.firstElementChild as HTMLElement;
    const a = area.getBoundingClientRect();
    const inBox = (b: DOMRect, box: { top: number; bottom: number; left: number; right: number }) =>
      b.top >= box.top - 1 &&
      b.bottom <= box.bottom + 1 &&
      b.left >= box.left - 1 &&
      b.right <= box.right + 1;
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '').replace(/\s+/g, '.')}`;
    const shown = [...inner.querySelectorAll('*')].filter((e) => {
      if (e.closest('.sr-only')) return false;
      const b = e.getBoundingClientRect();
      return b.width > 0 && b.height > 0;
    });
    const clipped = shown.filter((e) => !inBox(e.getBoundingClientRect(), a)).map(name);
    const scrolling = [area, ...shown]
      .filter((e) => {
        const s = getComputedStyle(e);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') return false;
        return e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1;
      })
      .map(name);
    const viewport = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    // a group's heading: the explainer's h3 in its section, or a heading row on a slide
    const table = '[data-testid="fixes-table"]';
    const heads = [
      ...inner.querySelectorAll(`${table} [data-group-head], ${table} [data-group] > h3`),
    ];
    const groupOf = (h: Element) =>
      h.getAttribute('data-group-head') ?? h.closest('[data-group]')!.getAttribute('data-group')!;
    const rows = [...heads, ...inner.querySelectorAll(`${table} tr[data-router]`)].map((e) => {
      const b = e.getBoundingClientRect();
      const id = e.matches('tr[data-router]')
        ? `${e.closest('[data-variant]')?.getAttribute('data-variant')}/${e.getAttribute('data-router')}`
        : groupOf(e);
      return { id, inView: b.height > 0 && inBox(b, a) && inBox(b, viewport) };
    });
    // a group's heading sits right above its first change (same column, nothing between)
    const headingApart = heads
      .filter((h) => {
        const g = groupOf(h);
        // the group's first change after this heading (a group cut in two has two headings)
        const first = [
          ...inner.querySelectorAll(
            `${table} [data-variant][data-group="${g}"] tr, ${table} [data-group="${g}"] [data-variant] tr`,
          ),
        ].find((r) => h.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING);
        if (!first) return true;
        const hb = h.getBoundingClientRect();
        const fb = first.getBoundingClientRect();
        const gap = fb.top - hb.bottom;
        return Math.abs(fb.left - hb.left) > hb.width || gap < -1 || gap > 3 * hb.height;
      })
      .map(groupOf);
    const scale = inner.getBoundingClientRect().width / inner.offsetWidth;
    let smallestText = Infinity;
    const chars = new Map<number, number>();
    for (const e of shown) {
      const own = [...e.childNodes]
        .filter((n) => n.nodeType === 3)
        .reduce((sum, n) => sum + n.textContent!.trim().length, 0);
      if (own === 0) continue;
      const size = parseFloat(getComputedStyle(e).fontSize) * scale;
      smallestText = Math.min(smallestText, size);
      chars.set(size, (chars.get(size) ?? 0) + own);
    }
    const bodyText = [...chars].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0])[0];
    const cell = inner.querySelector(`${table} tr[data-router] td`);
    const cellText = cell ? parseFloat(getComputedStyle(cell).fontSize) * scale : Infinity;
    return {
      bodyText,
      cellText,
      inViewport: inBox(a, viewport),
      figureInside: inBox(inner.getBoundingClientRect(), a),
      clipped,
      scrolling,
      rows,
      headingApart,
      smallestText,
    };
  });
}
