// The config stage: the config is loaded (and salvaged, so its problems are reported with
// everything else's), unless neither it nor any file it imports changed since the last build.
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import type { GardenError } from '../diagnostics/error.js';
import type { BuildState } from './state.js';

export interface ConfigResult {
  config: SiteConfig;
  configPath: string;
  /** The config file and every local file it imports. */
  configInputs: string[];
  problems: GardenError[];
}

export async function configStage(siteRoot: string, configFile: string | undefined, last: BuildState | undefined): Promise<ConfigResult> {
  if (last) return { config: last.config, configPath: last.configPath, configInputs: last.configInputs, problems: [] };
  const { config, configPath, dependencies, problems = [] } = await loadConfig(siteRoot, configFile, { salvage: true });
  return { config, configPath, configInputs: dependencies, problems };
}
