/**
 * A deck the speaker makes their own, and a speaker view they can read: the notes are in view
 * without scrolling at 1280 × 800, 1440 × 900 and 1920 × 1080 and scroll on their own keys
 * (Shift+↓/↑, J/K) without moving the deck; `O` opens a grid of every slide (arrows, Enter
 * jumps, Esc closes, the deck's keys wait meanwhile); a talk file loaded from the speaker view's
 * picker (a bad one refused with its problems) reorders the deck in both windows, keeps the
 * slide shown, and sets the theme; one named in the deck's URL opens on its title slide and
 * ends on the speaker's closing slide with their links.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLIDES } from '../../src/story/deck';
import { useBrowser } from './browser';
import { watchedPage } from './storyHelpers';

const e2e = useBrowser();

const slide = (page: Page) =>
  page.locator('main.sp-presenter').evaluate((m) => {
    const beat = m.getAttribute('data-beat');
    return `${m.getAttribute('data-scene')}${beat ? `#${beat}` : ''}`;
  });

const LONG_NOTES = Array.from(
  { length: 12 },
  (_, i) =>
    `Note ${i + 1}: a long paragraph the speaker wrote for this slide, long enough that twelve of them (a talk file's most) do not fit in the notes box of a laptop-sized speaker view, even at the small size the notes are read at from a laptop's distance.`,
);
const TALK = JSON.stringify({
  format: 'stale-pages-talk',
  version: 1,
  title: 'My own talk',
  speaker: 'Test Speaker',
  theme: 'light',
  slides: ['title', { slide: 'what-happened', notes: LONG_NOTES }, 'fixes', 'closing'],
});
const BAD_TALK = JSON.stringify({ format: 'stale-pages-talk', version: 1, slides: ['stale-page'] });

async function openPair(
  context: BrowserContext,
  speakerSize: { width: number; height: number },
  lang = 'en',
) {
  const deck = await watchedPage(context);
  await deck.page.setViewportSize({ width: 1280, height: 720 });
  await deck.page.goto(`${e2e.baseURL}#/present?scene=what-happened&lang=${lang}`);
  await expect.poll(() => slide(deck.page)).toBe('what-happened#1');
  const sp = await watchedPage(context);
  await sp.page.setViewportSize(speakerSize);
  await sp.page.goto(`${e2e.baseURL}#/speaker?scene=what-happened&lang=${lang}`);
  await sp.page.getByTestId('speaker-current').waitFor();
  return { deck: deck.page, sp: sp.page, errors: [...deck.errors, ...sp.errors] };
}

/** The notes box and its first note lie inside the window (top and bottom). */
const notesInView = (sp: Page) =>
  sp.evaluate(() => {
    const box = document.querySelector('[data-testid="speaker-notes"]')!.getBoundingClientRect();
    const first = document.querySelector('.sp-notes li')!.getBoundingClientRect();
    return {
      box: [Math.round(box.top), Math.round(box.bottom)] as const,
      first: [Math.round(first.top), Math.round(first.bottom)] as const,
      height: innerHeight,
      scrolls: document.scrollingElement!.scrollHeight > innerHeight + 1,
    };
  });

