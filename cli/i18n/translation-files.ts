// What `write-translations` writes for a locale, in Docusaurus's layout and key format, so a
// Docusaurus site's translations and garden-site's are the same files: the theme's words
// (`code.json`), each docs section's sidebar labels (`docusaurus-plugin-content-docs/current.json`)
// and the navbar and footer labels (`docusaurus-theme-classic/{navbar,footer}.json`). Every
// message has its English words and a description; a file there already keeps its messages
// (the translations) and any entry it has that is not listed here.
import type { FooterItemConfig, NavbarItemConfig } from '../config/navigation-schemas.js';
import type { SidebarItem, Sidebars } from '../content/sidebars.js';
import type { Message, MessageTable } from './messages.js';

export type TranslationFile = Record<string, Message>;

/** `code.json`: every message of the site's table. */
export function codeTranslations(table: MessageTable): TranslationFile {
  return Object.fromEntries(Object.entries(table).map(([id, { message, description }]) => [id, { message, description }]));
}

/** The folder of a docs section's translations: Docusaurus names it after the docs plugin's id. */
export function docsPluginFolder(sectionId: string): string {
  return sectionId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${sectionId}`;
}

/** The file of a docs version: `current.json` for the current docs, `version-<name>.json` for others. */
export function docsVersionFile(versionName: string): string {
  return versionName === 'current' ? 'current.json' : `version-${versionName}.json`;
}

/** A docs version's labels: its own, and its sidebars' categories, generated index pages and links. */
export function docsTranslations(version: { name: string; label: string }, sidebars: Sidebars): TranslationFile {
  const file: TranslationFile = { 'version.label': { message: version.label, description: `The label for version ${version.name}` } };
  const visit = (items: readonly SidebarItem[], sidebar: string): void => {
    for (const item of items) {
      if (item.type === 'link') {
        file[`sidebar.${sidebar}.link.${item.label}`] ??= { message: item.label, description: `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}` };
      } else if (item.type === 'category') {
        const key = `sidebar.${sidebar}.category.${item.label}`;
        file[key] ??= { message: item.label, description: `The label for category ${item.label} in sidebar ${sidebar}` };
        const index = item.generatedIndex;
        if (index) {
          file[`${key}.link.generated-index.title`] ??= { message: index.title, description: `The generated-index page title for category ${item.label} in sidebar ${sidebar}` };
          if (index.description) file[`${key}.link.generated-index.description`] ??= { message: index.description, description: `The generated-index page description for category ${item.label} in sidebar ${sidebar}` };
        }
        visit(item.items, sidebar);
      }
    }
  };
  for (const [name, items] of Object.entries(sidebars)) visit(items, name);
  return file;
}

interface NavbarConfig {
  title?: string | undefined;
  logo?: { alt: string } | undefined;
  items: readonly NavbarItemConfig[];
}

/** `navbar.json`: the title, the logo's alternative text and every item's label (a dropdown's too). */
export function navbarTranslations(navbar: NavbarConfig): TranslationFile {
  const file: TranslationFile = {};
  if (navbar.title) file.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) file['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  const visit = (items: ReadonlyArray<object>): void => {
    for (const item of items) {
      const { label, items: children } = item as { label?: unknown; items?: unknown };
      if (typeof label === 'string' && label) file[`item.label.${label}`] ??= { message: label, description: `Navbar item with label ${label}` };
      if (Array.isArray(children)) visit(children as object[]);
    }
  };
  visit(navbar.items);
  return file;
}

interface FooterConfig {
  links: ReadonlyArray<FooterItemConfig | { title?: string | undefined; items: readonly FooterItemConfig[] }>;
  logo?: { alt: string } | undefined;
  copyright: string;
}

/** `footer.json`: the columns' titles, the links' labels, the copyright and the logo's alternative text. */
export function footerTranslations(footer: FooterConfig): TranslationFile {
  const file: TranslationFile = {};
  const link = (item: FooterItemConfig): void => {
    if (item.type === 'html' || !item.label) return;
    file[`link.item.label.${item.label}`] ??= { message: item.label, description: `The label of footer link with label=${item.label} linking to ${item.to ?? item.href ?? ''}` };
  };
  for (const entry of footer.links) {
    if ('items' in entry) {
      if (entry.title) file[`link.title.${entry.title}`] ??= { message: entry.title, description: `The title of the footer links column with title=${entry.title} in the footer` };
      entry.items.forEach(link);
    } else link(entry);
  }
  if (footer.copyright) file.copyright = { message: footer.copyright, description: 'The footer copyright' };
  if (footer.logo?.alt) file['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  return file;
}

/**
 * The file as written: the entries listed here, with the translation a file there already has
 * for any of them (`existing` is checked first: each entry has its message), then the file's
 * other entries as they were; keys in order, so a rewrite changes only what changed. `added` is
 * how many entries are new.
 */
export function mergeTranslations(fresh: TranslationFile, existing: Readonly<Record<string, unknown>>): { file: Record<string, unknown>; added: number } {
  // A Map, not an object: a key written in a file (`__proto__`) is only ever a key.
  const merged = new Map<string, unknown>();
  let added = 0;
  for (const [key, entry] of Object.entries(fresh)) {
    const before = Object.hasOwn(existing, key) ? (existing[key] as object) : undefined;
    merged.set(key, before ? { ...entry, ...before } : entry);
    if (!before) added++;
  }
  for (const [key, entry] of Object.entries(existing)) if (!merged.has(key)) merged.set(key, entry);
  return { file: Object.fromEntries([...merged.keys()].sort().map((key) => [key, merged.get(key)])), added };
}
