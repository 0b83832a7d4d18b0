// Finds, bundles, runs (in a worker, bounded: evaluate.ts) and validates site.config.ts. Every
// failure becomes a GardenError that names the file (and line where esbuild, the stack or the
// config's source tells it), since a broken config stops everything.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleTypeScriptModules } from '../bundle/import-module.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { validate, type FriendlyIssue } from '../diagnostics/zod-issues.js';
import { ConfigEvaluator } from './evaluate.js';
import { holdsMarkup, loadSanitizer } from '../sanitize-html.js';
import { withReleasedVersions } from './doc-versions.js';
import { placeConfigKeys, placeIssues } from './place-issues.js';
import { salvageConfig } from './salvage.js';
import { SiteConfigSchema, type SiteConfig } from './schema.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configPath: string;
  /** Absolute paths of every local file the config read (itself included), for the watcher. */
  dependencies: string[];
  /**
   * The config's own problems, when the config above was salvaged from it (with `salvage`;
   * salvage.ts), and problems with its docs versions (versions.json, version options).
   */
  problems?: GardenError[];
}

export const CONFIG_FILE_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

const EXPORT_HINT = "export default defineConfig({ title: 'My site', url: 'https://example.com' })";

export async function loadConfig(siteRoot: string, configFile?: string, options: { salvage?: boolean } = {}): Promise<LoadedConfig> {
  const configPath = findConfig(siteRoot, configFile);
  const file = sitePath(siteRoot, configPath);
  const { exported, inputs } = await evaluateConfig(configPath, siteRoot, file);
  // The config's HTML is sanitised as it is validated.
  if (holdsMarkup(exported)) await loadSanitizer();
  if (exported === undefined) {
    throw new GardenError(`${file} has no default export`, { code: 'config/invalid', file, hint: EXPORT_HINT });
  }

  const result = validate(SiteConfigSchema, exported);
  if (!result.ok) {
    const places = await placeIssues(configPath, result.issues);
    const errors = result.issues.map(
      (issue, index) =>
        new GardenError(`${issue.path || 'default export'}: ${issue.message}`, {
          code: 'config/invalid',
          file,
          ...places[index],
          hint: movedFieldHint(issue) ?? issue.hint ?? fallbackHint(issue),
        }),
    );
    const salvaged = options.salvage ? salvageConfig(SiteConfigSchema, exported, result.issues) : undefined;
    if (salvaged) return withVersions(salvaged, siteRoot, configPath, inputs, errors);
    throw new GardenErrors(errors, `${file}: ${errors.length} problem${errors.length === 1 ? '' : 's'} in the site config`);
  }
  return withVersions(result.data, siteRoot, configPath, inputs, []);
}

/** The loaded config with its docs versions (doc-versions.ts), whose problems join the config's: the build reports them. */
async function withVersions(config: SiteConfig, siteRoot: string, configPath: string, inputs: string[], problems: GardenError[]): Promise<LoadedConfig> {
  const versions = withReleasedVersions(config, siteRoot);
  const dependencies = [...(inputs.includes(configPath) ? inputs : [configPath, ...inputs]), ...versions.inputs];
  const all = [...problems, ...(await placeConfigKeys(versions.problems, siteRoot, configPath))];
  return { config: versions.config, configPath, dependencies, ...(all.length > 0 ? { problems: all } : {}) };
}

/** Top-level fields that became part of another, with where they went: a config written for an
 *  earlier garden-site (or converted by its init) is told how to say the same thing now. */
const MOVED_FIELDS: Record<string, string> = {
  locale: "the site's language is now i18n.defaultLocale: write i18n: { defaultLocale: 'fr' } (its folder is i18n/fr)",
  direction: "a locale's direction is now in i18n.localeConfigs: write i18n: { localeConfigs: { ar: { direction: 'rtl' } } }",
};

function movedFieldHint(issue: FriendlyIssue): string | undefined {
  const [key, ...rest] = issue.segments;
  return rest.length === 0 && typeof key === 'string' && issue.message.startsWith('unknown field') ? MOVED_FIELDS[key] : undefined;
}

