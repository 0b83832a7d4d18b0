// Data-attribute names shared by the server templates and the browser script, so the two
// sides cannot drift apart.
export const ATTR = {
  themeToggle: 'data-theme-toggle',
  copyButton: 'data-copy',
  menuToggle: 'data-menu-toggle',
  menuDrawer: 'data-menu-drawer',
  menuClose: 'data-menu-close',
  tabGroup: 'data-group-id',
  tabValue: 'data-value',
  announcementClose: 'data-announcement-close',
  announcementId: 'data-announcement-id',
  docsVersion: 'data-docs-version',
  navbar: 'data-navbar',
  tocToggle: 'data-toc-toggle',
} as const;

/** Tabs come from the engine's markdown (`<Tabs>` in content): a `.tabs` container of
 *  `role="tab"` buttons and `role="tabpanel"` panels carrying these attributes. */
export const TABS_SELECTOR = '.tabs';
