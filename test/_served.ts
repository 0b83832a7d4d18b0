// Browser-test plumbing: build a site (a fixture, or the real one) with the real CLI into a
// temp folder, serve a folder with the preview server on a free loopback port, and start
// Chromium beside it.
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'ava';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { createStaticServer, type StaticServerOptions } from '../cli/serve/server.js';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { makeSite, REPO_ROOT, runCli } from './_site.js';

/** Builds a fixture site; returns its output folder. */
export async function buildFixture(files: Record<string, string>): Promise<string> {
  const root = makeSite(files);
  const result = await runCli(['build'], root);
  if (result.code !== 0) throw new Error(`fixture build failed:\n${result.stderr}`);
  return path.join(root, 'dist');
}

/** Builds this repository's own site (the Geo Garden Club) into a temp folder. */
export async function buildRealSite(): Promise<string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-real-')), 'dist');
  const result = await runCli(['build', '--out', out], REPO_ROOT);
  if (result.code !== 0) throw new Error(`site build failed:\n${result.stderr}`);
  return out;
}

export interface Served {
  origin: string;
  close: () => void;
}

export async function serve(root: string, options: Partial<StaticServerOptions> = {}): Promise<Served> {
  const server: Server = createStaticServer({ root, host: '127.0.0.1', ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}

/** A built site on a loopback port and a Chromium to visit it with, for one test file. */
export interface SiteInChromium {
  browser: Browser;
  origin: string;
}

/**
 * Registers the test file's hooks: before its tests, builds a site (`build` returns the output
 * folder), serves it and starts Chromium; after them, stops both. The fields are set once the
 * before hook has run.
 */
export function siteInChromium(build: () => Promise<string>): SiteInChromium {
  const site = {} as SiteInChromium;
  let server: Served | undefined;
  test.before(async () => {
    server = await serve(await build());
    site.origin = server.origin;
    site.browser = await chromium.launch(CHROMIUM_LAUNCH);
  });
  test.after.always(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}

/** Paths of the full page loads (document requests) a page makes from now on. */
export function recordPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Paths fetched in the background (client navigation and prefetch) from now on. */
export function recordFetches(page: Page): string[] {
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetches.push(new URL(request.url()).pathname);
  });
  return fetches;
}

// Page-side code goes to the browser as text: the engine's tsconfig has no DOM types.

/** The value of a JavaScript expression in the page. */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Waits until a JavaScript expression is true in the page. */
export async function until(page: Page, expression: string): Promise<void> {
  await page.waitForFunction(expression);
}

/** A computed style property of the first element matching `selector`. */
export function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return inPage(page, `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`);
}

/** Whether the focused element matches `selector` (or lies inside it, with `within`). */
export function focusIn(page: Page, selector: string, within = false): Promise<boolean> {
  return inPage(page, `Boolean(document.activeElement?.${within ? 'closest' : 'matches'}(${JSON.stringify(selector)}))`);
}

/** Waits until the main heading reads `text`. */
export function headingIs(page: Page, text: string): Promise<void> {
  return until(page, `document.querySelector('main h1')?.textContent === ${JSON.stringify(text)}`);
}

/** Types into the open search dialog and waits for the live region to report results; returns what it says. */
export async function typeQuery(page: Page, query: string): Promise<string> {
  await page.getByRole('combobox').fill(query);
  await until(page, `document.querySelector('.search-dialog [role=listbox]')?.dataset.query === ${JSON.stringify(query)}`);
  return (await page.locator('.search-dialog [role=status]').textContent()) ?? '';
}

/** A browser context with room for a loaded machine: actions wait up to a minute, not 30 s. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(60_000);
  return context;
}
