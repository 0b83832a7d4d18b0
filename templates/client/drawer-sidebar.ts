// A docs page carries its sidebar once, in the desktop column: drawn twice, its hundreds of
// links would double the largest part of a large site's HTML. The drawer (only ever opened by this script, below 997 px
// where the column is hidden) borrows that one sidebar while it is open and gives it back
// when it closes, so the categories a reader opens are the same in both places.
import { ATTR } from '../shared/attributes.js';
import { word } from './words.js';

/** Moves the page's sidebar into the drawer's docs panel; the returned function puts it back. */
export function lendSidebar(dialog: HTMLDialogElement): () => void {
  const panel = dialog.querySelector(`[${ATTR.menuPanel}="secondary"]`);
  const sidebar = document.querySelector<HTMLElement>('.docs-sidebar > nav.sidebar');
  const home = sidebar?.parentElement;
  if (!panel || !sidebar || !home) return () => {};
  const label = sidebar.getAttribute('aria-label');
  sidebar.setAttribute('aria-label', word('docsMenu'));
  panel.append(sidebar);
  return () => {
    // After a client navigation the column belongs to a page that is gone: the new page has its own.
    if (!home.isConnected) return;
    if (label === null) sidebar.removeAttribute('aria-label');
    else sidebar.setAttribute('aria-label', label);
    home.append(sidebar);
  };
}
