// Screenshots of built pages in real Chromium, to look at with your own eyes:
//   npx tsx scripts/screenshot.ts [route ...]   (writes screenshots/*.png; serve dist/ first is not needed)
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../cli/serve/server.js';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/pricing'];
const server = createStaticServer({ root: path.resolve('dist'), host: '127.0.0.1' });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync('screenshots', { recursive: true });
try {
  for (const route of routes) {
    for (const width of [375, 1280]) {
      for (const theme of ['light', 'dark']) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.addInitScript(`localStorage.setItem('theme', '${theme}')`);
        await page.goto(origin + route);
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}-${theme}.png`;
        await page.screenshot({ path: path.join('screenshots', name), fullPage: true });
        await page.close();
        console.log(`screenshots/${name}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
