/**
 * The one axe scan every e2e file uses. It runs axe in the page itself (`setLegacyMode`):
 * AxeBuilder's default runs each frame's part and then opens a second page to combine them, a
 * new renderer on every scan, which is only needed for cross-origin frames and the app has no
 * frames. On the explainer at 1440×900 a scan took 8.7 s that way and 3.2–4.1 s in the page
 * (timed once on this 2-core machine, 2026-12-02). Only violations are collected
 * (`resultTypes`): passes and incomplete results keep one node each.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeScan {
  /** only serious and critical violations (default: every impact) */
  seriousOnly?: boolean;
  /** scan only what matches this selector (default: the whole page) */
  within?: string;
}

/** One line per violation, with every offending node and why it fails. */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scan.within) builder = builder.include(scan.within);
  const res = await builder.analyze();
  return res.violations
    .filter((v) => !scan.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary}` : ''}`)
          .join(' | ')})`,
    );
}
