// A small React page that shows what the engine hands every React page: the site, the latest
// posts and the sidebars. Handy when checking a theme or a new content folder.
import type { ReactPageProps, SidebarItem } from 'garden-site';
import { Layout } from '../../templates/parts/layout.js';

export const meta = {
  title: 'Test page',
  description: 'A React page rendered at build time from the props every React page receives: the site, the latest news posts and the docs sidebars.',
};

function countLinks(items: SidebarItem[]): number {
  return items.reduce((total, item) => total + (item.type === 'category' ? (item.href ? 1 : 0) + countLinks(item.items) : 1), 0);
}

export default function TestPage({ site, latestPosts, sidebars }: ReactPageProps) {
  return (
    <Layout site={site} className="main">
      <div className="container narrow testpage">
        <h1>Test page</h1>
        <p className="lead">This page is a React component, <code>content/pages/testpage.tsx</code>. It is rendered once, when the site is built, from the props below; the browser receives plain HTML and no React.</p>

        <h2>The site</h2>
        <dl className="testpage-props">
          <dt>Title</dt><dd>{site.title}</dd>
          {site.tagline ? <><dt>Tagline</dt><dd>{site.tagline}</dd></> : null}
          <dt>Address</dt><dd>{site.url}</dd>
          <dt>This page</dt><dd><code>{site.currentRoute}</code></dd>
        </dl>

        <h2>Latest posts</h2>
        {latestPosts.length ? (
          <ol className="testpage-posts">
            {latestPosts.map((post) => (
              <li key={post.route}>
                <a href={post.route}>{post.title}</a> <time dateTime={post.date}>{post.dateLabel}</time>
              </li>
            ))}
          </ol>
        ) : <p>No posts yet.</p>}

        <h2>Sidebars</h2>
        <ul className="testpage-sidebars">
          {Object.entries(sidebars).map(([name, items]) => (
            <li key={name}><code>{name}</code>: {countLinks(items)} links</li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
