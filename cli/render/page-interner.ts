// Pages come back from the render threads as copies, each with its own strings: the sidebar's
// hundreds of links and the common words of the search index repeat on every page of a large
// site. Kept once each, they cost a pointer per page rather than an object or a string.
import { linkInterner } from '../check/page-links.js';
import { termInterner } from '../write/search-pages.js';
import type { RenderedPage } from './page-output.js';

export function pageInterner(): (page: RenderedPage) => void {
  const shareLinks = linkInterner();
  const shareTerms = termInterner();
  return (page) => {
    shareLinks(page);
    if (page.search) shareTerms(page.search);
  };
}
