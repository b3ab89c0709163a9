import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROME_FLAGS, CHROME_PATH, missingBrowser } from './chrome';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** the offline single file (`npm run build:offline`), as a file:// URL */
    offlineURL: string;
    /** the one Chromium of the run (`chromium.launchServer`), for `launchBrowser()` to connect to */
    browserWSEndpoint: string;
  }
}

/**
 * Build once for every e2e file: the site (served from dist with `vite preview` on a free
 * 127.0.0.1 port) and the offline single file (dist-offline/index.html); hand both URLs to tests.
 * Chromium is started here too, once, and stopped after the last file. Without it the set-up
 * fails, and with it every e2e test (never skipped).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // side by side: each build waits on the other's file writes and minifier at times
    await Promise.all([
      build({ mode: 'production', logLevel: 'warn' }),
      build({ configFile: 'vite.offline.config.mjs', mode: 'production', logLevel: 'warn' }),
    ]);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const missing = missingBrowser();
  if (missing) throw missing;
  const browser = await chromium.launchServer({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    host: '127.0.0.1',
  });
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  const server = await preview({
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${address.port}/`);
  project.provide('offlineURL', `file://${resolve('dist-offline/index.html')}`);
  return async () => {
    await server.close();
    await browser.close();
  };
}
