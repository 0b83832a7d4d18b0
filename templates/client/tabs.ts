// Tabs arrive rendered by the server (first or `default` tab selected, other panels hidden).
// This switches them, keeps every tab set with the same groupId on the page in step, and
// remembers the choice per groupId for the next page; a `queryString` tab set takes the
// address's choice first, and writes the reader's choice back into it.
import { ATTR, TABS_SELECTOR } from '../shared/attributes.js';

const storageKey = (group: string): string => `tabs-${group}`;

/** The container's own tabs, not those of tab sets nested in its panels. */
function tabsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
}

/** Shows the tab of `value` in the set; false when the set has no such tab. */
function select(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.getAttribute(ATTR.tabValue) === value)) return false;
  for (const tab of tabs) {
    const selected = tab.getAttribute(ATTR.tabValue) === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/**
 * A reader's choice in a set with `queryString` goes into the address, as the address's choice
 * goes into the set: a link copied then opens on the same tab. The entry is replaced, not added,
 * so Back leaves the page rather than stepping through tabs.
 */
function chooseInAddress(container: Element, value: string): void {
  const key = container.getAttribute(ATTR.tabQuery);
  if (!key) return;
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

function selectChosen(container: Element, value: string): void {
  if (select(container, value)) chooseInAddress(container, value);
}

function choose(tab: HTMLElement): void {
  const container = tab.closest(TABS_SELECTOR);
  const value = tab.getAttribute(ATTR.tabValue);
  if (!container || !value) return;
  const group = container.getAttribute(ATTR.tabGroup);
  if (!group) return selectChosen(container, value);
  try {
    localStorage.setItem(storageKey(group), value);
  } catch {
    // Storage can be full or blocked; the page still switches.
  }
  // Other sets above may change height: keep the clicked tab where the reader's eye is.
  const before = tab.getBoundingClientRect().top;
  for (const other of document.querySelectorAll(`${TABS_SELECTOR}[${ATTR.tabGroup}="${CSS.escape(group)}"]`)) selectChosen(other, value);
  scrollBy(0, tab.getBoundingClientRect().top - before);
}

function saved(group: string): string | null {
  try {
    return localStorage.getItem(storageKey(group));
  } catch {
    return null;
  }
}

export function setupTabs(): void {
  const query = new URLSearchParams(location.search);
  for (const container of document.querySelectorAll(TABS_SELECTOR)) {
    const group = container.getAttribute(ATTR.tabGroup);
    const key = container.getAttribute(ATTR.tabQuery);
    // The address's choice (`?os=linux`, from `<Tabs queryString="os">`) comes before the remembered one.
    const value = (key ? query.get(key) : null) ?? (group ? saved(group) : null);
    if (value) select(container, value);
  }
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const tabs = Array.from(tab?.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? []);
    if (!tab || tabs.length === 0) return;
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target % tabs.length];
    next?.focus();
    if (next) choose(next);
  });
}
