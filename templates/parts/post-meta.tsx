import type { AuthorProps, PostSummary, SiteProps } from 'garden-site';
import { t } from './words.js';

/** The author's picture, or their initials on a coloured disc when there is none. */
export function Avatar({ author, large = false }: { author: AuthorProps; large?: boolean }) {
  const size = large ? 64 : 40;
  const className = `avatar${large ? ' avatar-large' : ''}`;
  return author.imageUrl ? (
    <img className={className} src={author.imageUrl} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={`${className} avatar-initials`} aria-hidden="true">{author.initials}</span>
  );
}

function AuthorName({ author }: { author: AuthorProps }) {
  if (author.route) return <a href={author.route} className="post-author-name">{author.name}</a>;
  if (author.url) return <a href={author.url} className="post-author-name" target="_blank" rel="noopener noreferrer">{author.name}</a>;
  return <span className="post-author-name">{author.name}</span>;
}

export function Authors({ authors }: { authors: AuthorProps[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((author) => (
        <li key={author.name} className="post-author">
          <Avatar author={author} />
          <span className="post-author-text">
            <AuthorName author={author} />
            {author.title ? <span className="post-author-title">{author.title}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Tags({ site, tags }: { site: SiteProps; tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  // A hidden lead-in rather than aria-label, which a list's role does not reliably announce.
  return (
    <>
      <span className="visually-hidden">{t(site, 'theme.tags.tagsListLabel')}</span>
      <ul className="tags">
        {tags.map((tag) => (
          <li key={tag.route}>
            <a className="tag" href={tag.route} rel="tag">{tag.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PostHeader({ site, post, headingLevel, link }: { site: SiteProps; post: PostSummary; headingLevel: 1 | 2; link: boolean }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="post-header">
      <Heading className="post-title">{link ? <a href={post.route}>{post.title}</a> : post.title}</Heading>
      <p className="post-date">
        <time dateTime={post.date}>{post.dateLabel}</time>
        {post.readingTime !== undefined ? <span className="reading-time"> · {t(site, 'theme.blog.post.readingTime.plurals', { readingTime: post.readingTime })}</span> : null}
      </p>
      <Authors authors={post.authors} />
    </header>
  );
}
