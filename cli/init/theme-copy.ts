// The new site gets its own copy of the theme (templates/): a site owns its look, and edits to
// its templates must not be lost when garden-site is updated.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';

export const THEME_FOLDER = 'templates';

/** Copies garden-site's theme into `siteRoot/templates`, leaving out the theme's own tests. */
export function copyTheme(siteRoot: string): void {
  const source = path.join(PACKAGE_ROOT, THEME_FOLDER);
  cpSync(source, path.join(siteRoot, THEME_FOLDER), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
}
