import type { SidebarItem } from 'garden-site';
import { drawSidebarList } from './sidebar-html.js';

/**
 * The docs sidebar, drawn on the server: every link is in the HTML, whatever the script does.
 * Its list is written as a string (sidebar-html.ts), not as React elements: it repeats on every page.
 */
export function Sidebar({ items, current, label, autoCollapseCategories = false }: { items: SidebarItem[]; current: string; label: string; autoCollapseCategories?: boolean }) {
  return <nav className="sidebar" aria-label={label} dangerouslySetInnerHTML={{ __html: drawSidebarList(items, current, { autoCollapseCategories }) }} />;
}
