// Every term's postings over the pages' shares, kept from one build to the next
// (search-index.ts): a page's share leaves and a new one enters, and only the terms the two hold
// are touched, whatever the size of the site.
import { sectionWeights, type SearchablePage } from './search-pages.js';
import { SECTIONS_PER_PAGE } from './search-terms.js';

export class TermPostings {
  /**
   * term → [section id, weight, section id, weight, …], in no particular order: flat number
   * lists, as a 4,000-page site has millions of postings.
   */
  readonly lists = new Map<string, number[]>();
  /** Each section's length (its weights summed), by section id. */
  readonly lengths = new Map<number, number>();
  totalLength = 0;

  /** Adds the page's sections as page `pageIndex`; the terms they hold go to `touched`. */
  add(page: SearchablePage, pageIndex: number, touched: Set<string>): void {
    page.counts.forEach((_, n) => {
      const [terms, weights] = sectionWeights(page, n);
      const id = pageIndex * SECTIONS_PER_PAGE + n;
      let length = 0;
      terms.forEach((term, index) => {
        const weight = weights[index] as number;
        length += weight;
        const list = this.lists.get(term);
        if (list) list.push(id, weight);
        else this.lists.set(term, [id, weight]);
        touched.add(term);
      });
      this.lengths.set(id, length);
      this.totalLength += length;
    });
  }

  /** Takes out what `add` put in for this page at `pageIndex`; the terms it held go to `touched`. */
  remove(page: SearchablePage, pageIndex: number, touched: Set<string>): void {
    const first = pageIndex * SECTIONS_PER_PAGE;
    const terms = new Set(page.titleTerms);
    page.counts.forEach(([sectionTerms], n) => {
      for (const term of sectionTerms) terms.add(term);
      this.totalLength -= this.lengths.get(first + n) ?? 0;
      this.lengths.delete(first + n);
    });
    for (const term of terms) {
      const list = this.lists.get(term);
      if (!list) continue;
      touched.add(term);
      let kept = 0;
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i] as number;
        if (id >= first && id < first + SECTIONS_PER_PAGE) continue;
        list[kept++] = id;
        list[kept++] = list[i + 1] as number;
      }
      if (kept === 0) this.lists.delete(term);
      else list.length = kept;
    }
  }
}
