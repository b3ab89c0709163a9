/**
 * One dark palette (src/app/theme.css, under [data-theme='dark']): the system's dark scheme
 * reaches it through index.html's inline script (before the app's code runs) and then the
 * app, which follows live changes of the system scheme while no theme is chosen. Here: the
 * computed tokens with the system dark and no choice equal those of a chosen dark theme, and
 * every token the canvas code reads is a plain colour in every theme, the stage's included.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { color } from 'd3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const e2e = useBrowser();
const { baseURL } = e2e;

const CSS = readFileSync(resolve(import.meta.dirname, '../../src/app/theme.css'), 'utf8');
/** Every colour token of theme.css (a hex value or a colour mix somewhere in the file). */
const COLOUR_TOKENS = [
  ...new Set(
    [...CSS.matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,8}|color-mix\()/g)].map((m) => m[1]!),
  ),
];
/** Those the page itself declares (the first :root block, and the leak ink); the stage adds a few. */
const PAGE_TOKENS = [
  ...[.../:root\s*\{([^}]*)\}/.exec(CSS)![1]!.matchAll(/(--[\w-]+)\s*:\s*#/g)].map((m) => m[1]!),
  '--leak-ink',
];
/** The tokens src/views/pools/palette.ts parses from getPropertyValue (d3.color). */
const CANVAS_TOKENS = [
  '--bg',
  '--fg',
  '--panel',
  '--leak',
  '--focus',
  '--never',
  '--border',
  ...[0, 1, 2, 3, 4, 5].map((i) => `--tenant-${i}`),
];

type Scheme = 'light' | 'dark';
type Choice = 'system' | 'light' | 'dark' | 'contrast' | null;

function context(scheme: Scheme, choice: Choice): Promise<BrowserContext> {
  return e2e.themedContext(choice, { viewport: { width: 1280, height: 800 }, scheme });
}

/** Each colour token on `selector`: its raw computed value, and the colour it paints. */
function tokens(page: Page, selector = ':root') {
  return page.evaluate(
    ({ names, selector }) => {
      const el = document.querySelector(selector)!;
      const cs = getComputedStyle(el);
      const probe = document.createElement('i');
      el.appendChild(probe);
      const out: Record<string, { raw: string; painted: string }> = {};
      for (const n of names) {
        probe.style.color = `var(${n})`;
        out[n] = {
          raw: cs.getPropertyValue(n).trim(),
          painted: getComputedStyle(probe).color,
        };
      }
      probe.remove();
      return out;
    },
    { names: COLOUR_TOKENS, selector },
  );
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The colour at the centre of the deck's first pool map, or null before it is drawn. */
function stagePoolPixel(page: Page): Promise<number[] | null> {
  return page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('main.sp-presenter .sp-slide-view canvas');
    if (!c || c.width === 0) return null;
    const d = c.getContext('2d')?.getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
    return d ? [d[0]!, d[1]!, d[2]!] : null;
  });
}

async function opened(scheme: Scheme, choice: Choice, hash = '#/') {
  const ctx = await context(scheme, choice);
  const page = await ctx.newPage();
  await page.goto(`${baseURL}${hash}`);
  await page.locator('#root > *').first().waitFor();
  return page;
}

function expectCanvasColours(
  t: Awaited<ReturnType<typeof tokens>>,
  where: string,
  names = PAGE_TOKENS,
) {
  for (const n of CANVAS_TOKENS) {
    expect(t[n]?.raw, `${where} ${n}`).toBeTruthy();
    expect(color(t[n]!.raw), `${where} ${n}: ${t[n]!.raw}`).not.toBeNull();
  }
  // the rest (--leak-ink is a color-mix, computed as color(srgb …)) resolve to a colour too
  for (const n of names) {
    expect(t[n]?.raw, `${where} ${n}`).toBeTruthy();
    expect(t[n]!.painted, `${where} ${n}`).toMatch(/^(rgba?|color)\(/);
  }
}

/**
 * Switches the emulated colour scheme (it must differ from the current one) and waits until the
 * page has heard it: a listener added now (after the app's, so it runs after it) has fired and
 * a frame has been drawn since.
 */
async function schemeChanged(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __schemeChanged?: Promise<void> };
    w.__schemeChanged = new Promise<void>((resolve) =>
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => resolve(), {
        once: true,
      }),
    );
  });
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(async () => {
    await (window as unknown as { __schemeChanged: Promise<void> }).__schemeChanged;
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  });
}

