// The fields docs, posts and pages all take the same way from their front matter and body.
import type { EntryBase } from './model.js';

/** The site-wide table of contents levels (config `docs.toc`), for entries whose front matter says nothing. */
export interface TocDefaults { minLevel: number; maxLevel: number }

interface SharedFrontMatter {
  description?: string | undefined;
  keywords?: string[] | undefined;
  image?: string | undefined;
  draft?: boolean | undefined;
  unlisted?: boolean | undefined;
  hide_table_of_contents?: boolean | undefined;
  toc_min_heading_level?: number | undefined;
  toc_max_heading_level?: number | undefined;
}

type SharedFields = Pick<EntryBase, 'description' | 'keywords' | 'image' | 'body' | 'bodyLineOffset' | 'draft' | 'unlisted' | 'hideTableOfContents' | 'tocLevels'>;

export function sharedEntryFields(data: SharedFrontMatter, parsed: { body: string; bodyLineOffset: number }, toc: TocDefaults): SharedFields {
  return {
    description: data.description,
    keywords: data.keywords ?? [],
    image: data.image,
    body: parsed.body,
    bodyLineOffset: parsed.bodyLineOffset,
    draft: data.draft ?? false,
    unlisted: data.unlisted ?? false,
    hideTableOfContents: data.hide_table_of_contents ?? false,
    tocLevels: { min: data.toc_min_heading_level ?? toc.minLevel, max: data.toc_max_heading_level ?? toc.maxLevel },
  };
}
