import type { SearchPageProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Layout } from '../parts/layout.js';
import { t, tNodes } from '../parts/words.js';

/** `/search?q=…`: the browser script reads `q` and lists results here; without it, a message. */
export function SearchPage({ site }: SearchPageProps) {
  const route = site.search?.route ?? '/search';
  return (
    <Layout site={site} className="main">
      <div className="container narrow search-page">
        <h1>{t(site, 'garden.search.pageTitle')}</h1>
        <form className="search-page-form" role="search" action={route} method="get">
          <label htmlFor="search-page-input" className="visually-hidden">{t(site, 'theme.SearchPage.inputLabel')}</label>
          <input id="search-page-input" type="search" name="q" placeholder={t(site, 'theme.SearchPage.inputPlaceholder')} autoComplete="off" />
          <button type="submit" className="button button-primary">{t(site, 'garden.search.submit')}</button>
        </form>
        <div className="search-page-results" {...{ [ATTR.searchPage]: '' }}>
          <p className="search-page-message">
            {tNodes(site, site.news ? 'garden.search.needsScript' : 'garden.search.needsScriptNoNews', {
              docs: <a href={site.docs.homeRoute ?? site.homeRoute}>{t(site, 'garden.search.docsLink')}</a>,
              news: site.news ? <a href={`/${site.news.routeBasePath}`}>{t(site, 'garden.search.newsLink')}</a> : null,
            })}
          </p>
        </div>
      </div>
    </Layout>
  );
}
