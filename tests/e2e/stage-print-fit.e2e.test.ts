/**
 * The printed deck holds each whole slide, whatever the size of the window it is printed from.
 * Printed from a 1920 × 1080 window, each page's slide was cut at 73 % of its height (from
 * 2560 × 1440, at half): the copy of the slide was laid out again on paper, where `vh` is the
 * page's. Here the Print button lays the deck out in a 1920 × 1080 and a 2560 × 1440 window;
 * then, in print media at the page's size (16 × 9 in = 1536 × 864 CSS px), every page must be
 * no larger than the page, and every text and graphic on it must lie inside its page and, on
 * the slide's view (which clips), inside the view (the PDF's pages: stage-print.e2e). Ctrl+P (the
 * browser's beforeprint) is checked the same way for the slide on screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLIDES } from '../../src/story/deck';
import { useBrowser } from './browser';

const e2e = useBrowser();

interface PageFit {
  w: number;
  h: number;
  items: number;
  outside: string[];
}

/** In print media at the page's size: each printed page's box and what lies outside it. */
async function measurePages(page: Page): Promise<PageFit[]> {
  await page.setViewportSize({ width: 1536, height: 864 });
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.evaluate(() => {
      /** text a screen reader reads but no one sees: inside a 1-px clipped box */
      const hidden = (el: Element | null, stop: Element): boolean => {
        for (let e = el; e && e !== stop; e = e.parentElement) {
          const css = getComputedStyle(e);
          if (css.display === 'none') return true;
          const tiny = parseFloat(css.width) <= 1.01 || parseFloat(css.height) <= 1.01;
          if (css.overflow === 'hidden' && tiny) return true;
        }
        return false;
      };
      return [...document.querySelectorAll('.sp-print[data-ready] .sp-print-page')].map((p) => {
        const page = p.getBoundingClientRect();
        const view = p.querySelector('.sp-slide-view');
        const clip = view?.getBoundingClientRect();
        const outside: string[] = [];
        let items = 0;
        const check = (r: DOMRect, inView: boolean, what: string) => {
          if (r.width === 0 && r.height === 0) return;
          items++;
          const box = inView && clip ? clip : page;
          if (
            r.left < box.left - 1 ||
            r.top < box.top - 1 ||
            r.right > box.right + 1 ||
            r.bottom > box.bottom + 1
          )
            outside.push(
              `${what} (${Math.round(r.top - page.top)}–${Math.round(r.bottom - page.top)} px of ${Math.round(box.bottom - page.top)})`,
            );
        };
        const walk = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.textContent?.trim() || hidden(n.parentElement, p)) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          check(
            range.getBoundingClientRect(),
            !!view?.contains(n),
            `"${n.textContent.trim().slice(0, 40)}"`,
          );
        }
        for (const g of p.querySelectorAll('svg, img')) {
          if (g.parentElement?.closest('svg') || hidden(g, p)) continue;
          check(g.getBoundingClientRect(), !!view?.contains(g), g.tagName);
        }
        return { w: page.width, h: page.height, items, outside };
      });
    });
  } finally {
    await page.emulateMedia({ media: null });
  }
}

async function openDeck(viewport: { width: number; height: number }) {
  const checked = await e2e.checkedPage(viewport);
  const { page } = checked;
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });
  await page.goto(`${e2e.baseURL}#/present?scene=what-happened`);
  await expect
    .poll(() => page.locator('main.sp-presenter').getAttribute('data-scene'))
    .toBe('what-happened');
  // the slide is fitted to the window (its zoom worked out) before anything is printed
  await page.locator('main.sp-presenter [data-testid="stage-fit"] > [data-zoom]').waitFor();
  return checked;
}

function expectWhole(pages: PageFit[], n: number, label: string): void {
  expect(pages.length, label).toBe(n);
  pages.forEach((p, i) => {
    expect(p.w, `${label} page ${i + 1} width`).toBeLessThanOrEqual(1536 + 1);
    expect(p.h, `${label} page ${i + 1} height`).toBeLessThanOrEqual(864 + 1);
    expect(p.items, `${label} page ${i + 1} has its slide`).toBeGreaterThan(5);
    expect(p.outside, `${label} page ${i + 1}: cut off`).toEqual([]);
  });
}

describe('the printed deck holds every slide whole, from any window size', () => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 2560, height: 1440 },
  ]) {
    const size = `${viewport.width}×${viewport.height}`;
    it(`Print / PDF from a ${size} window: one page per slide, each slide whole`, async () => {
      const { page, expectClean } = await openDeck(viewport);
      await page.keyboard.press('?');
      const print = page.getByRole('button', { name: 'Print / PDF', exact: true });
      await print.focus();
      await print.click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.printed ?? ''), {
          timeout: 60_000,
        })
        .toBe('yes');
      // (the PDF's page count is stage-print.e2e's: one 16:9 page per slide)
      expectWhole(await measurePages(page), SLIDES, size);
      expectClean();
      await page.context().close();
    });

    it(`Ctrl+P from a ${size} window: the slide on screen, whole`, async () => {
      const { page, expectClean } = await openDeck(viewport);
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      expectWhole(await measurePages(page), 1, `Ctrl+P ${size}`);
      await page.evaluate(() => dispatchEvent(new Event('afterprint')));
      expect(await page.locator('.sp-print-page').count()).toBe(0);
      expectClean();
      await page.context().close();
    });
  }
});
