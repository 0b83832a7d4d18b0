// Reports routes that two sources both claim.
import { GardenError } from '../diagnostics/error.js';
import type { Route } from './route.js';

/**
 * A duplicate is reported on the markdown file that claims the route (the later one when both
 * do), at its `slug` line when `slugLine` finds one: a generated page has no file to fix.
 */
export function findDuplicateRoutes(routes: Route[], severity: 'warning' | 'error', slugLine: (sourcePath: string) => number | undefined = () => undefined): GardenError[] {
  const seen = new Map<string, Route>();
  const problems: GardenError[] = [];
  for (const route of routes) {
    const first = seen.get(route.outFile);
    if (!first) {
      seen.set(route.outFile, route);
      continue;
    }
    const [blamed, other] = route.sourcePath === undefined && first.sourcePath !== undefined ? [first, route] : [route, first];
    const line = blamed.sourcePath === undefined ? undefined : slugLine(blamed.sourcePath);
    problems.push(new GardenError(`duplicate route ${route.url}: also produced by ${other.sourcePath ?? other.template}`, {
      code: 'routes/duplicate',
      ...(blamed.sourcePath ? { file: blamed.sourcePath } : {}),
      ...(line === undefined ? {} : { line }),
      severity,
      hint: 'give one of them another `slug` in its front matter, or rename the file; only the first is written',
    }));
  }
  return problems;
}
