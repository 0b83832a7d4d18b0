import type { NewsListProps, SiteProps } from 'garden-site';
import { NewsLayout } from '../parts/news-layout.js';
import { Avatar, PostHeader, Tags } from '../parts/post-meta.js';
import { t } from '../parts/words.js';

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
      {posts.length === 0 ? <p className="news-empty">{t(site, 'garden.blog.noPosts')}</p> : null}
      {posts.map((post) => (
        <article key={post.route} className="post-summary">
          <PostHeader site={site} post={post} headingLevel={2} link />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          <footer className="post-footer">
            <Tags site={site} tags={post.tags} />
            {/* The words seen, and the whole sentence for a screen reader: a link's own text says where it leads (Lighthouse and link lists read the text, not a label). */}
            {post.truncated ? (
              <a className="read-more" href={post.route}><span aria-hidden="true">{t(site, 'theme.blog.post.readMore')}</span><span className="visually-hidden">{t(site, 'theme.blog.post.readMoreLabel', { title: post.title })}</span></a>
            ) : null}
          </footer>
        </article>
      ))}
      <ListPager site={site} {...pagination} />
    </NewsLayout>
  );
}

/**
 * Newer at the start of the line, older at its end, as a reader walks back in time. The arrows
 * are outside the words: bidi mirrors them right to left.
 */
function ListPager({ site, page, totalPages, newer, older }: NewsListProps['pagination'] & { site: SiteProps }) {
  if (!newer && !older) return null;
  return (
    <nav className="news-pager" aria-label={t(site, 'theme.blog.paginator.navAriaLabel')}>
      {newer ? <a className="news-pager-link" href={newer} rel="prev">« {t(site, 'theme.blog.paginator.newerEntries')}</a> : <span />}
      <span className="news-pager-count">{t(site, 'garden.blog.paginator.pageCount', { page, totalPages })}</span>
      {older ? <a className="news-pager-link news-pager-older" href={older} rel="next">{t(site, 'theme.blog.paginator.olderEntries')} »</a> : <span />}
    </nav>
  );
}
