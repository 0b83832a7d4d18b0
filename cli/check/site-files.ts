// What the build writes, and which file a path is served from. Paths resolve the way
// `garden-site serve` and static hosts serve them: `/a/b` from `a/b`, `a/b.html` or
// `a/b/index.html`, and the `.html`, `/index.html` and trailing-slash forms of the same page.

export class SiteFiles {
  private readonly files: ReadonlySet<string>;

  /** `files`: every output file, relative to the output folder with `/` separators. */
  constructor(files: Iterable<string>) {
    this.files = new Set(files);
  }

  get size(): number {
    return this.files.size;
  }

  /** The output file served at `sitePath` (decoded, starting with `/`), if any. */
  fileFor(sitePath: string): string | undefined {
    if (sitePath === '/' || sitePath === '') return this.found('index.html');
    const exact = sitePath.slice(1);
    if (this.files.has(exact)) return exact;
    const bare = exact.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '');
    if (bare === '') return this.found('index.html');
    return this.found(bare) ?? this.found(`${bare}.html`) ?? this.found(`${bare}/index.html`);
  }

  /** Every page's path as a reader would write it (`/docs/intro`), for "did you mean". */
  pagePaths(): string[] {
    return [...this.files].filter((file) => file.endsWith('.html')).map((file) => `/${file.replace(/(^|\/)index\.html$|\.html$/, '')}`);
  }

  private found(file: string): string | undefined {
    return this.files.has(file) ? file : undefined;
  }
}
