// Sorts the watcher's changed paths by what they can affect, so a rebuild redoes only that:
// the config (and whatever it imports) affects everything; the templates folder affects every
// page but no markdown; a content file affects its own entries (and whoever lists them); a
// static file affects only its copy.
import path from 'node:path';
import { collectionSources } from '../collections/registry.js';
import type { SiteConfig } from '../config/schema.js';

export interface ChangeKinds {
  config: boolean;
  templates: boolean;
  /** Absolute paths under the docs, news or pages folders. */
  content: string[];
  /** Absolute paths under the static folder. */
  staticFiles: string[];
}

export function sortChanges(changed: Iterable<string>, siteRoot: string, config: SiteConfig, configInputs: readonly string[]): ChangeKinds {
  const inside = (folder: string) => {
    const root = path.resolve(siteRoot, folder) + path.sep;
    return (file: string): boolean => file.startsWith(root);
  };
  const isStatic = inside(config.staticDir);
  const isTemplate = inside(config.templatesDir);
  const sources = collectionSources(siteRoot, config);
  const contentFolders = sources.folders.map((folder) => inside(folder.path));
  const contentFiles = new Set(sources.files.map((file) => file.path));
  const configFiles = new Set(configInputs.map((file) => path.resolve(file)));
  const kinds: ChangeKinds = { config: false, templates: false, content: [], staticFiles: [] };
  for (const file of changed) {
    if (configFiles.has(file)) kinds.config = true;
    else if (isStatic(file)) kinds.staticFiles.push(file);
    else if (isTemplate(file)) kinds.templates = true;
    else if (contentFolders.some((within) => within(file)) || contentFiles.has(file)) kinds.content.push(file);
    // Anything else the watcher reports (a file the config reads, a new folder) may change the
    // config's result: rebuild everything rather than guess.
    else kinds.config = true;
  }
  return kinds;
}
