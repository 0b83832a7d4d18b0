import type { DocCategoryProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Breadcrumbs } from '../parts/breadcrumbs.js';
import { Layout } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';
import { Sidebar } from '../parts/sidebar.js';

export function DocCategoryPage({ site, category, cards, sidebar, breadcrumbs, previous, next }: DocCategoryProps) {
  return (
    <Layout site={site} sidebar={sidebar?.items} className="main docs-main">
      <div className="docs-layout" {...{ [ATTR.docsVersion]: site.docs.versionName }}>
        {sidebar ? (
          <aside className="docs-sidebar">
            <Sidebar items={sidebar.items} current={site.currentRoute} />
          </aside>
        ) : null}
        <div className="docs-content">
          <article className="doc">
            <Breadcrumbs items={breadcrumbs} />
            <header>
              <h1>{category.title}</h1>
              {category.description ? <p className="lead">{category.description}</p> : null}
            </header>
            <ul className="cards">
              {cards.map((card) => (
                <li key={card.href} className="card">
                  <a href={card.href} className="card-link">
                    <span className="card-title">{card.isCategory ? '🗂️ ' : '📄 '}{card.label}</span>
                    {card.description ? <span className="card-description">{card.description}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </article>
          <Pager previous={previous} next={next} label="Docs pages" />
        </div>
      </div>
    </Layout>
  );
}
