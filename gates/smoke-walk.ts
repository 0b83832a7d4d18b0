// The smoke walk: every route in real Chromium, failing on an HTTP error status, a console
// error or an uncaught exception, or a failed request to the site itself.
import type { Browser, Page, Request } from 'playwright-core';

export interface WalkReport {
  visited: number;
  /** One line per problem: `route  what went wrong`. */
  problems: string[];
}

/** Routes are split between this many tabs, walked side by side. */
const TABS = 2;

export async function walkRoutes(browser: Browser, origin: string, routes: string[]): Promise<WalkReport> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(60_000);
  const problems: string[] = [];
  const lanes = Array.from({ length: TABS }, (_, lane) => routes.filter((_, index) => index % TABS === lane));
  let visited = 0;
  await Promise.all(lanes.map(async (lane) => {
    const tab = watch(await context.newPage(), origin, problems);
    for (const route of lane) {
      await tab.visit(route);
      visited++;
    }
  }));
  await context.close();
  return { visited, problems };
}

/** A tab whose problems are written down under the route it is on. */
function watch(page: Page, origin: string, problems: string[]): { visit: (route: string) => Promise<void> } {
  let current = '';
  const issuedOn = new WeakMap<Request, string>();
  const sameOrigin = (url: string): boolean => url.startsWith(`${origin}/`);
  const report = (text: string): void => void problems.push(`${current}  ${text}`);
  // Not failures of the site: what leaving a page cancels, what the page's script cancels on
  // purpose (a prefetch it no longer needs) and what the browser drops of its own (a favicon).
  // An aborted document, stylesheet, script or image still counts: Chromium aborts those when
  // they arrive broken (a stylesheet answered as text/plain).
  const cancelled = (request: Request): boolean => issuedOn.get(request) !== current || ['fetch', 'xhr', 'other'].includes(request.resourceType());
  page.on('request', (request) => issuedOn.set(request, current));
  page.on('response', (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) report(`HTTP ${response.status()} for ${response.url().slice(origin.length)}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    if (error === 'net::ERR_ABORTED' && cancelled(request)) return;
    if (sameOrigin(request.url())) report(`request failed (${error}): ${request.url().slice(origin.length)}`);
  });
  page.on('console', (message) => message.type() === 'error' && report(`console error: ${message.text()}`));
  page.on('pageerror', (error) => report(`uncaught exception: ${error.message}`));
  return {
    visit: async (route) => {
      current = route;
      try {
        await page.goto(origin + route, { waitUntil: 'load' });
        // What the page's script does right after load (prefetches, lazy parts) counts as well.
        await page.waitForTimeout(150);
      } catch (error) {
        report((error as Error).message.split('\n')[0] ?? 'navigation failed');
      }
    },
  };
}
