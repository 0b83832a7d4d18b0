import type { DocPageProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Breadcrumbs } from '../parts/breadcrumbs.js';
import { Layout } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';
import { Sidebar } from '../parts/sidebar.js';
import { TableOfContents } from '../parts/toc.js';

const LAST_UPDATED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function DocPage({ site, doc, sidebar, breadcrumbs, previous, next }: DocPageProps) {
  const toc = doc.hideTableOfContents ? [] : doc.toc;
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
            <TableOfContents items={toc} variant="inline" />
            <header>
              <h1>{doc.title}</h1>
            </header>
            <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
            {doc.lastUpdated ? (
              <p className="last-updated">
                Last updated on <time dateTime={doc.lastUpdated}>{LAST_UPDATED.format(new Date(doc.lastUpdated))}</time>
              </p>
            ) : null}
          </article>
          <Pager previous={previous} next={next} label="Docs pages" />
        </div>
        <aside className="docs-toc">
          <TableOfContents items={toc} variant="column" />
        </aside>
      </div>
    </Layout>
  );
}
