import type { LocaleLink, NavbarDropdown, NavbarEntry, NavbarLocaleDropdown, NavHtml, NavLink } from 'garden-site';
import type { ReactNode } from 'react';
import { ATTR } from '../shared/attributes.js';
import { Icon } from './icons.js';

/** What a menu needs of the page: its route, the docs sidebar it shows (links to a sidebar follow it), and how a link leaving the site is announced. */
export interface Here {
  route: string;
  sidebar: string | undefined;
  /** `(opens in a new tab)`, in the page's locale. */
  newTab: string;
  /** `Languages`: the locale menu's name in the narrow-screen menu. */
  languages: string;
}

type Link = NavLink & { kind?: 'link' | 'button'; icon?: string | undefined };

/** `page` on the link to this very page, `true` on a section the page lies in (News on a post, a sidebar's link on its pages). */
export function currentness(item: NavLink, here: Here): 'page' | 'true' | undefined {
  if (!item.to) return undefined;
  if (here.route === item.to) return 'page';
  if (item.sidebar !== undefined && item.sidebar === here.sidebar) return 'true';
  return item.to !== '/' && here.route.startsWith(item.to + '/') ? 'true' : undefined;
}

function holdsCurrent(dropdown: NavbarDropdown, here: Here): boolean {
  return dropdown.items.some((item) => item.type === 'link' && currentness(item, here) !== undefined);
}

const classes = (...names: Array<string | false | undefined>): string => names.filter(Boolean).join(' ');

export function NavItemLink({ item, here, className }: { item: Link; here: Here; className: string }) {
  const current = currentness(item, here);
  const classNames = classes(className, item.kind === 'button' && 'button button-primary', current && 'active', item.className);
  if (item.href) {
    return (
      <a className={classNames} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.icon ? (item.ariaLabel ?? item.label) : item.ariaLabel}>
        {item.icon ? <Icon name={item.icon} /> : <>{item.label} <Icon name="external" size={14} /><span className="visually-hidden"> {here.newTab}</span></>}
      </a>
    );
  }
  return (
    <a className={classNames} href={item.to ?? '/'} aria-current={current} aria-label={item.ariaLabel}>
      {item.label}
    </a>
  );
}

/** HTML from the config, sanitised by the engine when it read the config. */
export function NavItemHtml({ item, className }: { item: NavHtml; className: string }) {
  return <div className={classes(className, item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/**
 * A dropdown: a button that opens a list of links. Hover and focus open it with no script
 * (the stylesheet); client/dropdowns.ts adds clicks, the keyboard and `aria-expanded`. The
 * button is marked active when the page is one of its links.
 */
export function Dropdown({ dropdown, here, id }: { dropdown: NavbarDropdown; here: Here; id: string }) {
  return (
    <DropdownMenu label={dropdown.label} id={id} className={dropdown.className} end={dropdown.position === 'right'} active={holdsCurrent(dropdown, here)}>
      {dropdown.items.map((item, index) => <li key={index}><DropdownItem item={item} here={here} /></li>)}
    </DropdownMenu>
  );
}

/** The locale menu: a dropdown labelled with the page's locale, leading to this page in each locale. */
export function LocaleDropdown({ dropdown, here, id }: { dropdown: NavbarLocaleDropdown; here: Here; id: string }) {
  return (
    <DropdownMenu label={<><GlobeIcon />{dropdown.label}</>} id={id} className={dropdown.className} end={dropdown.position === 'right'} active={false}>
      <LocaleItems dropdown={dropdown} here={here} className="navbar-dropdown-link" />
    </DropdownMenu>
  );
}

/** A globe before the locale's name: the menu of languages, as readers know it from elsewhere. */
function GlobeIcon() {
  return (
    <svg className="icon navbar-locale-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </svg>
  );
}

function DropdownMenu({ label, id, className, end, active, children }: { label: ReactNode; id: string; className: string | undefined; end: boolean; active: boolean; children: ReactNode }) {
  return (
    <div className={classes('navbar-dropdown', end && 'navbar-dropdown-end', className)} {...{ [ATTR.dropdown]: '' }}>
      <button type="button" className={classes('navbar-link navbar-dropdown-toggle', active && 'active')} aria-expanded="false" aria-haspopup="true" aria-controls={id}>
        {label}
        <span className="navbar-dropdown-caret" aria-hidden="true" />
      </button>
      <ul className="navbar-dropdown-menu" id={id}>{children}</ul>
    </div>
  );
}

function DropdownItem({ item, here }: { item: NavLink | NavHtml; here: Here }) {
  return item.type === 'html' ? <NavItemHtml item={item} className="navbar-dropdown-html" /> : <NavItemLink item={item} here={here} className="navbar-dropdown-link" />;
}

/** The locale menu's list items: the config's items before and after the locales. */
function LocaleItems({ dropdown, here, className }: { dropdown: NavbarLocaleDropdown; here: Here; className: string }) {
  const item = (entry: NavLink | NavHtml, key: string) => <li key={key}>{entry.type === 'html' ? <NavItemHtml item={entry} className={`${className.replace(/-link$/, '')}-html`} /> : <NavItemLink item={entry} here={here} className={className} />}</li>;
  return (
    <>
      {dropdown.before.map((entry, index) => item(entry, `b${index}`))}
      {dropdown.locales.map((locale) => <li key={locale.name}><LocaleItemLink locale={locale} route={here.route} className={className} /></li>)}
      {dropdown.after.map((entry, index) => item(entry, `a${index}`))}
    </>
  );
}

/**
 * This page in a locale: its path under the locale's base URL, written whole (the build leaves a
 * link carrying `hreflang` as it is), in the locale's language. client/locale-links.ts adds the
 * reader's query and fragment as the link is about to be followed.
 */
function LocaleItemLink({ locale, route, className }: { locale: LocaleLink; route: string; className: string }) {
  const href = route === '/' ? locale.baseUrl : locale.baseUrl + route.slice(1);
  return (
    <a className={classes(className, locale.current && 'active')} hrefLang={locale.lang} lang={locale.lang} href={href} aria-current={locale.current ? 'page' : undefined} {...{ [ATTR.localeLink]: '' }}>
      {locale.label}
    </a>
  );
}

/** An item of the mobile drawer's list: a dropdown there is a group that opens in place (open when it holds the page). */
export function DrawerItem({ item, here }: { item: NavbarEntry | NavLink | NavHtml; here: Here }) {
  if (item.type === 'html') return <li><NavItemHtml item={item} className="nav-drawer-html" /></li>;
  if (item.type === 'localeDropdown') {
    return (
      <li>
        <details className={classes('nav-drawer-group', item.className)}>
          <summary className="nav-drawer-link">{here.languages}</summary>
          <ul className="nav-drawer-links"><LocaleItems dropdown={item} here={here} className="nav-drawer-link" /></ul>
        </details>
      </li>
    );
  }
  // The drawer writes every link's label: an icon's accessible name goes with the icon.
  if (item.type === 'link') return <li><NavItemLink item={'icon' in item && item.icon ? { ...item, icon: undefined, ariaLabel: undefined } : item} here={here} className="nav-drawer-link" /></li>;
  return (
    <li>
      <details className={classes('nav-drawer-group', item.className)} open={holdsCurrent(item, here)}>
        <summary className="nav-drawer-link">{item.label}</summary>
        <ul className="nav-drawer-links">
          {item.items.map((child, index) => <DrawerItem key={index} item={child} here={here} />)}
        </ul>
      </details>
    </li>
  );
}
