// Checks the doc front matter fields that name other things: `pagination_prev`/`pagination_next`
// name a doc id, `displayed_sidebar` a sidebar. A typo there would otherwise silently drop the
// pager link or the sidebar, so each one is an error on the field's own line, with the closest
// existing name as a hint.
import { GardenError } from '../diagnostics/error.js';
import type { DocEntry } from './model.js';
import type { Sidebars } from './sidebars.js';
import { closestMatch } from './suggest.js';

export function checkDocOverrides(docs: readonly DocEntry[], sidebars: Sidebars): GardenError[] {
  const docIds = docs.filter((doc) => !doc.draft).map((doc) => doc.id);
  const known = new Set(docIds);
  const sidebarNames = Object.keys(sidebars);
  const problems: GardenError[] = [];
  for (const doc of docs) {
    if (doc.draft) continue;
    const { overrides } = doc;
    const unknownDoc = (field: string, id: string, line: number): GardenError => {
      const near = closestMatch(id, docIds);
      return new GardenError(`${field}: unknown doc id '${id}'`, {
        code: 'docs/unknown-doc',
        file: doc.source.sourcePath,
        line,
        hint: near ? `did you mean '${near}'?` : 'a doc id is its path under the docs folder without the extension, like "guides/setup"; null hides the link',
      });
    };
    if (typeof overrides.paginationPrev === 'string' && !known.has(overrides.paginationPrev)) {
      problems.push(unknownDoc('pagination_prev', overrides.paginationPrev, overrides.lines.paginationPrev));
    }
    if (typeof overrides.paginationNext === 'string' && !known.has(overrides.paginationNext)) {
      problems.push(unknownDoc('pagination_next', overrides.paginationNext, overrides.lines.paginationNext));
    }
    const sidebar = overrides.displayedSidebar;
    if (typeof sidebar === 'string' && !(sidebar in sidebars)) {
      const near = closestMatch(sidebar, sidebarNames);
      problems.push(new GardenError(`displayed_sidebar: unknown sidebar '${sidebar}'`, {
        code: 'docs/unknown-sidebar',
        file: doc.source.sourcePath,
        line: overrides.lines.displayedSidebar,
        hint: near ? `did you mean '${near}'?` : `the sidebars are: ${sidebarNames.join(', ') || '(none)'}; null shows no sidebar`,
      }));
    }
  }
  return problems;
}
