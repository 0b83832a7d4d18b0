// Hides the navbar while the reader scrolls down and brings it back on the way up, with the
// `navbar-hidden` class (docs.css also reads it, to let the sticky sidebar use the room). The
// navbar is looked up on each scroll because client navigation replaces it.
import { ATTR } from '../shared/attributes.js';

export function setupNavbarScroll(): void {
  let last = scrollY;
  addEventListener('scroll', () => {
    const navbar = document.querySelector<HTMLElement>(`[${ATTR.navbar}="hide-on-scroll"]`);
    const y = scrollY;
    if (!navbar || Math.abs(y - last) < 4) return; // jitter, and momentum at the end of a flick
    // Near the top it always shows (a sticky element's offsetTop moves with it, so no use here).
    const hide = y > last && y > navbar.offsetHeight * 2 && !document.documentElement.classList.contains('drawer-open');
    navbar.classList.toggle('navbar-hidden', hide);
    last = y;
  }, { passive: true });
}
