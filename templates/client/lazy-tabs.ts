// Tabs are rare, so their code is a separate chunk loaded by pages that have tabs. A chunk that
// fails to load (removed by a newer deploy) gets one full reload to pick up the new build.
import { ATTR, TABS_SELECTOR } from '../shared/attributes.js';
import { reloadOnce } from './reload-guard.js';

let loading: Promise<void> | undefined;

export function enhanceTabs(): void {
  if (!document.querySelector(TABS_SELECTOR)) return;
  if (loading) {
    void loading.then(restoreChoices);
    return;
  }
  loading = import('./tabs.js').then(
    (tabs) => tabs.setupTabs(),
    (error: unknown) => {
      loading = undefined;
      if (!reloadOnce(location.href)) console.error('garden-site: the tabs script failed to load again after a reload; tabs keep their first panel', error);
    },
  );
}

/**
 * setupTabs restores saved choices once, for the page it starts on; its click handling covers
 * later pages. A page shown by client navigation gets its choices back by clicking the saved tab
 * (`tabs-<group>` is tabs.ts's storage key).
 */
function restoreChoices(): void {
  for (const container of document.querySelectorAll(`#main ${TABS_SELECTOR}[${ATTR.tabGroup}]`)) {
    const saved = localStorage.getItem(`tabs-${container.getAttribute(ATTR.tabGroup) ?? ''}`);
    const tab = saved ? container.querySelector<HTMLElement>(`[role="tab"][${ATTR.tabValue}="${CSS.escape(saved)}"]`) : null;
    if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
  }
}
