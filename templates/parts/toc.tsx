import type { SiteProps, TocItem } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { t } from './words.js';

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
export function TableOfContents({ site, items, variant }: { site: SiteProps; items: TocItem[]; variant: 'column' | 'inline' }) {
  if (items.length === 0) return null;
  const title = t(site, 'theme.TOCCollapsible.toggleButtonLabel');
  if (variant === 'inline') {
    return (
      <details className="toc-inline" {...{ [ATTR.tocToggle]: '' }}>
        <summary>{title}</summary>
        <TocList items={items} />
      </details>
    );
  }
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc-title">{title}</p>
      <TocList items={items} />
    </nav>
  );
}
