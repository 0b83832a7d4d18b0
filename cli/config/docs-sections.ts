// `docs` in site.config.ts: one section (`{ path, routeBasePath, … }`), or a list of sections,
// as a Docusaurus site that uses its docs plugin more than once (`/docs` and `/community`). The
// config keeps `docs` as the first section, which the theme's docs links and the site's home
// follow, and lists every section in `docsSections`.
import * as z from 'zod';

interface SectionFields {
  id: string;
  path: string;
  routeBasePath: string;
  sidebarPath?: string | undefined;
}

/** The section's schema, or a list of sections with distinct ids, folders and routes. */
export function docsOrSections<S extends z.ZodType<SectionFields, object>>(section: S) {
  // An absent `docs` is one section with every default (cast: zod cannot name the input type
  // of a union over a generic schema).
  return z.union([section, z.array(section).min(1).superRefine(distinctSections)]).prefault({} as z.input<typeof section>[] & z.input<S>);
}

function distinctSections(sections: readonly SectionFields[], ctx: z.RefinementCtx): void {
  const fields = [
    ['id', 'give each section its own id, like community'],
    ['path', 'give each section its own folder, like content/community'],
    ['routeBasePath', 'give each section its own routeBasePath, like community'],
  ] as const;
  for (const [field, hint] of fields) {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      const value = section[field];
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: `'${value}' is already used by another section`, params: { hint } });
      seen.add(value);
    });
  }
}

export type WithSidebarPath<S> = S & { sidebarPath: string };

/** `docs`: the first section; `docsSections`: all of them; each with its sidebars file filled in. */
export function docsSections<S extends SectionFields>(docs: S | S[]): { docs: WithSidebarPath<S>; docsSections: Array<WithSidebarPath<S>> } {
  const sections = (Array.isArray(docs) ? docs : [docs]).map((section) => ({ ...section, sidebarPath: section.sidebarPath ?? `${section.path.replace(/\/+$/, '')}/sidebars.ts` }));
  return { docs: sections[0]!, docsSections: sections };
}
