/** Steps for the explore-screen e2e tests, written against roles, names and test ids. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const EVIL = '<img src=x onerror=alert(1)>';

export async function openExplore(page: Page, baseURL: string, query = ''): Promise<void> {
  await page.goto(`${baseURL}#/explore${query ? `?${query}` : ''}`);
  await waitForTrace(page);
}

/** The screen has a trace when the Timeline slider is enabled and the URL holds a step. */
export async function waitForTrace(page: Page): Promise<void> {
  await page.getByRole('slider', { name: 'Timeline' }).and(page.locator(':enabled')).waitFor();
  await page.waitForFunction(() => /[?&]step=\d+/.test(location.hash));
}

export const narration = (page: Page) => page.getByTestId('narration').innerText();
export const step = async (page: Page) =>
  Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());

/** Waits until the narration (the current step's sentence) matches. */
export async function waitForNarration(page: Page, re: RegExp): Promise<string> {
  await page.waitForFunction(
    (src) =>
      new RegExp(src).test(document.querySelector('[data-testid="narration"]')?.textContent ?? ''),
    re.source,
  );
  return narration(page);
}

/**
 * Waits until the slider has left `before` and the views show the step it is at: the slider
 * moves in the frame after the input, the views (the narration) after the next paint, so a
 * sentence read as soon as the slider moved was the step before's. On a loaded machine that
 * read missed the response; the next press found no key moment after it and waited 30 s.
 */
export async function shownStepMoved(page: Page, before: number): Promise<number> {
  const moved = await page.waitForFunction((b) => {
    const slider = document.querySelector<HTMLInputElement>('input[type=range]');
    const said = document.querySelector('.narration')?.getAttribute('data-step');
    return slider && slider.value !== String(b) && said === slider.value ? slider.value : null;
  }, before);
  return Number(await moved.jsonValue());
}

/** The step the narration says (the store's, which every view shows), as soon as it is `want`. */
export async function waitForShownStep(page: Page, want: number): Promise<void> {
  await expect.poll(() => page.locator('.narration').getAttribute('data-step')).toBe(String(want));
  await expect.poll(() => step(page)).toBe(want);
}

/**
 * Presses `advance` (a click or a key) until the narration matches `until`; on the way, calls
 * `at` for every sentence so the caller can take screenshots at key moments.
 */
export async function advanceUntil(
  page: Page,
  advance: () => Promise<void>,
  until: RegExp,
  at: (sentence: string) => Promise<void> = async () => {},
  max = 80,
): Promise<string> {
  for (let i = 0; i < max; i++) {
    const before = await step(page);
    await advance();
    await shownStepMoved(page, before);
    const sentence = await narration(page);
    await at(sentence);
    if (until.test(sentence)) return sentence;
  }
  throw new Error(`never reached ${until}`);
}

/** The response panel for the story request d1 of the incident, without the fix. */
export async function expectLeak(page: Page): Promise<void> {
  expect(await page.getByTestId('http-status').innerText()).toBe('200');
  const iso = page.getByTestId('isolation-verdict');
  expect(await iso.getAttribute('data-isolation')).toBe('cross-tenant');
  const text = await iso.innerText();
  for (const tenant of ['Tenant A', 'Tenant B', 'Tenant C']) expect(text).toContain(tenant);
  expect(await page.getByTestId('output-check').getAttribute('data-result')).toBe('fail');
}

/** …and with "Reject at admission" on: the original 400, clean, output check passes. */
export async function expectFixed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="http-status"]')?.textContent === '400',
  );
  expect(await page.getByTestId('isolation-verdict').getAttribute('data-isolation')).toBe('clean');
  expect(await page.getByTestId('output-check').getAttribute('data-result')).toBe('pass');
}

/** Presses Tab until the focused element has the given accessible name (label or text). */
export async function tabTo(page: Page, name: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const input = el as HTMLInputElement;
      return (
        el.getAttribute('aria-label') ??
        input.labels?.[0]?.textContent ??
        el.textContent ??
        ''
      ).trim();
    });
    if (current === name || current.endsWith(` ${name}`) || current.endsWith(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** A scenario file as Playwright's setInputFiles takes it. */
export function jsonFile(name: string, data: unknown) {
  return {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
  };
}
