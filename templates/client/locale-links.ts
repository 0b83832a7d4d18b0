// The locale menu leads to this page in another locale; the reader's query and fragment go
// along, added as a link is about to be followed (pointed at, touched or focused), so every
// way of following it (click, middle click, keyboard, "open in new tab") takes them.
import { ATTR } from '../shared/attributes.js';

export function setupLocaleLinks(): void {
  const keepPlace = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.(`a[${ATTR.localeLink}]`);
    if (link instanceof HTMLAnchorElement) link.href = link.href.replace(/[?#].*$/, '') + location.search + location.hash;
  };
  document.addEventListener('pointerover', keepPlace);
  document.addEventListener('focusin', keepPlace);
}
