// Doc pages, generated category index pages and the docs root.
import type { DocEntry } from '../content/model.js';
import { flattenSidebar, type SidebarCategory, type SidebarItem, type Sidebars } from '../content/sidebars.js';
import { joinRoute } from './paths.js';
import type { DocCategoryProps, DocPageProps, LinkProps } from './props.js';
import { makeMeta, makeRoute, type Route } from './route.js';
import type { SitePropsFor } from './site-props.js';

export interface DocsRouteOptions {
  routeBasePath: string;
  homeDoc: string | undefined;
  trailingSlash: boolean;
  siteUrl: string;
}

/** Where a route sits in its sidebar: the sidebar, the label it shows there, the categories above it, its neighbours. */
interface Placement { name: string; items: SidebarItem[]; label: string; trail: SidebarCategory[]; previous?: LinkProps | undefined; next?: LinkProps | undefined }

export function buildDocRoutes(docs: DocEntry[], sidebars: Sidebars, siteProps: SitePropsFor, options: DocsRouteOptions): Route[] {
  const placements = placeInSidebars(sidebars);
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const routes: Route[] = [];
  for (const doc of docs) {
    if (doc.draft) continue;
    const placement = placements.get(doc.route);
    routes.push(docRoute(doc, doc.route, placement, siteProps, options));
  }
  const home = options.homeDoc ? docs.find((doc) => doc.id === options.homeDoc) : undefined;
  if (home) {
    const root = joinRoute(options.routeBasePath);
    if (!docs.some((doc) => doc.route === root)) routes.push(docRoute(home, root, placements.get(home.route), siteProps, options, home.route));
  }
  for (const [name, items] of Object.entries(sidebars)) {
    for (const category of categoriesOf(items)) {
      if (!category.generatedIndex) continue;
      const route = category.generatedIndex.route;
      const placement = placements.get(route) ?? { name, items, label: category.label, trail: [] };
      const crumbs = breadcrumbs(placement, category.label);
      routes.push(makeRoute({
        url: route,
        template: 'docCategory',
        props: {
          site: siteProps(route),
          category: { title: category.generatedIndex.title, description: category.generatedIndex.description, route },
          cards: category.items.flatMap((item) => (item.type === 'link' ? [] : [card(item, docsById)])),
          sidebar: { name: placement.name, items: placement.items },
          breadcrumbs: crumbs,
          previous: placement.previous,
          next: placement.next,
        },
        meta: makeMeta({ title: category.generatedIndex.title, description: category.generatedIndex.description, jsonLd: [breadcrumbJsonLd(crumbs, options.siteUrl)] }),
      }, options.trailingSlash));
    }
  }
  return routes;
}

function docRoute(doc: DocEntry, url: string, placement: Placement | undefined, siteProps: SitePropsFor, options: DocsRouteOptions, canonicalRoute?: string): Route {
  const rendered = doc.rendered;
  const crumbs = placement ? breadcrumbs(placement, placement.label) : [{ label: doc.title, href: undefined }];
  const props: DocPageProps = {
    site: siteProps(url),
    doc: {
      id: doc.id,
      title: doc.title,
      html: rendered?.html ?? '',
      toc: (rendered?.toc ?? []).filter((item) => item.level >= doc.tocLevels.min && item.level <= doc.tocLevels.max),
      hideTableOfContents: doc.hideTableOfContents,
      lastUpdated: doc.lastUpdated?.toISOString(),
      route: doc.route,
    },
    sidebar: placement ? { name: placement.name, items: placement.items } : undefined,
    breadcrumbs: crumbs,
    previous: placement?.previous,
    next: placement?.next,
  };
  return makeRoute({
    url,
    template: 'doc',
    props,
    sourcePath: doc.source.sourcePath,
    inSitemap: !doc.unlisted && canonicalRoute === undefined,
    meta: makeMeta({
      title: doc.title,
      description: doc.description,
      keywords: doc.keywords,
      image: doc.image,
      noindex: doc.unlisted,
      canonicalRoute,
      // A doc outside every sidebar has no trail to describe.
      jsonLd: placement ? [breadcrumbJsonLd(crumbs, options.siteUrl)] : [],
    }),
  }, options.trailingSlash);
}

/** For every route a sidebar links to: which sidebar, its category trail, previous and next. */
function placeInSidebars(sidebars: Sidebars): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const [name, items] of Object.entries(sidebars)) {
    const trails = new Map<string, SidebarCategory[]>();
    collectTrails(items, [], trails);
    const flat = flattenSidebar(items);
    flat.forEach((link, index) => {
      if (placements.has(link.href)) return; // the first sidebar that lists a doc owns it
      const previous = flat[index - 1];
      const next = flat[index + 1];
      placements.set(link.href, {
        name,
        items,
        label: link.label,
        trail: trails.get(link.href) ?? [],
        previous: previous && { label: previous.label, href: previous.href },
        next: next && { label: next.label, href: next.href },
      });
    });
  }
  return placements;
}

function collectTrails(items: SidebarItem[], trail: SidebarCategory[], trails: Map<string, SidebarCategory[]>): void {
  for (const item of items) {
    if (item.type === 'doc' && !trails.has(item.href)) trails.set(item.href, trail);
    if (item.type === 'category') {
      if (item.href && !trails.has(item.href)) trails.set(item.href, trail);
      collectTrails(item.items, [...trail, item], trails);
    }
  }
}

/** The categories above a page, then the page itself (not a link: it is where the reader is). */
function breadcrumbs(placement: Placement, label: string): DocPageProps['breadcrumbs'] {
  return [...placement.trail.map((category) => ({ label: category.label, href: category.href })), { label, href: undefined }];
}

function breadcrumbJsonLd(crumbs: DocPageProps['breadcrumbs'], siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: siteUrl + crumb.href } : {}),
    })),
  };
}

function* categoriesOf(items: SidebarItem[]): Generator<SidebarCategory> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    yield item;
    yield* categoriesOf(item.items);
  }
}

function card(item: Exclude<SidebarItem, { type: 'link' }>, docsById: ReadonlyMap<string, DocEntry>): DocCategoryProps['cards'][number] {
  if (item.type === 'doc') {
    return { label: item.label, href: item.href, description: docsById.get(item.docId)?.description, isCategory: false };
  }
  const count = item.items.length;
  return { label: item.label, href: item.href ?? flattenSidebar(item.items)[0]?.href ?? '#', description: item.generatedIndex?.description ?? `${count} item${count === 1 ? '' : 's'}`, isCategory: true };
}
