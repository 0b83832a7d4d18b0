// The build's link check: after rendering and before the output is swapped in, the links and
// anchors of every page's final HTML (taken as each page was rendered) are checked against
// every file the build will write; `onBrokenLinks` and `onBrokenAnchors`
// decide what a broken one is (an error stops the build and the previous output stays).
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedFile } from '../bundle/import-module.js';
import type { ClientBundle } from '../client/bundle.js';
import type { ProblemAction, SiteConfig } from '../config/schema.js';
import { allEntries, allFiles, type Collection, type ContentFiles } from '../collections/registry.js';
import type { GardenError, Severity } from '../diagnostics/error.js';
import type { Route } from '../routes/route.js';
import { toSitePath } from '../routes/paths.js';
import { otherLocaleBases } from '../i18n/locales.js';
import type { RenderedPage } from '../render/page-output.js';
import type { AssetRegistry } from '../write/assets.js';
import { listBuildFiles } from './build-files.js';
import { configLinks } from './config-links.js';
import { toLinkErrors } from './link-errors.js';
import { checkLinksAgainst, LinkTargets, type LinkFinding } from './links.js';
import type { MarkdownSource, OriginSources } from './origins.js';

export interface BuildLinkInput {
  siteRoot: string;
  /** The output folder (static links into it are refused: static-files.ts). */
  outDir: string;
  /** Absolute path of the config file, to point at navbar and footer items. */
  configPath: string;
  config: SiteConfig;
  files: ContentFiles;
  collection: Collection;
  routes: Route[];
  pages: RenderedPage[];
  client: ClientBundle;
  assets: AssetRegistry;
  componentFiles: PublishedFile[];
}

/** Targets a watch rebuild has made already; with `outFiles` (the pages changed since they were made), only those pages' links are checked. */
export interface KnownTargets {
  targets: LinkTargets;
  outFiles?: ReadonlySet<string>;
}

/** The problems found, and the targets the links were resolved against (none when nothing is checked). */
export async function checkBuildLinks(input: BuildLinkInput, known?: KnownTargets): Promise<{ problems: GardenError[]; targets: LinkTargets | undefined }> {
  const severities = { link: severityOf(input.config.onBrokenLinks), anchor: severityOf(input.config.onBrokenAnchors) };
  if (!severities.link && !severities.anchor) return { problems: [], targets: undefined };
  const outFiles = known?.outFiles;
  const checked = outFiles ? input.pages.filter((page) => outFiles.has(page.outFile)) : input.pages;
  const wanted = new Set(checked.map((page) => page.outFile));
  const urlByFile = new Map(input.routes.flatMap((route) => (wanted.has(route.outFile) ? [[route.outFile, route.url] as const] : [])));
  const pages = checked.map((page) => ({ url: urlByFile.get(page.outFile) ?? `/${page.outFile}`, outFile: page.outFile, links: page.links, anchors: page.anchors }));
  const options = {
    baseUrl: input.config.baseUrl,
    otherLocaleBases: otherLocaleBases(input.config),
    trailingSlash: input.config.trailingSlash,
    skip: input.config.linkCheck.skip.map((pattern) => new RegExp(pattern)),
    checkLinks: severities.link !== undefined,
    checkAnchors: severities.anchor !== undefined,
  };
  const targets = known?.targets ?? new LinkTargets(input.pages, await listBuildFiles(input));
  let findings = checkLinksAgainst(pages, targets, options);
  // A link the quick list cannot resolve may want a file only the write stage knows of.
  if (findings.some((finding) => finding.kind === 'link')) findings = checkLinksAgainst(pages, new LinkTargets(input.pages, await listBuildFiles(input, true)), options);
  findings = findings.filter(notFollowingFrom(input));
  if (findings.length === 0) return { problems: [], targets };
  const reported = reportedByMarkdown(input.collection);
  const problems = toLinkErrors(findings, originSources(input), severities, input.pages.length).filter((error) => !reported.has(error.location));
  return { problems, targets };
}

/**
 * The lines where the markdown stage already reported a link or image it could not resolve or
 * publish (`./missing.md`, an image outside the site): the link it left in the page is the same
 * mistake, reported once.
 */
function reportedByMarkdown(collection: Collection): Set<string> {
  const entries = allEntries(collection);
  return new Set(entries.flatMap((entry) => (entry.rendered?.problems ?? []).filter((problem) => MARKDOWN_LINK_CODES.has(problem.code)).map((problem) => problem.location)));
}

const MARKDOWN_LINK_CODES = new Set(['markdown/broken-link', 'markdown/missing-image', 'markdown/image-outside-site', 'markdown/image-hidden', 'markdown/image-not-a-file', 'markdown/image-too-large']);

/** Links into the docs are broken when the docs folder is missing: that one error (follow-ons.ts) covers them. */
function notFollowingFrom(input: BuildLinkInput): (finding: LinkFinding) => boolean {
  const docsMissing = input.collection.problems.some((problem) => problem.code === 'docs/missing-folder');
  const docsRoot = `/${input.config.docs.routeBasePath}`;
  if (!docsMissing || docsRoot === '/') return () => true;
  return (finding) => finding.target !== docsRoot && !finding.target.startsWith(`${docsRoot}/`);
}

function severityOf(action: ProblemAction): Severity | undefined {
  return action === 'ignore' ? undefined : action === 'throw' ? 'error' : 'warning';
}

function originSources(input: BuildLinkInput): OriginSources {
  const entries = allEntries(input.collection);
  const markdown = new Map<string, MarkdownSource>(
    entries.map((entry) => {
      const listedHtml = entry.kind === 'post' ? entry.rendered?.excerptHtml ?? entry.rendered?.html : undefined;
      return [entry.source.sourcePath, { sourcePath: entry.source.sourcePath, text: entry.source.text, links: entry.rendered?.links ?? [], ...(listedHtml === undefined ? {} : { listedHtml }) }];
    }),
  );
  const configFile = toSitePath(input.siteRoot, input.configPath);
  const { files } = input;
  return {
    pageSources: new Map(input.routes.flatMap((route) => (route.sourcePath ? [[route.url, route.sourcePath] as const] : []))),
    markdown,
    config: { file: configFile, text: readFileSync(input.configPath, 'utf8'), items: configLinks(input.config) },
    // The collections' other files: sidebars, `_category_` files, authors.yml, React pages…
    texts: once(() => [...allFiles(files)].flatMap((file) => (markdown.has(file.sourcePath) ? [] : [{ file: file.sourcePath, text: file.text }]))),
    theme: once(() => themeFiles(input.siteRoot, input.config.templatesDir)),
  };
}

function themeFiles(siteRoot: string, templatesDir: string): Array<{ file: string; text: string }> {
  const root = path.resolve(siteRoot, templatesDir);
  return fg.sync('**/*.{ts,tsx,js,jsx}', { cwd: root, absolute: true, ignore: ['**/node_modules/**', 'client/**'] }).map((file) => {
    const relative = toSitePath(siteRoot, file);
    return { file: relative.startsWith('../') ? file : relative, text: readFileSync(file, 'utf8') };
  });
}

function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
