// The docs sidebar as an HTML string. Every docs page carries its whole sidebar (hundreds of
// links on a large site), and React makes an element of every one of them on every page; this
// writes the same markup React wrote, in one pass over the items per page, with the current
// page and the categories above it found on the way (never a search per category).
import { escapeHtml, flatString, type SidebarItem } from 'garden-site';

type Category = Extract<SidebarItem, { type: 'category' }>;

function link(label: string, href: string, current: string, external: boolean): string {
  const active = href === current;
  const attributes = `class="sidebar-link${active ? ' active' : ''}" href="${escapeHtml(href)}"${active ? ' aria-current="page"' : ''}`;
  return `<a ${attributes}${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escapeHtml(label)}</a>`;
}

interface Drawn {
  html: string;
  /** The current page is this item or lies inside it. */
  holdsCurrent: boolean;
}

/**
 * `accordion`: the name its categories share when opening one closes the others (the native
 * exclusive <details name>), one per list; undefined when each opens on its own.
 */
function list(items: SidebarItem[], current: string, accordion: string | undefined): Drawn {
  let html = '<ul class="sidebar-list">';
  let holdsCurrent = false;
  for (const [index, item] of items.entries()) {
    const drawn = item.type === 'category' ? category(item, current, accordion === undefined ? undefined : { name: accordion, inner: `${accordion}-${index}` }) : { html: link(item.label, item.href, current, item.type === 'link' && /^https?:/.test(item.href)), holdsCurrent: item.href === current };
    holdsCurrent ||= drawn.holdsCurrent;
    html += `<li class="sidebar-item sidebar-item-${item.type}">${drawn.html}</li>`;
  }
  return { html: html + '</ul>', holdsCurrent };
}

/**
 * A category away from the current page draws the same on every page: no link in it is current
 * and it is open only if open by default. Pages of a sidebar come to a render thread in batches
 * sharing one copy of its items, so such a category is drawn once per batch (kept by the item
 * object, and dropped with it) and found away by a set of the routes inside it: on a large
 * sidebar, most of the drawing is categories far from the page.
 */
const categoryMemo = new WeakMap<Category, { routes: Set<string>; away?: string }>();

type Accordion = { name: string; inner: string } | undefined;

function category(item: Category, current: string, accordion: Accordion): Drawn {
  let memo = categoryMemo.get(item);
  if (!memo) categoryMemo.set(item, (memo = { routes: routesIn(item, new Set()) }));
  if (memo.routes.has(current)) return drawCategory(item, current, accordion);
  // Flattened once: built by `+=`, it is a tree of thousands of pieces that every page holding
  // it would walk again when the page's HTML is made one string.
  memo.away ??= flatString(drawCategory(item, current, accordion).html);
  return { html: memo.away, holdsCurrent: false };
}

/** Every href in a category, its own included: the pages it holds when current. */
function routesIn(item: Category, routes: Set<string>): Set<string> {
  if (item.href) routes.add(item.href);
  for (const child of item.items) {
    if (child.type === 'category') routesIn(child, routes);
    else routes.add(child.href);
  }
  return routes;
}

/**
 * A collapsible category is a native <details>, so it opens and closes without JavaScript.
 * The current page's categories are open, categories open by default stay open, and nothing
 * closes another: each reader decides what stays open. With `autoCollapseCategories`, the
 * categories of one list share a name, so the browser closes the others when one opens, and
 * only the way to the current page starts open.
 */
function drawCategory(item: Category, current: string, accordion: Accordion): Drawn {
  const children = list(item.items, current, accordion?.inner);
  const holdsCurrent = item.href === current || children.holdsCurrent;
  const label = item.href ? link(item.label, item.href, current, false) : `<span class="sidebar-category-label">${escapeHtml(item.label)}</span>`;
  if (!item.collapsible) return { html: `<div class="sidebar-category-heading">${label}</div>${children.html}`, holdsCurrent };
  const open = accordion ? holdsCurrent : !item.collapsed || holdsCurrent;
  // A <summary> is a button: a link inside it would be a control inside a control, which
  // screen readers cannot reach. So a linked category's link stands before the <details>, and
  // its summary is the caret alone, named by the hidden label (the stylesheet lays both on one row).
  const name = item.href ? `<span class="visually-hidden">${escapeHtml(item.label)}</span>` : label;
  const summary = `<summary class="sidebar-category-heading">${name}<span class="sidebar-caret" aria-hidden="true"></span></summary>`;
  const group = accordion ? ` name="${accordion.name}"` : '';
  return { html: `${item.href ? label : ''}<details class="sidebar-category"${group}${open ? ' open=""' : ''}>${summary}${children.html}</details>`, holdsCurrent };
}

/** The sidebar's list, with `current` marked `aria-current` and the categories above it open. */
export function drawSidebarList(items: SidebarItem[], current: string, options: { autoCollapseCategories?: boolean } = {}): string {
  return list(items, current, options.autoCollapseCategories ? 'sidebar' : undefined).html;
}
