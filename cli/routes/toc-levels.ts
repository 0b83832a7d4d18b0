// The markdown stage collects every h2–h6 into the table of contents; each page keeps the levels
// its front matter (or the site) asks for, so one page may go deeper than the rest.
import type { TocItem, TocLevels } from '../content/model.js';

/** Every heading level the markdown stage collects, whatever a page shows. */
export const COLLECTED_TOC_LEVELS = { minLevel: 2, maxLevel: 6 } as const;

export function tocWithin(toc: readonly TocItem[] | undefined, levels: TocLevels): TocItem[] {
  return (toc ?? []).filter((item) => item.level >= levels.min && item.level <= levels.max);
}
