// A closeable announcement bar: the close button hides it and remembers the bar's id, so it
// stays hidden (the inline head script hides it before paint) until a bar with another id.
import { ATTR, ROOT_FLAG, STORAGE } from '../shared/attributes.js';

export function setupAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${ATTR.announcementClose}]`);
    const id = button?.closest(`[${ATTR.announcementId}]`)?.getAttribute(ATTR.announcementId);
    if (!button || !id) return;
    try {
      localStorage.setItem(STORAGE.announcementDismissed, id);
    } catch {
      // storage off: hidden for this page only
    }
    const hadFocus = document.activeElement === button;
    document.documentElement.setAttribute(ROOT_FLAG.announcementDismissed, '');
    // The button is gone: keep a keyboard reader's place at the top of the page.
    if (hadFocus) document.querySelector<HTMLElement>('.navbar-brand')?.focus();
  });
}
