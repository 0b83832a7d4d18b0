// The only search code in the initial bundle: opens the dialog from the navbar button,
// Ctrl/⌘-K or `/`, and upgrades the `/search` page. The dialog, the index reader and the
// page script are one chunk loaded on first use. Listeners sit on the document, so they
// keep working after client navigation swaps the navbar and the main content.
import { ATTR } from '../../shared/attributes.js';
import { onPageShown } from '../page-events.js';
import { reloadOnce } from '../reload-guard.js';
import { word } from '../words.js';

type SearchChunk = typeof import('./chunk.js');
let chunk: Promise<SearchChunk> | undefined;

function load(): Promise<SearchChunk> {
  chunk ??= import('./chunk.js').catch((error: unknown) => {
    chunk = undefined;
    if (!reloadOnce(location.href)) console.error('garden-site: the search script failed to load', error);
    throw error;
  });
  return chunk;
}

/** The site's base URL (ending in `/`), from the search link, which carries it. */
function baseOf(link: Element | null): string | undefined {
  const href = link?.getAttribute('href') ?? link?.getAttribute('action');
  return href ? href.replace(/search\/?$/, '') : undefined;
}

function open(): void {
  const base = baseOf(document.querySelector(`[${ATTR.searchOpen}]`));
  if (base) void load().then((search) => search.openSearch(base, word), () => undefined);
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function upgradePage(): void {
  const area = document.querySelector<HTMLElement>(`[${ATTR.searchPage}]`);
  const base = baseOf(area?.closest('.search-page')?.querySelector('form') ?? null);
  if (area && base) void load().then((search) => search.setupSearchPage(area, base, word), () => undefined);
}

export function setupSearch(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${ATTR.searchOpen}]`);
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault(); // the link to /search stays for readers without JavaScript
    open();
  }, true); // capture: before the client router takes the click for a navigation
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target))) {
      if (!document.querySelector(`[${ATTR.searchOpen}]`)) return;
      event.preventDefault();
      open();
    }
  });
  upgradePage();
  onPageShown(upgradePage);
}
