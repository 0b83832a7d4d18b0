// What `serve --watch` watches: the content folders, templates, src/, static files, the markdown
// components' modules (with every local file they import) and the config (with every local file
// it reads), as the config names them. When the config cannot be loaded
// (it is broken at start-up), the default folders are watched so fixing it still rebuilds.
import { statSync } from 'node:fs';
import path from 'node:path';
import { localInputsOf } from '../bundle/local-inputs.js';
import { collectionSources } from '../collections/registry.js';
import { loadConfig } from '../config/load.js';
import { SITE_CODE_DIR } from '../write/output-guard.js';

export interface WatchTargets {
  /** Absolute paths to watch. */
  paths: string[];
  /** Absolute folder whose CSS changes can be swapped in without a reload. */
  stylesDir: string;
}

export async function findWatchTargets(siteRoot: string, configFile: string): Promise<WatchTargets> {
  const defaults = ['content', 'templates', SITE_CODE_DIR, configFile].map((entry) => path.resolve(siteRoot, entry));
  try {
    const { config, dependencies } = await loadConfig(siteRoot, configFile);
    const components = Object.values(config.markdown.components).map((entry) => path.resolve(siteRoot, entry));
    // The modules and every file of the site they import; the modules alone when they do not bundle.
    const componentFiles = components.length > 0 ? (localInputsOf(components, siteRoot) ?? components) : [];
    const sources = collectionSources(siteRoot, config);
    // The translations too: a change there is outside the content folders, so it rebuilds everything (build/changes.ts).
    const folders = [...sources.folders, ...sources.files].map((source) => source.path).concat([config.staticDir, config.templatesDir, config.i18n.path].map((entry) => path.resolve(siteRoot, entry)));
    return { paths: outermost([...defaults, ...folders, ...componentFiles, ...dependencies]), stylesDir: path.resolve(siteRoot, config.templatesDir, 'styles') };
  } catch {
    return { paths: defaults, stylesDir: path.resolve(siteRoot, 'templates', 'styles') };
  }
}

/**
 * Each path once, and no file inside a watched folder: with a sidebars file given beside its
 * docs folder, chokidar missed a save made in that folder just after it reported ready. Nested
 * folders stay listed, as they always were.
 */
function outermost(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)];
  const folders = unique.filter((entry) => isFolder(entry));
  return unique.filter((candidate) => folders.includes(candidate) || !folders.some((folder) => candidate.startsWith(folder + path.sep)));
}

function isFolder(entry: string): boolean {
  try {
    return statSync(entry).isDirectory();
  } catch {
    return false;
  }
}
