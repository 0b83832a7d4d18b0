// `docs.sidebar.hideable`: the button under the docs sidebar hides it on wide screens, and the
// one that takes its place shows it again. The choice is a flag on <html>, which client
// navigation keeps, so it holds from page to page until a full load.
import { ATTR, ROOT_FLAG } from '../shared/attributes.js';

export function setupSidebarToggle(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(`[${ATTR.sidebarToggle}]`)) return;
    const hidden = document.documentElement.toggleAttribute(ROOT_FLAG.docsSidebarHidden);
    // The button pressed is gone: focus goes to the one that undoes it.
    document.querySelector<HTMLElement>(hidden ? '.docs-sidebar-show' : '.docs-sidebar-hide')?.focus();
  });
}
