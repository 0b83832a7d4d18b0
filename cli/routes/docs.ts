// Doc pages, generated category index pages and the docs root.
import type { DocEntry } from '../content/model.js';
import { flattenSidebar, type SidebarCategory, type SidebarItem, type Sidebars } from '../content/sidebars.js';
import { joinRoute } from './paths.js';
import type { DocCategoryProps, DocPageProps, DocVersionProps, LinkProps, SidebarBehaviour } from './props.js';
import { makeMeta, makeRoute, type DocCard, type Route } from './route.js';
import { DOC_CARD_LIST } from '../docusaurus/doc-card-list.js';
import { tocWithin } from './toc-levels.js';
import { withoutUnlistedDocs } from './visible-sidebars.js';
import type { SitePropsFor } from './site-props.js';
import { dateLabel } from '../i18n/dates.js';
import type { PageLocale } from '../i18n/locales.js';
import { translate } from '../i18n/translate.js';
import { BodyReads, type EntryBody } from './body-reads.js';

export interface DocsRouteOptions {
  routeBasePath: string;
  /** How the theme's sidebar behaves (the section's `sidebar` config). */
  sidebar: SidebarBehaviour;
  homeDoc: string | undefined;
  trailingSlash: boolean;
  siteUrl: string;
  /** The trail of categories above each page's title (docs.breadcrumbs); off, pages have none. */
  breadcrumbs?: boolean;
  /** The version the docs belong to, as the page at a route shows it (its banner leads to the same page in the last version). */
  version: (route: string) => DocVersionProps;
  /** The version's pages stay out of the sitemap and ask search engines to stay away. */
  noIndex?: boolean;
  /** The locale the pages are in: how dates read, the words of generated card descriptions. */
  locale: PageLocale;
}

/** Where a route sits in its sidebar: the sidebar, the label it shows there, the categories above it, its neighbours. */
interface Placement { name: string; items: SidebarItem[]; label: string; trail: SidebarCategory[]; previous?: LinkProps | undefined; next?: LinkProps | undefined }

export function buildDocRoutes(docs: DocEntry[], allSidebars: Sidebars, siteProps: SitePropsFor, options: DocsRouteOptions, reads = new BodyReads()): Route[] {
  const visible = withoutUnlistedDocs(allSidebars, docs);
  const listed = placeInSidebars(visible);
  // An unlisted doc keeps its own place (trail, neighbours) but shows the sidebar without itself.
  const withUnlisted = visible === allSidebars ? listed : placeInSidebars(allSidebars);
  const owners = { listed: firstPlacements(listed), withUnlisted: firstPlacements(withUnlisted) };
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const place = (doc: DocEntry): Placement | undefined => {
    const owner = (doc.unlisted ? owners.withUnlisted : owners.listed).get(doc.route);
    return withOverrides(doc, owner && { ...owner, items: visible[owner.name] ?? [] }, listed, visible, docsById);
  };
  const routes: Route[] = [];
  const cardsOf = categoryCards(visible, docsById, options.locale);
  for (const doc of docs) {
    if (doc.draft) continue;
    routes.push(reads.page(() => {
      const body = reads.body(doc);
      const route = docRoute(doc, body, doc.route, place(doc), siteProps, options);
      // `<DocCardList />` (the page of a category shows the category's items).
      return showsCardList(body) ? { ...route, docCards: cardsOf.get(doc.route) ?? [] } : route;
    }));
  }
  const home = options.homeDoc ? docs.find((doc) => doc.id === options.homeDoc) : undefined;
  if (home) {
    const root = joinRoute(options.routeBasePath);
    if (!docs.some((doc) => doc.route === root)) routes.push(reads.page(() => docRoute(home, reads.body(home), root, place(home), siteProps, options, home.route)));
  }
  for (const [name, items] of Object.entries(visible)) {
    for (const category of categoriesOf(items)) {
      if (!category.generatedIndex) continue;
      const route = category.generatedIndex.route;
      const placement = owners.listed.get(route) ?? { name, items, label: category.label, trail: [] };
      const crumbs = options.breadcrumbs === false ? [] : breadcrumbs(placement, category.label);
      routes.push(makeRoute({
        url: route,
        template: 'docCategory',
        props: {
          site: siteProps(route),
          category: { title: category.generatedIndex.title, description: category.generatedIndex.description, route },
          cards: category.items.flatMap((item) => (item.type === 'link' ? [] : [card(item, docsById, options.locale)])),
          sidebar: { name: placement.name, items: placement.items, ...options.sidebar },
          breadcrumbs: crumbs,
          previous: placement.previous,
          next: placement.next,
          version: options.version(route),
        },
        meta: makeMeta({ title: category.generatedIndex.title, description: category.generatedIndex.description, noindex: options.noIndex === true, jsonLd: crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, options.siteUrl)] : [] }),
      }, options.trailingSlash));
    }
  }
  return routes;
}

