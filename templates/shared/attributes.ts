// Data-attribute names shared by the server templates and the browser script, so the two
// sides cannot drift apart.
export const ATTR = {
  themeToggle: 'data-theme-toggle',
  copyButton: 'data-copy',
  menuToggle: 'data-menu-toggle',
  menuDrawer: 'data-menu-drawer',
  menuClose: 'data-menu-close',
  tabs: 'data-tabs',
  tabGroup: 'data-group-id',
  tabValue: 'data-value',
  announcementClose: 'data-announcement-close',
  announcementId: 'data-announcement-id',
  docsVersion: 'data-docs-version',
  navbar: 'data-navbar',
  tocToggle: 'data-toc-toggle',
} as const;
