// Browser entry: each module upgrades server-rendered markup found by data attributes.
// Everything works without JavaScript; this only adds comfort. Rare parts (tabs) are chunks
// loaded when a page needs them, so every page pays only for this file up front.
import { setupAnalytics } from './analytics.js';
import { setupAnnouncement } from './announcement.js';
import { setupCodeCopy } from './code-copy.js';
import { setupColorMode } from './color-mode.js';
import { setupDocsSidebar } from './docs-sidebar.js';
import { setupDocsVersion } from './docs-version.js';
import { setupDropdowns } from './dropdowns.js';
import { enhanceTabs } from './lazy-tabs.js';
import { setupLocaleLinks } from './locale-links.js';
import { setupMenu } from './menu.js';
import { setupNavbarScroll } from './navbar-scroll.js';
import { normalizePath } from './normalize-path.js';
import { onPageShown } from './page-events.js';
import { setupPrefetch } from './prefetch.js';
import { setupRouter } from './router.js';
import { setupSearch } from './search/trigger.js';
import { setupSidebarToggle } from './sidebar-toggle.js';

normalizePath();
setupColorMode();
setupMenu();
setupDropdowns();
setupLocaleLinks();
setupAnnouncement();
setupNavbarScroll();
setupCodeCopy();
setupRouter();
setupPrefetch();
setupDocsSidebar();
setupSidebarToggle();
setupSearch();
const enhancePage = (): void => {
  setupDocsVersion();
  enhanceTabs();
};
enhancePage();
onPageShown(enhancePage);
setupAnalytics();
