/**
 * Screenshots of the views at the leak's key steps (1440×900 and 390×844), from the views
 * harness (tests/bench/index.html) or, with --explore, from the app's #/explore screen.
 * Run: npx tsx tests/bench/shots.ts [--explore] [--theme=dark|contrast|light] [--only=NAME]
 * writes test-results/screenshots/views-*.png (with --explore, the fixed scenario's 400 too).
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'test-results', 'screenshots');
const explore = process.argv.includes('--explore');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const theme = process.argv.find((a) => a.startsWith('--theme='))?.slice(8);

const STEPS: [string, number, string?][] = [
  ['reject', 73],
  ['placeholder', 74],
  ['reserve', 78],
  ['send', 81],
  ['prefill-success', 82],
  ['decisive', 83],
  ['stale-read', 84],
  ['response', 110],
  ['fixed-400', 77, 'incident-fixed'],
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await createServer(
    explore
      ? { root: ROOT, logLevel: 'warn', server: { host: '127.0.0.1', port: 0 } }
      : {
          configFile: false,
          root: join(ROOT, 'tests', 'bench'),
          plugins: [react()],
          logLevel: 'warn',
          server: { host: '127.0.0.1', port: 0 },
        },
  );
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  try {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({
        viewport: { width: w, height: h },
        colorScheme: theme === 'dark' || theme === 'contrast' ? 'dark' : 'light',
      });
      if (explore && theme) {
        // the app's persisted preference (zustand persist), read at start-up
        const prefs = JSON.stringify({ state: { theme, speed: 4 }, version: 1 });
        await page.addInitScript((v) => localStorage.setItem('stale-pages:preferences', v), prefs);
      }
      page.on('pageerror', (e) => console.error('pageerror', String(e)));
      page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
      for (const [name, step, scenario = 'incident'] of STEPS) {
        if (only && !name.includes(only)) continue;
        const url = explore
          ? `http://127.0.0.1:${port}/#/explore?s=${scenario}&step=${step}`
          : `http://127.0.0.1:${port}/?scenario=${scenario}&step=${step}${theme ? `&theme=${theme}` : ''}`;
        await page.goto(url);
        // wait on state, not on time: the step is shown (explore) or the harness says ready
        if (explore)
          // the step shown (clamped to the trace's length) is the one the link names
          await page.waitForFunction(() => {
            const v = (document.getElementById('timeline-input') as HTMLInputElement | null)?.value;
            return v !== undefined && new RegExp(`[?&]step=${v}(&|$)`).test(location.hash);
          });
        else
          await page.waitForFunction(
            () => (window as unknown as { __harness?: { ready: boolean } }).__harness?.ready,
          );
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const file = join(OUT, `views-${name}-${w}${theme ? `-${theme}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
