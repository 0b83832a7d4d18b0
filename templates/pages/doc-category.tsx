import type { DocCategoryProps } from 'garden-site';
import { Breadcrumbs } from '../parts/breadcrumbs.js';
import { DocsLayout } from '../parts/docs-layout.js';
import { Pager } from '../parts/pager.js';
import { t } from '../parts/words.js';

// Drawn icons rather than emoji: emoji fonts are missing on some systems and show as boxes.
function CardIcon({ isCategory }: { isCategory: boolean }) {
  const shape = isCategory
    ? 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z'
    : 'M6 3h8l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm8 0v4h4M8 12h8M8 16h6';
  return (
    <svg className="card-icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true">
      <path d={shape} />
    </svg>
  );
}

/** A category's generated index: its items as cards with their descriptions. */
export function DocCategoryPage({ site, category, cards, sidebar, breadcrumbs, previous, next, version }: DocCategoryProps) {
  return (
    <DocsLayout site={site} sidebar={sidebar} version={version} current={category.route}>
      <article className="doc">
        <Breadcrumbs site={site} items={breadcrumbs} />
        <header>
          <h1>{category.title}</h1>
          {category.description ? <p className="lead">{category.description}</p> : null}
        </header>
        <ul className="cards">
          {cards.map((card) => (
            <li key={card.href} className="card">
              <a href={card.href} className="card-link">
                <span className="card-title"><CardIcon isCategory={card.isCategory} />{card.label}</span>
                {card.description ? <span className="card-description">{card.description}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </article>
      <Pager previous={previous} next={next} label={t(site, 'theme.docs.paginator.navAriaLabel')} previousHint={t(site, 'theme.docs.paginator.previous')} nextHint={t(site, 'theme.docs.paginator.next')} />
    </DocsLayout>
  );
}
