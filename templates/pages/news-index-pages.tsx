import type { NewsArchiveProps, NewsAuthorsProps, NewsTagsProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { Avatar } from '../parts/post-meta.js';
import { RecentPosts } from '../parts/recent-posts.js';

export function NewsTagsPage({ site, tags, recent }: NewsTagsProps) {
  return (
    <Layout site={site} className="main news-main">
      <div className="news-layout">
        <aside className="news-aside"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">
          <h1>Tags</h1>
          <ul className="tag-index">
            {tags.map((tag) => (
              <li key={tag.route}>
                <a className="tag" href={tag.route}>{tag.label} <span className="tag-count">{tag.count}</span></a>
                {tag.description ? <p>{tag.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Layout>
  );
}

export function NewsAuthorsPage({ site, authors, recent }: NewsAuthorsProps) {
  return (
    <Layout site={site} className="main news-main">
      <div className="news-layout">
        <aside className="news-aside"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">
          <h1>Authors</h1>
          <ul className="author-index">
            {authors.map((author) => (
              <li key={author.name} className="author-card">
                <Avatar author={author} />
                <div>
                  <a href={author.route} className="post-author-name">{author.name}</a>
                  {author.title ? <p className="post-author-title">{author.title}</p> : null}
                  <p className="author-count">{author.count} post{author.count === 1 ? '' : 's'}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Layout>
  );
}

export function NewsArchivePage({ site, years }: NewsArchiveProps) {
  return (
    <Layout site={site} className="main">
      <div className="container narrow">
        <h1>Archive</h1>
        {years.map((year) => (
          <section key={year.year} className="archive-year">
            <h2>{year.year}</h2>
            <ul>
              {year.posts.map((post) => (
                <li key={post.href}>
                  <time dateTime={post.date}>{post.dateLabel}</time> — <a href={post.href}>{post.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
