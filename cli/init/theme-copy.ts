// The new site gets its own copy of the theme (templates/): a site owns its look, and edits to
// its templates must not be lost when garden-site is updated.
import path from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';
import type { SitePlan } from './site-plan.js';

export const THEME_FOLDER = 'templates';

/** Plans a copy of garden-site's theme into `templates/`, leaving out the theme's own tests. */
export async function planTheme(plan: SitePlan): Promise<void> {
  await plan.copyFolder(path.join(PACKAGE_ROOT, THEME_FOLDER), THEME_FOLDER, (file) => !/\.test\.tsx?$/.test(file));
}
