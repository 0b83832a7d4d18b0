// Navbar dropdowns. Hover (and, without this script, focus) opens them by CSS alone; this adds
// the rest: a click or Enter/Space on the button opens or closes one (its `aria-expanded`),
// the arrow keys, Home and End move through its links, Escape closes it and gives the button
// back its focus, and a click or focus elsewhere closes it.
import { ATTR } from '../shared/attributes.js';

const DROPDOWN = `[${ATTR.dropdown}]`;

const toggleOf = (dropdown: Element): HTMLElement | null => dropdown.querySelector<HTMLElement>('button');

function setOpen(dropdown: Element, open: boolean): void {
  toggleOf(dropdown)?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element | null): void {
  for (const dropdown of document.querySelectorAll(DROPDOWN)) if (dropdown !== except) setOpen(dropdown, false);
}

export function setupDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const dropdown = target?.closest?.(DROPDOWN);
    closeAll(dropdown);
    const toggle = dropdown ? toggleOf(dropdown) : null;
    if (dropdown && toggle?.contains(target)) setOpen(dropdown, toggle.getAttribute('aria-expanded') !== 'true');
  });
  document.addEventListener('keydown', (event) => {
    const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
    const toggle = dropdown ? toggleOf(dropdown) : null;
    if (!dropdown || !toggle) return;
    if (event.key === 'Escape') {
      setOpen(dropdown, false);
      toggle.focus();
      return;
    }
    const links = Array.from(dropdown.querySelectorAll<HTMLElement>('li a[href]'));
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at < 0 ? -1 : at - 1, Home: 0, End: -1 }[event.key];
    if (next === undefined || links.length === 0) return;
    event.preventDefault();
    setOpen(dropdown, true);
    links[(next + links.length) % links.length]?.focus();
  });
  document.addEventListener('focusout', (event) => {
    const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
  });
}
