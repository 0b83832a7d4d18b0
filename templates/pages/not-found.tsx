import type { NotFoundProps } from 'garden-site';
import { Layout } from '../parts/layout.js';
import { t } from '../parts/words.js';

export function NotFoundPage({ site }: NotFoundProps) {
  const link = (route: string): string => (route ? `/${route}` : '/');
  const docsHome = site.docs.homeRoute;
  return (
    <Layout site={site} className="main">
      <div className="container narrow not-found">
        <h1>{t(site, 'theme.NotFound.title')}</h1>
        <p>{t(site, 'garden.notFound.text')}</p>
        <ul className="not-found-links">
          {docsHome ? <li><a href={docsHome}>{t(site, 'garden.notFound.docsLink')}</a></li> : null}
          {site.news ? <li><a href={link(site.news.routeBasePath)}>{t(site, 'garden.notFound.newsLink')}</a></li> : null}
          {site.homeRoute === '/' ? <li><a href="/">{t(site, 'garden.notFound.homeLink')}</a></li> : null}
        </ul>
      </div>
    </Layout>
  );
}
