// The drawer below 996 px: a modal <dialog> (the page behind is inert) opened by the menu
// button. Escape, the close button, a link or a click on the backdrop close it; Tab cycles
// inside it; the page does not scroll behind it. On docs pages it opens on the docs menu.
import { ATTR } from '../shared/attributes.js';
import { lendSidebar } from './drawer-sidebar.js';

const DESKTOP = '(min-width: 997px)';
const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const drawer = (): HTMLDialogElement | null => document.querySelector<HTMLDialogElement>(`dialog[${ATTR.menuDrawer}]`);
const menuButton = (): HTMLElement | null => document.querySelector<HTMLElement>(`[${ATTR.menuToggle}]`);

function focusables(within: Element): HTMLElement[] {
  return Array.from(within.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

function showPanel(dialog: HTMLDialogElement, name: string): void {
  let shown: HTMLElement | undefined;
  for (const panel of dialog.querySelectorAll<HTMLElement>(`[${ATTR.menuPanel}]`)) {
    panel.hidden = panel.getAttribute(ATTR.menuPanel) !== name;
    if (!panel.hidden) shown = panel;
  }
  if (shown) focusables(shown)[0]?.focus();
}

function open(): void {
  const dialog = drawer();
  if (!dialog || dialog.open) return;
  const giveBack = lendSidebar(dialog);
  dialog.showModal();
  document.documentElement.classList.add('drawer-open');
  menuButton()?.setAttribute('aria-expanded', 'true');
  dialog.addEventListener('close', () => {
    giveBack();
    document.documentElement.classList.remove('drawer-open');
    const button = menuButton();
    button?.setAttribute('aria-expanded', 'false');
    button?.focus();
  }, { once: true });
  // Each opening starts on the docs menu where there is one, as the page was rendered.
  showPanel(dialog, dialog.querySelector(`[${ATTR.menuPanel}="secondary"]`) ? 'secondary' : 'primary');
}

function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function setupMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.(`[${ATTR.menuToggle}]`)) return open();
    const dialog = target?.closest?.<HTMLDialogElement>(`dialog[${ATTR.menuDrawer}]`);
    if (!target || !dialog?.open) return;
    if (target === dialog) return outside(dialog, event) ? dialog.close() : undefined; // the backdrop
    const panel = target.closest(`[${ATTR.menuShow}]`)?.getAttribute(ATTR.menuShow);
    if (panel) return showPanel(dialog, panel);
    if (target.closest(`[${ATTR.menuClose}], a[href]`)) dialog.close();
  });
  document.addEventListener('keydown', (event) => {
    const dialog = drawer();
    if (event.key !== 'Tab' || !dialog?.open) return;
    // Keep focus inside: the inert page would otherwise hand it to the browser's own controls.
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  });
  matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches) drawer()?.close();
  });
}
