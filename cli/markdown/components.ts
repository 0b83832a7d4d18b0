// The site's own components (`markdown.components` in site.config.ts), loaded with the same
// esbuild importer as the theme, and rendered by the page's runtime (mdx-runtime.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ComponentType } from 'react';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
import { localInputsOf } from '../bundle/local-inputs.js';
import { GardenError } from '../diagnostics/error.js';
import type { ComponentSetup } from './types.js';

export interface ComponentRenderer {
  has(name: string): boolean;
  /** The component the config maps `name` to. */
  component(name: string): ComponentType<Record<string, unknown>> | undefined;
}

const CONFIG_FILE = 'site.config.ts';

/**
 * Names and module paths of the config's components, with a digest for cache keys of the
 * modules' source and of every file of the site they import: a page rendered with a helper
 * the component imports is stale once that helper changes.
 */
export function componentSetup(siteRoot: string, components: Record<string, string>): ComponentSetup | undefined {
  const modules = Object.entries(components).sort(([a], [b]) => a.localeCompare(b));
  if (modules.length === 0) return undefined;
  const hash = createHash('sha1');
  for (const [name, file] of modules) hash.update(`${name}\0${file}\0`);
  const entries = modules.map(([, file]) => path.resolve(siteRoot, file));
  // A module that does not bundle is hashed alone; loading it reports the problem.
  const inputs = localInputsOf(entries.filter((file) => existsSync(file)), siteRoot) ?? entries;
  for (const input of inputs) hash.update(`${path.relative(siteRoot, input)}\0`).update(existsSync(input) ? readFileSync(input) : 'missing');
  return { siteRoot, modules, digest: hash.digest('base64url') };
}

export async function loadComponents(setup: ComponentSetup): Promise<ComponentRenderer> {
  const files = [...new Set(setup.modules.map(([, file]) => path.resolve(setup.siteRoot, file)))];
  for (const [name, file] of setup.modules) {
    if (!existsSync(path.resolve(setup.siteRoot, file))) {
      throw new GardenError(`markdown.components.${name}: no module at ${file}`, { code: 'config/component-missing', file: CONFIG_FILE, hint: 'Give the path of a .tsx or .jsx file from the site root, like src/components/Button.tsx.' });
    }
  }
  // Loaded here, not up front: esbuild is needed only by sites that have components.
  const { importTypeScriptModules } = await import('../bundle/import-module.js');
  let modules: Array<Record<string, unknown>>;
  try {
    modules = (await importTypeScriptModules<Record<string, unknown>>(files, setup.siteRoot)).modules;
  } catch (error) {
    throw esbuildFailure(error, setup.siteRoot, 'config/component-syntax', 'fix the component module, then build again');
  }
  const components = new Map<string, ComponentType<Record<string, unknown>>>();
  for (const [name, file] of setup.modules) {
    const module = modules[files.indexOf(path.resolve(setup.siteRoot, file))] ?? {};
    // A module of several components exports each by name; a module of one exports it by default.
    const component = module[name] ?? module.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new GardenError(`markdown.components.${name}: ${file} exports no component ${name} and no default export`, { code: 'config/component-missing', file: CONFIG_FILE, hint: `export default function ${name}(props) { … } from ${file}, or export it by the name ${name}.` });
    }
    components.set(name, component as ComponentType<Record<string, unknown>>);
  }
  return { has: (name) => components.has(name), component: (name) => components.get(name) };
}