describe('the dark palette, one source', () => {
  it('the system dark (no choice) computes the same colours as the chosen dark theme', async () => {
    const pages = await Promise.all([
      opened('dark', null),
      opened('dark', 'system'),
      opened('light', 'dark'),
      opened('dark', 'dark'),
      opened('light', null),
    ]);
    try {
      for (const p of pages.slice(0, 4)) expect(await theme(p)).toBe('dark');
      const [system, systemSaved, chosen, both, light] = await Promise.all(
        pages.map((p) => tokens(p)),
      );
      expectCanvasColours(system!, 'system dark');
      expect(system).toEqual(chosen);
      expect(systemSaved).toEqual(chosen);
      expect(both).toEqual(chosen);
      // and it is a different palette from the light one
      expect(system!['--bg']!.painted).not.toBe(light!['--bg']!.painted);
      expect(await theme(pages[4])).toBe('light');
      expectCanvasColours(light!, 'light');
    } finally {
      await Promise.all(pages.map((p) => p.context().close()));
    }
  });

  it('is in place before the app code runs (no light flash with the system dark)', async () => {
    const ctx = await context('dark', null);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await ctx.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await ctx.newPage();
    try {
      await page.goto(baseURL, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => getComputedStyle(document.documentElement).getPropertyValue('--bg') !== '',
      );
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      expect(await theme(page)).toBe('dark');
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      release();
      await page.locator('#root > *').first().waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(bg);
      expect(color(bg)!.rgb().r).toBeLessThan(60);
    } finally {
      release();
      await ctx.close();
    }
  });

  it('follows a live change of the system scheme only while no theme is chosen', async () => {
    const free = await opened('dark', null);
    const chosen = await opened('dark', 'dark');
    const light = await opened('dark', 'light');
    try {
      const darkBg = (await tokens(free))['--bg']!.painted;
      await free.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => theme(free)).toBe('light');
      expect((await tokens(free))['--bg']!.painted).not.toBe(darkBg);
      await free.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => theme(free)).toBe('dark');
      expect((await tokens(free))['--bg']!.painted).toBe(darkBg);

      // the pages have heard the change (their own listener, added after the app's) and drawn
      await schemeChanged(chosen, 'light');
      // the system goes light and back to dark under the page that chose light
      await schemeChanged(light, 'light');
      await schemeChanged(light, 'dark');
      expect(await theme(chosen)).toBe('dark');
      expect(await theme(light)).toBe('light');
    } finally {
      await Promise.all([free, chosen, light].map((p) => p.context().close()));
    }
  });

  it('the theme toggle shows the system dark as on, and switching it stores a choice', async () => {
    const page = await opened('dark', null, '#/explore');
    try {
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expect.poll(() => theme(page)).toBe('light');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      const saved = await page.evaluate(() => localStorage.getItem('stale-pages:preferences'));
      expect((JSON.parse(saved!) as { state: { theme: string } }).state.theme).toBe('light');
      // the system goes light and back to dark: the choice stays
      await schemeChanged(page, 'light');
      await schemeChanged(page, 'dark');
      expect(await theme(page)).toBe('light');
    } finally {
      await page.context().close();
    }
  });

  it('every theme, and the stage, gives the canvas code plain colours', async () => {
    const pages = await Promise.all([
      opened('dark', 'contrast'),
      opened('dark', null, '#/present'),
      opened('light', null, '#/present'),
    ]);
    try {
      expect(await theme(pages[0])).toBe('contrast');
      expectCanvasColours(await tokens(pages[0]), 'contrast');
      for (const p of pages.slice(1)) {
        await p.locator('main.sp-presenter').waitFor();
        const stage = await tokens(p, 'main.sp-presenter');
        expectCanvasColours(stage, 'stage', COLOUR_TOKENS);
        // and the pools are drawn in the stage's colours, whatever the page's theme: before any
        // request every page is "never written", the stage's --never (the deck once drew them
        // in the light page's colour under a legend in the stage's)
        await p.goto(`${baseURL}#/present?scene=config-gap`);
        await p.reload();
        const never = color(stage['--never']!.painted)!.rgb();
        await expect.poll(() => stagePoolPixel(p)).toEqual([never.r, never.g, never.b]);
      }
    } finally {
      await Promise.all(pages.map((p) => p.context().close()));
    }
  });
});
