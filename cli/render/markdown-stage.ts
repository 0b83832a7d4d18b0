// The markdown stage: every entry's body becomes HTML, a TOC and an excerpt. Links to other
// markdown files are rewritten to the routes of the pages built from them.
import type { ContentEntry } from '../content/model.js';
import type { GardenError } from '../diagnostics/error.js';
import type { MarkdownRenderer } from '../markdown/types.js';
import type { AssetRegistry } from '../write/assets.js';

export function renderEntries(entries: ContentEntry[], renderer: MarkdownRenderer, assets: AssetRegistry): GardenError[] {
  const routeByFile = new Map(entries.filter((entry) => !entry.draft).map((entry) => [entry.source.absolutePath, entry.route]));
  const problems: GardenError[] = [];
  for (const entry of entries) {
    if (entry.draft) continue;
    entry.rendered = renderer.render(entry.body, {
      sourcePath: entry.source.sourcePath,
      absolutePath: entry.source.absolutePath,
      lineOffset: entry.bodyLineOffset,
      resolveMarkdownLink: (file) => routeByFile.get(file),
      registerAsset: (file) => assets.register(file),
    });
    problems.push(...entry.rendered.problems);
  }
  return problems;
}
