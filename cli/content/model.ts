// The content model: what the collect stage makes of the files, before rendering.
import type { RenderedMarkdown, TocItem } from '../markdown/types.js';
import type { SourceFile } from './read.js';

export interface EntryBase {
  source: SourceFile;
  route: string;
  title: string;
  description: string | undefined;
  keywords: string[];
  image: string | undefined;
  /** Markdown body without front matter, and how many file lines precede it. */
  body: string;
  bodyLineOffset: number;
  draft: boolean;
  /** Built, but kept out of lists, feeds, sitemap and search. */
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** Heading levels its table of contents shows: front matter `toc_min/max_heading_level`, else the site's. */
  tocLevels: TocLevels;
  /** Filled in by the markdown stage. */
  rendered?: RenderedMarkdown;
}

export interface TocLevels { min: number; max: number }

export interface DocEntry extends EntryBase {
  kind: 'doc';
  /** Path under the docs folder without extension, unless front matter `id` says otherwise. */
  id: string;
  /** Folder of the doc under the docs folder (`user-guide/get-started`), '' at the root. */
  dirName: string;
  /** `index.md` / `README.md`: the landing page of its folder. */
  isIndex: boolean;
  sidebarLabel: string | undefined;
  sidebarPosition: number | undefined;
  /** Git's last commit date, unless front matter `last_update.date` sets it. */
  lastUpdated: Date | undefined;
  /** "Edit this page" link: `docs.editUrl` + the doc's path, or front matter `custom_edit_url`. */
  editUrl: string | undefined;
  /** `hide_title`: the page shows no title heading of its own. */
  hideTitle: boolean;
  /**
   * Front matter that overrides what the sidebar implies: `pagination_prev`/`pagination_next`
   * (a doc id, or null for none) and `displayed_sidebar` (a sidebar name, or null for none).
   * Undefined means "as the sidebar says". `lines` locates each field for messages.
   */
  overrides: DocOverrides;
}

export interface DocOverrides {
  paginationPrev: string | null | undefined;
  paginationNext: string | null | undefined;
  displayedSidebar: string | null | undefined;
  lines: { paginationPrev: number; paginationNext: number; displayedSidebar: number };
}

export interface Author {
  key: string | undefined;
  name: string;
  title: string | undefined;
  url: string | undefined;
  imageUrl: string | undefined;
  /** Author page route, for authors from authors.yml. */
  route: string | undefined;
}

export interface Tag {
  key: string;
  label: string;
  route: string;
  description: string | undefined;
}

export interface PostEntry extends EntryBase {
  kind: 'post';
  date: Date;
  slug: string;
  authors: Author[];
  tags: Tag[];
}

export interface PageEntry extends EntryBase {
  kind: 'page';
}

export type ContentEntry = DocEntry | PostEntry | PageEntry;

export type { TocItem };
