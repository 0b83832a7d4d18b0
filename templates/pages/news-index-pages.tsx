import { formatNumber, type NewsArchiveProps, type NewsAuthorsProps, type NewsTagsProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { Avatar } from '../parts/post-meta.js';
import { NewsLayout } from '../parts/news-layout.js';
import { t } from '../parts/words.js';

export function NewsTagsPage({ site, tags, recent }: NewsTagsProps) {
  return (
    <NewsLayout site={site} recent={recent}>
      <h1>{t(site, 'theme.tags.tagsPageTitle')}</h1>
      <ul className="tag-index">
        {tags.map((tag) => (
          <li key={tag.route} className="tag-index-item">
            <a className="tag tag-with-count" href={tag.route}>
              {tag.label} <span className="tag-count">{formatNumber(tag.count, site.htmlLang)}</span>
            </a>
            {tag.description ? <p className="tag-description">{tag.description}</p> : null}
          </li>
        ))}
      </ul>
    </NewsLayout>
  );
}

export function NewsAuthorsPage({ site, authors, recent }: NewsAuthorsProps) {
  return (
    <NewsLayout site={site} recent={recent}>
      <h1>{t(site, 'theme.blog.authorsList.pageTitle')}</h1>
      <ul className="author-index">
        {authors.map((author) => (
          <li key={author.name} className="author-card">
            <Avatar author={author} large />
            <div className="author-card-text">
              <a href={author.route} className="post-author-name">{author.name}</a>
              {author.title ? <span className="post-author-title">{author.title}</span> : null}
              <span className="author-count">{t(site, 'theme.blog.post.plurals', { count: author.count })}</span>
            </div>
          </li>
        ))}
      </ul>
    </NewsLayout>
  );
}

export function NewsArchivePage({ site, years }: NewsArchiveProps) {
  const total = years.reduce((sum, year) => sum + year.posts.length, 0);
  return (
    <Layout site={site} className="main">
      <div className="container narrow archive">
        <h1>{t(site, 'theme.blog.archive.title')}</h1>
        <p className="lead">{t(site, 'garden.blog.archive.lead', { posts: t(site, 'theme.blog.post.plurals', { count: total }) })}</p>
        {years.map((year) => (
          <section key={year.year} className="archive-year" aria-labelledby={`archive-${year.year}`}>
            <h2 id={`archive-${year.year}`}>{year.year}</h2>
            <ul className="archive-list">
              {year.posts.map((post) => (
                <li key={post.href}>
                  <time dateTime={post.date}>{post.dateLabel}</time>
                  <a href={post.href}>{post.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
