// The content files, and the docs' last-commit dates. A first build (or one after the config
// changed) reads them all; after that, an edit re-reads just those files, and anything else
// (a file added, deleted or renamed, a folder moved) reads the content folders again, since it
// may add or remove entries anywhere. No content change: the last build's files as they were.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SiteConfig } from '../config/schema.js';
import { docsLastCommitDates } from '../content/git-dates.js';
import { docsKind } from '../collections/docs/kind.js';
import { withFiles } from '../collections/kind.js';
import { allFiles, mapContentFiles, readCollections, themeFiles, type ContentFiles } from '../collections/registry.js';
import type { SourceFile } from '../content/read.js';
import { findByPath } from './find-by-path.js';

export interface ContentSources {
  files: ContentFiles;
  /** The docs' last-commit dates, by absolute path. */
  lastUpdated: ReadonlyMap<string, Date>;
}

/** `last`: the last good build's sources, unless the config changed since; `changed`: the content files changed since. */
export async function readSources(siteRoot: string, config: SiteConfig, last: ContentSources | undefined, changed: readonly string[]): Promise<ContentSources> {
  if (!last) {
    const [files, lastUpdated] = await Promise.all([readCollections(siteRoot, config), docsLastCommitDates(siteRoot, docsKind.instances(config))]);
    return { files, lastUpdated };
  }
  return changed.length > 0 ? { files: await refreshContentFiles(siteRoot, config, last.files, changed), lastUpdated: last.lastUpdated } : last;
}

async function refreshContentFiles(siteRoot: string, config: SiteConfig, previous: ContentFiles | undefined, changed: readonly string[]): Promise<ContentFiles> {
  const known = previous ? findByPath([[...allFiles(previous)]], changed, (file) => file.absolutePath) : new Map<string, SourceFile>();
  const edits = changed.map((file) => known.get(file));
  if (!previous || edits.some((file) => file === undefined || !existsSync(file.absolutePath))) {
    return readCollections(siteRoot, config);
  }
  // React pages are loaded by the theme, not read as text (collections/pages/kind.ts).
  const code = new Set(themeFiles(previous));
  const fresh = new Map<SourceFile, SourceFile>();
  await Promise.all(
    edits.map(async (file) => {
      if (!file) return;
      fresh.set(file, { ...file, text: code.has(file) ? file.text : await readFile(file.absolutePath, 'utf8') });
    }),
  );
  return mapContentFiles(previous, (files) => withFiles(files, (file) => fresh.get(file) ?? file));
}
