// The output folder is garden-site's alone: every build replaces it whole. So it may not be
// the site root or hold it, and may not be, hold or sit inside a folder the site is built from
// (content folders, templates, node_modules, .git), nor hold the config file's folder. Paths
// are compared after resolving symlinks, so another name for a source folder is refused too.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { GardenError } from '../diagnostics/error.js';
import { isWithin, realPath } from './real-path.js';

export interface OutputPlace {
  siteRoot: string;
  outDir: string;
  configPath: string;
  config: Pick<SiteConfig, 'docs' | 'news' | 'pages' | 'staticDir' | 'templatesDir'>;
}

interface SourceFolder {
  label: string;
  dir: string;
  /** Whether an output folder inside it is refused too (not for the site root, where dist/ lives). */
  refuseInside: boolean;
}

/** Throws a GardenError naming both folders when the output folder would overlap a source folder. */
export function assertOutputApart(place: OutputPlace): void {
  const out = realPath(place.outDir);
  for (const source of sourceFolders(place)) {
    const dir = realPath(source.dir);
    const relation = out === dir ? 'is' : isWithin(dir, out) ? 'contains' : source.refuseInside && isWithin(out, dir) ? 'is inside' : undefined;
    if (!relation) continue;
    const effect = relation === 'is inside' ? 'its output would become part of the sources' : `a build replaces its output folder whole and would delete ${source.label === 'the site root' ? 'the site' : 'it'}`;
    throw new GardenError(`output folder ${shown(place.siteRoot, place.outDir)} ${relation} ${source.label} ${shown(place.siteRoot, source.dir)}: ${effect}`, {
      code: 'output/overlaps-sources',
      hint: 'build into a folder that holds nothing else, like dist (the default): --out dist',
    });
  }
}

function sourceFolders({ siteRoot, configPath, config }: OutputPlace): SourceFolder[] {
  const inSite = (dir: string): string => path.resolve(siteRoot, dir);
  return [
    { label: 'the site root', dir: siteRoot, refuseInside: false },
    { label: 'the folder of the config file', dir: path.dirname(configPath), refuseInside: false },
    { label: 'the docs folder', dir: inSite(config.docs.path), refuseInside: true },
    { label: 'the news folder', dir: inSite(config.news.path), refuseInside: true },
    { label: 'the pages folder', dir: inSite(config.pages.path), refuseInside: true },
    { label: 'the static folder', dir: inSite(config.staticDir), refuseInside: true },
    { label: 'the templates folder', dir: inSite(config.templatesDir), refuseInside: true },
    { label: 'the packages folder', dir: inSite('node_modules'), refuseInside: true },
    { label: 'the git folder', dir: inSite('.git'), refuseInside: true },
  ];
}

/** A folder as the user would type it: relative to the site root, or absolute when outside it. */
export function shown(siteRoot: string, dir: string): string {
  const relative = path.relative(siteRoot, dir);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
}
