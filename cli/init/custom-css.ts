// The classic theme's `customCss`: each stylesheet of the project keeps its path in the new site
// (`src/css/custom.css` stays `src/css/custom.css`) and is listed in the config's `customCss`,
// loaded after the theme's own; the files it names with relative url()s and @imports come
// along. The theme reads Infima's variables (`--ifm-color-primary`…) where such a stylesheet
// sets them, so the brand colour and fonts carry. A stylesheet of a package that is not
// installed, or one outside the project, is reported instead.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MigrationReport } from './migration-report.js';
import type { SitePlan } from './site-plan.js';
import type { StandIns } from './stand-ins.js';

/** Plans the copies and returns the `customCss` entries (site paths), in the project's order. */
export function planCustomCss(value: unknown, projectRoot: string, plan: SitePlan, standIns: StandIns, report: MigrationReport): string[] {
  const entries: string[] = [];
  for (const css of [value].flat()) {
    if (typeof css !== 'string') continue;
    const missingPackage = standIns.unresolved.get(css);
    if (missingPackage !== undefined) {
      report.add('styles', `custom CSS ${missingPackage}`, 'its package is not installed in the Docusaurus project; add the package to the new site, copy its stylesheet into src/css and list it in customCss');
      continue;
    }
    const file = path.resolve(projectRoot, css);
    const relative = path.relative(projectRoot, file);
    if (!existsSync(file) || !statSync(file).isFile()) {
      report.add('styles', `custom CSS ${css}`, 'the config names it but it is not there; nothing was copied');
    } else if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) {
      report.add('styles', `custom CSS ${css}`, 'it is outside the project or in a package; copy it into src/css and list it in customCss in site.config.ts');
    } else {
      const sitePath = relative.split(path.sep).join('/');
      plan.copy(file, sitePath);
      planReferencedFiles(file, projectRoot, plan, new Set([file]));
      entries.push(sitePath);
    }
  }
  return entries;
}

/** The local files a stylesheet names (`url(./font.woff2)`, `@import './other.css'`), at the same paths. */
function planReferencedFiles(file: string, projectRoot: string, plan: SitePlan, seen: Set<string>): void {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const references = [...text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)].map((match) => match[2] ?? match[4] ?? '');
  for (const reference of references) {
    const bare = reference.trim().replace(/[?#].*$/, '');
    // Absolute paths are the site's static files; URLs with a scheme are other sites'.
    if (!bare || bare.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(bare)) continue;
    const target = path.resolve(path.dirname(file), bare);
    const relative = path.relative(projectRoot, target);
    if (seen.has(target) || relative.startsWith('..') || path.isAbsolute(relative) || !existsSync(target) || !statSync(target).isFile()) continue;
    seen.add(target);
    plan.copy(target, relative.split(path.sep).join('/'));
    if (/\.css$/i.test(target)) planReferencedFiles(target, projectRoot, plan, seen);
  }
}
