import type { TocItem } from 'garden-site';
import { ATTR } from '../shared/attributes.js';

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc-list">
      {items.map((item) => (
        <li key={item.id} className={`toc-item toc-level-${item.level}`}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a sticky column. Narrow screens: a collapsible "On this page" above the content. */
export function TableOfContents({ items, variant }: { items: TocItem[]; variant: 'column' | 'inline' }) {
  if (items.length === 0) return null;
  if (variant === 'inline') {
    return (
      <details className="toc-inline" {...{ [ATTR.tocToggle]: '' }}>
        <summary>On this page</summary>
        <TocList items={items} />
      </details>
    );
  }
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList items={items} />
    </nav>
  );
}
