// MDX files import React components the new site does not have (`react-player`, the old
// site's `@site/src/components/…`). Each gets a stand-in module that renders its children, and
// an entry in `markdown.components`, so the site builds at once and the gaps are easy to find.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportedComponent {
  /** The name the markdown uses as a tag. */
  name: string;
  specifier: string;
  /** Site path of the first file importing it (for the stand-in's comment). */
  firstSeenIn: string;
}

/** Imports garden-site renders itself: the theme's tabs, admonitions… and markdown partials. */
const BUILT_IN = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details', '@theme/CodeBlock']);
const IMPORT_LINE = /^import\s+(.+?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;

export function componentImports(files: Array<{ sitePath: string; absolutePath: string }>): ImportedComponent[] {
  const found = new Map<string, ImportedComponent>();
  for (const file of files) {
    for (const match of readFileSync(file.absolutePath, 'utf8').matchAll(IMPORT_LINE)) {
      const [, clause, specifier] = match as unknown as [string, string, string];
      if (BUILT_IN.has(specifier) || isPartial(specifier)) continue;
      for (const name of importedNames(clause)) {
        if (!found.has(name)) found.set(name, { name, specifier, firstSeenIn: file.sitePath });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function isPartial(specifier: string): boolean {
  return specifier.startsWith('.') && /\.mdx?$/.test(specifier);
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

function standInSource({ name, specifier, firstSeenIn }: ImportedComponent): string {
  return `// Stands in for ${name}, imported from '${specifier}' (first in ${firstSeenIn}): it shows its
// children and nothing else. Replace it with the real component, or remove the tags.
import type { ReactNode } from 'react';

export default function ${name}({ children }: { children?: ReactNode }) {
  return <div className="component-stand-in" data-component="${name}">{children}</div>;
}
`;
}
