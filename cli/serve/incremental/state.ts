// What a `serve --watch` session remembers of its last good build.
import type { ClientBundle } from '../../client/bundle.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Collection } from '../../content/collect.js';
import type { ContentFiles } from '../../content/read.js';
import type { GardenError } from '../../diagnostics/error.js';
import type { MarkdownOptions } from '../../markdown/types.js';
import type { KeptMarkdown } from '../../render/markdown-stage.js';
import type { RenderedPage } from '../../render/page-output.js';
import type { LoadedTheme } from '../../render/theme.js';
import type { Route } from '../../routes/route.js';
import type { AssetRegistry } from '../../write/assets.js';
import type { LinkCheckState } from './link-check.js';
import type { OutputFile } from './output.js';

/** A rendered page with its HTML, as a session keeps it. */
export type KeptPage = RenderedPage & { html: string };

/** What the content stage (content-stage.ts) gives a build, and a good build keeps. */
export interface RenderedContent {
  /** Entries with their rendered markdown. */
  collection: Collection;
  assets: AssetRegistry;
  /** Warnings of the collect stage alone, and of the collect and markdown stages, reported again while their files are unchanged. */
  collectWarnings: GardenError[];
  contentWarnings: GardenError[];
  /** Each page's markdown as rendered, by absolute path (reused while its body is unchanged), and the options used. */
  markdown: Map<string, KeptMarkdown>;
  markdownOptions: MarkdownOptions;
}

export interface GoodBuild extends RenderedContent {
  config: SiteConfig;
  configPath: string;
  /** The config file and every local file it imports. */
  configInputs: string[];
  files: ContentFiles;
  lastUpdated: ReadonlyMap<string, Date>;
  theme: LoadedTheme;
  client: ClientBundle;
  routes: Route[];
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
  /** What building the routes reported (duplicate routes, as warnings), reported again while the routes stand. */
  routeProblems: GardenError[];
  /** Each page's digest (fingerprint.ts) and rendered page (HTML, links, search share), by output file. */
  rendered: Map<string, { digest: string; page: KeptPage }>;
  links: LinkCheckState;
  /** Every output file, as last written. */
  output: ReadonlyMap<string, OutputFile>;
  /** Which of them are the search index. */
  searchFiles: ReadonlySet<string>;
}
