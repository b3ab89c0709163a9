/** What tests/e2e/explainer-fit.e2e.test.ts measures in a scene (issue #23). */
import type { Page } from 'playwright-core';

export interface Fit {
  /** a text cut with "…" or drawn outside the box that clips it */
  cut: string[];
  /** an element that scrolls inside itself */
  scrolling: string[];
  /** an identifier in code font broken inside a word ("to_fini|sh") */
  broken: string[];
  /** each pool's legend: the sum of its exclusive states against its pages */
  counts: { pool: string; sum: number; pages: number }[];
  /** the live view was found */
  live: boolean;
}

/** Measures the active scene's live view and figures as drawn. */
export async function measureFit(page: Page, id: string): Promise<Fit> {
  // a settled frame: the view's fit and the pool maps follow a step in the next frames
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate((sceneId) => {
    const live =
      document.querySelector<HTMLElement>('.sp-aside [data-testid="story-stage"]') ??
      document.querySelector<HTMLElement>(`#scene-${sceneId} .sp-slot [data-testid="story-stage"]`);
    const figures = [...document.querySelectorAll<HTMLElement>(`#scene-${sceneId} .sp-figure`)];
    const regions = [...(live ? [live] : []), ...figures];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const cut: string[] = [];
    const scrolling: string[] = [];
    const broken: string[] = [];
    for (const region of regions) {
      const all = [region, ...region.querySelectorAll<Element>('*')];
      for (const el of all) {
        if (!visible(el)) continue;
        const cs = getComputedStyle(el);
        // scrolling inside: an element that can scroll and has more content than its box
        const scrollY = /auto|scroll/.test(cs.overflowY) && el.scrollHeight > el.clientHeight + 1;
        const scrollX = /auto|scroll/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1;
        if (scrollY || scrollX)
          scrolling.push(
            `${name(el)} ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
          );
        if (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
          cut.push(`ellipsis: ${name(el)}`);
        // an outline (the lit response, a focus ring) drawn whole: a box that clips it would
        // cut the ring off on one side (issue #23's screenshots: the response's right edge)
        const ring = parseFloat(cs.outlineWidth) + parseFloat(cs.outlineOffset);
        if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && ring > 0) {
          const o = el.getBoundingClientRect();
          for (let a = el.parentElement; a && a !== region.parentElement; a = a.parentElement) {
            const acs = getComputedStyle(a);
            if (acs.overflowX === 'visible' && acs.overflowY === 'visible') continue;
            const b = a.getBoundingClientRect();
            if (
              o.left - ring < b.left - 0.5 ||
              o.right + ring > b.right + 0.5 ||
              o.top - ring < b.top - 0.5 ||
              o.bottom + ring > b.bottom + 0.5
            ) {
              cut.push(`outline of ${name(el).slice(0, 50)} clipped by ${name(a).slice(0, 40)}`);
              break;
            }
          }
        }
      }
      // every text as drawn: no "…" in a label, and inside each box that clips it
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        const parent = n.parentElement;
        if (!parent || text.trim() === '' || !visible(parent)) continue;
        if (parent.closest('select, option, title, desc, style, script')) continue;
        // text for screen readers only (clipped to a pixel on purpose)
        if (parent.closest('.sr-only, .rp-sr')) continue;
        if (getComputedStyle(parent).clip === 'rect(0px, 0px, 0px, 0px)') continue;
        if (parent.closest('svg') && text.trim().endsWith('…')) cut.push(`svg text: "${text}"`);
        const range = document.createRange();
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        for (let a: Element | null = parent; a && a !== region.parentElement; a = a.parentElement) {
          const acs = getComputedStyle(a);
          const clips = a === region || acs.overflowX !== 'visible' || acs.overflowY !== 'visible';
          if (!clips || a instanceof SVGElement) continue;
          const b = a.getBoundingClientRect();
          if (
            r.left < b.left - 1 ||
            r.right > b.right + 1 ||
            r.top < b.top - 1 ||
            r.bottom > b.bottom + 1
          ) {
            cut.push(`"${text.trim().slice(0, 40)}" outside ${name(a).slice(0, 60)}`);
            break;
          }
        }
        // an SVG chip's or box's text stays inside its rectangle
        const chip = parent.closest('.tv-chip, .tv-box');
        const bg = chip?.querySelector(':scope > rect');
        if (bg) {
          const b = bg.getBoundingClientRect();
          if (r.left < b.left - 1 || r.right > b.right + 1)
            cut.push(`"${text.trim()}" outside its ${chip!.getAttribute('class')}`);
        }
      }
      // the KV transfer panel's texts and its bar do not run into one another (its Dutch
      // caption, three lines, pushed the bar onto "KV pages →")
      for (const panel of region.querySelectorAll('.tv-transfer')) {
        const parts = [...panel.querySelectorAll(':scope > text, :scope > g')].filter(visible);
        const boxes = parts.map((el) => ({ el, r: el.getBoundingClientRect() }));
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!.r;
            const b = boxes[j]!.r;
            const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (dx > 1 && dy > 1)
              cut.push(
                `${name(boxes[i]!.el).slice(0, 50)} overlaps ${name(boxes[j]!.el).slice(0, 50)}`,
              );
          }
      }
      // identifiers: where a code span's text goes to a new line, the break is at a seam
      for (const code of region.querySelectorAll('code')) {
        if (!visible(code) || code.closest('.sr-only, .rp-sr')) continue;
        const chars: { ch: string; top: number }[] = [];
        const w = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let n = w.nextNode(); n; n = w.nextNode()) {
          const s = n.textContent ?? '';
          for (let i = 0; i < s.length; i++) {
            const rg = document.createRange();
            rg.setStart(n, i);
            rg.setEnd(n, i + 1);
            const rr = rg.getClientRects()[0];
            if (rr) chars.push({ ch: s[i]!, top: Math.round(rr.top) });
          }
        }
        for (let i = 1; i < chars.length; i++) {
          const prev = chars[i - 1]!;
          const cur = chars[i]!;
          // a seam: after _ . · , / ( -, before a space, or between the words of a CamelCase name
          const camel = /[a-z]/.test(prev.ch) && /[A-Z]/.test(cur.ch);
          if (
            cur.top > prev.top + 2 &&
            !/[\s_.·,/(-]/.test(prev.ch) &&
            !/\s/.test(cur.ch) &&
            !camel
          )
            broken.push(`${(code.textContent ?? '').trim()} at ${i}`);
        }
      }
    }
    // page-state counts: each pool's exclusive states add up to its pages
    const counts = [...(live?.querySelectorAll('.pv') ?? [])].flatMap((pv) => {
      const meta = pv.querySelector('.pv-meta')?.textContent ?? '';
      const items = [
        ...pv.querySelectorAll('.pv-legend-list:not(.pv-legend-overlays) .pv-legend-count'),
      ];
      if (items.length === 0) return [];
      const digits = (s: string) => Number(s.replace(/\D/g, ''));
      const pages = digits(meta.split(/[×x]/)[0] ?? '');
      const sum = items.reduce((a, el) => a + digits(el.textContent ?? ''), 0);
      return [{ pool: pv.getAttribute('data-node') ?? '?', sum, pages }];
    });
    return { cut, scrolling, broken, counts, live: live !== null };
  }, id);
}
