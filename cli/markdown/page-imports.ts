// Which of the site's own files a page's `import` lines load: components and helpers
// (`@site/src/components/Chart`, `./Highlight`, `.js/.jsx/.ts/.tsx`), stylesheets
// (`import './beds.css'`, `import 'pkg/x.css'` when the package is installed) and SVG drawings.
// The markdown stage bundles them before any page renders (a render cannot wait), so the
// statements are found here the way MDX finds them, at the top level and never inside code
// fences, and resolved the way the page's imports are (mdx-esm.ts).
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sitePath } from '../bundle/docusaurus-plugin.js';
import { isWithin, realPathOf } from '../write/real-path.js';

const FENCE = /^(`{3,}|~{3,})/;
const STATEMENT = /^import[\s{*'"]/;
const SPECIFIER = /(?:\bfrom\s*|^import\s*)(['"])([^'"]+)\1\s*;?\s*$/;
/** What the engine provides itself, or reads as markdown. */
const PROVIDED = /^(?:@theme\/|@docusaurus\/|react$|react\/|clsx$)|\.mdx?$/i;
const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
/** What is bundled for a page: code, stylesheets and drawings. Images are published as images. */
const BUNDLED = /\.(?:[cm]?[jt]sx?|css|svg)$/i;

/** The specifiers of a page's `import` statements, in order (code fences and indented lines skipped). */
export function importSpecifiers(body: string): string[] {
  return importStatements(body).map((statement) => statement.specifier);
}

/** A page's `import` statements: what each binds (`Chart, { Legend as L }`, '' for a side effect) and from where. */
export function importStatements(body: string): Array<{ clause: string; specifier: string }> {
  if (!body.includes('import')) return [];
  const specifiers: Array<{ clause: string; specifier: string }> = [];
  let fence: string | undefined;
  let statement: string | undefined;
  for (const line of body.split('\n')) {
    const trimmed = line.trimStart();
    const marker = FENCE.exec(trimmed)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && trimmed.slice(marker.length).trim() === '') fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      statement = undefined;
      continue;
    }
    if (statement === undefined && !STATEMENT.test(line)) continue;
    statement = statement === undefined ? line : `${statement} ${line.trim()}`;
    const found = SPECIFIER.exec(statement.trim());
    if (found?.[2] !== undefined) {
      specifiers.push({ clause: statement.trim().slice('import'.length, found.index).trim(), specifier: found[2] });
      statement = undefined;
    } else if (line.trim() === '' || statement.length > 2000) statement = undefined;
  }
  return specifiers;
}

/**
 * The site file an import names, when the site bundles it: a path from the site root
 * (`@site/…`), from the page's folder (`./…`), or a package installed in the site; extensions
 * and `index` files as a bundler finds them. Only files inside the site are given.
 */
export function resolvePageImport(specifier: string, pageFile: string, siteRoot: string, staticDir = 'content/static'): string | undefined {
  if (PROVIDED.test(specifier)) return undefined;
  let base: string | undefined;
  if (specifier.startsWith('@site/')) base = path.join(siteRoot, sitePath(specifier, siteRoot, staticDir));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(pageFile), specifier);
  const file = base === undefined ? installedFile(specifier, siteRoot) : moduleFile(base);
  if (file === undefined || !BUNDLED.test(file)) return undefined;
  const real = realPathOf(file);
  const realRoot = realPathOf(siteRoot) ?? siteRoot;
  return real !== undefined && isWithin(real, realRoot) ? file : undefined;
}

/** The file an import of `base` loads, as a bundler finds it: as written, with a script extension, or its folder's index. */
export function moduleFile(base: string): string | undefined {
  const candidates = [base, ...CODE.map((extension) => base + extension), ...CODE.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function installedFile(specifier: string, siteRoot: string): string | undefined {
  try {
    return createRequire(path.join(siteRoot, 'package.json')).resolve(specifier);
  } catch {
    return undefined;
  }
}