/** The config's own words where the shared zod wording has no hint. */
function fallbackHint(issue: FriendlyIssue): string {
  const key = issue.segments.at(-1);
  if (issue.message === 'required' && key !== undefined) return `add the field \`${String(key)}\` to this object`;
  return "defineConfig's types list every field and the values it takes: your editor shows them in site.config.ts";
}

/** The config file's absolute path: `configFile` from the site root, else the first of CONFIG_FILE_NAMES there. */
export function findConfig(siteRoot: string, configFile: string | undefined): string {
  // The CLI passes the default name when --config is not given; that still means "look for one".
  if (configFile !== undefined && configFile !== CONFIG_FILE_NAMES[0]) {
    const configPath = path.resolve(siteRoot, configFile);
    if (existsSync(configPath)) return configPath;
    throw new GardenError(`config file ${configFile} not found`, {
      code: 'config/missing',
      file: sitePath(siteRoot, configPath),
      hint: `check the path given to --config; it is resolved from ${siteRoot}`,
    });
  }
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(siteRoot, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new GardenError(`no site.config.ts in ${siteRoot}`, {
    code: 'config/missing',
    hint: `create site.config.ts at the site root containing: import { defineConfig } from 'garden-site'; ${EXPORT_HINT}`,
  });
}

/** Bundles the config (with esbuild, in this thread) and runs it (in a worker, bounded). */
async function evaluateConfig(configPath: string, siteRoot: string, file: string): Promise<{ exported: unknown; inputs: string[] }> {
  const evaluator = new ConfigEvaluator();
  let bundled;
  try {
    bundled = await bundleTypeScriptModules([configPath], siteRoot, { gardenSiteModule: 'config/define-config' });
  } catch (error) {
    evaluator.dispose();
    throw isBuildFailure(error) ? buildError(error, siteRoot, file) : runError(error, file);
  }
  try {
    return { exported: await evaluator.evaluate(bundled.files[0]!, { file, siteRoot }), inputs: bundled.inputs };
  } finally {
    bundled.dispose();
  }
}

/** esbuild's BuildFailure, recognised by shape: the class is not exported. */
interface BuildFailureLike {
  errors: Array<{ text: string; location: { file: string; line: number; column: number; lineText: string } | null }>;
}

function isBuildFailure(error: unknown): error is BuildFailureLike {
  const errors: unknown = error instanceof Error ? (error as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) && errors.length > 0;
}

/** Every error esbuild found (each syntax error and missing import at its own line), not just the first. */
function buildError(failure: BuildFailureLike, siteRoot: string, file: string): GardenErrors {
  const errors = failure.errors.map((message) => {
    const location = message.location;
    // The failing file may be one the config imports; esbuild reports it relative to siteRoot.
    const where = location ? sitePath(siteRoot, path.resolve(siteRoot, location.file)) : file;
    const unresolved = message.text.startsWith('Could not resolve');
    return new GardenError(message.text, {
      code: unresolved ? 'config/import' : 'config/syntax',
      file: where,
      // esbuild counts columns from 0; a code frame shows the line with a caret under the place.
      ...(location ? { line: location.line, column: location.column + 1, sourceLine: location.lineText } : {}),
      hint: unresolved ? 'check the import path; packages must be installed in the site folder' : 'fix the TypeScript syntax at this line',
      cause: failure,
    });
  });
  return new GardenErrors(errors, `${file} could not be bundled`);
}

function runError(error: unknown, file: string): GardenError {
  const message = error instanceof Error ? error.message : String(error);
  return new GardenError(`${file} failed while running: ${message}`, {
    code: 'config/error',
    file,
    hint: "the error comes from the config file's own code (or a file it imports)",
    cause: error,
  });
}

function sitePath(siteRoot: string, absolutePath: string): string {
  return path.relative(siteRoot, absolutePath).split(path.sep).join('/');
}
