// Where the theme's "home" links go (the navbar logo, the not-found page). A site need not have
// a page at `/` (a migrated Docusaurus site's home was often a React page left behind): then
// they go to the docs' landing page, else the news, so no theme link points at nothing.
import { firstOf } from '../collections/kind.js';
import type { Collection } from '../collections/registry.js';
import type { DocSection } from '../content/doc-sections.js';
import { pageRoute } from '../content/pages.js';
import { firstSidebarLink } from '../content/sidebars.js';
import { joinRoute } from './paths.js';

export interface HomeRoutes {
  /** The site's home: `/` when a page is built there. */
  home: string;
  /** The docs' landing page: the docs root when built, else the first doc of the first sidebar, else the first doc. */
  docs: string | undefined;
}

export function homeRoutes(collection: Collection): HomeRoutes {
  const docs = docsHome(collection);
  const pages = [...collection.pages.values()];
  const hasRootPage =
    pages.some(({ pages }) => pages.some((page) => !page.draft && page.route === '/')) ||
    pages.some(({ instance, components }) => components.some((component) => pageRoute(component.collectionPath, instance.routeBasePath) === '/')) ||
    docs === '/';
  const news = firstOf(collection.news);
  const hasNews = news !== undefined && (news.posts.length > 0 || Boolean(news.instance.title));
  const home = hasRootPage ? '/' : (docs ?? (hasNews ? joinRoute(news.instance.routeBasePath) : '/'));
  return { home, docs };
}

/** The landing page of the first docs section (its last version), which the theme's docs links follow. */
function docsHome(collection: Collection): string | undefined {
  const section = firstOf(collection.docs);
  return section && sectionHome(section);
}

/** A docs section's landing page: its root when built, else the first doc of its first sidebar, else its first doc. */
export function sectionHome(section: DocSection): string | undefined {
  const built = section.docs.filter((doc) => !doc.draft);
  const root = joinRoute(section.routeBasePath);
  if (built.some((doc) => doc.route === root) || (section.homeDoc !== undefined && built.some((doc) => doc.id === section.homeDoc))) return root;
  const first = Object.values(section.sidebars).map((items) => firstSidebarLink(items)?.href).find((href) => href !== undefined);
  return first ?? built.find((doc) => !doc.unlisted)?.route;
}
