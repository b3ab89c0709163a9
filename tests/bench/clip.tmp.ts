import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { AddressInfo } from 'node:net';
const [step, w, y, h, out] = [
  process.argv[2] ?? '83',
  Number(process.argv[3] ?? 390),
  Number(process.argv[4] ?? 0),
  Number(process.argv[5] ?? 800),
  process.argv[6] ?? '/tmp/clip.png',
];
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
const page = await browser.newPage({ viewport: { width: w, height: 844 } });
page.on('pageerror', (e) => console.error(String(e)));
await page.goto(`http://127.0.0.1:${port}/?step=${step}${process.env.EXTRA ?? ''}`);
await page.waitForSelector('.pv canvas');
await page.waitForTimeout(600);
if (process.env.HOVERSEL) {
  await page.hover(process.env.HOVERSEL);
  await page.waitForTimeout(400);
}
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y, width: w, height: h } });
await browser.close();
await server.close();
