import type { NavbarDropdown, NavbarEntry, NavHtml, NavLink } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Icon } from './icons.js';

/** What a menu needs of the page: its route, the docs sidebar it shows (links to a sidebar follow it), and how a link leaving the site is announced. */
export interface Here {
  route: string;
  sidebar: string | undefined;
  /** `(opens in a new tab)`, in the page's locale. */
  newTab: string;
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
    <div className={classes('navbar-dropdown', dropdown.position === 'right' && 'navbar-dropdown-end', dropdown.className)} {...{ [ATTR.dropdown]: '' }}>
      <button type="button" className={classes('navbar-link navbar-dropdown-toggle', holdsCurrent(dropdown, here) && 'active')} aria-expanded="false" aria-haspopup="true" aria-controls={id}>
        {dropdown.label}
        <span className="navbar-dropdown-caret" aria-hidden="true" />
      </button>
      <ul className="navbar-dropdown-menu" id={id}>
        {dropdown.items.map((item, index) => (
          <li key={index}>{item.type === 'html' ? <NavItemHtml item={item} className="navbar-dropdown-html" /> : <NavItemLink item={item} here={here} className="navbar-dropdown-link" />}</li>
        ))}
      </ul>
    </div>
  );
}

/** An item of the mobile drawer's list: a dropdown there is a group that opens in place (open when it holds the page). */
export function DrawerItem({ item, here }: { item: NavbarEntry | NavLink | NavHtml; here: Here }) {
  if (item.type === 'html') return <li><NavItemHtml item={item} className="nav-drawer-html" /></li>;
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
