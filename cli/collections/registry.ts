// The kinds of collection the engine builds, and the few loops over them the stages share:
// read every instance's files, collect them, list every entry. The content is
// kept as one map per kind, by instance key (`collection.docs.get('community')`).
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { ContentEntry } from '../content/model.js';
import { ContentReader, type SourceFile } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import type { TemplateName } from '../routes/props.js';
import { docsKind } from './docs/kind.js';
import { siteLocale } from '../i18n/locales.js';
import { overlayTranslation } from '../content/translated-files.js';
import { filesOf, type CollectContext, type CollectionKind, type HeadLink, type InstanceBase, type InstanceTranslation, type SourcePlace } from './kind.js';
import { newsKind } from './news/kind.js';
import { pagesKind } from './pages/kind.js';

/** Every kind, in the order their routes are made: of two pages claiming one path, the first is written. */
export const KINDS = { pages: pagesKind, docs: docsKind, news: newsKind };

type Kinds = typeof KINDS;
export type KindName = keyof Kinds;
type Parts<K extends KindName> = Kinds[K] extends CollectionKind<infer I, infer F, infer D> ? { instance: I; files: F; data: D } : never;
export type InstanceOf<K extends KindName> = Parts<K>['instance'];
export type FilesOf<K extends KindName> = Parts<K>['files'];
export type DataOf<K extends KindName> = Parts<K>['data'];
/** A kind as the loops over every kind see it: for any instance of its own. */
export type AnyKind = CollectionKind<InstanceBase, object, { instance: InstanceBase }>;

/** Each instance's files, by kind and instance key. */
export type ContentFiles = { [K in KindName]: Map<string, FilesOf<K>> };
/** Each instance's collected content, by kind and instance key; and every problem met collecting it. */
export type Collection = { [K in KindName]: Map<string, DataOf<K>> } & { problems: GardenError[] };

export const KIND_NAMES = Object.keys(KINDS) as KindName[];

/** A kind, typed to work on any of its instances (the loops below do not know which kind they hold). */
export function kindNamed(name: KindName): AnyKind {
  return KINDS[name] as unknown as AnyKind;
}

const instancesByConfig = new WeakMap<SiteConfig, Array<{ name: KindName; kind: AnyKind; instance: InstanceBase }>>();

/** Every instance the config declares, kind by kind: the same objects for the same config. */
export function eachInstance(config: SiteConfig): ReadonlyArray<{ name: KindName; kind: AnyKind; instance: InstanceBase }> {
  let instances = instancesByConfig.get(config);
  if (!instances) {
    const translated = translationsOf(config);
    instances = KIND_NAMES.flatMap((name) => {
      const kind = kindNamed(name);
      return kind.instances(config).map((instance) => ({ name, kind, instance: translated ? { ...instance, translation: translated(kind.translationFolder(instance)) } : instance }));
    });
    instancesByConfig.set(config, instances);
  }
  return instances;
}

/** In a locale other than the default one, where an instance's translations are, from its folder's name in the locale's. */
function translationsOf(config: SiteConfig): ((folder: string) => InstanceTranslation) | undefined {
  const { currentLocale: current = config.i18n.defaultLocale, defaultLocale, path: i18nPath } = config.i18n;
  if (current === defaultLocale) return undefined;
  const locale = siteLocale(config, current);
  const fallbackLang = siteLocale(config, defaultLocale).htmlLang;
  return (folder) => ({ path: path.posix.join(i18nPath, locale.path, folder), fallbackLang });
}

/** Every instance's collected content, kind by kind. */
export function* eachData(collection: Collection): Generator<{ name: KindName; kind: AnyKind; data: { instance: InstanceBase } }> {
  for (const name of KIND_NAMES) {
    const kind = kindNamed(name);
    for (const data of collection[name].values()) yield { name, kind, data };
  }
}

/** Reads every instance's files; throws every problem at once. */
export async function readCollections(siteRoot: string, config: SiteConfig): Promise<ContentFiles> {
  const reader = new ContentReader(siteRoot, config.limits.markdownFileBytes);
  const files = emptyMaps() as Record<KindName, Map<string, object>>;
  const read = [...eachInstance(config)].map(async ({ name, kind, instance }) => {
    const own = await kind.read(reader, instance);
    return [name, instance.key, instance.translation ? await overlayTranslation(reader, kind, instance, instance.translation, own) : own] as const;
  });
  for (const [name, key, instanceFiles] of await Promise.all(read)) files[name].set(key, instanceFiles);
  reader.throwProblems();
  return files as unknown as ContentFiles;
}

