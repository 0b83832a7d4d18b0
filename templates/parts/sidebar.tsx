import type { SidebarItem } from 'garden-site';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** True when `current` is this item or lies inside this category. */
function contains(item: SidebarItem, current: string): boolean {
  if (item.type === 'category') return item.href === current || item.items.some((child) => contains(child, current));
  return item.href === current;
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        <li key={`${item.label}-${index}`} className={`sidebar-item sidebar-item-${item.type}`}>
          {item.type === 'category' ? <CategoryItem item={item} current={current} /> : <ItemLink label={item.label} href={item.href} current={current} external={item.type === 'link' && /^https?:/.test(item.href)} />}
        </li>
      ))}
    </ul>
  );
}

function ItemLink({ label, href, current, external }: { label: string; href: string; current: string; external?: boolean }) {
  const active = href === current;
  return (
    <a className={`sidebar-link${active ? ' active' : ''}`} href={href} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/**
 * A collapsible category is a native <details>, so it opens and closes without JavaScript.
 * The current page's categories are open, categories open by default stay open, and nothing
 * closes another: each reader decides what stays open.
 */
function CategoryItem({ item, current }: { item: Category; current: string }) {
  const open = !item.collapsed || contains(item, current);
  const label = item.href ? <ItemLink label={item.label} href={item.href} current={current} /> : <span className="sidebar-category-label">{item.label}</span>;
  if (!item.collapsible) {
    return (
      <>
        <div className="sidebar-category-heading">{label}</div>
        <Items items={item.items} current={current} />
      </>
    );
  }
  // A <summary> is a button: a link inside it would be a control inside a control, which
  // screen readers cannot reach. So a linked category's link stands before the <details>, and
  // its summary is the caret alone, named by the hidden label (the stylesheet lays both on one row).
  return (
    <>
      {item.href ? label : null}
      <details className="sidebar-category" open={open}>
        <summary className="sidebar-category-heading">
          {item.href ? <span className="visually-hidden">{item.label}</span> : label}
          <span className="sidebar-caret" aria-hidden="true" />
        </summary>
        <Items items={item.items} current={current} />
      </details>
    </>
  );
}

/** The docs sidebar, drawn on the server: every link is in the HTML, whatever the script does. */
export function Sidebar({ items, current, label = 'Docs' }: { items: SidebarItem[]; current: string; label?: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} />
    </nav>
  );
}
