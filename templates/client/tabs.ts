import { ATTR, TABS_SELECTOR } from '../shared/attributes.js';

const storageKey = (group: string): string => `tabs-${group}`;

function select(container: Element, value: string): void {
  for (const tab of container.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = tab.getAttribute(ATTR.tabValue) === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

export function setupTabs(): void {
  const containers = document.querySelectorAll(TABS_SELECTOR);
  for (const container of containers) {
    const group = container.getAttribute(ATTR.tabGroup);
    const saved = group ? localStorage.getItem(storageKey(group)) : null;
    if (saved && container.querySelector(`[role="tab"][${ATTR.tabValue}="${CSS.escape(saved)}"]`)) select(container, saved);
  }
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const container = tab?.closest(TABS_SELECTOR);
    const value = tab?.getAttribute(ATTR.tabValue);
    if (!tab || !container || !value) return;
    const group = container.getAttribute(ATTR.tabGroup);
    if (!group) return select(container, value);
    localStorage.setItem(storageKey(group), value);
    for (const other of document.querySelectorAll(`${TABS_SELECTOR}[${ATTR.tabGroup}="${CSS.escape(group)}"]`)) select(other, value);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    next?.focus();
    next?.click();
  });
}
