// What a site's own code (site.config.ts, templates, React pages) imports from 'garden-site'.
import './render/react-env.js'; // first, before a site's code loads React through garden-site
export { defineConfig } from './config/schema.js';
export type { SiteConfig, SiteConfigInput } from './config/schema.js';
export { defineTheme } from './render/theme.js';
export { escapeHtml } from './escape-html.js';
export { flatString } from './render/flat-string.js';
export { defineMessages, type Message, type MessageTable, type Words } from './i18n/messages.js';
export { translate, type LocaleWords } from './i18n/translate.js';
export { formatNumber } from './i18n/format-message.js';
export type { EngineMessageId } from './i18n/engine-messages.js';
export type { Theme, ThemeTemplates, PageModule } from './render/theme.js';
export type { SiteContent, ThemeData } from './routes/theme-data.js';
export type * from './routes/props.js';
export type { SidebarItem, SidebarCategory, SidebarDocLink, SidebarLink, Sidebars } from './content/sidebars.js';
export type { TocItem } from './markdown/types.js';
export { runBuild, type BuildOptions, type BuildResult, type BuildState, type PreviousBuild } from './commands/build.js';
