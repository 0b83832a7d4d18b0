// Pages a reader is likely to open next are fetched ahead: a link on hover, focus or touch,
// and links of the main content as they scroll into view (a few per page, when idle). Never
// on a 2G connection or when the reader asked the browser to save data.
import { navigableUrl, pageKey } from './links.js';
import { fetchPage } from './page-cache.js';
import { onPageShown } from './page-events.js';

const VISIBLE_PER_PAGE = 8;

interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

function prefetch(anchor: Element | null | undefined, background: boolean): void {
  const url = navigableUrl(anchor);
  if (!url || pageKey(url.href) === pageKey(location.href) || !prefetchAllowed()) return;
  fetchPage(url.href, { background }).catch(() => {}); // a failed prefetch is simply not used
}

export function setupPrefetch(): void {
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => prefetch((event.target as Element | null)?.closest?.('a'), false), { passive: true });
  }
  if (!('IntersectionObserver' in window)) return;
  const idle = (task: () => void): void => void ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 300));
  let budget = VISIBLE_PER_PAGE;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || budget <= 0) continue;
      observer.unobserve(entry.target);
      budget--;
      idle(() => prefetch(entry.target, true));
    }
  });
  const watch = (): void => {
    observer.disconnect();
    budget = VISIBLE_PER_PAGE;
    if (!prefetchAllowed()) return;
    for (const anchor of document.querySelectorAll('#main a[href]')) if (navigableUrl(anchor)) observer.observe(anchor);
  };
  watch();
  onPageShown(watch);
}
