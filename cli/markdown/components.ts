// The site's own React code that pages render: the components the config maps
// (`markdown.components` in site.config.ts) and the modules pages import (`@site/src/components/X`,
// `./Highlight`, stylesheets, SVG drawings; page-imports.ts). They are bundled in one esbuild run
// with the Docusaurus API the theme's React pages use, imported, and rendered by each page's
// runtime (mdx-runtime.ts); each module's stylesheet goes with the pages that import it.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ComponentType } from 'react';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
import type { PublishedFile, SiteBundle } from '../bundle/import-module.js';
import { localInputsOf } from '../bundle/local-inputs.js';
import { GardenError } from '../diagnostics/error.js';
import type { ComponentSetup } from './types.js';

export interface ComponentRenderer {
  has(name: string): boolean;
  /** The component the config maps `name` to. */
  component(name: string): ComponentType<Record<string, unknown>> | undefined;
  /** What the config's component `name` stands in for, when its module is a stand-in `init` wrote (it exports `gardenSiteStandIn`). */
  standIn(name: string): string | undefined;
  /** A module pages import, by absolute path: its exports ({} for a stylesheet); undefined when it is not loaded. */
  module(file: string): Record<string, unknown> | undefined;
  /** The stylesheets (published URLs) a page importing `file` needs. */
  styles(file: string): string[];
  /** The stylesheets and the files they and the modules refer to, for the output folder. */
  files: PublishedFile[];
}

const CONFIG_FILE = 'site.config.ts';
/** What a stand-in module `init` writes exports: the import it stands in for. */
export const STAND_IN_EXPORT = 'gardenSiteStandIn';

/**
 * The config's components and the modules pages import (absolute paths), with a digest for
 * cache keys of the modules' source and of every file of the site they import: a page rendered
 * with a helper the component imports is stale once that helper changes.
 */
export function componentSetup(siteRoot: string, components: Record<string, string>, imports: readonly string[] = [], site: SiteBundle = { baseUrl: '/', staticDir: 'content/static' }): ComponentSetup | undefined {
  const modules = Object.entries(components).sort(([a], [b]) => a.localeCompare(b));
  const imported = [...new Set(imports)].sort();
  if (modules.length === 0 && imported.length === 0) return undefined;
  const hash = createHash('sha1').update(`${site.baseUrl}\0${site.staticDir}\0`);
  for (const [name, file] of modules) hash.update(`${name}\0${file}\0`);
  const entries = [...modules.map(([, file]) => path.resolve(siteRoot, file)), ...imported];
  // A module that does not bundle is hashed alone; loading it reports the problem.
  const inputs = localInputsOf(entries.filter((file) => existsSync(file)), siteRoot, site) ?? entries;
  for (const input of inputs) hash.update(`${path.relative(siteRoot, input)}\0`).update(existsSync(input) ? readFileSync(input) : 'missing');
  return { siteRoot, modules, imports: imported, site, digest: hash.digest('base64url') };
}

export async function loadComponents(setup: ComponentSetup): Promise<ComponentRenderer> {
  for (const [name, file] of setup.modules) {
    if (!existsSync(path.resolve(setup.siteRoot, file))) {
      throw new GardenError(`markdown.components.${name}: no module at ${file}`, { code: 'config/component-missing', file: CONFIG_FILE, hint: 'Give the path of a .tsx or .jsx file from the site root, like src/components/Button.tsx.' });
    }
  }
  const files = [...new Set([...setup.modules.map(([, file]) => path.resolve(setup.siteRoot, file)), ...setup.imports])];
  // Loaded here, not up front: esbuild is needed only by sites that have components.
  const { importTypeScriptModules } = await import('../bundle/import-module.js');
  let loaded;
  try {
    loaded = await importTypeScriptModules<Record<string, unknown>>(files, setup.siteRoot, { site: setup.site });
  } catch (error) {
    throw esbuildFailure(error, setup.siteRoot, 'config/component-syntax', 'fix the component module, then build again');
  }
  const byFile = new Map(files.map((file, index) => [file, { module: loaded.modules[index] ?? {}, style: loaded.styles?.[index] }]));
  const components = new Map<string, ComponentType<Record<string, unknown>>>();
  const standIns = new Map<string, string>();
  for (const [name, file] of setup.modules) {
    const module = byFile.get(path.resolve(setup.siteRoot, file))?.module ?? {};
    // A module of several components exports each by name; a module of one exports it by default.
    const component = module[name] ?? module.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new GardenError(`markdown.components.${name}: ${file} exports no component ${name} and no default export`, { code: 'config/component-missing', file: CONFIG_FILE, hint: `export default function ${name}(props) { … } from ${file}, or export it by the name ${name}.` });
    }
    components.set(name, component as ComponentType<Record<string, unknown>>);
    if (typeof module[STAND_IN_EXPORT] === 'string') standIns.set(name, module[STAND_IN_EXPORT]);
  }
  const published = [...(loaded.files ?? []), ...(loaded.styles ?? []).filter((style): style is PublishedFile => style !== undefined)];
  return {
    has: (name) => components.has(name),
    component: (name) => components.get(name),
    standIn: (name) => standIns.get(name),
    module: (file) => byFile.get(file)?.module,
    styles: (file) => {
      const style = byFile.get(file)?.style;
      return style ? [`/${style.outFile}`] : [];
    },
    files: published,
  };
}
