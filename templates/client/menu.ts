import { ATTR } from '../shared/attributes.js';

export function setupMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>(`[${ATTR.menuToggle}]`);
  const drawer = document.querySelector<HTMLElement>(`[${ATTR.menuDrawer}]`);
  if (!toggle || !drawer) return;
  const focusables = (): HTMLElement[] => Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((element) => element.offsetParent !== null);
  const show = (panel: string): void => {
    for (const element of drawer.querySelectorAll<HTMLElement>('[data-drawer-panel]')) element.hidden = element.dataset.drawerPanel !== panel;
  };
  const close = (): void => {
    drawer.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('drawer-open');
    toggle.focus();
  };
  const open = (): void => {
    drawer.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add('drawer-open');
    focusables()[0]?.focus();
  };
  toggle.addEventListener('click', open);
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    const panel = target.closest<HTMLElement>('[data-drawer-show]')?.dataset.drawerShow;
    if (panel) return show(panel);
    if (target.closest(`[${ATTR.menuClose}]`) || target.closest('a[href]')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (drawer.hidden) return;
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    // Keep focus inside the open drawer.
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}
