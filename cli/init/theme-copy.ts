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

const THEME_STYLESHEET = `${THEME_FOLDER}/styles/main.css`;

/**
 * A moved Docusaurus site's pages write Infima's class names (`hero hero--primary`, `col col--4`):
 * its copy of the theme's stylesheet also takes in the theme's version of them, last, so they
 * win over the theme's own rules and the project's customCss still comes after. One stylesheet
 * still, no extra request.
 */
export function planDocusaurusClasses(plan: SitePlan): void {
  const stylesheet = plan.read(THEME_STYLESHEET);
  if (stylesheet === undefined) throw new Error(`the theme has no ${THEME_STYLESHEET}`);
  plan.text(THEME_STYLESHEET, `${stylesheet.trimEnd()}\n@import './docusaurus-classes.css';\n`);
}
