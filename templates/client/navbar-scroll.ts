import { ATTR } from '../shared/attributes.js';

/** Hides the navbar while scrolling down, shows it again on the way up. */
export function setupNavbarScroll(): void {
  const navbar = document.querySelector<HTMLElement>(`[${ATTR.navbar}="hide-on-scroll"]`);
  if (!navbar) return;
  let last = scrollY;
  addEventListener('scroll', () => {
    const y = scrollY;
    navbar.classList.toggle('navbar-hidden', y > last && y > navbar.offsetHeight);
    last = y;
  }, { passive: true });
}
