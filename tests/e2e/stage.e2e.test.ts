/**
 * The stage (issue #21, point 1 and 2): every slide and every clicker build of the deck (the
 * scenes, the family's two slides, the closing slide), walked
 * with PageDown as a clicker would, fits the room in en/fr/nl at 1920×1080 and 1280×720. Text as
 * drawn (font size × zoom × transforms, SVG scale included) is at least 18 px at 1080p and 12 px
 * at 720p outside the footer; nothing is clipped, cut with "…" or scrolls; each live slide shows
 * the panels its scene is about. Screenshots of every slide (`npm run screenshots`): test-results/screenshots/stage/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILT_IN_TALK, buildLabels } from '../../src/story/talk';
import { launchBrowser, newCheckedPage, screenshot } from './browser';
import { measureSlide, type SlideMeasure } from './stageMeasure';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = 'stage';
/** What each live slide (or one of its builds, `id#n`) must show, by test id or class. */
const MUST_SHOW: Record<string, string[]> = {
  'what-happened': ['[data-testid="http-status"]', '[data-testid="output-check"]'],
  'config-gap': ['.pv-meta', '.pv-legend'],
  rejection: ['[data-testid="stage-request"]'],
  'rejection#2': ['[data-testid="stage-placeholder"]', '[data-testid="stage-queue"]'],
  'status-200': ['[data-testid="stage-request"], [data-testid="output-check"]'],
  'status-200#1': ['[data-testid="stage-transfer"]'],
  // the response with both verdicts and the leaked words
  'status-200#3': [
    '[data-testid="http-status"]',
    '[data-testid="isolation-verdict"]',
    '.rp-body button.rp-token',
  ],
  // the family: the incident first, a sibling with its timeline per click; the matrix from
  // the incident's column to every member's
  'family#1': ['[data-member="A4"] .sp-fam-outcome'],
  'family#4': ['[data-member="A3"] .fam-svg', '[data-member="A3"] .fam-legend'],
  'family-defences#1': ['td[data-mode="A4"]'],
  'family-defences#2': ['td[data-mode="A3"]'],
  'family-defences#3': ['tr[data-highlight][data-defence="checksum39500"]'],
};

/** Every (slide, build) the clicker walks through, in order: the scenes, the family's, closing. */
const WALK = BUILT_IN_TALK.slides.flatMap((s) => {
  const builds = buildLabels(s).length;
  return Array.from({ length: Math.max(1, builds) }, (_, b) => ({
    id: s.id,
    beat: builds > 0 ? b + 1 : null,
  }));
});

const at = (page: Page) =>
  page.evaluate(() => {
    const m = document.querySelector('main.sp-presenter');
    const b = m?.getAttribute('data-beat');
    return { id: m?.getAttribute('data-scene') ?? '', beat: b ? Number(b) : null };
  });

/** The slide is drawn and still: its fit (zoom or scale) the same two frames apart. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const m = document.querySelector('main.sp-presenter')!;
            const kind = m.getAttribute('data-view');
            const fit = m.querySelector(
              '[data-testid="stage-fit"] > [data-zoom], [data-testid="slide-figure"] > [style*="scale"]',
            );
            if (kind !== 'closing' && !fit) return resolve(false);
            const now = () => `${fit?.getAttribute('style') ?? ''}|${m.textContent?.length}`;
            const before = now();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(now() === before)));
          }),
      ),
    )
    .toBe(true);
}

describe('every slide fits the room (issue #21)', () => {
  const rows: string[] = [];
  afterAll(() => {
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/stage-fit.txt', `${rows.join('\n')}\n`);
  });

  for (const [w, h, least] of [
    [1920, 1080, 18],
    [1280, 720, 12],
  ] as const) {
    for (const lang of ['en', 'fr', 'nl'] as const) {
      it(`${w}×${h} ${lang}: text ≥ ${least} px, nothing clipped, cut or scrolling, every build`, async () => {
        const { page, expectClean } = await newCheckedPage(browser, baseURL);
        await page.setViewportSize({ width: w, height: h });
        await page.goto(`${baseURL}#/present?scene=what-happened&lang=${lang}`);
        await page.reload();
        const problems: string[] = [];
        for (const [i, want] of WALK.entries()) {
          if (i > 0) await page.keyboard.press('PageDown');
          await expect.poll(() => at(page)).toEqual(want);
          await settled(page);
          const m: SlideMeasure = await page.evaluate(measureSlide, '.sp-slide-foot');
          const where = `${w}×${h} ${lang} ${want.id}${want.beat ? ` build ${want.beat}` : ''}`;
          rows.push(`${where}: min ${m.minText.toFixed(1)} px (${m.minAt}), ${m.runs} runs`);
          if (m.minText < least)
            problems.push(`${where}: ${m.minText.toFixed(1)} px at ${m.minAt}`);
          if (m.clipped.length) problems.push(`${where}: clipped ${m.clipped.join(' | ')}`);
          if (m.truncated.length) problems.push(`${where}: cut ${m.truncated.join(' | ')}`);
          if (m.scrolling.length) problems.push(`${where}: scrolls ${m.scrolling.join(' | ')}`);
          for (const sel of [
            ...(MUST_SHOW[want.id] ?? []),
            ...(MUST_SHOW[`${want.id}#${want.beat}`] ?? []),
          ]) {
            const shown = await page
              .locator(`main.sp-presenter .sp-slide-view ${sel}`)
              .first()
              .isVisible();
            if (!shown) problems.push(`${where}: ${sel} not shown`);
          }
          await screenshot(
            page,
            `${SHOTS}/${w}x${h}-${lang}-${String(i + 1).padStart(2, '0')}-${want.id}${want.beat ? `-${want.beat}` : ''}`,
            { viewportOnly: true },
          );
        }
        expect(problems).toEqual([]);
        expectClean();
        await page.context().close();
      }, 240_000);
    }
  }
});
