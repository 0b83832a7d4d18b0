// Front matter parsed in the last build, by file: a rebuild after one edit parses one file
// instead of the whole site (parsing and validating front matter is most of the collect
// stage's time on a large site). A result is reused only for the very same text; entries are
// kept for one build after their last use, so renamed files do not pile up.
import { parseFrontMatter, type FrontMatterParser, type ParsedSource } from '../content/parse.js';

export class FrontMatterMemo {
  private current = new Map<string, { raw: string; parsed: ParsedSource<unknown> }>();
  private previous = new Map<string, { raw: string; parsed: ParsedSource<unknown> }>();

  readonly parse: FrontMatterParser = (raw, sourcePath, kind) => {
    const key = `${kind}\0${sourcePath}`;
    const known = this.current.get(key) ?? this.previous.get(key);
    const parsed = known && known.raw === raw ? known.parsed : parseFrontMatter(raw, sourcePath, kind);
    this.current.set(key, { raw, parsed });
    return parsed as ReturnType<typeof parseFrontMatter<typeof kind>>;
  };

  /** Called after each collect stage: what it did not ask for is forgotten. */
  rotate(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}
