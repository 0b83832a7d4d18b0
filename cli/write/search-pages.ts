// One page's share of the search index: its sections (text cut to what snippets need) and the
// weighted terms of each. A build takes the shares on its main thread while the render threads
// draw the pages, from the cache when it can (render/search-shares.ts); `serve --watch` takes
// them as it renders each page. search-index.ts only adds them up.
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes/route.js';
import { indexTerms, SECTIONS_PER_PAGE } from './search-terms.js';
import { extractSections, type TextSection } from './search-text.js';
import { globToRegExp } from './sitemap.js';

/** Stored text per section (snippets come from it; the whole text is indexed). */
const MAX_TEXT = 1000;
const WEIGHT = { title: 5, titleElsewhere: 1, heading: 3, text: 1 };

export interface SearchablePage extends SearchBody {
  url: string;
  title: string;
  /** The title's terms, repeats kept: they count in every section, more in the first (sectionWeights). */
  titleTerms: string[];
  /** A doc's version: results show it, and readers search their own version unless they ask for all. */
  version: SearchVersion | undefined;
  /** The hash of the HTML or text its body came from (render/search-shares.ts), when a build took it: the stored index is keyed by it (build/stored-search.ts). */
  contentKey?: string;
}

export interface SearchVersion {
  /** The docs section's id. */
  section: string;
  name: string;
  label: string;
  /** Served at the section's own route: searched from pages outside the section. */
  isLast: boolean;
}

/**
 * What a page's share takes from its content alone, whatever its title: the sections and, per
 * section, its heading's and text's terms in the order first met with their weighted counts (two
 * flat lists rather than a pair per term, whose objects add up on a large site). Cached by the
 * content's hash (render/search-shares.ts): taking it from the HTML is a real part of a page's
 * rendering time. A share holds these very arrays, so the cache costs no second copy.
 */
export interface SearchBody {
  sections: Array<[anchor: string, heading: string, text: string]>;
  counts: Array<[terms: string[], counts: number[]]>;
}

/** Section `n`'s terms and weights as the index counts them: the title's first, then the section's own. */
export function sectionWeights(page: SearchablePage, n: number): [string[], number[]] {
  const weights = new Map<string, number>();
  const titleWeight = n === 0 ? WEIGHT.title : WEIGHT.titleElsewhere;
  for (const term of page.titleTerms) weights.set(term, (weights.get(term) ?? 0) + titleWeight);
  const [terms, counts] = page.counts[n] ?? [[], []];
  terms.forEach((term, index) => weights.set(term, (weights.get(term) ?? 0) + (counts[index] as number)));
  return [[...weights.keys()], [...weights.values()]];
}

/** What a searchable route is indexed from: its markdown's HTML, or a React page's description; `language`: the page's language tag, which its terms follow (wordRules). */
export type SearchSource = { url: string; title: string; language: string; version?: SearchVersion } & ({ html: string } | { text: string });

const exclusions = new WeakMap<SiteConfig['search'], RegExp[]>();

/** The route's search source, or undefined when it is not indexed. */
export function searchSource(route: Route, config: SiteConfig['search']): SearchSource | undefined {
  if (!config.enabled) return undefined;
  // A doc of a noIndex version asks search engines to stay away, not the site's readers, who
  // search their own version: only an unlisted doc is left out.
  if (route.template === 'doc' ? route.props.doc.unlisted : route.meta.noindex) return undefined;
  let excluded = exclusions.get(config);
  if (!excluded) exclusions.set(config, (excluded = config.exclude.map(globToRegExp)));
  if (excluded.some((pattern) => pattern.test(route.url))) return undefined;
  const language = route.props.site.htmlLang;
  if (route.template === 'doc') {
    const { section, name, label, isLast } = route.props.version;
    return { url: route.url, title: route.props.doc.title, language, html: route.props.doc.html, version: { section, name, label, isLast } };
  }
  if (route.template === 'newsPost' && !route.props.post.unlisted) return { url: route.url, title: route.props.post.title, language, html: route.props.post.html };
  if (route.template === 'page') return { url: route.url, title: route.props.page.title, language, html: route.props.page.html };
  if (route.template === 'component') return { url: route.url, title: route.meta.title, language, text: route.meta.description ?? '' };
  return undefined;
}

export function searchBodyOf(source: SearchSource): SearchBody {
  const sections = capSections('html' in source ? extractSections(source.html) : [{ anchor: '', heading: '', text: source.text }]);
  const counts = sections.map((section): [string[], number[]] => {
    const counts = new Map<string, number>();
    addTerms(counts, section.heading, WEIGHT.heading, source.language);
    addTerms(counts, section.text, WEIGHT.text, source.language);
    return [[...counts.keys()], [...counts.values()]];
  });
  return { sections: sections.map((section) => [section.anchor, section.heading, section.text.slice(0, MAX_TEXT)]), counts };
}

/** The page's share: its body, with its title's terms. */
export function searchShare(source: SearchSource, body: SearchBody, contentKey?: string): SearchablePage {
  const share: SearchablePage = { url: source.url, title: source.title, titleTerms: indexTerms(source.title, source.language), sections: body.sections, counts: body.counts, version: source.version };
  if (contentKey !== undefined) share.contentKey = contentKey;
  return share;
}

function addTerms(counts: Map<string, number>, text: string, weight: number, language: string): void {
  for (const term of indexTerms(text, language)) counts.set(term, (counts.get(term) ?? 0) + weight);
}

/** At most SECTIONS_PER_PAGE sections (the rest joins the last), and at least one, so every page can be found by its title. */
function capSections(sections: TextSection[]): TextSection[] {
  if (sections.length === 0) return [{ anchor: '', heading: '', text: '' }];
  if (sections.length <= SECTIONS_PER_PAGE) return sections;
  const kept = sections.slice(0, SECTIONS_PER_PAGE - 1);
  const rest = sections.slice(SECTIONS_PER_PAGE - 1);
  return [...kept, { ...(rest[0] as TextSection), text: rest.map((section) => `${section.heading} ${section.text}`).join(' ') }];
}
