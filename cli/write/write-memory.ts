// What the write stage keeps from one build to the next (`serve --watch` hands it back through
// the build state): the search index, updated page by page, and the last sitemap and the collections' own files
// (feeds),
// given again while what they are made of is the very same. Files of the whole site are then
// not made again, nor their strings copied, after an edit that cannot change them.
import { sameItems } from '../same-items.js';
import { SearchIndex } from './search-index.js';

/** A function's last result, returned again while its inputs are the same values (===, one by one). */
export class LastOutput<T> {
  private inputs: readonly unknown[] | undefined;
  private output: T | undefined;

  get(inputs: readonly unknown[], make: () => T): T {
    const last = this.inputs;
    if (last && sameItems(last, inputs)) return this.output as T;
    this.inputs = undefined;
    this.output = make();
    this.inputs = inputs;
    return this.output;
  }
}

export class WriteMemory {
  readonly search = new SearchIndex();
  readonly sitemap = new LastOutput<string>();
  private readonly extra = new Map<string, LastOutput<Array<{ outFile: string; content: string }>>>();

  /** The last files a collection wrote besides its pages (a news section's feeds), by collection. */
  extraFiles(collection: string): LastOutput<Array<{ outFile: string; content: string }>> {
    let last = this.extra.get(collection);
    if (!last) this.extra.set(collection, (last = new LastOutput()));
    return last;
  }
}
