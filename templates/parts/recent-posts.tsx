import type { RecentPosts as RecentPostsProps } from 'garden-site';

export function RecentPosts({ recent, current }: { recent: RecentPostsProps; current: string }) {
  return (
    <nav className="news-sidebar" aria-label="Recent posts">
      <p className="news-sidebar-title">{recent.title}</p>
      {recent.years.map((year) => (
        <div key={year.year} className="news-sidebar-year">
          <p className="news-sidebar-year-label">{year.year}</p>
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
