// Puts a fetched page on screen: its title, head metadata, navbar (active link, drawer menus)
// and main content replace the current ones; the announcement bar and footer stay.
import { META } from '../shared/attributes.js';
import type { FetchedPage } from './page-cache.js';

const HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

export type ReadPage = { kind: 'page'; doc: Document } | { kind: 'full-load'; reason: string };

/** A page this bundle can show in place, or why only a full load will do. */
export function readPage(page: FetchedPage, buildId: string): ReadPage {
  if (!/^text\/html\b/i.test(page.contentType)) return { kind: 'full-load', reason: `the response is ${page.contentType || 'of no type'}, not a page` };
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  if (!doc.getElementById('main')) return { kind: 'full-load', reason: 'the response has no main content' };
  const build = doc.querySelector<HTMLMetaElement>(`meta[name="${META.build}"]`)?.content;
  if (build !== buildId) return { kind: 'full-load', reason: 'the page comes from another build of the site' };
  return { kind: 'page', doc };
}

export function showPage(doc: Document): void {
  const main = document.getElementById('main');
  const next = doc.getElementById('main');
  if (!main || !next) throw new Error('no main content to replace');
  document.title = doc.title;
  document.documentElement.lang = doc.documentElement.lang || document.documentElement.lang;
  for (const element of document.head.querySelectorAll(HEAD_SELECTOR)) element.remove();
  document.head.append(...Array.from(doc.head.querySelectorAll(HEAD_SELECTOR), (element) => document.adoptNode(element)));
  const navbar = document.querySelector('header.navbar');
  const nextNavbar = doc.querySelector('header.navbar');
  if (navbar && nextNavbar) navbar.replaceWith(document.adoptNode(nextNavbar));
  main.replaceWith(document.adoptNode(next));
}

/** Moves focus to the new page's heading, so keyboard and screen-reader users start there. */
export function focusHeading(): void {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
