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
        {/* On narrow screens the recent posts follow the post, where a reader looks for what next. */}
        <aside className="news-aside news-aside-post"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">
          <article className="post">
            {post.unlisted ? (
              <p className="unlisted-banner" role="note">
                <strong>Unlisted post.</strong> Only people with the link can see it: it is left out of the news pages, the feeds and search engines.
              </p>
            ) : null}
            <PostHeader post={post} headingLevel={1} link={false} />
            <TableOfContents items={toc} variant="inline" />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
            {post.tags.length ? <footer className="post-footer"><Tags tags={post.tags} /></footer> : null}
          </article>
          <Pager previous={newer} next={older} previousHint="Newer post" nextHint="Older post" label="Blog post page navigation" />
        </div>
        <div className="docs-toc"><TableOfContents items={toc} variant="column" /></div>
      </div>
    </Layout>
  );
}
