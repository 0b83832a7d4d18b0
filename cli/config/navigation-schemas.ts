// The site's chrome in site.config.ts: the navbar (links, dropdowns, HTML, links to a doc or a
// sidebar), the footer (a row of links or titled columns, a logo, the copyright) and the logos.
// HTML written here is sanitised as it is read (sanitize-html.ts): what the theme gets is safe
// to write as it is. Links to docs are resolved against the docs at build time
// (routes/navigation.ts), where an unknown id is reported at its line here.
import * as z from 'zod';
import { sanitizeHtml } from '../sanitize-html.js';
import { externalUrl, internalRoute, oneTarget, safeUrl } from './field-schemas.js';

/** HTML from the config, sanitised: no scripts, event attributes or `javascript:` URLs. */
export const htmlString = z.string().transform(sanitizeHtml);

/** Where a logo leads: a page of this site or another site. */
const logoHref = z.union([internalRoute, externalUrl]);

const position = z.enum(['left', 'right']).default('left');
const className = z.string().optional();
/** A docs section's `id`, for a site with several (Docusaurus's `docsPluginId`); the first section by default. */
const docsPluginId = z.string().min(1).optional();

const linkFields = {
  type: z.literal('link').optional(),
  label: z.string(),
  to: internalRoute.optional(),
  href: externalUrl.optional(),
  className,
  ariaLabel: z.string().optional(),
};
const docFields = {
  type: z.literal('doc'),
  /** The doc's id, as the sidebars file writes it (`guides/intro`, `usage/index`). */
  docId: z.string().min(1),
  /** Defaults to the doc's sidebar label, else its title. */
  label: z.string().optional(),
  docsPluginId,
  className,
};
const docSidebarFields = {
  type: z.literal('docSidebar'),
  /** Leads to the sidebar's first page. */
  sidebarId: z.string().min(1),
  /** Defaults to the label of the sidebar's first page. */
  label: z.string().optional(),
  docsPluginId,
  className,
};
const htmlFields = { type: z.literal('html'), value: htmlString, className };

const LinkItemSchema = z.strictObject(linkFields).superRefine(oneTarget);

/** What a dropdown holds. */
export const DropdownItemSchema = z.discriminatedUnion('type', [
  LinkItemSchema,
  z.strictObject(docFields),
  z.strictObject(docSidebarFields),
  z.strictObject(htmlFields),
]);

export const NavbarItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...linkFields, position, kind: z.enum(['link', 'button']).default('link'), icon: z.string().optional() }).superRefine(oneTarget),
  z.strictObject({ type: z.literal('dropdown'), label: z.string(), items: z.array(DropdownItemSchema).min(1), position, className }),
  /** A menu of the docs versions, labelled with the page's version: each leads to the same page in that version, else to its first page. */
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    docsPluginId,
    dropdownItemsBefore: z.array(DropdownItemSchema).default([]),
    dropdownItemsAfter: z.array(DropdownItemSchema).default([]),
    position,
    className,
  }),
  /** A menu of the site's locales, labelled with the page's: each leads to the same page in that locale. */
  z.strictObject({
    type: z.literal('localeDropdown'),
    dropdownItemsBefore: z.array(DropdownItemSchema).default([]),
    dropdownItemsAfter: z.array(DropdownItemSchema).default([]),
    position,
    className,
  }),
  /** A link to the landing page of the page's docs version (the last version elsewhere), labelled with it. */
  z.strictObject({ type: z.literal('docsVersion'), docsPluginId, label: z.string().optional(), to: internalRoute.optional(), position, className }),
  z.strictObject({ ...docFields, position }),
  z.strictObject({ ...docSidebarFields, position }),
  z.strictObject({ ...htmlFields, position }),
]);

export const FooterItemSchema = z.discriminatedUnion('type', [LinkItemSchema, z.strictObject(htmlFields)]);

const FooterColumnSchema = z.strictObject({ title: z.string().optional(), items: z.array(FooterItemSchema) });

const imageFields = {
  alt: z.string(),
  src: safeUrl.min(1),
  /** Shown instead of `src` in dark mode. */
  srcDark: safeUrl.min(1).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
};

export const NavbarSchema = z
  .strictObject({
    /** Defaults to the site title. */
    title: z.string().optional(),
    logo: z
      .strictObject({
        ...imageFields,
        /** Where the logo leads; the site's home by default. */
        href: logoHref.optional(),
        target: z.string().optional(),
      })
      .optional(),
    /** `primary`: the navbar in the brand colour; `dark`: dark in both colour modes. */
    style: z.enum(['primary', 'dark']).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(NavbarItemSchema).default([]),
  })
  .prefault({});

export const FooterSchema = z
  .strictObject({
    style: z.enum(['dark', 'light']).default('light'),
    /** One row of links, or titled columns of them; not both. */
    links: z.array(z.union([FooterColumnSchema, FooterItemSchema])).superRefine(oneKindOfLinks).default([]),
    logo: z.strictObject({ ...imageFields, href: logoHref.optional() }).optional(),
    /** HTML, sanitised. */
    copyright: htmlString.default(''),
  })
  .prefault({});

function oneKindOfLinks(links: ReadonlyArray<object>, ctx: z.RefinementCtx): void {
  const isColumn = (link: object) => 'items' in link;
  const first = links[0];
  if (first === undefined) return;
  const index = links.findIndex((link) => isColumn(link) !== isColumn(first));
  if (index >= 0) {
    ctx.addIssue({ code: 'custom', path: [index], message: isColumn(first) ? 'a link among columns' : 'a column among links', params: { hint: 'put every link in a column ({ title, items: [...] }), or write them all as one row of links' } });
  }
}

export type NavbarItemConfig = z.output<typeof NavbarItemSchema>;
export type DropdownItemConfig = z.output<typeof DropdownItemSchema>;
export type FooterItemConfig = z.output<typeof FooterItemSchema>;
export type FooterColumnConfig = z.output<typeof FooterColumnSchema>;
