import type { DocPageProps } from 'garden-site';
import { Breadcrumbs } from '../parts/breadcrumbs.js';
import { DocsLayout } from '../parts/docs-layout.js';
import { Icon } from '../parts/icons.js';
import { Pager } from '../parts/pager.js';
import { TableOfContents } from '../parts/toc.js';
import { t, tNodes } from '../parts/words.js';

export function DocPage({ site, doc, sidebar, breadcrumbs, previous, next, version }: DocPageProps) {
  const toc = doc.hideTableOfContents ? [] : doc.toc;
  return (
    // The docs root shows its home doc: the sidebar marks that doc as the current page.
    <DocsLayout site={site} sidebar={sidebar} version={version} current={doc.route} aside={<TableOfContents site={site} items={toc} variant="column" />}>
      <article className="doc">
        <Breadcrumbs site={site} items={breadcrumbs} />
        {doc.showTitle ? (
          <header>
            <h1>{doc.title}</h1>
          </header>
        ) : null}
        <TableOfContents site={site} items={toc} variant="inline" />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
        {doc.editUrl ? (
          <p className="edit-link">
            <a href={doc.editUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="edit" size={16} />
              {t(site, 'theme.common.editThisPage')}
            </a>
          </p>
        ) : null}
        {doc.lastUpdated ? (
          <p className="last-updated">
            {tNodes(site, 'theme.lastUpdated.lastUpdatedAtBy', {
              atDate: tNodes(site, 'theme.lastUpdated.atDate', { date: <time dateTime={doc.lastUpdated}>{doc.lastUpdatedLabel}</time> }),
              byUser: null,
            })}
          </p>
        ) : null}
      </article>
      <Pager previous={previous} next={next} label={t(site, 'theme.docs.paginator.navAriaLabel')} previousHint={t(site, 'theme.docs.paginator.previous')} nextHint={t(site, 'theme.docs.paginator.next')} />
    </DocsLayout>
  );
}
