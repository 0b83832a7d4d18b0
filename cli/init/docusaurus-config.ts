// Reads a Docusaurus project's config by running it, as Docusaurus does, with every package it
// imports (`@docusaurus/*`, `prism-react-renderer`, theme modules…) replaced by a stand-in: the
// project's node_modules need not be installed for its settings to be read.
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleTypeScriptModules, type BundledModules } from '../bundle/import-module.js';
import { GardenError } from '../diagnostics/error.js';

export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export function findDocusaurusConfig(projectRoot: string): string {
  for (const name of DOCUSAURUS_CONFIG_NAMES) {
    const candidate = path.join(projectRoot, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new GardenError(`no docusaurus.config.js in ${projectRoot}`, {
    code: 'init/no-docusaurus-config',
    hint: 'pass the folder that holds docusaurus.config.js (or .ts, .mjs) to --from-docusaurus',
  });
}

/** Runs a Docusaurus config file (or a sidebars file) and returns its default export, awaited. */
export async function evaluateDocusaurusModule(file: string): Promise<unknown> {
  let bundled: BundledModules | undefined;
  try {
    bundled = await bundleTypeScriptModules([file], path.dirname(file), {
      plugins: [standInPackages()],
      // CommonJS configs call require.resolve('./sidebars.js') and read __dirname.
      banner: { js: `import { createRequire as __gardenCreateRequire } from 'node:module'; const require = __gardenCreateRequire(${JSON.stringify(file)});` },
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
    });
    const module = (await import(pathToFileURL(bundled.files[0]!).href)) as { default?: unknown };
    const exported = module.default;
    // A config may be a function (sync or async) returning the config, as Docusaurus allows.
    return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
  } catch (error) {
    throw new GardenError(`${path.basename(file)} could not be run: ${firstLine(error)}`, {
      code: 'init/docusaurus-config',
      file,
      hint: 'the converter runs the file with stand-ins for the packages it imports; simplify the code that failed, or write site.config.ts by hand',
      cause: error,
    });
  } finally {
    bundled?.dispose();
  }
}

/**
 * Every bare import (a package, not a file of the project) becomes a stand-in module exporting
 * the names its importer asks for; each importer gets its own, read from its own source.
 */
function standInPackages(): Plugin {
  return {
    name: 'docusaurus-stand-ins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        return { path: `${args.importer}|${args.path}`, namespace: 'stand-in', pluginData: { importer: args.importer, specifier: args.path } };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
        const { importer, specifier } = args.pluginData as { importer: string; specifier: string };
        return { contents: standInModule(namedImports(readFileSync(importer, 'utf8'), specifier)), loader: 'js' };
      });
    },
  };
}

/** The names a file imports from a package: `import {a, b as c} from 'x'`, `const {a} = require('x')`. */
export function namedImports(source: string, specifier: string): string[] {
  const quoted = `['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
  const patterns = [new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'), new RegExp(`\\{([^}]*)\\}\\s*=\\s*require\\(\\s*${quoted}\\s*\\)`, 'g')];
  const names = new Set<string>();
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+|\s*:\s*/)[0]?.trim();
        if (name && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
      }
    }
  }
  return [...names];
}

/**
 * A module whose every export is a stand-in: callable, constructible, and any property of it is
 * another stand-in, so `prismThemes.github` or `require('x')(options)` evaluate without error.
 */
function standInModule(names: string[]): string {
  const lines = [
    'const make = () => new Proxy(function standIn() {}, {',
    "  get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive || key === 'toString' ? () => '' : make()),",
    '  apply: () => make(),',
    '  construct: () => make(),',
    '});',
    'const standIn = make();',
    'export default standIn;',
    ...names.map((name) => `export const ${name} = standIn.${name};`),
  ];
  return lines.join('\n');
}

function firstLine(error: unknown): string {
  const failure = error as { errors?: Array<{ text: string }> };
  const text = failure.errors?.[0]?.text ?? (error instanceof Error ? error.message : String(error));
  return text.split('\n')[0]!.slice(0, 200);
}
