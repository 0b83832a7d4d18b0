import type { ReactNode } from 'react';
import type { RecentPosts as RecentPostsProps, SiteProps } from 'garden-site';
import { Layout } from './layout.js';
import { RecentPosts } from './recent-posts.js';

/** The news pages' two columns: the recent posts beside the page's own content. */
export function NewsLayout({ site, recent, children }: { site: SiteProps; recent: RecentPostsProps; children: ReactNode }) {
  return (
    <Layout site={site} className="main news-main">
      <div className="news-layout">
        <aside className="news-aside"><RecentPosts recent={recent} current={site.currentRoute} /></aside>
        <div className="news-content">{children}</div>
      </div>
    </Layout>
  );
}
