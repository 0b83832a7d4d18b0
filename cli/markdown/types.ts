// The contract between the markdown stage and the rest of the engine.
import type { GardenError } from '../diagnostics/error.js';
import type { FenceRequest } from './fences.js';
import type { PartialRead } from './partial-file.js';
import type { Npm2YarnOptions } from './plugins/npm2yarn.js';
import type { MarkdownMessageId } from '../i18n/engine-messages.js';

/** The words markdown writes into pages (code blocks' buttons, admonition titles, heading links), by message id. */
export type MarkdownWords = Readonly<Record<MarkdownMessageId, string>>;

export interface TocItem {
  /** Heading id (the anchor), unique within the page. */
  id: string;
  /** Heading text as inline HTML (code spans kept, links stripped). */
  html: string;
  /** Plain-text heading, for search and aria labels. */
  text: string;
  level: number;
}

export interface LinkReference {
  /** The URL as written after rewriting (a route, or the original for external links). */
  href: string;
  /** 1-based line in the source file where the link was written. */
  line: number;
}

export interface MarkdownEnv {
  /** Source path relative to the site root, used in error messages (`content/docs/a.md`). */
  sourcePath: string;
  /** Absolute path of the source file, to resolve relative links and images. */
  absolutePath: string;
  /**
   * The folder of the collection the file belongs to (`content/docs`), absolute: `/x.md` links
   * are looked up there first, and `x.md` links there when the file's own folder has no `x.md`.
   */
  contentRoot: string;
  /** How many lines precede the markdown body in the file (front matter), so errors point at the file's own lines. */
  lineOffset: number;
  /**
   * Resolves a link to a markdown file (`./beds.md`, `../home/team.md`, or an absolute
   * file path) to the route of the page built from it, or undefined when no page exists.
   * The argument is an absolute file system path without the `#fragment`.
   */
  resolveMarkdownLink(absoluteFile: string): string | undefined;
  /**
   * Registers a local asset (an image) referenced from markdown; returns the public URL it
   * will be served at (content-hashed), or why it cannot be published.
   */
  registerAsset(absoluteFile: string): AssetLookup;
  /**
   * Reads a partial imported by the page (`import Catalog from './_catalog.mdx'`), or says why
   * it was refused. Without it, the file is read from disk with the same checks.
   */
  readPartial?(absoluteFile: string): PartialRead;
  /**
   * What the page's expressions can read besides its TOC (`{frontMatter.title}`): given only
   * for pages whose body names them (see pageData), so other pages' cache keys stay as they were.
   */
  data?: PageData;
}

/** The page's own data, as Docusaurus gives it to MDX: plain JSON. */
export interface PageData {
  frontMatter: Record<string, unknown>;
  metadata: Record<string, unknown>;
  assets: Record<string, unknown>;
}

/** The site's public settings, as `useDocusaurusContext().siteConfig` gives them to a page. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  locale: string;
  customFields: Record<string, unknown>;
}

/** An image's public URL, or why it is refused: plain data, kept in the markdown cache. */
export type AssetLookup =
  | { url: string }
  | { refused: 'missing' }
  | { refused: 'outside-site'; realPath: string }
  | { refused: 'hidden' }
  | { refused: 'not-a-file'; kind: string }
  | { refused: 'too-large'; size: number; limit: number };

export interface RenderedMarkdown {
  html: string;
  /** HTML of the part before `<!-- truncate -->`, when the marker is present. */
  excerptHtml: string | undefined;
  toc: TocItem[];
  /** Text of the first h1, when the body starts with one (used as a fallback title). */
  title: string | undefined;
  /** Internal links found, with their source lines (for link checking). */
  links: LinkReference[];
  /** Problems found (MDX imports, unknown JSX, links to missing .md files). */
  problems: GardenError[];
  /** The stylesheets the page's imports need (published URLs), after the theme's. */
  styles?: string[];
  /** The code blocks whose placeholders are in `html`, to highlight and fill in (see fences.ts). */
  fences?: FenceRequest[];
}

export interface MarkdownOptions {
  /** Shiki themes; colours follow the colour mode via CSS variables. */
  themes: { light: string; dark: string };
  /** Languages to load up front beyond the defaults (e.g. `dart`). */
  languages: string[];
  /** TOC heading levels, inclusive (2 and 3 by default). */
  toc?: { minLevel: number; maxLevel: number };
  /** The site's own components (`markdown.components` of the config), for capitalised tags. */
  components?: ComponentSetup;
  /** The site's settings, for `useBaseUrl` and `useDocusaurusContext` in pages' expressions. */
  site?: SiteData;
  /** ```` ```bash npm2yarn ```` fences as package-manager tabs (`markdown.npm2yarn` of the config). */
  npm2yarn?: Npm2YarnOptions;
  /** The locale's words for what markdown writes itself; English when not given. */
  words?: MarkdownWords;
}

export interface ComponentSetup {
  siteRoot: string;
  /** Component name → module path relative to the site root. */
  modules: Array<[string, string]>;
  /** The site files pages import (components, stylesheets, drawings), absolute. */
  imports: string[];
  /** Where their stylesheets and images are published, and the static folder (`@site/static/…`). */
  site: { baseUrl: string; staticDir: string };
  /** A hash of the names and the modules' source, so cached pages are rendered again when a component changes. */
  digest: string;
}

export interface MarkdownRenderer {
  render(source: string, env: MarkdownEnv): RenderedMarkdown;
}
