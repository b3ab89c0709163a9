/**
 * Lighthouse against the built explainer (desktop preset), each run in a fresh Chromium: the
 * category scores and the main performance metrics. Used by scripts/bench-browser.ts.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/e2e/chrome';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** audits under 1 that weigh in a category other than performance */
  failing: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function audit(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'desktop',
          screenEmulation: {
            mobile: false,
            width: 1350,
            height: 940,
            deviceScaleFactor: 1,
            disabled: false,
          },
          throttlingMethod: 'provided',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
      },
    );
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

function summary(lhr: Lhr): LighthouseRun {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const weighed = (id: string) =>
    ['accessibility', 'best-practices', 'seo'].some((c) =>
      lhr.categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && weighed(a.id))
      .map((a) => a.id),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    si: metric('speed-index'),
  };
}

/** `runs` Lighthouse runs, one after another. */
export async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  const out: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) out.push(summary(await audit(url)));
  return out;
}
