// A Docusaurus project's own React code, carried as it is: `src/` stays `src/` (so
// `@site/src/…` imports work unchanged), and `src/pages/` goes to `content/pages/` with its
// React pages, their CSS modules and images. A relative import whose target moves differently
// from the file holding it (`../components/X` from a page, `../src/…` from a doc) is rewritten to
// the target's `@site/` path. Each React page is then tried, built and rendered in the project as
// garden-site renders it; a page that cannot render statically (a browser object touched while
// rendering, a package the new site lacks) is kept as `_name.js` beside a stand-in markdown page,
// and reported.
import path from 'node:path';
import type { SiteBundle } from '../bundle/import-module.js';
import { moduleFile } from '../markdown/page-imports.js';
import { NEW_SITE_FOLDERS } from './map-config.js';
import type { MigrationReport } from './migration-report.js';
import { probeModule, renderPageOnce, type ProbeSite } from './render-probe.js';
import type { SitePlan } from './site-plan.js';

const SCRIPT = /\.[cm]?[jt]sx?$/;
const MARKDOWN = /\.mdx?$/;
const CODE_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** How an import written without its extension names a file. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

export interface SiteCode {
  /** React pages carried over as pages (the ones that render). */
  pages: number;
}

/** Plans `src/` (but pages) into `src/`, and the files of `src/pages/` that are not markdown into `content/pages/`. */
export async function planSourceFolders(projectRoot: string, plan: SitePlan): Promise<void> {
  await plan.copyFolder(path.join(projectRoot, 'src'), 'src', (file) => !file.startsWith('pages/'));
  await plan.copyFolder(path.join(projectRoot, 'src/pages'), NEW_SITE_FOLDERS.pages, (file) => !MARKDOWN.test(file));
}

/**
 * Rewrites the relative imports of every planned script and markdown file of the project whose
 * target now lies elsewhere relative to it; call once everything is planned.
 */
export function rewriteMovedImports(plan: SitePlan): void {
  const newPathOf = new Map<string, string>();
  for (const sitePath of plan.paths()) {
    const from = plan.sourceOf(sitePath);
    if (from) newPathOf.set(from, sitePath);
  }
  for (const sitePath of plan.paths()) {
    const from = plan.sourceOf(sitePath);
    if (!from || !CODE_FILE.test(sitePath)) continue;
    const text = plan.read(sitePath);
    if (text === undefined || !/\.\.?\//.test(text)) continue;
    const moved = (specifier: string): string | undefined => {
      const target = moduleFile(path.resolve(path.dirname(from), specifier));
      const targetPath = target === undefined ? undefined : newPathOf.get(target);
      if (targetPath === undefined) return undefined;
      const stillThere = path.posix.normalize(path.posix.join(path.posix.dirname(sitePath), specifier));
      return targetPath === stillThere || EXTENSIONS.some((ending) => targetPath === stillThere + ending) ? undefined : `@site/${targetPath}`;
    };
    const rewritten = MARKDOWN.test(sitePath) ? rewriteMarkdownImports(text, moved) : rewriteScriptImports(text, moved);
    if (rewritten !== text) plan.text(sitePath, rewritten);
  }
}

/** `from '…'`, `import '…'`, `import('…')` and `require('…')` with a relative path, anywhere in a script. */
const SCRIPT_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])(\.\.?\/[^'"\n]+)\2/g;

function rewriteScriptImports(text: string, moved: (specifier: string) => string | undefined): string {
  return text.replace(SCRIPT_SPECIFIER, (whole, before: string, quote: string, specifier: string) => {
    const target = moved(specifier);
    return target === undefined ? whole : `${before}${quote}${target}${quote}`;
  });
}

/** The same in markdown, for `import` lines only, and never inside code fences. */
function rewriteMarkdownImports(text: string, moved: (specifier: string) => string | undefined): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== undefined) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (marker !== undefined) {
        fence = marker;
        return line;
      }
      return /^(?:import|export)\b/.test(line) || /^\s+.*\bfrom\s*['"]/.test(line) ? rewriteScriptImports(line, moved) : line;
    })
    .join('\n');
}

/**
 * Tries each React page of `src/pages` as garden-site will render it; a page that cannot render
 * is replaced by a stand-in markdown page, its source kept beside it as `_name.js`.
 */
export async function planReactPages(projectRoot: string, plan: SitePlan, report: MigrationReport, site: ProbeSite): Promise<SiteCode> {
  let pages = 0;
  const folder = path.join(projectRoot, 'src/pages');
  for (const sitePath of plan.paths()) {
    if (!sitePath.startsWith(`${NEW_SITE_FOLDERS.pages}/`) || !SCRIPT.test(sitePath) || path.posix.basename(sitePath).startsWith('_') || /\.(?:test|spec|d)\.[jt]sx?$/.test(sitePath)) continue;
    const source = plan.sourceOf(sitePath);
    if (!source || !source.startsWith(folder + path.sep)) continue;
    const shown = path.relative(projectRoot, source).split(path.sep).join('/');
    const bundle: SiteBundle = { baseUrl: site.baseUrl, staticDir: 'static' };
    const probe = (await probeModule(source, projectRoot, bundle)) ?? (await renderPageOnce(source, projectRoot, bundle, site));
    if (probe === undefined) {
      pages++;
      continue;
    }
    const kept = path.posix.join(path.posix.dirname(sitePath), `_${path.posix.basename(sitePath)}`);
    plan.copy(source, kept);
    plan.remove(sitePath);
    const standIn = sitePath.replace(SCRIPT, '.md');
    plan.text(standIn, standInPage(shown, kept, probe.reason));
    report.add('pages', `React page ${shown}`, `it cannot be rendered at build time (${probe.reason}${probe.place ? `, at ${probe.place}` : ''}); ${standIn} stands in for it and its source is kept as ${kept}: fix it, then rename it back and remove the stand-in`, [shown]);
  }
  return { pages };
}

function standInPage(shown: string, kept: string, reason: string): string {
  const title = path.posix.basename(shown).replace(SCRIPT, '').replace(/^index$/, 'Home');
  return `---\ntitle: ${JSON.stringify(title.charAt(0).toUpperCase() + title.slice(1))}\n---\n\nThis page stands in for the React page \`${shown}\` of the Docusaurus project, which cannot be rendered when the site is built: ${reason.replace(/[`*_<>[\]{}]/g, '')}. Its source is kept as \`${kept}\`.\n`;
}