/** Collects every instance from its files (an instance with no files record, from none). */
export async function collectCollections(files: ContentFiles, config: SiteConfig, context: CollectContext): Promise<Collection> {
  const collection = { ...emptyMaps(), problems: [] as GardenError[] } as Record<KindName, Map<string, object>> & { problems: GardenError[] };
  for (const { name, kind, instance } of eachInstance(config)) {
    const instanceFiles = (files[name] as Map<string, object>).get(instance.key);
    if (!instanceFiles) continue;
    const { data, problems } = await kind.collect(instanceFiles, instance, context);
    collection[name].set(instance.key, data);
    collection.problems.push(...problems);
  }
  return collection as unknown as Collection;
}

/** The same collection with each instance's data passed through `change` (which returns it as is to keep it). */
export function mapCollection(collection: Collection, change: (kind: AnyKind, data: { instance: InstanceBase }) => { instance: InstanceBase }): Collection {
  const mapped = { problems: collection.problems } as Record<KindName, Map<string, unknown>> & { problems: GardenError[] };
  for (const name of KIND_NAMES) {
    const kind = kindNamed(name);
    mapped[name] = new Map([...(collection[name] as Map<string, { instance: InstanceBase }>)].map(([key, data]) => [key, change(kind, data)]));
  }
  return mapped as unknown as Collection;
}

/** Every entry of every instance, drafts included. */
export function allEntries(collection: Collection): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const { kind, data } of eachData(collection)) entries.push(...kind.entries(data));
  return entries;
}

/** The `<link>`s every page's head carries (the feeds of each news section with posts). */
export function collectionHeadLinks(collection: Collection): HeadLink[] {
  return [...eachData(collection)].flatMap(({ kind, data }) => kind.headLinks?.(data) ?? []);
}

/** Problems that show once the bodies are rendered. */
export function renderedProblems(collection: Collection): GardenError[] {
  return [...eachData(collection)].flatMap(({ kind, data }) => kind.checkRendered?.(data) ?? []);
}

/** Every file of every instance. */
export function* allFiles(files: ContentFiles): Generator<SourceFile> {
  for (const name of KIND_NAMES) for (const instanceFiles of (files[name] as Map<string, object>).values()) yield* filesOf(instanceFiles);
}

/** The same files with each instance's record passed through `change` (which returns it as is to keep it). */
export function mapContentFiles(files: ContentFiles, change: (instanceFiles: object) => object): ContentFiles {
  return Object.fromEntries(KIND_NAMES.map((name) => [name, new Map([...(files[name] as Map<string, object>)].map(([key, value]) => [key, change(value)]))])) as unknown as ContentFiles;
}

/** Files the theme loads as code (React pages), every instance's. */
export function themeFiles(files: ContentFiles): SourceFile[] {
  const found: SourceFile[] = [];
  for (const name of KIND_NAMES) {
    const kind = kindNamed(name);
    for (const instanceFiles of (files[name] as Map<string, object>).values()) found.push(...(kind.themeFiles?.(instanceFiles) ?? []));
  }
  return found;
}

/** Every folder and file outside them the collections read, as absolute paths with their labels. */
export function collectionSources(siteRoot: string, config: SiteConfig): { folders: SourcePlace[]; files: SourcePlace[] } {
  const folders: SourcePlace[] = [];
  const files: SourcePlace[] = [];
  for (const { kind, instance } of eachInstance(config)) {
    const sources = kind.sources(instance);
    folders.push({ label: sources.folder.label, path: path.resolve(siteRoot, sources.folder.path) });
    if (instance.translation) folders.push({ label: 'the translations folder', path: path.resolve(siteRoot, instance.translation.path) });
    files.push(...sources.files.map((file) => ({ label: file.label, path: path.resolve(siteRoot, file.path) })));
  }
  return { folders, files };
}

/** The templates the collections' routes use. */
export function collectionTemplates(): TemplateName[] {
  return KIND_NAMES.flatMap((name) => kindNamed(name).templates);
}

function emptyMaps(): Record<KindName, Map<string, unknown>> {
  return Object.fromEntries(KIND_NAMES.map((name) => [name, new Map()])) as Record<KindName, Map<string, unknown>>;
}
