import type { NewsListProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';
import { Avatar, PostHeader, Tags } from '../parts/post-meta.js';
import { RecentPosts } from '../parts/recent-posts.js';

export function NewsListPage({ site, heading, description, posts, pagination, recent, filter }: NewsListProps) {
  return (
    <Layout site={site} className="main news-main">
      <div className="news-layout">
        <aside className="news-aside"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">
          <header className="news-list-header">
            {filter?.author ? <Avatar author={filter.author} /> : null}
            <h1>{heading}</h1>
            {description ? <p className="lead">{description}</p> : null}
            {filter ? <a href={filter.allRoute}>{filter.allLabel}</a> : null}
          </header>
          {posts.map((post) => (
            <article key={post.route} className="post-summary">
              <PostHeader post={post} headingLevel={2} link />
              <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
              <footer className="post-footer">
                <Tags tags={post.tags} />
                {post.truncated ? (
                  <a className="read-more" href={post.route} aria-label={`Read more about ${post.title}`}>Read more</a>
                ) : null}
              </footer>
            </article>
          ))}
          <Pager
            previous={pagination.newer ? { label: 'Newer entries', href: pagination.newer } : undefined}
            next={pagination.older ? { label: 'Older entries', href: pagination.older } : undefined}
            previousHint="Newer"
            nextHint="Older"
            label="Blog list page navigation"
          />
        </div>
      </div>
    </Layout>
  );
}
