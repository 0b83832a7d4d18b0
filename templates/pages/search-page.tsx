import type { SearchPageProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Layout } from '../parts/layout.js';

/** `/search?q=…`: the browser script reads `q` and lists results here; without it, a message. */
export function SearchPage({ site }: SearchPageProps) {
  const route = site.search?.route ?? '/search';
  return (
    <Layout site={site} className="main">
      <div className="container narrow search-page">
        <h1>Search</h1>
        <form className="search-page-form" role="search" action={route} method="get">
          <label htmlFor="search-page-input" className="visually-hidden">Search the site</label>
          <input id="search-page-input" type="search" name="q" placeholder="Search docs and news" autoComplete="off" />
          <button type="submit" className="button button-primary">Search</button>
        </form>
        <div className="search-page-results" {...{ [ATTR.searchPage]: '' }}>
          <p className="search-page-message">Search runs in your browser and needs JavaScript. You can still find every page from the <a href={site.docs.homeRoute ?? site.homeRoute}>documentation</a>{site.news ? <> and the <a href={`/${site.news.routeBasePath}`}>news</a></> : null}.</p>
        </div>
      </div>
    </Layout>
  );
}
