import type { MarkdownPageProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { TableOfContents } from '../parts/toc.js';

export function MarkdownPage({ site, page }: MarkdownPageProps) {
  const toc = page.hideTableOfContents ? [] : page.toc;
  return (
    <Layout site={site} className="main">
      <div className="page-layout">
        <article className="page">
          <h1>{page.title}</h1>
          <TableOfContents site={site} items={toc} variant="inline" />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
        <div className="docs-toc"><TableOfContents site={site} items={toc} variant="column" /></div>
      </div>
    </Layout>
  );
}
