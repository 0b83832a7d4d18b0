// Client navigation: a click on a page link of this site fetches that page and swaps it in,
// with history, scroll and focus handled as a full load would. Whatever it cannot use (another
// build, not a page) falls back to a full load. Without JavaScript links simply load pages.
import { META } from '../shared/attributes.js';
import { navigableUrl, pageKey } from './links.js';
import { describeError, showProblem, startLoading } from './nav-feedback.js';
import { fetchPage, type FetchedPage } from './page-cache.js';
import { announcePageShown, metaContent } from './page-events.js';
import { focusHeading, readPage, showPage } from './page-swap.js';
import { clearReloadGuard, reloadOnce } from './reload-guard.js';
import { enterEntry, leaveEntry, newEntryState, setupScrollMemory } from './scroll-memory.js';
import { word } from './words.js';

type Mode = 'push' | 'pop' | 'retry';

export function setupRouter(): void {
  const buildId = metaContent(META.build);
  if (!buildId) return; // not a page of this engine: leave the links alone
  setupScrollMemory();
  /** The address whose page is on screen, and whether it is the page (not an error box). */
  let shown = pageKey(location.href);
  let healthy = true;
  let latest = 0;

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = navigableUrl((event.target as Element | null)?.closest?.('a'));
    // The page on screen: the browser scrolls to the fragment (or reloads) on its own.
    if (!url || (healthy && pageKey(url.href) === shown)) return;
    event.preventDefault();
    void go(url, 'push', undefined);
  });

  addEventListener('popstate', (event) => {
    if (healthy && pageKey(location.href) === shown) return; // a fragment within the page
    void go(new URL(location.href), 'pop', event.state);
  });

  async function go(url: URL, mode: Mode, state: unknown): Promise<void> {
    const id = ++latest;
    leaveEntry();
    const stopLoading = startLoading();
    let page: FetchedPage;
    try {
      page = await fetchPage(url.href, { fresh: mode === 'retry' });
    } catch (error) {
      if (id === latest) failed(url, mode, state, describeError(error));
      return;
    } finally {
      stopLoading();
    }
    if (id !== latest) return; // the reader has gone on elsewhere
    if (page.status >= 400 && page.status !== 404) return failed(url, mode, state, `The server answered ${page.status} ${page.statusText}`.trim());
    const read = readPage(page, buildId as string);
    if (read.kind === 'full-load') {
      if (!reloadOnce(url.href)) failed(url, mode, state, `${read.reason}, and a full load did not help.`, () => location.assign(url.href));
      return;
    }
    const target = new URL(page.url);
    target.hash = url.hash;
    let committed = false;
    try {
      showPage(read.doc);
      const saved = commit(target, mode, state);
      committed = true;
      placeReader(target, mode === 'pop' ? saved : undefined);
      clearReloadGuard();
      announcePageShown();
    } catch (error) {
      if (!committed) commit(target, mode, state);
      healthy = false;
      showProblem({ title: word('crashed'), detail: describeError(error), action: word('tryAgain'), retry: () => void go(target, 'retry', history.state) });
    }
  }

  /** Puts the address in the bar and history; returns the entry's remembered scroll position. */
  function commit(url: URL, mode: Mode, state: unknown): number | undefined {
    if (mode === 'push') {
      state = newEntryState();
      history.pushState(state, '', url.href);
    } else if (mode === 'retry') {
      state = history.state;
      history.replaceState(state, '', url.href);
    }
    shown = pageKey(url.href);
    healthy = true;
    return enterEntry(state);
  }

  function failed(url: URL, mode: Mode, state: unknown, detail: string, retry?: () => void): void {
    commit(url, mode, state);
    healthy = false;
    showProblem({ title: word('failed'), detail, action: word('retry'), retry: retry ?? (() => void go(url, 'retry', history.state)) });
  }
}

/** Back/forward: where the reader was; otherwise the fragment's target or the top. */
function placeReader(url: URL, saved: number | undefined): void {
  const anchor = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (saved !== undefined) scrollTo(0, saved);
  else if (anchor) anchor.scrollIntoView();
  else scrollTo(0, 0);
  focusHeading();
}
