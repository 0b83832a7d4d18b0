// Tags of news posts: each gets a page at `<news>/tags/<slug>`. Two different tags must never
// share a page (one would silently lose its posts), nor take the address of the tags index.
import { GardenError } from '../diagnostics/error.js';
import { routePathProblem } from '../routes/route-path-rules.js';
import { joinRoute } from '../routes/paths.js';
import { lineOfListItem } from './list-item-line.js';
import type { Tag } from './model.js';
import type { SourceFile } from './read.js';

export type FrontMatterTagValue = string | { label: string; permalink?: string | undefined };

/**
 * The slug of a tag's page. Signs that make a different word (`C++`, `C#`) are spelt out, so
 * they do not collapse onto `c`; pictographs (🍅) are kept as they are, since they are all the
 * tag has to tell it apart.
 */
export function tagSlug(label: string): string {
  const spelt = label.replace(/\+/g, ' plus ').replace(/#/g, ' sharp ').replace(/&/g, ' and ');
  return spelt.toLowerCase().trim().replace(/[^\p{L}\p{N}\p{Extended_Pictographic}]+/gu, '-').replace(/^-|-$/g, '');
}

/** `Garden Tips`, `garden-tips` and `garden_tips` are one tag written three ways. */
function sameTag(a: string, b: string): boolean {
  const normal = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
  return normal(a) === normal(b);
}

export function resolveTag(tag: FrontMatterTagValue, routeBasePath: string, described: ReadonlyMap<string, Omit<Tag, 'key'>>): Tag {
  const key = typeof tag === 'string' ? tag : tag.label;
  const known = described.get(key);
  if (known) return { key, ...known };
  const permalink = typeof tag === 'string' ? tagSlug(tag) : (tag.permalink ?? tagSlug(tag.label)).replace(/^\//, '');
  return { key, label: key, route: joinRoute(routeBasePath, 'tags', permalink), description: undefined };
}

/** The tag pages claimed so far, to catch two tags on one page across every post. */
export class TagPages {
  private readonly claimed = new Map<string, { key: string; file: string }>();
  private readonly index: string;

  constructor(routeBasePath: string) {
    this.index = joinRoute(routeBasePath, 'tags');
  }

  /** A post's tags, each once; a tag whose page another tag (or the tags index) has is reported at its line. */
  claim(tags: readonly Tag[], file: SourceFile, tagsLine: number, problems: GardenError[]): Tag[] {
    const own = new Map<string, Tag>();
    for (const tag of tags) {
      const line = lineOfListItem(file.text, tagsLine, 'tags', tag.key);
      const at = { code: 'news/tag-collision', file: file.sourcePath, line };
      if (tag.route === this.index) {
        problems.push(new GardenError(`tags: '${tag.key}' makes no page address of its own: its page would replace the tags index ${this.index}`, { ...at, hint: `give the tag a letter or a number, or a permalink in tags.yml beside the posts` }));
        continue;
      }
      // A tag's page path is checked here, where the post and its line are known.
      const unsafe = routePathProblem(tag.route);
      if (unsafe) {
        problems.push(new GardenError(`tags: the page of '${tag.key}', ${tag.route}: ${unsafe.message}`, { ...at, code: 'news/invalid-tag', hint: unsafe.hint }));
        continue;
      }
      if (own.has(tag.route)) continue;
      own.set(tag.route, tag);
      const first = this.claimed.get(tag.route);
      if (!first) this.claimed.set(tag.route, { key: tag.key, file: file.sourcePath });
      else if (!sameTag(first.key, tag.key)) {
        const where = first.file === file.sourcePath ? 'in this post' : `in ${first.file}`;
        problems.push(new GardenError(`tags: '${tag.key}' and '${first.key}' (${where}) would share the page ${tag.route}`, { ...at, hint: `write both the same way if they are one tag, or give one a permalink in tags.yml beside the posts` }));
      }
    }
    return [...own.values()];
  }
}
