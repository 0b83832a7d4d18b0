// Reads a Docusaurus project's config (and its sidebars files) by running it, as Docusaurus
// does: from the project's folder, with Node's own modules, the project's installed packages
// and its local files for real, and a stand-in for each package it has not installed
// (stand-ins.ts), so the project's node_modules need not be there for its settings to be read.
import type { Loader, Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleTypeScriptModules, type BundledModules } from '../bundle/import-module.js';
import { startEngineWorker } from '../bundle/engine-worker.js';
import { workerOutcome } from '../bundle/worker-outcome.js';
import { CONFIG_TIMEOUT_ENV, configTimeoutMs } from '../config/evaluate.js';
import { moduleValue } from '../config/module-value.js';
import { GardenError } from '../diagnostics/error.js';
import { placeOfThrown } from '../diagnostics/stack-place.js';
import type { ProbeReply, ProbeRequest } from './docusaurus-probe.js';
import { isBare, STAND_INS_GLOBAL, StandIns } from './stand-ins.js';

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

export interface EvaluatedModule {
  /** The module's default export (or `module.exports`), called and awaited when it is a function. */
  value: unknown;
  /** Every local file it read through imports (itself first), absolute. */
  inputs: string[];
}

/** The runtime the bundled config reaches through the global STAND_INS_GLOBAL. */
interface StandInRuntime {
  standIns: StandIns;
  requireFor(file: string): NodeJS.Require;
  importReal(url: string): Promise<Record<string, unknown>>;
  loadReal(file: string): unknown;
}

/**
 * Runs a Docusaurus config or sidebars file with the working folder set to its project, as
 * `docusaurus build` runs it, and returns what it exports. Packages stood in for are recorded
 * in `standIns`. A file that cannot run, or does not finish within the config time limit, is a
 * GardenError at its file (and line, when the stack says).
 */
export async function evaluateDocusaurusModule(file: string, projectRoot: string, standIns: StandIns): Promise<EvaluatedModule> {
  let bundled: BundledModules | undefined;
  let uninstall: (() => void) | undefined;
  const cwd = process.cwd();
  const hadSourceMaps = process.sourceMapsEnabled;
  try {
    bundled = await bundleTypeScriptModules([file], path.dirname(file), {
      plugins: [projectPackages(), ownPlaces()],
      // CommonJS configs call require('path') and require.resolve('./sidebars.js').
      banner: { js: `const require = globalThis.${STAND_INS_GLOBAL}.requireFor(${JSON.stringify(file)});` },
    });
    const bundleFile = bundled.files[0]!;
    await finishesInTime({ bundleFile, file, projectRoot }, cwd);
    uninstall = installRuntime(file, projectRoot, standIns);
    // Stacks name the config's own lines (the bundle carries an inline source map).
    process.setSourceMapsEnabled(true);
    process.chdir(projectRoot);
    const value = await moduleValue(pathToFileURL(bundleFile).href);
    // Files of the project only (the packages' stand-in modules are no files).
    const inputs = [file, ...bundled.inputs.filter((input) => input !== file && existsSync(input))];
    return { value, inputs };
  } catch (error) {
    throw error instanceof GardenError && PROBE_CODES.has(error.code) ? error : notRunnable(error, file, cwd);
  } finally {
    process.chdir(cwd);
    process.setSourceMapsEnabled(hadSourceMaps);
    uninstall?.();
    bundled?.dispose();
  }
}

/** The errors of a file that did not finish (finishesInTime): they say so themselves. */
const PROBE_CODES = new Set(['init/docusaurus-config-timeout', 'init/docusaurus-config-unsettled']);

/** Makes the runtime the bundle reaches through the global STAND_INS_GLOBAL; returns what removes it. */
export function installRuntime(file: string, projectRoot: string, standIns: StandIns): () => void {
  const runtime: StandInRuntime = {
    standIns,
    requireFor: (from) => standIns.require(from, projectRoot, createRequire(from)),
    importReal: (url) => import(url) as Promise<Record<string, unknown>>,
    loadReal: (real) => createRequire(file)(real),
  };
  const globals = globalThis as unknown as Record<string, unknown>;
  globals[STAND_INS_GLOBAL] = runtime;
  return () => delete globals[STAND_INS_GLOBAL];
}

