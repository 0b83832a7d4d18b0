// Screenshots of built pages in real Chromium, to look at with your own eyes:
//   npx tsx scripts/screenshot.ts [--dist DIR] [--out DIR] [--width N]... [route ...]
// Serves DIR (default dist/) itself, so no server is needed; writes <out>/<route>-<width>-<theme>.png
// (default screenshots/) at 375 and 1280 px (or the --width values), light and dark. The dist/
// folder is shared between engineers, so build into your own folder and pass --dist.
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from '../cli/serve/server.js';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'screenshots' },
    width: { type: 'string', multiple: true },
  },
});
const root = path.resolve(values.dist);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`no built site in ${root}: build first (node bin/garden-site.js build --out ${values.dist})`);
  process.exit(2);
}
const routes = positionals.length ? positionals : ['/', '/pricing'];
const widths = values.width?.map(Number).filter((width) => width > 0) ?? [375, 1280];
const server = createStaticServer({ root, host: '127.0.0.1' });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(values.out, { recursive: true });
try {
  for (const route of routes) {
    for (const width of widths) {
      for (const theme of ['light', 'dark']) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.addInitScript(`localStorage.setItem('theme', '${theme}')`);
        await page.goto(origin + route, { waitUntil: 'load' });
        // Lazy images below the fold load only near the viewport; a full-page shot needs them all.
        await page.evaluate('document.querySelectorAll("img[loading=lazy]").forEach((img) => { img.loading = "eager"; })');
        await page.waitForFunction('[...document.images].every((img) => img.complete)');
        // A page wider than the viewport scrolls sideways on a phone: say so, it is a bug.
        const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as number;
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}-${theme}.png`;
        const file = path.join(values.out, name);
        await page.screenshot({ path: file, fullPage: true });
        await page.close();
        console.log(overflow > 0 ? `${file}  (overflows the viewport by ${overflow} px)` : file);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
