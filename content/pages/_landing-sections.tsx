// The landing page's data-driven strips: featured gardeners (from the home sidebar) and the
// latest news (from the news collection). Both come from props, so they follow the content.
import type { PostSummary, SidebarItem, Sidebars } from 'garden-site';
import { GARDENER_NOTES } from './_landing-data.js';
import { LineIcon } from './_landing-icons.js';

interface Gardener { name: string; href: string; place: string | undefined; note: string | undefined }

/** The doc links of the home sidebar's "Featured Gardeners" category. */
export function featuredGardeners(sidebars: Sidebars): Gardener[] {
  const category = (sidebars.home ?? []).find((item): item is Extract<SidebarItem, { type: 'category' }> => item.type === 'category' && item.label === 'Featured Gardeners');
  return (category?.items ?? []).flatMap((item) => {
    if (item.type !== 'doc') return [];
    const extra = GARDENER_NOTES[item.href.split('/').pop() ?? ''];
    return [{ name: item.label, href: item.href, place: extra?.place, note: extra?.note }];
  });
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Z]/.test(word));
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1]?.[0] ?? '' : ''}`;
}

export function GardenerStrip({ gardeners }: { gardeners: Gardener[] }) {
  return (
    <ul className="gardener-grid">
      {gardeners.map((gardener) => (
        <li key={gardener.href}>
          <a className="gardener-card" href={gardener.href}>
            <span className="gardener-avatar" aria-hidden="true">{initials(gardener.name)}</span>
            <span className="gardener-text">
              <span className="gardener-name">{gardener.name}</span>
              {gardener.place ? <span className="gardener-place">{gardener.place}</span> : null}
              {gardener.note ? <span className="gardener-note">{gardener.note}</span> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function NewsCards({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="news-cards">
      {posts.map((post) => (
        <li key={post.route} className="news-card">
          <p className="news-card-meta">
            <time dateTime={post.date}>{post.dateLabel}</time>
            {post.tags[0] ? <span className="news-card-tag">{post.tags[0].label}</span> : null}
          </p>
          <h3 className="news-card-title"><a href={post.route}>{post.title}</a></h3>
          {post.description ? <p className="news-card-text">{post.description}</p> : null}
          {post.authors.length ? <p className="news-card-by">By {post.authors.map((author) => author.name).join(' and ')}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function MoreLink({ href, children }: { href: string; children: string }) {
  return <a className="more-link" href={href}>{children}<LineIcon name="arrow" size={18} /></a>;
}
