import type { AuthorProps, PostSummary } from 'garden-site';

export function Avatar({ author }: { author: AuthorProps }) {
  return author.imageUrl ? (
    <img className="avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="avatar avatar-initials" aria-hidden="true">{author.initials}</span>
  );
}

export function Authors({ authors }: { authors: AuthorProps[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((author) => (
        <li key={author.name} className="post-author">
          <Avatar author={author} />
          <span className="post-author-text">
            {author.route ? <a href={author.route} className="post-author-name">{author.name}</a> : author.url ? <a href={author.url} className="post-author-name" target="_blank" rel="noopener noreferrer">{author.name}</a> : <span className="post-author-name">{author.name}</span>}
            {author.title ? <span className="post-author-title">{author.title}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Tags({ tags }: { tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.route}>
          <a className="tag" href={tag.route} rel="tag">{tag.label}</a>
        </li>
      ))}
    </ul>
  );
}

export function PostHeader({ post, headingLevel, link }: { post: PostSummary; headingLevel: 1 | 2; link: boolean }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="post-header">
      <Heading className="post-title">{link ? <a href={post.route}>{post.title}</a> : post.title}</Heading>
      <p className="post-date"><time dateTime={post.date}>{post.dateLabel}</time></p>
      <Authors authors={post.authors} />
    </header>
  );
}
