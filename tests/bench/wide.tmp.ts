import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { AddressInfo } from 'node:net';
const server = await createServer({
  configFile: false,
  root: '/work/main/tests/bench',
  plugins: [react()],
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 0 },
});
await server.listen();
const { port } = server.httpServer!.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(`http://127.0.0.1:${port}/?step=110`);
await page.waitForSelector('.pv canvas');
await page.waitForTimeout(600);
console.log(
  await page.evaluate(() => {
    const out: string[] = [`scroll ${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 392)
        out.push(
          `${el.tagName}.${(el as HTMLElement).className?.toString?.()} ${Math.round(r.left)}-${Math.round(r.right)}`,
        );
    }
    return out.slice(0, 15).join('\n');
  }),
);
await browser.close();
await server.close();
