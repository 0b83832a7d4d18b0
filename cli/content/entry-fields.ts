// The fields docs, posts and pages all take the same way from their front matter and body.
import type { EntryBase } from './model.js';

interface SharedFrontMatter {
  description?: string | undefined;
  keywords?: string[] | undefined;
  image?: string | undefined;
  draft?: boolean | undefined;
  unlisted?: boolean | undefined;
  hide_table_of_contents?: boolean | undefined;
}

type SharedFields = Pick<EntryBase, 'description' | 'keywords' | 'image' | 'body' | 'bodyLineOffset' | 'draft' | 'unlisted' | 'hideTableOfContents'>;

export function sharedEntryFields(data: SharedFrontMatter, parsed: { body: string; bodyLineOffset: number }): SharedFields {
  return {
    description: data.description,
    keywords: data.keywords ?? [],
    image: data.image,
    body: parsed.body,
    bodyLineOffset: parsed.bodyLineOffset,
    draft: data.draft ?? false,
    unlisted: data.unlisted ?? false,
    hideTableOfContents: data.hide_table_of_contents ?? false,
  };
}
