// `docs`, `news` and `pages` in site.config.ts: one collection (`{ path, routeBasePath, … }`), or a
// list of them, as a Docusaurus site that uses its docs or blog plugin more than once (`/docs`
// and `/community`, `/blog` and `/changelog`). Each collection of a list has its own id, folder
// and routes. The config keeps each kind's first collection under its name (`docs`, `news`,
// `pages`: what the theme's links and the site's home follow) and lists every one in
// `collections`, which the engine builds (cli/collections/).
import * as z from 'zod';

interface ListedFields {
  id: string;
  path: string;
  routeBasePath: string;
}

/** What each collection of a list must not share with another, and how to say so. */
export interface DistinctHints {
  id: string;
  path: string;
  routeBasePath: string;
}

/**
 * The collection's schema, or a list of collections with distinct ids, folders and routes. A
 * kind a site may go without (news: a Docusaurus site with `blog: false`) takes an empty list.
 */
export function oneOrList<S extends z.ZodType<ListedFields, object>>(collection: S, hints: DistinctHints, fewest: 0 | 1 = 1) {
  // An absent key is one collection with every default (cast: zod cannot name the input type
  // of a union over a generic schema).
  return z.union([collection, z.array(collection).min(fewest).superRefine(distinct(hints))]).prefault({} as z.input<typeof collection>[] & z.input<S>);
}

function distinct(hints: DistinctHints) {
  return (collections: readonly ListedFields[], ctx: z.RefinementCtx): void => {
    for (const field of ['id', 'path', 'routeBasePath'] as const) {
      const seen = new Set<string>();
      collections.forEach((collection, index) => {
        const value = collection[field];
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: `'${value}' is already used by another section`, params: { hint: hints[field] } });
        seen.add(value);
      });
    }
  };
}

/** One collection or a list, as a list. */
export function listOf<S>(value: S | S[]): S[] {
  return Array.isArray(value) ? value : [value];
}

/** A docs section with its sidebars file filled in: `sidebars.ts` inside its folder unless named. */
export function withSidebarPath<S extends ListedFields & { sidebarPath?: string | undefined }>(section: S): S & { sidebarPath: string } {
  return { ...section, sidebarPath: section.sidebarPath ?? `${section.path.replace(/\/+$/, '')}/sidebars.ts` };
}