/**
 * Runs the bundle in a worker thread (docusaurus-probe.ts) and waits for it to settle, within the
 * config time limit: a loop that never ends, or a promise nothing resolves, is an error at the
 * file rather than an init that never returns. What it throws is left to the run that follows.
 */
function finishesInTime(request: ProbeRequest, cwd: string): Promise<void> {
  const shown = path.relative(cwd, request.file) || request.file;
  // Its output is not shown: the run in this thread prints it once.
  const worker = startEngineWorker('init/docusaurus-probe', { workerData: request, stdout: true, stderr: true });
  worker.stdout.resume();
  worker.stderr.resume();
  return workerOutcome<ProbeReply, void>(worker, configTimeoutMs(), {
    isStart: (reply) => reply === 'started',
    // Settled (or it called process.exit, which ended only that thread): this thread runs it now,
    // and reports what it throws.
    answer: () => undefined,
    error: () => undefined,
    exit: () => {
      throw new GardenError(`${path.basename(request.file)} never finished running: it waits for a promise that nothing resolves`, {
        code: 'init/docusaurus-config-unsettled',
        file: shown,
        hint: 'every promise the file awaits, or its export holds, must resolve or reject',
      });
    },
    timeout: (limit) => {
      throw new GardenError(`${path.basename(request.file)} did not finish running within ${Number((limit / 1000).toFixed(1))} s`, {
        code: 'init/docusaurus-config-timeout',
        file: shown,
        hint: `look for a loop that never ends or a request that never answers in the file or one it imports (${CONFIG_TIMEOUT_ENV} sets the limit in milliseconds)`,
      });
    },
  });
}

/** Calls a function the config holds (an `editUrl`, `createRedirects`) from the project's folder, as Docusaurus would. */
export function callFromProject<T>(projectRoot: string, call: () => T): T {
  const cwd = process.cwd();
  process.chdir(projectRoot);
  try {
    return call();
  } finally {
    process.chdir(cwd);
  }
}

/**
 * Node's modules stay Node's; a package the project has installed is loaded from where it is,
 * its exports remembered; any other package becomes a stand-in. Each importer gets modules
 * exporting the names it asks for, read from its own source.
 */
function projectPackages(): Plugin {
  const RESOLVING = Symbol('resolving');
  return {
    name: 'docusaurus-project-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (!isBare(args.path)) return undefined;
        const found = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        const asRequire = args.kind === 'require-call' || args.kind === 'require-resolve';
        const data = { importer: args.importer, specifier: args.path, real: found.errors.length === 0 ? found.path : undefined, asRequire };
        return { path: `${args.importer}|${args.path}|${args.kind}`, namespace: 'project-package', pluginData: data };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'project-package' }, (args) => {
        const { importer, specifier, real, asRequire } = args.pluginData as { importer: string; specifier: string; real: string | undefined; asRequire: boolean };
        return { contents: packageModule(specifier, importer, real, asRequire ? undefined : importedNames(readFileSync(importer, 'utf8'), specifier)), loader: 'js' };
      });
    },
  };
}

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/**
 * Each file of the project bundled keeps its own place: `__dirname`, `__filename` and
 * `import.meta.url` (`.dirname`, `.filename`) are its own folder and file, as when Node runs it,
 * not the bundle's (a helper in config/ resolving '../sidebars.ts' must find the website's).
 */