/** The props a doc's body gives its page (the rest comes from its front matter and sidebar). */
function docBodyProps(doc: DocEntry, { rendered }: EntryBody): Pick<DocPageProps['doc'], 'showTitle' | 'html' | 'toc'> {
  return { showTitle: !doc.hideTitle && rendered?.title === undefined, html: rendered?.html ?? '', toc: tocWithin(rendered?.toc, doc.tocLevels) };
}

function showsCardList(body: EntryBody): boolean {
  return body.rendered?.html.includes(DOC_CARD_LIST) ?? false;
}

/**
 * A doc page (or the docs root) whose doc's body changed and nothing else: the same route with
 * the props the new body gives, as buildDocRoutes would make it; undefined when the body also
 * changed what only building the section's routes again gives (its card list, its stylesheets).
 */
export function refreshDocBody(route: Route, doc: DocEntry, body: EntryBody): Route | undefined {
  if (route.template !== 'doc' || (route.docCards !== undefined) !== (route.url === doc.route && showsCardList(body))) return undefined;
  if (JSON.stringify(route.meta.stylesheets) !== JSON.stringify(body.rendered?.styles)) return undefined;
  return { ...route, props: { ...route.props, doc: { ...route.props.doc, ...docBodyProps(doc, body) } } };
}

function docRoute(doc: DocEntry, body: EntryBody, url: string, placement: Placement | undefined, siteProps: SitePropsFor, options: DocsRouteOptions, canonicalRoute?: string): Route {
  const crumbs = options.breadcrumbs === false ? [] : placement ? breadcrumbs(placement, placement.label) : [{ label: doc.title, href: undefined }];
  const props: DocPageProps = {
    site: siteProps(url),
    doc: {
      id: doc.id,
      title: doc.title,
      ...docBodyProps(doc, body),
      hideTableOfContents: doc.hideTableOfContents,
      lastUpdated: doc.lastUpdated?.toISOString(),
      lastUpdatedLabel: doc.lastUpdated && dateLabel(doc.lastUpdated, options.locale),
      editUrl: doc.editUrl,
      route: doc.route,
      unlisted: doc.unlisted,
    },
    // Empty when front matter gave pager links to a doc shown without a sidebar.
    sidebar: placement && placement.items.length > 0 ? { name: placement.name, items: placement.items, ...options.sidebar } : undefined,
    breadcrumbs: crumbs,
    previous: placement?.previous,
    next: placement?.next,
    version: options.version(url),
  };
  return makeRoute({
    url,
    template: 'doc',
    props,
    sourcePath: doc.source.sourcePath,
    inSitemap: !doc.unlisted && !options.noIndex && canonicalRoute === undefined,
    meta: makeMeta({
      title: doc.title,
      description: doc.description,
      keywords: doc.keywords,
      image: doc.image,
      noindex: doc.unlisted || options.noIndex === true,
      canonicalRoute,
      ...(body.rendered?.styles ? { stylesheets: body.rendered.styles } : {}),
      // A doc outside every sidebar has no trail to describe.
      jsonLd: placement && placement.items.length > 0 && crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, options.siteUrl)] : [],
    }),
  }, options.trailingSlash);
}

