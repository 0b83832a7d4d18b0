// What each page's data reads of the entries' bodies, recorded as the page is made: after body
// edits, a rebuild makes again only the pages that read an edited body (build/routes-stage.ts),
// whatever their template or the theme shows. A route builder gets an entry's body only through
// `body()`, inside the `page()` that makes the route, so the record cannot miss a read.
//
// Everything else a page shows of the content (titles, dates, tags, sidebars, which entries
// there are) is the entries' listing: a change to a listing makes every page's data again.
import type { ContentEntry } from '../content/model.js';
import type { RenderedMarkdown } from '../markdown/types.js';

/** An entry's body: its markdown, and what the markdown stage made of it. */
export interface EntryBody {
  markdown: string;
  rendered: RenderedMarkdown | undefined;
}

/** The entries (absolute paths of their files) whose bodies one page's data read. */
export type Reads = readonly string[];

const NONE: Reads = [];

export class BodyReads {
  private open: string[] | undefined;
  private readonly made = new Map<object, Reads>();

  /** Makes one page's data (its route, or what the theme adds to it) with `make`, recording the bodies it reads. */
  page<T extends object>(make: () => T): T {
    const outer = this.open;
    const reads: string[] = [];
    this.open = reads;
    try {
      const value = make();
      if (reads.length > 0) this.made.set(value, reads);
      return value;
    } finally {
      this.open = outer;
    }
  }

  /** The bodies a page's data was made from (none for data made without `page`). */
  readsOf(value: object): Reads {
    return this.made.get(value) ?? NONE;
  }

  /** An entry's body, read by the page being made. */
  body(entry: ContentEntry): EntryBody {
    // A read outside a page would be a read no rebuild follows: a mistake in a route builder.
    if (!this.open) throw new Error(`the body of ${entry.source.sourcePath} was read outside a page`);
    if (this.open[this.open.length - 1] !== entry.source.absolutePath) this.open.push(entry.source.absolutePath);
    return { markdown: entry.body, rendered: entry.rendered };
  }
}
