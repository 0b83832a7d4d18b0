import type { NewsPostProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';
import { PostHeader, Tags } from '../parts/post-meta.js';
import { RecentPosts } from '../parts/recent-posts.js';
import { TableOfContents } from '../parts/toc.js';

export function NewsPostPage({ site, post, newer, older, recent }: NewsPostProps) {
  const toc = post.hideTableOfContents ? [] : post.toc;
  return (
    <Layout site={site} className="main news-main">
      <div className="news-layout">
        <aside className="news-aside"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">
          <article className="post">
            <PostHeader post={post} headingLevel={1} link={false} />
            <TableOfContents items={toc} variant="inline" />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
            <footer className="post-footer"><Tags tags={post.tags} /></footer>
          </article>
          <Pager previous={newer} next={older} previousHint="Newer post" nextHint="Older post" label="Blog post page navigation" />
        </div>
        <aside className="docs-toc"><TableOfContents items={toc} variant="column" /></aside>
      </div>
    </Layout>
  );
}
