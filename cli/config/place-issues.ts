// Where each config problem was written, for its `file:line:col` and code frame. Placing is a
// help, never a new way to fail: a config that cannot be read or parsed again keeps its
// problems, reported by key path alone. Problems found later about a config value (a theme
// folder that is not there) carry its key (`configKey`) and are placed the same way.
import { readFile } from 'node:fs/promises';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { toSitePath } from '../routes/paths.js';
import { placeKeyPaths, type SourcePlace } from './locate.js';

export async function placeIssues(configPath: string, issues: ReadonlyArray<{ segments: readonly PropertyKey[] }>): Promise<Array<SourcePlace | undefined>> {
  return placeKeys(configPath, issues.map((issue) => issue.segments));
}

async function placeKeys(configPath: string, keys: ReadonlyArray<readonly PropertyKey[]>): Promise<Array<SourcePlace | undefined>> {
  try {
    const source = await readFile(configPath, 'utf8');
    return await placeKeyPaths(source, configPath, keys);
  } catch {
    return keys.map(() => undefined);
  }
}

/** `problems` with each one that names a config key put at the config file and the line of that key. */
export async function placeConfigKeys(problems: readonly GardenError[], siteRoot: string, configPath: string): Promise<GardenError[]> {
  const keyed = problems.filter((problem) => problem.configKey !== undefined);
  if (keyed.length === 0) return [...problems];
  const places = await placeKeys(configPath, keyed.map((problem) => problem.configKey ?? []));
  const file = toSitePath(siteRoot, configPath);
  const placed = new Map(keyed.map((problem, index) => [problem, inConfig(problem, file, places[index])]));
  return problems.map((problem) => placed.get(problem) ?? problem);
}

/** What a build threw, with its problems about config keys placed in the config. */
export async function placeThrownConfigKeys(thrown: unknown, siteRoot: string, configPath: string | undefined): Promise<unknown> {
  if (configPath === undefined) return thrown;
  if (thrown instanceof GardenErrors) return new GardenErrors(await placeConfigKeys(thrown.errors, siteRoot, configPath), thrown.message);
  if (thrown instanceof GardenError) return (await placeConfigKeys([thrown], siteRoot, configPath))[0];
  return thrown;
}

function inConfig(problem: GardenError, file: string, place: SourcePlace | undefined): GardenError {
  return new GardenError(problem.message, {
    code: problem.code,
    file,
    ...place,
    ...(problem.hint === undefined ? {} : { hint: problem.hint }),
    severity: problem.severity,
    ...(problem.cause === undefined ? {} : { cause: problem.cause }),
  });
}
