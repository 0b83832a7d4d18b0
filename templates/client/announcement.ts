import { ATTR } from '../shared/attributes.js';

const KEY = 'announcement-dismissed';

export function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>(`[${ATTR.announcementId}]`);
  const close = bar?.querySelector(`[${ATTR.announcementClose}]`);
  if (!bar || !close) return;
  const id = bar.getAttribute(ATTR.announcementId) ?? '';
  // A dismissal lasts until the bar's id changes.
  if (localStorage.getItem(KEY) === id) bar.hidden = true;
  close.addEventListener('click', () => {
    localStorage.setItem(KEY, id);
    bar.hidden = true;
  });
}
