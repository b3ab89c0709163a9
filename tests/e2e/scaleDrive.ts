/**
 * Driving the scale scenario (issue #11: 500 requests × 4,096 new tokens at page size 1) in a
 * page: load it from the file input, watch the long tasks meanwhile, scrub the trace. Shared by
 * tests/e2e/scale.e2e.test.ts (what lands where) and scripts/bench-browser.ts (how fast).
 */
import type { Page } from 'playwright-core';
import { jsonFile, openExplore } from './explore-helpers';
import { worstScenario } from '../helpers/scenarios';

export interface LongTask {
  start: number;
  ms: number;
}

/** One scrub: the step asked for, what the first frame after the input showed, and times. */
export interface Scrub {
  target: number;
  /** the slider's value and the step number's text in the first frame after the input */
  value: string;
  pos: string;
  /** input-to-frame: ms from the input to that frame's callback */
  frame: number;
  /** input-to-views: ms until the narration (every view) shows the step, or `giveUpMs` */
  views: number;
  /** the step the narration shows at the end */
  step: string | null | undefined;
}

/** Records every long task (over 50 ms) from now on, in window.__longTasks. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: LongTask[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask' });
  });
}

/**
 * Opens explore at 1440×900 and loads the large file: resolves once the progress bar has shown
 * (`onProgress`, e.g. a screenshot, runs then) and the trace is on screen with its first
 * pictures. Returns every long task from the file chosen to then.
 */
export async function loadLarge(
  page: Page,
  baseURL: string,
  onProgress: () => Promise<void> = async () => {},
): Promise<LongTask[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplore(page, baseURL);
  await watchLongTasks(page);
  await page
    .locator('#scenario-file')
    .setInputFiles(jsonFile('large.json', worstScenario('large')));
  await page.getByTestId('computing-progress').waitFor();
  await onProgress();
  await page.waitForFunction(
    () => Number(document.querySelector('input[type=range]')?.getAttribute('max')) > 2_000_000,
    undefined,
    { timeout: 120_000 },
  );
  // include the work right after the trace is shown: its first frame, then the pools' first
  // pictures (each in a task of its own after that frame), then one more frame
  await page.evaluate(
    () =>
      new Promise((r) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(r)))),
      ),
  );
  return page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
}

/**
 * `count` seeks to pseudo-random steps (a fixed seed), one after another, as a drag would. A
 * seek whose views have not landed after `giveUpMs` is recorded as it stands (`step` is then
 * another step's): a bound for a loaded machine, where a seek took seconds (it was 5 s), not a
 * target; the benchmark reports how long each took.
 */
export async function scrub(page: Page, count = 40, giveUpMs = 60_000): Promise<Scrub[]> {
  // tsx (the benches) names arrow functions with esbuild's __name: give the page one
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    async ([count, giveUpMs]) => {
      const input = document.querySelector<HTMLInputElement>('input[type=range]')!;
      const pos = document.querySelector('.timeline__pos')!;
      const shown = () => document.querySelector('.narration')?.getAttribute('data-step');
      const max = Number(input.max);
      // React tracks the input's value: set it through the native setter, as a user agent does
      const desc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
      const setValue = (v: string) => desc.set!.call(input, v);
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
      const out: Scrub[] = [];
      let seed = 7;
      const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      for (let k = 0; k < count; k++) {
        const target = Math.floor(next() * max);
        const t0 = performance.now();
        setValue(String(target));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        const first = performance.now() - t0;
        const value = input.value;
        const at = pos.textContent ?? '';
        while (shown() !== String(target) && performance.now() - t0 < giveUpMs) await frame();
        out.push({
          target,
          value,
          pos: at,
          frame: first,
          views: performance.now() - t0,
          step: shown(),
        });
        // let that frame finish before the next input
        await frame();
      }
      return out;
    },
    [count, giveUpMs] as const,
  );
}

/** The q-quantile (nearest rank) of xs. */
export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(s.length * q) - 1)]!;
}
