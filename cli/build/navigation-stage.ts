// The navigation stage: the navbar and footer resolved against the collected docs
// (routes/navigation.ts), each problem placed at its line in the config, as the config's own
// validation problems are. Resolving is a walk over a few items; the config's source is parsed
// again only when there is a problem to place.
import { placeIssues } from '../config/place-issues.js';
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import { GardenError } from '../diagnostics/error.js';
import { formatPath } from '../diagnostics/zod-issues.js';
import { resolveNavigation, type Navigation } from '../routes/navigation.js';
import { toSitePath } from '../routes/paths.js';

export async function navigationStage(input: { siteRoot: string; config: SiteConfig; configPath: string; collection: Collection }): Promise<{ navigation: Navigation; problems: GardenError[] }> {
  const { navigation, problems } = resolveNavigation(input.config, input.collection);
  if (problems.length === 0) return { navigation, problems: [] };
  const file = toSitePath(input.siteRoot, input.configPath);
  const places = await placeIssues(input.configPath, problems);
  return {
    navigation,
    problems: problems.map((problem, index) => new GardenError(`${formatPath(problem.segments)}: ${problem.message}`, { code: 'config/navigation', file, ...places[index], hint: problem.hint })),
  };
}
