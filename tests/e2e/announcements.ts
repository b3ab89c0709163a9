/**
 * What a screen reader would be asked to say: every text change inside a live region (aria-live
 * polite or assertive, role status, alert or log, <output>), recorded in the page from its first
 * script on. An upper bound on speech (a reader may merge queued polite messages), but a count
 * of 0 is silence. The accessibility review (round 4) counted so.
 */
import type { Page } from 'playwright-core';

export interface Announcement {
  /** the live region's text after the change */
  text: string;
  /** the region's test id or class, for the failure message */
  region: string;
}

declare global {
  interface Window {
    __announced?: Announcement[];
  }
}

/** Starts recording in every document the page loads (call before `goto`). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: Announcement[] = (window.__announced = []);
    const liveRegion = (el: Element | null): Element | null => {
      for (let e = el; e; e = e.parentElement) {
        const live = e.getAttribute('aria-live');
        if (live === 'off') return null;
        if (live === 'polite' || live === 'assertive') return e;
        if (/^(status|alert|log)$/.test(e.getAttribute('role') ?? '') || e.tagName === 'OUTPUT')
          return e;
      }
      return null;
    };
    new MutationObserver((changes) => {
      const seen = new Set<Element>();
      for (const c of changes) {
        const at = c.target instanceof Element ? c.target : c.target.parentElement;
        const region = liveRegion(at);
        if (!region || seen.has(region)) continue;
        seen.add(region);
        const text = (region.textContent ?? '').trim();
        const name = region.getAttribute('data-testid') ?? String(region.getAttribute('class'));
        if (text) said.push({ text, region: name });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What was announced since the last call (and forgets it). */
export async function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => (window.__announced ?? []).splice(0));
}
