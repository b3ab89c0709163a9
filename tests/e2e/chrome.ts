/** Debian's Chromium and the flags that keep it off the network (shared by tests and benches). */
import { existsSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 preloads its omnibox popups (chrome://omnibox-popup.top-chrome/, a WebUI
  // renderer) for every window, and each browser context is a window: headless, nobody types
  // in an address bar. Without them three new contexts cost 3.1 CPU-seconds instead of 4.9
  // (measured with /proc/stat on this machine, 2026-12-02).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

/** Why the e2e tests cannot run without Chromium: a failure, never a silent skip (in CI or not). */
export function missingBrowser(): Error | null {
  if (existsSync(CHROME_PATH)) return null;
  return new Error(
    `Chromium not found at ${CHROME_PATH}: apt-get install -y --no-install-recommends chromium, or set CHROME_PATH`,
  );
}
