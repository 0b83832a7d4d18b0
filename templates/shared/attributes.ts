// Data-attribute names shared by the server templates and the browser script, so the two
// sides cannot drift apart.
export const ATTR = {
  themeToggle: 'data-theme-toggle',
  copyButton: 'data-copy',
  menuToggle: 'data-menu-toggle',
  menuDrawer: 'data-menu-drawer',
  menuClose: 'data-menu-close',
  /** A drawer panel (`primary` or `secondary`), and a button showing one. */
  menuPanel: 'data-drawer-panel',
  menuShow: 'data-drawer-show',
  /** A navbar dropdown: its button and its list of links. */
  dropdown: 'data-dropdown',
  /** A link of the locale menu: this page in another locale, to which the reader's query and fragment go along. */
  localeLink: 'data-locale-link',
  /** The docs sidebar's hide and show buttons (`docs.sidebar.hideable`). */
  sidebarToggle: 'data-sidebar-toggle',
  tabGroup: 'data-group-id',
  tabValue: 'data-value',
  /** `<Tabs queryString>`: the URL parameter that picks the tab. */
  tabQuery: 'data-query-string',
  announcementClose: 'data-announcement-close',
  announcementId: 'data-announcement-id',
  /** On the docs layout: the page's docs version and section (search looks in that version first). */
  docsVersion: 'data-docs-version',
  docsSection: 'data-docs-section',
  navbar: 'data-navbar',
  tocToggle: 'data-toc-toggle',
  /** The navbar's search button (opens the dialog), and the results area of `/search`. */
  searchOpen: 'data-search-open',
  searchPage: 'data-search-page',
} as const;

/** Set on `<html>`: by the inline head script (`js`, dismissed bar) or by the browser code. */
export const ROOT_FLAG = {
  announcementDismissed: 'data-announcement-dismissed',
  /** The reader hid the docs sidebar (`docs.sidebar.hideable`). */
  docsSidebarHidden: 'data-docs-sidebar-hidden',
  /** `off` when a preview server asks the page not to send analytics. */
  analytics: 'data-analytics',
} as const;

/** `<meta name>`s the engine's document shell writes (cli/render/document.ts) for the client. */
export const META = {
  /** Identifies the client bundle; a fetched page with another id needs a full load. */
  build: 'garden-build',
  baseUrl: 'garden-base-url',
  analyticsId: 'garden-analytics-id',
  analyticsAnonymizeIp: 'garden-analytics-anonymize-ip',
} as const;

/** localStorage / sessionStorage keys. */
export const STORAGE = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  reloadGuard: 'garden-reload',
  scroll: 'garden-scroll',
  analyticsClient: 'analytics-client-id',
} as const;

/** Tabs come from the engine's markdown (`<Tabs>` in content): a `.tabs` container of
 *  `role="tab"` buttons and `role="tabpanel"` panels carrying these attributes. */
export const TABS_SELECTOR = '.tabs';
