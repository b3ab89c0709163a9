import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import type { AddressInfo } from 'node:net';
const [step, w, y, h, out] = [
  process.argv[2] ?? '83',
  Number(process.argv[3] ?? 390),
  Number(process.argv[4] ?? 0),
  Number(process.argv[5] ?? 800),
  process.argv[6] ?? '/tmp/clipx.png',
];
const server = await createServer({
  root: '/work/main',
  logLevel: 'silent',
  server: { host: '127.0.0.1', port: 0 },
});
await server.listen();
const { port } = server.httpServer!.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: w, height: 900 } });
page.on('pageerror', (e) => console.error(String(e)));
await page.goto(`http://127.0.0.1:${port}/#/explore?s=incident&step=${step}`);
await page.waitForSelector('.pv canvas', { timeout: 30000 });
await page.waitForTimeout(800);
if (process.env.SEL) {
  const b = await page.locator(process.env.SEL).first().boundingBox();
  console.log(JSON.stringify(b));
}
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y, width: w, height: h } });
await browser.close();
await server.close();
