import type { NewsListProps } from 'garden-site';
import { NewsLayout } from '../parts/news-layout.js';
import { Avatar, PostHeader, Tags } from '../parts/post-meta.js';

export function NewsListPage({ site, heading, description, posts, pagination, recent, filter }: NewsListProps) {
  return (
    <NewsLayout site={site} recent={recent}>
      <header className={`news-list-header${filter?.author ? ' news-list-header-author' : ''}`}>
        {filter?.author ? <Avatar author={filter.author} large /> : null}
        <div>
          <h1>{heading}</h1>
          {description ? <p className="lead">{description}</p> : null}
          {filter ? <a className="news-list-all" href={filter.allRoute}>{filter.allLabel}</a> : null}
        </div>
      </header>
      {posts.length === 0 ? <p className="news-empty">No posts yet.</p> : null}
      {posts.map((post) => (
        <article key={post.route} className="post-summary">
          <PostHeader post={post} headingLevel={2} link />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          <footer className="post-footer">
            <Tags tags={post.tags} />
            {post.truncated ? (
              <a className="read-more" href={post.route}>Read more<span className="visually-hidden"> about {post.title}</span></a>
            ) : null}
          </footer>
        </article>
      ))}
      <ListPager {...pagination} />
    </NewsLayout>
  );
}

/** Newer to the left, older to the right, as a reader walks back in time. */
function ListPager({ page, totalPages, newer, older }: NewsListProps['pagination']) {
  if (!newer && !older) return null;
  return (
    <nav className="news-pager" aria-label="Blog list page navigation">
      {newer ? <a className="news-pager-link" href={newer} rel="prev">« Newer entries</a> : <span />}
      <span className="news-pager-count">Page {page} of {totalPages}</span>
      {older ? <a className="news-pager-link news-pager-older" href={older} rel="next">Older entries »</a> : <span />}
    </nav>
  );
}
