// Gathers every route and reports routes that two sources both claim.
import { GardenError } from '../diagnostics/error.js';
import type { Route } from './route.js';

export function findDuplicateRoutes(routes: Route[], severity: 'warning' | 'error'): GardenError[] {
  const seen = new Map<string, Route>();
  const problems: GardenError[] = [];
  for (const route of routes) {
    const first = seen.get(route.outFile);
    if (!first) {
      seen.set(route.outFile, route);
      continue;
    }
    problems.push(new GardenError(`duplicate route ${route.url}: also produced by ${first.sourcePath ?? first.template}`, {
      code: 'routes/duplicate',
      ...(route.sourcePath ? { file: route.sourcePath } : {}),
      severity,
      hint: 'give one of them another `slug` in its front matter, or rename the file; only the first is written',
    }));
  }
  return problems;
}

/** Keeps the first route for each output file (the others were reported as duplicates). */
export function uniqueRoutes(routes: Route[]): Route[] {
  const seen = new Set<string>();
  return routes.filter((route) => !seen.has(route.outFile) && seen.add(route.outFile));
}
