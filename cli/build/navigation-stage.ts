// The navigation stage: the navbar and footer resolved against the collected docs
// (routes/navigation.ts). Each problem carries its config key, so runBuild places it at its line
// in the config as it places every problem about a config value (place-issues.ts).
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import { GardenError } from '../diagnostics/error.js';
import { formatPath } from '../diagnostics/zod-issues.js';
import { resolveNavigation, type Navigation } from '../routes/navigation.js';

export function navigationStage(input: { config: SiteConfig; collection: Collection }): { navigation: Navigation; problems: GardenError[] } {
  const { navigation, problems } = resolveNavigation(input.config, input.collection);
  return {
    navigation,
    problems: problems.map((problem) => new GardenError(`${formatPath(problem.segments)}: ${problem.message}`, { code: 'config/navigation', configKey: problem.segments, hint: problem.hint })),
  };
}
