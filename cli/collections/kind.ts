// What a kind of collection (docs, news, pages) is to the engine: where its collections are
// declared, which files each reads, what it collects of them, which routes and templates it
// makes. Every stage of the build goes through these, so a new kind is one folder beside
// docs/, news/ and pages/ and one line in registry.ts.
//
// An instance is one collection the site builds: a config entry of its kind (a docs section, a
// blog) with its key. A versioned docs section or a translated blog would be several instances
// of one config entry, each with its own key, folder and routeBasePath, made by `instances`.
import type { SiteConfig } from '../config/schema.js';
import type { StaticFolder } from '../content/entry-image.js';
import type { ContentEntry } from '../content/model.js';
import type { FrontMatterParser } from '../content/parse.js';
import type { ContentReader, SourceFile } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import type { BodyReads, EntryBody } from '../routes/body-reads.js';
import type { TemplateName } from '../routes/props.js';
import type { Route } from '../routes/route.js';
import type { SitePropsFor } from '../routes/site-props.js';
import type { PageLocale } from '../i18n/locales.js';
import type { Collection } from './registry.js';

/** What every instance has: its key among the instances of its kind, its id, folder and routes. */
export interface InstanceBase {
  /** Tells the instance apart from the others of its kind: the id (a version or a locale would be added to it). */
  key: string;
  id: string;
  /** The folder its files are read from, relative to the site root. */
  path: string;
  routeBasePath: string;
  /** Where the instance is set in the config (`['docs']`, `['news', 1]`): problems about it are shown there. */
  configKey: PropertyKey[];
  /** In a locale other than the default one: where its translated files are. */
  translation?: InstanceTranslation;
}

/**
 * A locale's translations of an instance, in Docusaurus's layout
 * (`i18n/fr/docusaurus-plugin-content-docs/current/`): each file there replaces the instance's
 * file of the same path; every other file is shown as the default locale wrote it.
 */
export interface InstanceTranslation {
  /** The folder, relative to the site root. */
  path: string;
  /** The default locale's language tag: what a file with no translation is written in. */
  fallbackLang: string;
}

export interface HeadLink {
  rel: string;
  type: string;
  href: string;
  title: string;
}

/** A place the collection reads, relative to the site root, with how messages name it. */
export interface SourcePlace {
  label: string;
  path: string;
}

export interface CollectContext {
  siteRoot: string;
  config: SiteConfig;
  /** Last commit dates of the docs (git), by absolute path. */
  lastUpdated: ReadonlyMap<string, Date>;
  parse: FrontMatterParser;
  /** Where front matter `image` paths are looked up. */
  staticFolder: StaticFolder;
}

export interface RouteContext {
  config: SiteConfig;
  siteProps: SitePropsFor;
  /** The locale pages are made in: how dates read, the words of the pages the engine titles. */
  locale: PageLocale;
  /** The other collections, for what a page shows of them (the latest posts, the sidebars on React pages). */
  collection: Collection;
  /** Where each route records the entries' bodies it shows (routes/body-reads.ts). */
  reads: BodyReads;
}

export interface CollectionKind<I extends InstanceBase, F extends object, D extends { instance: I }> {
  /** The instances the config declares, in the order their routes are made. */
  instances(config: SiteConfig): I[];
  /** The folder of an instance's translations in a locale's folder, as Docusaurus names it (`docusaurus-plugin-content-docs/current`). */
  translationFolder(instance: I): string;
  /** The instance's folder, and the files outside it it reads: watched, and never overlapped by the output folder. */
  sources(instance: I): { folder: SourcePlace; files: SourcePlace[] };
  /** Reads the instance's files; problems go to the reader. */
  read(reader: ContentReader, instance: I): Promise<F>;
  /**
   * In a locale other than the default one, the instance's files with those of its translations
   * folder (`dir`, absolute) that stand for one of them put in their place, besides its markdown
   * (translated-files.ts does that): a translated React page, authors.yml. Problems go to the reader.
   */
  translateFiles?(reader: ContentReader, dir: string, files: F, instance: I): Promise<F>;
  collect(files: F, instance: I, context: CollectContext): Promise<{ data: D; problems: GardenError[] }>;
  /**
   * The entry `collect` would make of one of its markdown files, alone (undefined when it has
   * problems): how a rebuild checks that an edit changed the file's body and nothing else.
   */
  collectOne(file: SourceFile, files: F, instance: I, context: CollectContext): ContentEntry | undefined;
  /** Every entry, drafts included, in the order `collect` made them. */
  entries(data: D): readonly ContentEntry[];
  /** The same data with some entries replaced by others of the same listing (a body edit). */
  withEntries(data: D, swap: (entry: ContentEntry) => ContentEntry): D;
  routes(data: D, context: RouteContext): Route[];
  /**
   * A route of this instance whose only changed read is its own entry's body, made again from
   * the new body alone (undefined when only `routes` can): how a body edit in a section of
   * thousands of docs remakes one page, not the section.
   */
  refreshBody?(route: Route, entry: ContentEntry, body: EntryBody): Route | undefined;
  /** `<link>`s every page's head carries (the news feeds). */
  headLinks?(data: D): HeadLink[];
  /** Files it writes besides its pages (the news feeds). */
  extraFiles?: {
    /** Their names, known before anything is rendered (what links may point to). */
    names(data: D): string[];
    /** What they are made of: while these values are the same (===), the files are the same. */
    inputs(data: D): unknown[];
    render(data: D, config: SiteConfig): Array<{ outFile: string; content: string }>;
  };
  /** Problems that show once its entries' bodies are rendered (a character a feed cannot hold). */
  checkRendered?(data: D): GardenError[];
  /** Files the theme loads as code, with it (React pages): a change to one reloads the theme. */
  themeFiles?(files: F): readonly SourceFile[];
  /** The templates its routes use: a theme must provide each. */
  templates: readonly TemplateName[];
}

/** Every file an instance's record holds (its lists and single files), whatever its kind. */
export function* filesOf(files: object): Generator<SourceFile> {
  for (const value of Object.values(files)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isSourceFile(item)) yield item;
    } else if (isSourceFile(value)) yield value;
  }
}

/** The same record with some of its files replaced (`swap` returns a file as is to keep it). */
export function withFiles<F extends object>(files: F, swap: (file: SourceFile) => SourceFile): F {
  const swapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(files)) {
    swapped[key] = Array.isArray(value) ? value.map((item: unknown) => (isSourceFile(item) ? swap(item) : item)) : isSourceFile(value) ? swap(value) : value;
  }
  return swapped as F;
}

function isSourceFile(value: unknown): value is SourceFile {
  return typeof value === 'object' && value !== null && typeof (value as SourceFile).absolutePath === 'string' && typeof (value as SourceFile).collectionPath === 'string';
}

/** The first instance's data of a kind (the one the theme's links follow), if there is one. */
export function firstOf<D>(instances: ReadonlyMap<string, D>): D | undefined {
  return instances.values().next().value;
}

/** Where the config sets an instance: the kind's key, and its place when the kind is given as a list. */
export function configKeyOf(kind: string, index: number, count: number): PropertyKey[] {
  return count > 1 ? [kind, index] : [kind];
}