/** For each sidebar, every route it links to: its label there, its category trail, previous and next. */
function placeInSidebars(sidebars: Sidebars): Map<string, Map<string, Placement>> {
  const bySidebar = new Map<string, Map<string, Placement>>();
  for (const [name, items] of Object.entries(sidebars)) {
    const placements = new Map<string, Placement>();
    const trails = new Map<string, SidebarCategory[]>();
    collectTrails(items, [], trails);
    const flat = flattenSidebar(items);
    flat.forEach((link, index) => {
      if (placements.has(link.href)) return; // listed twice: the first entry counts
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
    bySidebar.set(name, placements);
  }
  return bySidebar;
}

/** The first sidebar that lists a route owns it. */
function firstPlacements(bySidebar: Map<string, Map<string, Placement>>): Map<string, Placement> {
  const owners = new Map<string, Placement>();
  for (const placements of bySidebar.values()) {
    for (const [route, placement] of placements) if (!owners.has(route)) owners.set(route, placement);
  }
  return owners;
}

/**
 * Front matter over the sidebar: `displayed_sidebar` picks another sidebar (or none),
 * `pagination_prev`/`pagination_next` name other docs (or none). Ids were checked when the
 * content was collected, so an unknown one here only means "no link".
 */
function withOverrides(doc: DocEntry, owner: Placement | undefined, bySidebar: Map<string, Map<string, Placement>>, sidebars: Sidebars, docsById: ReadonlyMap<string, DocEntry>): Placement | undefined {
  const { displayedSidebar, paginationPrev, paginationNext } = doc.overrides;
  let placement = owner;
  if (displayedSidebar === null) placement = undefined;
  else if (displayedSidebar !== undefined && displayedSidebar !== owner?.name) {
    const items = sidebars[displayedSidebar];
    placement = bySidebar.get(displayedSidebar)?.get(doc.route) ?? (items && { name: displayedSidebar, items, label: doc.sidebarLabel ?? doc.title, trail: [] });
  }
  if (paginationPrev === undefined && paginationNext === undefined) return placement;
  const linkTo = (id: string | null | undefined, fallback: LinkProps | undefined): LinkProps | undefined => {
    if (id === undefined) return fallback;
    const target = id === null ? undefined : docsById.get(id);
    return target && { label: target.sidebarLabel ?? target.title, href: target.route };
  };
  const base = placement ?? { name: '', items: [], label: doc.sidebarLabel ?? doc.title, trail: [] };
  return { ...base, previous: linkTo(paginationPrev, placement?.previous), next: linkTo(paginationNext, placement?.next) };
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

/** The cards of each category that is a doc's page (its link), by that doc's route. */
function categoryCards(sidebars: Sidebars, docsById: ReadonlyMap<string, DocEntry>, locale: PageLocale): Map<string, DocCard[]> {
  const cards = new Map<string, DocCard[]>();
  for (const items of Object.values(sidebars)) {
    for (const category of categoriesOf(items)) {
      if (category.href && !category.generatedIndex && !cards.has(category.href)) cards.set(category.href, category.items.flatMap((item) => (item.type === 'link' || item.href === category.href ? [] : [card(item, docsById, locale)])));
    }
  }
  return cards;
}

function* categoriesOf(items: SidebarItem[]): Generator<SidebarCategory> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    yield item;
    yield* categoriesOf(item.items);
  }
}

function card(item: Exclude<SidebarItem, { type: 'link' }>, docsById: ReadonlyMap<string, DocEntry>, locale: PageLocale): DocCategoryProps['cards'][number] {
  if (item.type === 'doc') {
    return { label: item.label, href: item.href, description: docsById.get(item.docId)?.description, isCategory: false };
  }
  const count = item.items.length;
  return { label: item.label, href: item.href ?? flattenSidebar(item.items)[0]?.href ?? '#', description: item.generatedIndex?.description ?? translate(locale, 'theme.docs.DocCard.categoryDescription.plurals', { count }), isCategory: true };
}
