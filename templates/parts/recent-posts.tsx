import type { RecentPosts as RecentPostsProps } from 'garden-site';

/** The blog sidebar: the latest posts, grouped by year unless the site says not. Nothing at all when the site shows none. */
export function RecentPosts({ recent, current }: { recent: RecentPostsProps; current: string }) {
  if (recent.years.length === 0) return null;
  return (
    <nav className="news-sidebar" aria-label={recent.title}>
      <p className="news-sidebar-title">{recent.title}</p>
      {recent.years.map((year) => (
        <div key={year.year ?? ''} className="news-sidebar-year">
          {year.year === undefined ? null : <p className="news-sidebar-year-label">{year.year}</p>}
          <ul>
            {year.posts.map((post) => (
              <li key={post.href}>
                <a href={post.href} aria-current={post.href === current ? 'page' : undefined} className={post.href === current ? 'active' : undefined}>{post.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
