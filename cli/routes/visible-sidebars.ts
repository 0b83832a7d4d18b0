// Unlisted docs are built but kept out of every list, sidebars included: only a reader who has
// the link finds them. A category left with nothing to show (no visible items, no page of its
// own) goes too, so no empty folder is drawn.
import type { DocEntry } from '../content/model.js';
import type { SidebarItem, Sidebars } from '../content/sidebars.js';

export function withoutUnlistedDocs(sidebars: Sidebars, docs: readonly DocEntry[]): Sidebars {
  const unlisted = new Set(docs.filter((doc) => doc.unlisted).map((doc) => doc.id));
  if (unlisted.size === 0) return sidebars;
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, visibleItems(items, unlisted)]));
}

function visibleItems(items: SidebarItem[], unlisted: ReadonlySet<string>): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'doc') return unlisted.has(item.docId) ? [] : [item];
    if (item.type === 'link') return [item];
    const children = visibleItems(item.items, unlisted);
    const linksToUnlisted = item.linkDocId !== undefined && unlisted.has(item.linkDocId);
    if (children.length === 0 && (item.href === undefined || linksToUnlisted)) return [];
    return [{ ...item, items: children }];
  });
}
