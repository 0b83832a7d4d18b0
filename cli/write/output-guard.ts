// The output folder is garden-site's alone: a build replaces it whole, `clear` deletes it and
// `serve` publishes all it holds. So it may not be the site root or hold it, may not be, hold or
// sit inside a folder the site is built from (every collection's: docs sections, news, pages; static,
// templates, the site's code in src/, node_modules, .git), and may not hold a file the build
// reads from elsewhere (the config and what it imports, sidebars files, component modules,
// partials, what pages import). `--force` does not
// change this. Paths are compared after resolving symlinks, so another name for a source folder
// is refused too; a source that is itself a link is protected under both its names.
import path from 'node:path';
import { collectionSources } from '../collections/registry.js';
import type { SiteConfig } from '../config/schema.js';
import { GardenError } from '../diagnostics/error.js';
import { isWithin, realPath } from './real-path.js';

export interface OutputPlace {
  siteRoot: string;
  outDir: string;
  configPath: string;
  config: SiteConfig;
  /** The config file and every local file it imports (absolute paths). */
  configInputs?: readonly string[] | undefined;
  /** Partials the markdown inlined (absolute paths): known only once the pages are rendered. */
  partials?: Iterable<string> | undefined;
  /** Site files the pages import (components, stylesheets, drawings; absolute): known with the partials. */
  pageImports?: readonly string[] | undefined;
}

/** Where a site keeps the React code its pages import (`@site/src/components/…`), as Docusaurus sites do. */
export const SITE_CODE_DIR = 'src';

interface SourceFolder {
  label: string;
  dir: string;
  /** Whether an output folder inside it is refused too (not for the site root, where dist/ lives). */
  refuseInside: boolean;
}

interface SourceFile {
  label: string;
  file: string;
}

const HINT = 'build into a folder that holds nothing else, like dist (the default): --out dist';

/** Throws a GardenError naming both when the output folder would overlap a source folder or hold a source file. */
export function assertOutputApart(place: OutputPlace): void {
  const out = realPath(place.outDir);
  const overlap = (what: string, relation: string, effect: string): GardenError =>
    new GardenError(`output folder ${shown(place.siteRoot, place.outDir)} ${relation} ${what}: ${effect}`, { code: 'output/overlaps-sources', hint: HINT });
  for (const source of sourceFolders(place)) {
    for (const dir of locations(source.dir)) {
      const relation = out === dir ? 'is' : isWithin(dir, out) ? 'contains' : source.refuseInside && isWithin(out, dir) ? 'is inside' : undefined;
      if (!relation) continue;
      const effect = relation === 'is inside' ? 'its output would become part of the sources' : `a build replaces its output folder whole and would delete ${source.label === 'the site root' ? 'the site' : 'it'}`;
      throw overlap(`${source.label} ${shown(place.siteRoot, source.dir)}`, relation, effect);
    }
  }
  for (const source of sourceFiles(place)) {
    if (locations(source.file).some((file) => isWithin(file, out))) {
      throw overlap(`${source.label} ${shown(place.siteRoot, source.file)}`, 'holds', 'a build replaces its output folder whole and would delete it');
    }
  }
}

function sourceFolders({ siteRoot, configPath, config }: OutputPlace): SourceFolder[] {
  const inSite = (dir: string): string => path.resolve(siteRoot, dir);
  return [
    { label: 'the site root', dir: siteRoot, refuseInside: false },
    { label: 'the folder of the config file', dir: path.dirname(configPath), refuseInside: false },
    ...collectionSources(siteRoot, config).folders.map((folder) => ({ label: folder.label, dir: folder.path, refuseInside: true })),
    { label: 'the static folder', dir: inSite(config.staticDir), refuseInside: true },
    { label: 'the templates folder', dir: inSite(config.templatesDir), refuseInside: true },
    { label: 'the translations folder', dir: inSite(config.i18n.path), refuseInside: true },
    { label: "the site's code folder", dir: inSite(SITE_CODE_DIR), refuseInside: true },
    { label: 'the packages folder', dir: inSite('node_modules'), refuseInside: true },
    { label: 'the git folder', dir: inSite('.git'), refuseInside: true },
  ];
}

function sourceFiles({ siteRoot, config, configInputs = [], partials = [], pageImports = [] }: OutputPlace): SourceFile[] {
  const inSite = (file: string): string => path.resolve(siteRoot, file);
  return [
    ...configInputs.map((file) => ({ label: "the config's import", file })),
    ...collectionSources(siteRoot, config).files.map((file) => ({ label: file.label, file: file.path })),
    ...Object.entries(config.markdown.components).map(([name, file]) => ({ label: `the module of markdown.components.${name}`, file: inSite(file) })),
    ...[...new Set(partials)].map((file) => ({ label: 'the partial', file })),
    ...pageImports.map((file) => ({ label: 'the module a page imports', file })),
  ];
}

/** Where a source lives: its real path, and where its own name is when that name is a link. */
function locations(source: string): string[] {
  const real = realPath(source);
  const named = path.join(realPath(path.dirname(source)), path.basename(source));
  return real === named ? [real] : [real, named];
}

/** A folder as the user would type it: relative to the site root, or absolute when outside it. */
export function shown(siteRoot: string, dir: string): string {
  const relative = path.relative(siteRoot, dir);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
}
