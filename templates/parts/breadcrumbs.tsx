import type { SiteProps } from 'garden-site';
import { t } from './words.js';

/**
 * Where a doc sits: home, its categories (links when they have a page), then the doc itself.
 * The home crumb is left out when the site has no page at `/`; no items (docs.breadcrumbs off), no trail.
 */
export function Breadcrumbs({ site, items }: { site: SiteProps; items: Array<{ label: string; href: string | undefined }> }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t(site, 'theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        {site.homeRoute === '/' ? (
          <li>
            <a href="/" aria-label={t(site, 'theme.docs.breadcrumbs.home')} className="breadcrumbs-home">
              <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3Z" /></svg>
            </a>
          </li>
        ) : null}
        {items.map((crumb, index) =>
          index === items.length - 1 ? (
            <li key={`${crumb.label}-${index}`} aria-current="page">
              <span>{crumb.label}</span>
            </li>
          ) : (
            <li key={`${crumb.label}-${index}`}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
