import type { NewsPostProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';
import { PostHeader, Tags } from '../parts/post-meta.js';
import { RecentPosts } from '../parts/recent-posts.js';
import { TableOfContents } from '../parts/toc.js';
import { t } from '../parts/words.js';

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
                <strong>{t(site, 'theme.contentVisibility.unlistedBanner.title')}</strong> {t(site, 'theme.contentVisibility.unlistedBanner.message')}
              </p>
            ) : null}
            <PostHeader site={site} post={post} headingLevel={1} link={false} />
            <TableOfContents site={site} items={toc} variant="inline" />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
            {post.tags.length ? <footer className="post-footer"><Tags site={site} tags={post.tags} /></footer> : null}
          </article>
          <Pager previous={newer} next={older} previousHint={t(site, 'theme.blog.post.paginator.newerPost')} nextHint={t(site, 'theme.blog.post.paginator.olderPost')} label={t(site, 'theme.blog.post.paginator.navAriaLabel')} />
        </div>
        <div className="docs-toc"><TableOfContents site={site} items={toc} variant="column" /></div>
      </div>
    </Layout>
  );
}
