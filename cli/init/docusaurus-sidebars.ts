// A docs section's sidebars file, carried in its own format: `sidebars.json` stays JSON,
// `.ts`, `.mjs` and ESM `.js` stay as they are, and a CommonJS `.js` (module.exports) becomes
// `.cjs`, since the new site's package.json makes `.js` files ES modules. A file that builds
// its sidebars from other files, or from packages the project has not installed, is written
// as the sidebars it produced, in JSON, and the report says so.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsSectionPlan } from './map-config.js';
import type { MigrationReport } from './migration-report.js';
import { evaluateDocusaurusModule } from './docusaurus-config.js';
import type { SitePlan } from './site-plan.js';
import type { StandIns } from './stand-ins.js';

export interface SidebarsOfSection extends DocsSectionPlan {
  /** The sidebars object the file exports, for resolving navbar doc ids; undefined without a file. */
  value: unknown;
}

/** Reads and plans the sidebars file a docs section names (`sidebarPath`, relative to the project or absolute). */
export async function planSidebars(sidebarPath: unknown, folder: string, projectRoot: string, plan: SitePlan, standIns: StandIns, report: MigrationReport): Promise<SidebarsOfSection> {
  if (typeof sidebarPath !== 'string') return { value: undefined, sidebarPath: undefined, sidebars: [] };
  const source = path.resolve(projectRoot, sidebarPath);
  const shown = path.relative(projectRoot, source);
  if (!existsSync(source)) {
    report.add('docs', `sidebars file ${shown}`, 'the config names it but it is not there; the docs section lists its folder instead (remove sidebarPath or add the file)');
    return { value: undefined, sidebarPath: undefined, sidebars: [] };
  }
  const missingBefore = new Set(standIns.missing.keys());
  const { value, inputs } = await evaluateDocusaurusModule(source, projectRoot, standIns);
  const usedStandIn = [...standIns.missing.keys()].some((specifier) => !missingBefore.has(specifier));
  const extension = path.extname(source);
  const text = readFileSync(source, 'utf8');
  if (inputs.length > 1 || usedStandIn) {
    // What it computed, as data the new site reads without its helpers.
    const to = `${folder}/sidebars.json`;
    plan.text(to, `${JSON.stringify(value, null, 2)}\n`);
    report.add('docs', `sidebars file ${shown}`, `it builds its sidebars with ${usedStandIn ? 'packages that are not installed' : 'other files'}; ${to} holds the sidebars it produced: edit that from now on`);
    return { value, sidebarPath: to, sidebars: [] };
  }
  const commonJs = extension === '.js' && /\bmodule\.exports\b|\bexports\.\w+\s*=/.test(text) && !/^\s*export\s/m.test(text);
  const to = `${folder}/sidebars${commonJs ? '.cjs' : extension}`;
  return { value, sidebarPath: to, sidebars: [{ from: source, to }] };
}