function ownPlaces(): Plugin {
  return {
    name: 'docusaurus-own-places',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        const loader = LOADERS[path.extname(args.path)];
        if (!loader) return undefined;
        const places: Record<string, string> = {
          'import.meta.url': pathToFileURL(args.path).href,
          'import.meta.dirname': path.dirname(args.path),
          'import.meta.filename': args.path,
          __dirname: path.dirname(args.path),
          __filename: args.path,
        };
        const contents = readFileSync(args.path, 'utf8').replace(/(?<![\w$.'"`])(import\.meta\.(?:url|dirname|filename)|__dirname|__filename)(?![\w$])/g, (name) => JSON.stringify(places[name]));
        return { contents, loader };
      });
    },
  };
}

/** The module standing for one package in one importer: CommonJS for `require`, ESM with the names imported otherwise. */
function packageModule(specifier: string, importer: string, real: string | undefined, names: string[] | undefined): string {
  const runtime = `globalThis.${STAND_INS_GLOBAL}`;
  const spec = JSON.stringify(specifier);
  if (names === undefined) {
    const value = real === undefined ? `${runtime}.standIns.module(${spec}, ${JSON.stringify(importer)})` : `${runtime}.standIns.installed(${runtime}.loadReal(${JSON.stringify(real)}), ${spec})`;
    return `module.exports = ${value};\n`;
  }
  const lines =
    real === undefined
      ? [`const namespace = {};`, `const main = ${runtime}.standIns.module(${spec}, ${JSON.stringify(importer)});`]
      : [`const namespace = ${runtime}.standIns.installed(await ${runtime}.importReal(${JSON.stringify(pathToFileURL(real).href)}), ${spec});`, `const main = namespace.default ?? namespace;`];
  return [...lines, 'export default main;', ...names.map((name) => `export const ${name} = namespace[${JSON.stringify(name)}] ?? main[${JSON.stringify(name)}];`), ''].join('\n');
}

/**
 * The names a file takes from a package: `import {a, b as c} from 'x'`, and the members it reads
 * of a namespace import (`import * as yaml from 'js-yaml'; yaml.load(…)` → `load`).
 */
export function importedNames(source: string, specifier: string): string[] {
  const quoted = `['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
  const names = new Set<string>();
  for (const match of source.matchAll(new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  for (const match of source.matchAll(new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\*\\s*as\\s+([\\w$]+)\\s*from\\s*${quoted}`, 'g'))) {
    for (const member of source.matchAll(new RegExp(`(?<![\\w$.])${match[1]!.replace(/\$/g, '\\$')}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g'))) {
      if (member[1] !== 'default') names.add(member[1]!);
    }
  }
  return [...names].sort();
}

/** A config that cannot run: where (the config's own line, from esbuild or the stack) and what to do. */
function notRunnable(error: unknown, file: string, cwd: string): GardenError {
  const shown = (absolute: string) => path.relative(cwd, absolute) || absolute;
  const hint = 'init runs the config as Docusaurus does, with a stand-in for each package that is not installed; run `npm install` in the Docusaurus project so its packages run for real, or simplify the code at that line';
  const built = (error as { errors?: Array<{ text: string; location: { file: string; line: number; column: number; lineText: string } | null }> }).errors;
  if (Array.isArray(built) && built.length) {
    const [first] = built;
    const location = first!.location;
    return new GardenError(`${path.basename(file)} could not be read: ${first!.text}`, {
      code: 'init/docusaurus-config',
      file: location ? shown(path.resolve(path.dirname(file), location.file)) : shown(file),
      ...(location ? { line: location.line, column: location.column + 1, sourceLine: location.lineText } : {}),
      hint: 'fix the syntax error at that line, or write site.config.ts by hand',
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  const place = placeOfThrown(error, path.dirname(file));
  const placeFile = place ? path.resolve(path.dirname(file), place.file) : file;
  return new GardenError(`${path.basename(file)} could not be run: ${message.split('\n')[0]!.slice(0, 200)}`, {
    code: 'init/docusaurus-config',
    file: shown(placeFile),
    ...(place ? { line: place.line, column: place.column, ...(place.sourceLine === undefined ? {} : { sourceLine: place.sourceLine }) } : {}),
    hint,
    cause: error,
  });
}
