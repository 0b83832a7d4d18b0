// One page's share of the search index: its sections (text cut to what snippets need) and the
// weighted terms of each. Taken when the page is rendered, in whichever thread renders it, so
// a large site's text is split into words on every core; search-index.ts only adds them up.
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes/route.js';
import { indexTerms, SECTIONS_PER_PAGE } from './search-terms.js';
import { extractSections, type TextSection } from './search-text.js';
import { globToRegExp } from './sitemap.js';

/** Stored text per section (snippets come from it; the whole text is indexed). */
const MAX_TEXT = 1000;
const WEIGHT = { title: 5, titleElsewhere: 1, heading: 3, text: 1 };

export interface SearchablePage {
  url: string;
  title: string;
  sections: Array<[anchor: string, heading: string, text: string]>;
  /**
   * Per section, its terms in the order first met and their weighted counts: two flat lists
   * rather than a pair per term, which cost a 4,000-page build ~100 MB held until the index is built.
   */
  weights: Array<[terms: string[], counts: number[]]>;
}

/** Shares equal terms between pages as they arrive from the render threads (see linkInterner). */
export function termInterner(): (page: SearchablePage) => void {
  const known = new Map<string, string>();
  return (page) => {
    for (const [terms] of page.weights) {
      for (let index = 0; index < terms.length; index++) {
        const term = terms[index] as string;
        const shared = known.get(term);
        if (shared === undefined) known.set(term, term);
        else terms[index] = shared;
      }
    }
  };
}

const exclusions = new WeakMap<SiteConfig['search'], RegExp[]>();

/** The page's index entry: markdown pages by section, React pages by title and description. */
export function searchablePage(route: Route, config: SiteConfig['search']): SearchablePage | undefined {
  if (!config.enabled || route.meta.noindex) return undefined;
  let excluded = exclusions.get(config);
  if (!excluded) exclusions.set(config, (excluded = config.exclude.map(globToRegExp)));
  if (excluded.some((pattern) => pattern.test(route.url))) return undefined;
  if (route.template === 'doc') return weigh(route.url, route.props.doc.title, extractSections(route.props.doc.html));
  if (route.template === 'newsPost' && !route.props.post.unlisted) return weigh(route.url, route.props.post.title, extractSections(route.props.post.html));
  if (route.template === 'page') return weigh(route.url, route.props.page.title, extractSections(route.props.page.html));
  if (route.template === 'component') return weigh(route.url, route.meta.title, [{ anchor: '', heading: '', text: route.meta.description ?? '' }]);
  return undefined;
}

function weigh(url: string, title: string, found: TextSection[]): SearchablePage {
  const sections = capSections(found);
  const weights = sections.map((section, n) => {
    const counts = new Map<string, number>();
    const add = (text: string, weight: number): void => {
      for (const term of indexTerms(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
    };
    add(title, n === 0 ? WEIGHT.title : WEIGHT.titleElsewhere);
    add(section.heading, WEIGHT.heading);
    add(section.text, WEIGHT.text);
    return [[...counts.keys()], [...counts.values()]] as [string[], number[]];
  });
  return { url, title, sections: sections.map((section) => [section.anchor, section.heading, section.text.slice(0, MAX_TEXT)]), weights };
}

/** At most SECTIONS_PER_PAGE sections (the rest joins the last), and at least one, so every page can be found by its title. */
function capSections(sections: TextSection[]): TextSection[] {
  if (sections.length === 0) return [{ anchor: '', heading: '', text: '' }];
  if (sections.length <= SECTIONS_PER_PAGE) return sections;
  const kept = sections.slice(0, SECTIONS_PER_PAGE - 1);
  const rest = sections.slice(SECTIONS_PER_PAGE - 1);
  return [...kept, { ...(rest[0] as TextSection), text: rest.map((section) => `${section.heading} ${section.text}`).join(' ') }];
}
