// The config stage: the config is loaded (and salvaged, so its problems are reported with
// everything else's), unless neither it nor any file it imports changed since the last build.
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import type { GardenError } from '../diagnostics/error.js';

/** The config, and where it came from. */
export interface LoadedConfig {
  config: SiteConfig;
  configPath: string;
  /** The config file and every local file it imports. */
  configInputs: string[];
}

export interface ConfigResult extends LoadedConfig {
  problems: GardenError[];
}

/** `last`: the last good build's config, unless it (or a file it imports) changed since. */
export async function configStage(siteRoot: string, configFile: string | undefined, last: LoadedConfig | undefined): Promise<ConfigResult> {
  if (last) return { config: last.config, configPath: last.configPath, configInputs: last.configInputs, problems: [] };
  const { config, configPath, dependencies, problems = [] } = await loadConfig(siteRoot, configFile, { salvage: true });
  return { config, configPath, configInputs: dependencies, problems };
}
