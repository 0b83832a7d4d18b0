// The remark and rehype plugins of the docs, blog and pages plugins. Docusaurus's npm2yarn
// becomes `markdown.npm2yarn` (garden-site's own markdown-it plugin); any other is reported by
// name, with the files that use its syntax where the syntax is known, or its section otherwise.
import type { Npm2YarnOptions, PackageManager } from '../markdown/plugins/npm2yarn.js';
import type { MigrationReport } from './migration-report.js';
import { list, record, type Record_ } from './read-value.js';
import type { StandIns } from './stand-ins.js';

export interface MarkdownSection {
  /** `docs`, `blog`, `pages`: how the report names it. */
  name: string;
  options: Record_;
  /** The section's markdown files: their site paths and texts. */
  files: Array<{ sitePath: string; text: string }>;
}

const PLUGIN_LISTS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';

/** Syntax a well-known plugin reads, to name the files that need it. */
const SYNTAX: Array<[RegExp, RegExp]> = [
  [/math|katex|mathjax/i, /\$\$|(?<![\w$\\])\$[^$\s][^$\n]*\$(?![\w$])/],
  [/mermaid/i, /^```mermaid\b/m],
  [/emoji|gemoji/i, /(?<![\w:]):[a-z0-9_+-]+:(?![\w:])/],
  [/footnote/i, /\[\^[^\]]+\]/],
];

export function mapRemarkPlugins(sections: MarkdownSection[], standIns: StandIns, report: MigrationReport): Npm2YarnOptions | undefined {
  let npm2yarn: Npm2YarnOptions | undefined;
  for (const section of sections) {
    for (const listName of PLUGIN_LISTS) {
      for (const entry of list(section.options[listName])) {
        const [plugin, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
        const name = pluginName(plugin, standIns);
        if (name === NPM2YARN) {
          npm2yarn = mergeNpm2Yarn(npm2yarn, record(options), report);
          continue;
        }
        const syntax = SYNTAX.find(([pattern]) => pattern.test(name))?.[1];
        const files = syntax ? section.files.filter((file) => syntax.test(stripCode(file.text))).map((file) => file.sitePath) : [];
        const where = syntax ? (files.length ? '' : `; no ${section.name} file uses its syntax`) : `; it ran on every ${section.name} file`;
        report.add('markdown', `${/rehype/i.test(listName) ? 'rehype' : 'remark'} plugin ${name} (${section.name})`, `garden-site's markdown has no plugins; rewrite what it adds in plain markdown or HTML${where}`, files);
      }
    }
  }
  return npm2yarn;
}

/** The package a plugin came from (a stand-in or an installed export remembers it), or its function's name. */
function pluginName(plugin: unknown, standIns: StandIns): string {
  const origin = standIns.origin(plugin);
  if (origin) return origin.path.length && origin.path[0] !== 'default' ? `${origin.specifier}.${origin.path.join('.')}` : origin.specifier;
  if (typeof plugin === 'function' && plugin.name) return plugin.name;
  return 'an inline plugin';
}

function mergeNpm2Yarn(found: Npm2YarnOptions | undefined, options: Record_, report: MigrationReport): Npm2YarnOptions {
  const converters: PackageManager[] = [];
  for (const converter of list(options.converters)) {
    if (converter === 'yarn' || converter === 'pnpm' || converter === 'bun') converters.push(converter);
    else report.add('markdown', `npm2yarn converter ${Array.isArray(converter) ? String(converter[0]) : JSON.stringify(converter)}`, 'garden-site converts to yarn, pnpm and bun; the tab for this one is left out');
  }
  const sync = options.sync === true || found?.sync === true;
  return { sync, converters: converters.length ? converters : (found?.converters ?? ['yarn', 'pnpm']) };
}

/** The text outside code fences and inline code, where a plugin's syntax means something. */
function stripCode(text: string): string {
  return text.replace(/^(`{3,}|~{3,})(?!mermaid)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}
