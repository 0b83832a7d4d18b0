import type { NavbarEntry, SidebarItem, SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Icon } from './icons.js';
import { Dropdown, DrawerItem, LocaleDropdown, NavItemHtml, NavItemLink, type Here } from './navbar-items.js';
import { ThemedImage } from './themed-image.js';
import { ClientWords, t } from './words.js';

function Brand({ site }: { site: SiteProps }) {
  const { logo, title } = site.navbar;
  const size = { width: logo?.width ?? 32, height: logo?.height ?? 32 };
  return (
    <a className="navbar-brand" href={logo?.href ?? site.homeRoute} target={logo?.target}>
      {logo?.srcDark && logo.srcDark !== logo.src ? <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} {...size} /> : logo ? <img src={logo.src} alt={logo.alt} {...size} /> : null}
      <span className="navbar-title">{title}</span>
    </a>
  );
}

/** One item of the navbar's row; `index` names a dropdown's menu. */
function NavbarItem({ item, here, index }: { item: NavbarEntry; here: Here; index: number }) {
  if (item.type === 'dropdown') return <Dropdown dropdown={item} here={here} id={`navbar-menu-${index}`} />;
  if (item.type === 'localeDropdown') return <LocaleDropdown dropdown={item} here={here} id={`navbar-menu-${index}`} />;
  if (item.type === 'html') return <NavItemHtml item={item} className="navbar-html" />;
  return <NavItemLink item={item} here={here} className={item.icon ? 'navbar-link navbar-icon-link' : 'navbar-link'} />;
}

export function Navbar({ site, sidebar, sidebarName }: { site: SiteProps; sidebar?: SidebarItem[] | undefined; sidebarName?: string | undefined }) {
  const { navbar } = site;
  const here: Here = { route: site.currentRoute, sidebar: sidebarName, newTab: t(site, 'theme.IconExternalLink.ariaLabel'), languages: t(site, 'theme.navbar.mobileLanguageDropdown.label') };
  const items = navbar.items.map((item, index) => ({ item, index }));
  const row = (right: boolean) => items.filter(({ item }) => (item.position === 'right') === right).map(({ item, index }) => <NavbarItem key={index} item={item} here={here} index={index} />);
  return (
    <header className={navbar.style ? `navbar navbar-${navbar.style}` : 'navbar'} {...{ [ATTR.navbar]: navbar.hideOnScroll ? 'hide-on-scroll' : '' }}>
      <nav className="navbar-inner" aria-label={t(site, 'theme.NavBar.navAriaLabel')}>
        <button type="button" className="navbar-menu-button" aria-label={t(site, 'garden.navbar.openMenu')} aria-expanded="false" aria-controls="nav-drawer" aria-haspopup="dialog" {...{ [ATTR.menuToggle]: '' }}>
          <Icon name="menu" size={24} />
        </button>
        <Brand site={site} />
        <div className="navbar-items navbar-left">{row(false)}</div>
        {site.search ? <SearchButton site={site} route={site.search.route} /> : null}
        <div className="navbar-items navbar-right">
          {row(true)}
          {site.colorMode.disableSwitch ? null : <ThemeToggle site={site} />}
        </div>
      </nav>
      <Drawer site={site} sidebar={sidebar} here={here} />
      <ClientWords site={site} />
    </header>
  );
}

/**
 * The menu below 996 px: a modal <dialog>, so the page behind it is inert while it is open.
 * On docs pages it opens on the docs sidebar (the secondary menu), one step from the main menu;
 * the script lends it the page's sidebar, so the HTML carries the sidebar once.
 */
function Drawer({ site, sidebar, here }: { site: SiteProps; sidebar: SidebarItem[] | undefined; here: Here }) {
  const { navbar } = site;
  return (
    <dialog className="nav-drawer" id="nav-drawer" aria-label={t(site, 'garden.navbar.menu')} {...{ [ATTR.menuDrawer]: '' }}>
      <div className="nav-drawer-panel">
        <div className="nav-drawer-header">
          <Brand site={site} />
          <button type="button" className="nav-drawer-close" aria-label={t(site, 'garden.navbar.closeMenu')} {...{ [ATTR.menuClose]: '' }}>
            <Icon name="close" size={24} />
          </button>
        </div>
        {sidebar ? (
          <div className="nav-drawer-section" {...{ [ATTR.menuPanel]: 'secondary' }}>
            <button type="button" className="nav-drawer-switch" {...{ [ATTR.menuShow]: 'primary' }}>{t(site, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}</button>
            {/* The page's one sidebar moves in here while the drawer is open (client/drawer-sidebar.ts). */}
          </div>
        ) : null}
        <div className="nav-drawer-section" hidden={Boolean(sidebar)} {...{ [ATTR.menuPanel]: 'primary' }}>
          <ul className="nav-drawer-links">
            {navbar.items.map((item, index) => <DrawerItem key={index} item={item} here={here} />)}
          </ul>
          {sidebar ? <button type="button" className="nav-drawer-switch" {...{ [ATTR.menuShow]: 'secondary' }}>{t(site, 'garden.navbar.docsMenuButton')}</button> : null}
        </div>
      </div>
    </dialog>
  );
}

/** A link to the search page; the browser script opens the search dialog instead. */
function SearchButton({ site, route }: { site: SiteProps; route: string }) {
  return (
    <a className="navbar-search" href={route} aria-keyshortcuts="Control+K Meta+K /" {...{ [ATTR.searchOpen]: '' }}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" /></svg>
      <span className="navbar-search-label">{t(site, 'theme.SearchBar.label')}</span>
      <kbd className="navbar-search-key" aria-hidden="true">/</kbd>
    </a>
  );
}

const MODE_NAMES = { light: 'theme.colorToggle.ariaLabel.mode.light', dark: 'theme.colorToggle.ariaLabel.mode.dark', system: 'theme.colorToggle.ariaLabel.mode.system' } as const;

function ThemeToggle({ site }: { site: SiteProps }) {
  const { colorMode } = site;
  // The cycle rides on the button; the inline head script has already set the current choice.
  const cycle = colorMode.respectPrefersColorScheme ? 'system light dark' : 'light dark';
  const label = t(site, 'theme.colorToggle.ariaLabel', { mode: t(site, MODE_NAMES[colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode]) });
  return (
    <button type="button" className="theme-toggle" aria-label={label} title={label} data-theme-default={colorMode.defaultMode} {...{ [ATTR.themeToggle]: cycle }}>
      <span className="theme-icon theme-icon-light"><Icon name="sun" /></span>
      <span className="theme-icon theme-icon-dark"><Icon name="moon" /></span>
      <span className="theme-icon theme-icon-system"><Icon name="system" /></span>
    </button>
  );
}
