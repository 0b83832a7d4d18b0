import type { NotFoundProps } from 'garden-site';
import { Layout } from '../parts/layout.js';

export function NotFoundPage({ site }: NotFoundProps) {
  const link = (route: string): string => (route ? `/${route}` : '/');
  return (
    <Layout site={site} className="main">
      <div className="container narrow not-found">
        <h1>Page Not Found</h1>
        <p>We looked in every bed and under every leaf, but there is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
        <ul className="not-found-links">
          <li><a href={link(site.docs.routeBasePath)}>Read the documentation</a></li>
          <li><a href={link(site.news.routeBasePath)}>See the latest news</a></li>
          <li><a href={link('')}>Go to the home page</a></li>
        </ul>
      </div>
    </Layout>
  );
}
