import type { DocPageProps } from 'garden-site';
import { Breadcrumbs } from '../parts/breadcrumbs.js';
import { DocsLayout } from '../parts/docs-layout.js';
import { Icon } from '../parts/icons.js';
import { Pager } from '../parts/pager.js';
import { TableOfContents } from '../parts/toc.js';

const LAST_UPDATED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function DocPage({ site, doc, sidebar, breadcrumbs, previous, next, version }: DocPageProps) {
  const toc = doc.hideTableOfContents ? [] : doc.toc;
  return (
    // The docs root shows its home doc: the sidebar marks that doc as the current page.
    <DocsLayout site={site} sidebar={sidebar} version={version} current={doc.route} aside={<TableOfContents items={toc} variant="column" />}>
      <article className="doc">
        <Breadcrumbs items={breadcrumbs} homeRoute={site.homeRoute} />
        {doc.showTitle ? (
          <header>
            <h1>{doc.title}</h1>
          </header>
        ) : null}
        <TableOfContents items={toc} variant="inline" />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
        {doc.editUrl ? (
          <p className="edit-link">
            <a href={doc.editUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="edit" size={16} />
              Edit this page
            </a>
          </p>
        ) : null}
        {doc.lastUpdated ? (
          <p className="last-updated">
            Last updated on <time dateTime={doc.lastUpdated}>{LAST_UPDATED.format(new Date(doc.lastUpdated))}</time>
          </p>
        ) : null}
      </article>
      <Pager previous={previous} next={next} label="Docs pages" />
    </DocsLayout>
  );
}
