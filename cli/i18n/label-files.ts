// A locale's labels files read back into what they label: the navbar's and footer's
// (`docusaurus-theme-classic/{navbar,footer}.json`) into the config's navbar and footer, a docs
// version's (`docusaurus-plugin-content-docs/current.json`) into its sidebars' categories and
// links. The keys are the ones write-translations writes (translation-files.ts), so a key this
// site does not have is a warning at its line: a label since renamed, or a typo.
import type { SiteConfig } from '../config/schema.js';
import type { SidebarItem, Sidebars } from '../content/sidebars.js';
import { closestMatch } from '../content/suggest.js';
import { GardenError } from '../diagnostics/error.js';
import type { TranslatedMessage } from './code-json.js';
import { docsTranslations, footerTranslations, navbarTranslations, type TranslationFile } from './translation-files.js';

/** A labels file as read: its site path, and each message with its line. */
export interface LabelsFile {
  file: string;
  messages: ReadonlyMap<string, TranslatedMessage>;
}

/** The navbar and footer with their labels in the locale's words; a warning for each key neither has. */
export function translateNavigation(config: SiteConfig, navbar: LabelsFile | undefined, footer: LabelsFile | undefined): { config: SiteConfig; problems: GardenError[] } {
  if (!navbar && !footer) return { config, problems: [] };
  const problems = [...unknownKeys(navbar, navbarTranslations(config.navbar)), ...unknownKeys(footer, footerTranslations(config.footer))];
  const nav = lookup(navbar);
  const foot = lookup(footer);
  const navItem = <T extends object>(item: T): T => {
    const { label, items } = item as { label?: unknown; items?: unknown };
    return { ...item, ...(typeof label === 'string' && label ? { label: nav(`item.label.${label}`) ?? label } : {}), ...(Array.isArray(items) ? { items: items.map((child: object) => navItem(child)) } : {}) };
  };
  const footItem = <T extends object>(item: T): T => {
    const { label } = item as { label?: unknown };
    return typeof label === 'string' && label ? { ...item, label: foot(`link.item.label.${label}`) ?? label } : item;
  };
  const translated: SiteConfig = {
    ...config,
    navbar: {
      ...config.navbar,
      title: config.navbar.title && (nav('title') ?? config.navbar.title),
      logo: config.navbar.logo && { ...config.navbar.logo, alt: nav('logo.alt') ?? config.navbar.logo.alt },
      items: config.navbar.items.map(navItem),
    },
    footer: {
      ...config.footer,
      links: config.footer.links.map((entry) => ('items' in entry ? { ...entry, title: entry.title && (foot(`link.title.${entry.title}`) ?? entry.title), items: entry.items.map(footItem) } : footItem(entry))),
      copyright: foot('copyright') ?? config.footer.copyright,
      logo: config.footer.logo && { ...config.footer.logo, alt: foot('logo.alt') ?? config.footer.logo.alt },
    },
  };
  return { config: translated, problems };
}

const BLOG_OPTIONS: Record<string, string> = { title: 'The title for the blog used in SEO', description: 'The description for the blog used in SEO', 'sidebar.title': 'The label for the left sidebar' };

/** A news section's title, description and sidebar title from its labels file (the blog's `options.json`), and a warning for each key it does not have. */
export function translateNewsOptions<N extends { title: string; description?: string | undefined; sidebarTitle: string }>(news: N, labels: LabelsFile): { news: N; problems: GardenError[] } {
  const word = lookup(labels);
  const known = Object.fromEntries(Object.entries(BLOG_OPTIONS).map(([key, description]) => [key, { message: key, description }]));
  return {
    news: { ...news, title: word('title') ?? news.title, description: word('description') ?? news.description, sidebarTitle: word('sidebar.title') ?? news.sidebarTitle },
    problems: unknownKeys(labels, known),
  };
}

/** A docs version's sidebars with their categories' and links' labels in the locale's words, and its version label. */
export function translateSidebars(labels: LabelsFile, version: { name: string; label: string }, sidebars: Sidebars): { sidebars: Sidebars; versionLabel: string; problems: GardenError[] } {
  const problems = unknownKeys(labels, docsTranslations(version, sidebars));
  const word = lookup(labels);
  const visit = (items: readonly SidebarItem[], sidebar: string): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'link') return { ...item, label: word(`sidebar.${sidebar}.link.${item.label}`) ?? item.label };
      if (item.type !== 'category') return item;
      const key = `sidebar.${sidebar}.category.${item.label}`;
      const index = item.generatedIndex;
      return {
        ...item,
        label: word(key) ?? item.label,
        items: visit(item.items, sidebar),
        ...(index ? { generatedIndex: { ...index, title: word(`${key}.link.generated-index.title`) ?? index.title, description: word(`${key}.link.generated-index.description`) ?? index.description } } : {}),
      };
    });
  const translated = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, visit(items, name)]));
  return { sidebars: translated, versionLabel: word('version.label') ?? version.label, problems };
}

function lookup(labels: LabelsFile | undefined): (key: string) => string | undefined {
  return (key) => labels?.messages.get(key)?.message;
}

function unknownKeys(labels: LabelsFile | undefined, known: TranslationFile): GardenError[] {
  if (!labels) return [];
  const keys = Object.keys(known);
  return [...labels.messages]
    .filter(([key]) => !Object.hasOwn(known, key))
    .map(([key, { line }]) => {
      const guess = closestMatch(key, keys);
      return new GardenError(`unknown label "${key}": nothing of the site has it`, {
        code: 'i18n/unknown-label',
        file: labels.file,
        line,
        severity: 'warning',
        hint: guess ? `did you mean "${guess}"?` : 'a label renamed since, or a typo: garden-site write-translations writes every key with its English words',
      });
    });
}
