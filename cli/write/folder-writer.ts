// A writer into one folder of another writer's output: how each locale of a translated site
// writes its whole site (pages, assets, search index, feeds) into `fr/` of the one output,
// which the build's own writer flushes, commits or aborts once for every locale.
import path from 'node:path';
import type { Writer } from './writer.js';

/** `folder`: `''` for the output's root (the writer itself), else a relative folder ending in `/`. */
export function writerInFolder(writer: Writer, folder: string): Writer {
  if (folder === '') return writer;
  const directory = writer.directory;
  const reuseFrom = writer.reuseFrom;
  return {
    directory: directory === undefined ? undefined : path.join(directory, folder),
    reuseFrom: reuseFrom === undefined ? undefined : path.join(reuseFrom, folder),
    budget: writer.budget,
    write: (relativePath, content) => writer.write(folder + relativePath, content),
    copy: (absoluteSource, relativePath) => writer.copy(absoluteSource, folder + relativePath),
    ...(writer.pagesWritten ? { pagesWritten: () => writer.pagesWritten?.() ?? Promise.resolve() } : {}),
  };
}
