import type { NotFoundProps } from 'garden-site';
import { Layout } from '../parts/layout.js';

export function NotFoundPage({ site }: NotFoundProps) {
  const link = (route: string): string => (route ? `/${route}` : '/');
  const docsHome = site.docs.homeRoute;
  return (
    <Layout site={site} className="main">
      <div className="container narrow not-found">
        <h1>Page Not Found</h1>
        <p>We looked in every bed and under every leaf, but there is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
        <ul className="not-found-links">
          {docsHome ? <li><a href={docsHome}>Read the documentation</a></li> : null}
          {site.news ? <li><a href={link(site.news.routeBasePath)}>See the latest news</a></li> : null}
          {site.homeRoute === '/' ? <li><a href="/">Go to the home page</a></li> : null}
        </ul>
      </div>
    </Layout>
  );
}
