// Browser entry: each module upgrades server-rendered markup found by data attributes.
// Everything works without JavaScript; this only adds comfort.
import { setupColorMode } from './color-mode.js';
import { setupCodeCopy } from './code-copy.js';
import { setupTabs } from './tabs.js';
import { setupMenu } from './menu.js';
import { setupAnnouncement } from './announcement.js';
import { setupDocsVersion } from './docs-version.js';
import { setupNavbarScroll } from './navbar-scroll.js';

setupColorMode();
setupCodeCopy();
setupTabs();
setupMenu();
setupAnnouncement();
setupDocsVersion();
setupNavbarScroll();
