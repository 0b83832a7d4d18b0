import type { SidebarItem, SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Icon } from './icons.js';
import { Sidebar } from './sidebar.js';

type NavItem = SiteProps['navbar']['items'][number];

function isActive(item: NavItem, current: string): boolean {
  if (!item.to) return false;
  return current === item.to || (item.to !== '/' && current.startsWith(item.to + '/'));
}

function NavLink({ item, current, className }: { item: NavItem; current: string; className: string }) {
  const active = isActive(item, current);
  const classes = [className, item.kind === 'button' ? 'button button-primary' : '', active ? 'active' : ''].filter(Boolean).join(' ');
  if (item.href) {
    return (
      <a className={classes} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel ?? item.label}>
        {item.icon ? <Icon name={item.icon} /> : item.label}
      </a>
    );
  }
  return (
    <a className={classes} href={item.to} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

export function Navbar({ site, sidebar }: { site: SiteProps; sidebar?: SidebarItem[] | undefined }) {
  const { navbar, currentRoute } = site;
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <header className="navbar" {...{ [ATTR.navbar]: navbar.hideOnScroll ? 'hide-on-scroll' : '' }}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="navbar-menu-button" aria-label="Open menu" aria-expanded="false" aria-controls="nav-drawer" {...{ [ATTR.menuToggle]: '' }}>
          <Icon name="menu" size={24} />
        </button>
        <a className="navbar-brand" href="/">
          {navbar.logo ? <img src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} /> : null}
          <span className="navbar-title">{navbar.title}</span>
        </a>
        <div className="navbar-items navbar-left">
          {left.map((item) => <NavLink key={item.label} item={item} current={currentRoute} className="navbar-link" />)}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item) => <NavLink key={item.label} item={item} current={currentRoute} className="navbar-link navbar-icon-link" />)}
          {site.colorMode.disableSwitch ? null : <ThemeToggle followsSystem={site.colorMode.respectPrefersColorScheme} />}
        </div>
      </nav>
      <div className="nav-drawer" id="nav-drawer" hidden {...{ [ATTR.menuDrawer]: '' }}>
        <div className="nav-drawer-backdrop" {...{ [ATTR.menuClose]: '' }} />
        <div className="nav-drawer-panel" role="dialog" aria-modal="true" aria-label="Menu">
          <div className="nav-drawer-header">
            <a className="navbar-brand" href="/"><span className="navbar-title">{navbar.title}</span></a>
            <button type="button" className="nav-drawer-close" aria-label="Close menu" {...{ [ATTR.menuClose]: '' }}>
              <Icon name="close" size={24} />
            </button>
          </div>
          {sidebar ? (
            <div className="nav-drawer-secondary" data-drawer-panel="secondary">
              <button type="button" className="nav-drawer-back" data-drawer-show="primary">← Back to main menu</button>
              <Sidebar items={sidebar} current={currentRoute} label="Docs (mobile)" />
            </div>
          ) : null}
          <ul className="nav-drawer-links" data-drawer-panel="primary" hidden={Boolean(sidebar)}>
            {navbar.items.map((item) => (
              <li key={item.label}>
                <NavLink item={{ ...item, icon: undefined }} current={currentRoute} className="nav-drawer-link" />
              </li>
            ))}
            {sidebar ? <li><button type="button" className="nav-drawer-back" data-drawer-show="secondary">Docs menu →</button></li> : null}
          </ul>
        </div>
      </div>
    </header>
  );
}

function ThemeToggle({ followsSystem }: { followsSystem: boolean }) {
  return (
    <button type="button" className="theme-toggle" aria-label="Switch colour mode" title="Switch colour mode" {...{ [ATTR.themeToggle]: followsSystem ? 'system-light-dark' : 'light-dark' }}>
      <span className="theme-icon theme-icon-light"><Icon name="sun" /></span>
      <span className="theme-icon theme-icon-dark"><Icon name="moon" /></span>
      <span className="theme-icon theme-icon-system"><Icon name="system" /></span>
    </button>
  );
}