async function loadTalk(sp: Page, name: string, text: string) {
  await sp.locator('.sp-talk-details summary').click();
  await sp.getByTestId('talk-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

describe('the speaker view: notes in view, their own keys, an overview grid', () => {
  // at 1280 × 800, in en, fr and nl, the walk over every slide below checks the same
  for (const [size, lang] of [
    [{ width: 1440, height: 900 }, 'en'],
    [{ width: 1920, height: 1080 }, 'en'],
  ] as const)
    it(`notes in view without scrolling at ${size.width}×${size.height} in ${lang}`, async () => {
      const context = await e2e.browser.newContext();
      try {
        const { sp, errors } = await openPair(context, size, lang);
        const v = await notesInView(sp);
        expect(v.box[0], JSON.stringify(v)).toBeGreaterThanOrEqual(0);
        expect(v.box[1], JSON.stringify(v)).toBeLessThanOrEqual(v.height);
        expect(v.first[1], JSON.stringify(v)).toBeLessThanOrEqual(v.box[1]);
        expect(v.scrolls).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

  // every built-in slide's notes whole in their box at 1280 × 800 (slide 5's scrolled in every
  // language, the title slide's in French and Dutch); at its first build, where the picture of
  // what comes next carries one line more (the next build's name)
  for (const lang of ['en', 'fr', 'nl'] as const)
    it(`every slide's notes whole in their box at 1280×800 in ${lang}`, async () => {
      const context = await e2e.browser.newContext();
      try {
        const { page: sp, errors } = await watchedPage(context);
        await sp.setViewportSize({ width: 1280, height: 800 });
        await sp.goto(`${e2e.baseURL}#/speaker?lang=${lang}`);
        await sp.getByTestId('speaker-current').waitFor();
        const next = sp.locator('.sp-speaker-controls button').nth(1);
        const at = () => sp.locator('main.sp-speaker').getAttribute('data-scene');
        const cut: string[] = [];
        for (let i = 0; i < SLIDES; i++) {
          const m = await sp.getByTestId('speaker-notes').evaluate((n) => ({
            box: n.clientHeight,
            notes: n.scrollHeight,
          }));
          if (m.notes > m.box + 1) cut.push(`${await at()}: ${m.notes} px in ${m.box}`);
          // the notes box and its first note inside the window, the page not scrolling (longer
          // controls over the notes in French and Dutch once cut the first note)
          const v = await notesInView(sp);
          const where = `${await at()}: ${JSON.stringify(v)}`;
          if (v.box[0] < 0 || v.box[1] > v.height || v.first[1] > v.box[1] || v.scrolls)
            cut.push(`${where} out of the window`);
          if (i === SLIDES - 1) break;
          const was = await at();
          await next.click();
          await expect.poll(at).not.toBe(was);
        }
        expect(cut).toEqual([]);
        expect(await sp.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThan(802);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

  it('a talk file: refused with its problems when bad; loaded, it reorders both windows, keeps the slide, sets the theme; notes scroll on their own keys', async () => {
    const context = await e2e.browser.newContext();
    try {
      const { deck, sp, errors } = await openPair(context, { width: 1280, height: 800 });
      await loadTalk(sp, 'bad.json', BAD_TALK);
      const note = sp.getByTestId('talk-note');
      await expect.poll(() => note.getAttribute('role')).toBe('alert');
      expect(await note.textContent()).toContain('$.slides[0] no slide "stale-page"');
      expect(await deck.locator('.sp-slide-progress').textContent()).toBe(`1 / ${SLIDES}`);

      await loadTalk(sp, 'mine.json', TALK);
      await expect.poll(() => note.textContent()).toContain('Loaded mine.json: 4 slides');
      // both windows: the new order, the same slide (what-happened is the talk's second)
      await expect.poll(() => deck.locator('.sp-slide-progress').textContent()).toBe('2 / 4');
      expect(await slide(deck)).toBe('what-happened#1');
      // the speaker view counts slides, not scenes (a title slide is no scene)
      await expect.poll(() => sp.locator('#sp-now').textContent()).toBe('Now: slide 2 of 4');
      await expect
        .poll(() => deck.locator('main.sp-presenter').getAttribute('data-deck-theme'))
        .toBe('light');
      expect(
        await deck
          .locator('main.sp-presenter')
          .evaluate((m) => getComputedStyle(m).backgroundColor),
      ).toBe('rgb(255, 255, 255)');
      await expect.poll(() => sp.locator('.sp-notes li').count()).toBe(12);

      // the notes' own keys: they scroll the notes and leave the deck where it is
      const notes = sp.getByTestId('speaker-notes');
      const top = () => notes.evaluate((n) => n.scrollTop);
      expect(await notes.evaluate((n) => n.scrollHeight > n.clientHeight + 20)).toBe(true);
      await sp.locator('body').click({ position: { x: 5, y: 5 } });
      await sp.keyboard.press('Shift+ArrowDown');
      await expect.poll(top).toBeGreaterThan(20);
      const once = await top();
      await sp.keyboard.press('j');
      await expect.poll(top).toBeGreaterThan(once);
      await sp.keyboard.press('k');
      await sp.keyboard.press('Shift+ArrowUp');
      await expect.poll(top).toBe(0);
      expect(await slide(deck)).toBe('what-happened#1');
      // with the notes focused (clicked), ↓ End Home ↑ read them and leave the deck alone
      await notes.click();
      await sp.keyboard.press('ArrowDown');
      await expect.poll(top).toBeGreaterThan(20);
      await sp.keyboard.press('End');
      await expect
        .poll(() => notes.evaluate((n) => n.scrollHeight - n.clientHeight - n.scrollTop))
        .toBeLessThan(2);
      await sp.keyboard.press('Home');
      await expect.poll(top).toBe(0);
      expect(await slide(deck)).toBe('what-happened#1');
      // the clicker's keys still drive the deck, from the notes too
      await sp.keyboard.press('PageDown');
      await expect.poll(() => slide(deck)).toBe('what-happened#2');

      // a reload of the deck keeps the talk and the slide
      await deck.reload();
      await expect.poll(() => deck.locator('.sp-slide-progress').textContent()).toBe('2 / 4');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('O opens every slide in a grid: arrows move, Enter shows the slide, Esc closes; the deck waits meanwhile', async () => {
    const context = await e2e.browser.newContext();
    try {
      const { deck, sp, errors } = await openPair(context, { width: 1280, height: 800 });
      await sp.locator('body').click({ position: { x: 5, y: 5 } });
      await sp.keyboard.press('o');
      const grid = sp.getByTestId('slide-overview');
      await grid.waitFor();
      expect(await grid.getAttribute('role')).toBe('dialog');
      expect(await grid.locator('button').count()).toBe(SLIDES);
      const focused = () =>
        sp.evaluate(() => document.activeElement?.getAttribute('data-slide') ?? '');
      await expect.poll(focused).toBe('what-happened');
      await sp.keyboard.press('ArrowRight');
      await sp.keyboard.press('ArrowRight');
      await expect.poll(focused).toBe('config-gap');
      // the arrows moved the grid's focus, not the deck
      expect(await slide(deck)).toBe('what-happened#1');
      await sp.keyboard.press('End');
      await expect.poll(focused).toBe('closing');
      await sp.keyboard.press('Home');
      await sp.keyboard.press('ArrowDown');
      // the slide under the first, once the focus has left the last (End) and the first (Home)
      await expect.poll(focused).not.toMatch(/^(closing|what-happened)$/);
      const below = await focused();
      await sp.keyboard.press('Enter');
      await expect.poll(() => grid.count()).toBe(0);
      await expect.poll(() => slide(deck)).toMatch(new RegExp(`^${below}`));
      // Esc closes without moving the deck
      const at = await slide(deck);
      await sp.keyboard.press('O');
      await grid.waitFor();
      await sp.keyboard.press('ArrowLeft');
      await sp.keyboard.press('Escape');
      await expect.poll(() => grid.count()).toBe(0);
      expect(await slide(deck)).toBe(at);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a talk file named in the deck’s URL', () => {
  it('opens on its title slide and ends on the speaker’s closing slide with their links', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1280, height: 720 });
    try {
      await page.goto(`${e2e.baseURL}#/present?talk=talks/example.json`);
      await expect.poll(() => slide(page)).toBe('title');
      expect(await page.locator('.sp-slide-head h1').textContent()).toBe(
        'When a rejected request answered 200',
      );
      expect(await page.getByTestId('title-slide').textContent()).toContain('Ada Example');
      await page.keyboard.press('End');
      await expect.poll(() => slide(page)).toBe('closing');
      const speaker = page.getByTestId('closing-speaker');
      expect(await speaker.textContent()).toContain('Ada Example');
      expect(await speaker.textContent()).toContain('https://example.org/stale-pages-talk');
      // all of it on the slide at 1280 × 720: the last link inside the slide's view
      const cut = await page.evaluate(() => {
        const view = document.querySelector('.sp-slide-view')!.getBoundingClientRect();
        const last = document.querySelector('.sp-closing-speaker li:last-child')!;
        return last.getBoundingClientRect().bottom - view.bottom;
      });
      expect(cut).toBeLessThanOrEqual(0);
      // a path that leaves the deck's folder is refused with a message, the deck unchanged
      await page.goto(`${e2e.baseURL}#/present?talk=../secret.json`);
      await page.reload();
      await expect
        .poll(() => page.getByTestId('talk-url-note').textContent())
        .toContain('was not loaded');
      expectClean();
    } finally {
      await page.context().close();
    }
  });
});

describe('the deck’s polish', () => {
  it('one title size on every slide; slide 5 opens on the request card (figure on V); slide 9 shows results, no form; badge letters inside their squares; slide 4 in the request’s order', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1920, height: 1080 });
    try {
      /** the title's size as drawn: font size × the header's zoom */
      const titlePx = () =>
        page.evaluate(() => {
          const head = document.querySelector('.sp-slide-head')!;
          const h1 = head.querySelector('h1')!;
          return parseFloat(getComputedStyle(h1).fontSize) * Number(getComputedStyle(head).zoom);
        });
      const sizes: Record<string, number> = {};
      for (const [id, view] of [
        ['what-happened', 'live'],
        ['stale-pages', 'figure'],
        ['fixes', 'figure'],
        ['reservation', 'live'],
        ['check-your-nodes', 'figure'],
      ] as const) {
        await page.goto(`${e2e.baseURL}#/present?scene=${id}`);
        await page.reload();
        await expect.poll(() => slide(page)).toMatch(new RegExp(`^${id}`));
        await expect
          .poll(() => page.locator('main.sp-presenter').getAttribute('data-view'))
          .toBe(view);
        sizes[id] = await titlePx();
      }
      for (const [id, px] of Object.entries(sizes))
        expect(Math.abs(px - sizes['what-happened']!), `${id}: ${px} px`).toBeLessThan(0.5);
      expect(await page.locator('.sp-slide-view input').count()).toBe(0);
      await page.getByTestId('calc-slide').waitFor();
      // the tenant badges in a response: each letter inside its square (it was drawn half below)
      await page.keyboard.press('1');
      await page.keyboard.press('PageDown');
      await expect.poll(() => slide(page)).toBe('what-happened#2');
      await page.locator('.sp-slide-view .rp-run-letter').first().waitFor();
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('.sp-slide-view .rp-run-letter')].flatMap((b) => {
          const box = b.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(b);
          const r = range.getBoundingClientRect();
          const inside = r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
          return inside
            ? []
            : [`${b.textContent}: ${r.top}–${r.bottom} in ${box.top}–${box.bottom}`];
        }),
      );
      expect(outside).toEqual([]);
      // each clicker build changes what the slide shows, not only its caption
      for (const [key, id] of [
        ['3', 'config-gap'],
        ['4', 'rejection'],
        ['7', 'status-200'],
      ] as const) {
        await page.keyboard.press(key);
        await expect.poll(() => slide(page)).toBe(`${id}#1`);
        const shown: string[] = [];
        for (;;) {
          const view = () =>
            page.evaluate(() => {
              const v = document.querySelector('.sp-slide-view')!.cloneNode(true) as HTMLElement;
              v.querySelector('.sp-slide-beat')?.remove();
              return v.textContent ?? '';
            });
          const at = await slide(page);
          // the build's picture settles before it is read
          await expect.poll(view).toBe(await view());
          shown.push(await view());
          await page.keyboard.press('PageDown');
          await expect.poll(() => slide(page)).not.toBe(at);
          if (!(await slide(page)).startsWith(`${id}#`)) break;
        }
        for (let i = 1; i < shown.length; i++)
          expect(shown[i], `${id} build ${i + 1} shows what build ${i} showed`).not.toBe(
            shown[i - 1],
          );
      }
      // slide 4 reads the request's way: the router's card left of the prefill node's, and
      // "0 / 12,500" on one line
      const cards = page.locator('.sp-slide-view [data-testid="stage-request"] > .stage-req__at');
      await page.keyboard.press('4');
      await page.keyboard.press('PageDown');
      await expect.poll(() => slide(page)).toBe('rejection#2');
      await expect
        .poll(() => cards.evaluateAll((c) => c.map((e) => e.getAttribute('data-where'))))
        .toEqual(['router', 'prefill']);
      const [router, prefill] = [
        await cards.nth(0).boundingBox(),
        await cards.nth(1).boundingBox(),
      ];
      expect(router!.x + router!.width).toBeLessThan(prefill!.x + 1);
      await page.keyboard.press('PageDown');
      await expect.poll(() => slide(page)).toBe('rejection#3');
      const count = page.locator('.sp-slide-view .stage-req__count');
      await expect.poll(() => count.textContent()).toBe('0 / 12,500');
      const lines = await count.evaluate((p) => {
        const r = document.createRange();
        r.selectNodeContents(p);
        return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size;
      });
      expect(lines, '"0 / 12,500" on one line').toBe(1);
      await page.keyboard.press('5');
      await expect.poll(() => slide(page)).toBe('reservation');
      await page.keyboard.press('v');
      await expect
        .poll(() => page.locator('main.sp-presenter').getAttribute('data-view'))
        .toBe('figure');
      expectClean();
    } finally {
      await page.context().close();
    }
  });
});
