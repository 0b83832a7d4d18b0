// The components a Docusaurus project's markdown imports, and which of them need a stand-in in
// the new site. What garden-site provides (its theme components, Docusaurus's helpers, React)
// needs none; nor does a module of the project that is copied with it and builds there (its
// `@site/src/…` import works unchanged). A package the new site does not have, or a module that
// cannot build (it needs such a package, or is missing), gets a stand-in module that renders its
// children, an entry in `markdown.components`, a line in the report, and a build warning at each
// use. Imports are read as the build reads them: never inside code fences.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteBundle } from '../bundle/import-module.js';
import { STAND_IN_EXPORT } from '../markdown/components.js';
import { importStatements, moduleFile } from '../markdown/page-imports.js';
import { isProvidedImport } from '../markdown/plugins/mdx-esm.js';
import { probeModule } from './render-probe.js';

export interface ImportedComponent {
  /** The name the markdown uses as a tag. */
  name: string;
  specifier: string;
  /** Site path of the first file importing it (for the stand-in's comment). */
  firstSeenIn: string;
  /** Why it cannot render in the new site. */
  reason: string;
}

const PARTIAL = /\.mdx?$/;
const LOCAL = /^(?:\.\.?\/|@site\/)/;

/**
 * The components the markdown files import that the new site cannot render as they are.
 * `files` are the copied markdown files with where they were in the project.
 */
export async function componentsNeedingStandIns(files: Array<{ sitePath: string; absolutePath: string }>, projectRoot: string, site: SiteBundle): Promise<ImportedComponent[]> {
  const found = new Map<string, ImportedComponent>();
  const probed = new Map<string, string | undefined>();
  for (const file of files) {
    for (const { clause, specifier } of importStatements(readFileSync(file.absolutePath, 'utf8'))) {
      if (isProvidedImport(specifier) || PARTIAL.test(specifier)) continue;
      const names = importedNames(clause).filter((name) => !found.has(name));
      if (names.length === 0) continue;
      let reason: string | undefined;
      if (LOCAL.test(specifier)) {
        const module = localModule(specifier, file.absolutePath, projectRoot);
        if (module === undefined) reason = 'there is no such file in the project';
        else if (/\.(?:css|svg|png|jpe?g|gif|webp)$/i.test(module)) continue;
        else {
          if (!probed.has(module)) {
            const failure = await probeModule(module, projectRoot, site);
            probed.set(module, failure && `${failure.reason}${failure.place ? ` (${failure.place})` : ''}`);
          }
          reason = probed.get(module);
          if (reason === undefined) continue;
        }
      } else reason = specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/') ? 'garden-site does not provide it' : 'the package is not installed in the new site';
      for (const name of names) found.set(name, { name, specifier, firstSeenIn: file.sitePath, reason });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function localModule(specifier: string, fromFile: string, projectRoot: string): string | undefined {
  return moduleFile(specifier.startsWith('@site/') ? path.join(projectRoot, specifier.slice('@site/'.length)) : path.resolve(path.dirname(fromFile), specifier));
}

/** `Button`, `{ Tweet, Card as C }`, `Chart, { Legend }`: the local names, capitalised ones only. */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
  if (outside && !outside.startsWith('*')) names.push(outside);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const local = part.trim().split(/\s+as\s+/).pop()?.trim();
    if (local) names.push(local);
  }
  return names.filter((name) => /^[A-Z][\w$]*$/.test(name));
}

export const STAND_IN_FOLDER = 'components';

/** The stand-in modules (by site path) and the `markdown.components` entries naming them. */
export function standInModules(components: ImportedComponent[]): { files: Record<string, string>; entries: Record<string, string> } {
  const files: Record<string, string> = {};
  const entries: Record<string, string> = {};
  for (const component of components) {
    const file = path.posix.join(STAND_IN_FOLDER, `${component.name}.tsx`);
    files[file] = standInSource(component);
    entries[component.name] = file;
  }
  return { files, entries };
}

function standInSource({ name, specifier, firstSeenIn, reason }: ImportedComponent): string {
  return `// Stands in for ${name}, imported from '${specifier}' (first in ${firstSeenIn}), which cannot
// render in this site: ${reason.replace(/\n/g, ' ')}.
// It shows its children and nothing else, and each use is a build warning. Replace it with the
// real component (and remove it from markdown.components in site.config.ts), or remove the tags.
import type { ReactNode } from 'react';

export const ${STAND_IN_EXPORT} = ${JSON.stringify(specifier)};

export default function ${name}({ children }: { children?: ReactNode }) {
  return <div className="component-stand-in" data-component="${name}">{children}</div>;
}
`;
}
