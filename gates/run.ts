// `npm run gates`: builds this repository's site into a temp folder, serves it with
// garden-site's server on 127.0.0.1, runs the four quality gates (axe, html-validate,
// Lighthouse, the smoke walk), prints their figures as a table, and exits 1 on any failure.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { paint, plural, type Terminal } from '../cli/diagnostics/report.js';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';
import { checkAccessibility } from './accessibility.js';
import { validateSite } from './html-validate.js';
import { scorePages } from './lighthouse.js';
import { FRENCH_BASE, FRENCH_SITE } from './_fixtures.js';
import { buildSite, REPO_ROOT, serveSite } from './site.js';
import { walkRoutes } from './smoke-walk.js';
import { formatTable } from './table.js';
import { judgeGates, LIGHTHOUSE_BUDGET, type GateResults } from './verdict.js';

/** A French docs page (gates/_fixtures/french, built beside the site): axe and Lighthouse judge a page whose language is not English. */
const FRENCH_DOC = `${FRENCH_BASE}docs/bienvenue`;
/** A landing page, a docs page, the news list, a post, a tag page, pricing, the 404 page, and a page in French. */
const AXE_PAGES = ['/', '/docs/home/welcome', '/news', '/news/2025/10/22/release', '/news/tags/releases', '/pricing', '/this-page-does-not-exist', FRENCH_DOC];
const LIGHTHOUSE_PAGES = ['/', '/docs/home/welcome', '/news', '/news/2025/10/22/release', FRENCH_DOC];
const ROUTES_FILE = path.join(REPO_ROOT, 'test/_fixtures/routes.txt');

const terminal: Terminal = { isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR, write: (text) => void process.stdout.write(text) };

function routes(): string[] {
  return readFileSync(ROUTES_FILE, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line.startsWith('/'));
}

async function main(): Promise<number> {
  const started = Date.now();
  const step = (text: string): void => terminal.write(paint(terminal, 'dim', `gates: ${text} (${Math.round((Date.now() - started) / 1000)} s)\n`));
  step('building the site');
  const dist = await buildSite();
  step('building the French fixture site');
  await buildSite(FRENCH_SITE, path.join(dist, FRENCH_BASE));
  const site = await serveSite(dist);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  // Closed as soon as the browser checks are done (see Lighthouse below), or on the way out after a failure.
  let browserOpen = true;
  const closeBrowser = async (): Promise<void> => {
    if (browserOpen) await browser.close();
    browserOpen = false;
  };
  try {
    // These three measure no time, so they run side by side (axe and the walk each in a browser context of its own).
    step('html-validate on every page, axe in both colour modes at 375 and 1280 px, and the smoke walk over test/_fixtures/routes.txt');
    const [html, axe, walk] = await Promise.all([validateSite(dist), checkAccessibility(browser, site.origin, AXE_PAGES), walkRoutes(browser, site.origin, routes())]);
    // Lighthouse runs alone: a second browser working beside it would lower its performance figures.
    await closeBrowser();
    step('Lighthouse');
    const lighthouse = await scorePages(site.origin, LIGHTHOUSE_PAGES, LIGHTHOUSE_BUDGET.performance);
    const results: GateResults = { axe, html, lighthouse, walk };
    const failures = judgeGates(results);
    for (const failure of failures.slice(0, 50)) terminal.write(`${paint(terminal, 'red', 'fail')} ${failure}\n`);
    if (failures.length > 50) terminal.write(`… and ${failures.length - 50} more\n`);
    terminal.write(`\n${formatTable(results)}\n`);
    const seconds = Math.round((Date.now() - started) / 1000);
    terminal.write(failures.length ? paint(terminal, 'red', `✖ quality gates failed: ${plural(failures.length, 'failure')} (${seconds} s)\n`) : paint(terminal, 'green', `✔ quality gates passed (${seconds} s)\n`));
    return failures.length ? 1 : 0;
  } finally {
    await closeBrowser();
    await site.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  }
}

main().then((code) => (process.exitCode = code), (error: unknown) => {
  terminal.write(`${paint(terminal, 'red', 'error')} ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
