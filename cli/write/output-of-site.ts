// `clear` deletes an output folder and `serve` publishes one: each first checks it against the
// site's sources by the rule a build applies (output-guard.ts), so a marker copied into the
// content folder or the site root does not make it an output. The sources are where the config
// says, so the config is loaded (salvaged where it has problems, as a build does).
import { loadConfig } from '../config/load.js';
import { assertOutputApart } from './output-guard.js';

export async function assertOutputOfSite(siteRoot: string, outDir: string, configFile: string | undefined): Promise<void> {
  const { config, configPath, dependencies } = await loadConfig(siteRoot, configFile, { salvage: true });
  assertOutputApart({ siteRoot, outDir, configPath, config, configInputs: dependencies });
}
