// What the config could not get from packages the project has not installed: each such
// package, once, with the settings its stand-ins ended up in. Settings the converter maps from
// a stand-in by its name (a prism theme, a remark plugin, a plugin entry) are not repeated here.
import type { MigrationReport } from './migration-report.js';
import { describeOrigin, type StandIns } from './stand-ins.js';

/** Settings whose stand-ins the mapping reads by name (prism themes, plugin lists). */
const MAPPED_BY_NAME = [/^themeConfig\.prism\.(?:theme|darkTheme)$/, /(?:^|\.)(?:remarkPlugins|rehypePlugins|beforeDefaultRemarkPlugins|beforeDefaultRehypePlugins)\[/, /^(?:plugins|presets|themes)\[\d+\](?:\[0\])?$/];

export function reportStandIns(standIns: StandIns, config: unknown, report: MigrationReport): void {
  const landed = new Map<string, string[]>();
  const placeholders = new Map<string, string[]>();
  walk(config, 'config', new Set(), (value, where) => {
    if (typeof value === 'string' && standIns.unresolved.has(value)) placeholders.set(value, [...(placeholders.get(value) ?? []), where.replace(/^config\.?/, '')]);
    const origin = standIns.origin(value);
    if (!origin?.standIn) return false;
    const setting = where.replace(/^config\.?/, '');
    if (!MAPPED_BY_NAME.some((pattern) => pattern.test(setting))) landed.set(origin.specifier, [...(landed.get(origin.specifier) ?? []), `${setting} (${describeOrigin(origin)})`]);
    return true;
  });
  for (const [specifier, importers] of standIns.missing) {
    const settings = landed.get(specifier);
    if (settings) {
      report.add('config', `package ${specifier} is not installed`, `the config ran with a stand-in for it, so these settings have no value: ${settings.slice(0, 4).join('; ')}${settings.length > 4 ? '; …' : ''}. Run npm install in the Docusaurus project and init again, or set them in site.config.ts`);
    } else if (!isMappedPackage(specifier)) {
      report.add('config', `package ${specifier} is not installed`, 'the config ran with a stand-in for it; whatever the config computed with it (lists read from files, generated items) is missing. Run npm install in the Docusaurus project and init again', [...importers].map((file) => file.split(/[\\/]/).pop() ?? file));
    }
  }
  // A custom CSS file or a plugin named by require.resolve is reported where styles and plugins are.
  for (const [placeholder, specifier] of standIns.unresolved) {
    const settings = placeholders.get(placeholder) ?? [];
    if (settings.length && settings.every((setting) => RESOLVED_BY_NAME.some((pattern) => pattern.test(setting)))) continue;
    report.add('config', `require.resolve('${specifier}')`, `the package is not installed; the config got a path in node_modules that is not there${settings.length ? ` (in ${settings.join(', ')})` : ''}`);
  }
}

/** Settings that name a package by the path require.resolve gave: plugin and theme names, custom CSS. */
const RESOLVED_BY_NAME = [/^(?:plugins|presets|themes)\[\d+\](?:\[0\])?$/, /(?:^|\.)customCss(?:\[\d+\])?$/];

/** Packages whose only use in configs is read by name (prism themes, remark plugins) or for types. */
function isMappedPackage(specifier: string): boolean {
  return /^(?:prism-react-renderer|@docusaurus\/|remark-|rehype-)/.test(specifier);
}

/** Visits every value of a plain data tree with its path; `visit` returns true to stop going into a value. */
function walk(value: unknown, where: string, seen: Set<unknown>, visit: (value: unknown, where: string) => boolean): void {
  if (visit(value, where) || typeof value !== 'object' || value === null || seen.has(value) || seen.size > 10_000) return;
  seen.add(value);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, seen, visit));
  else for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, seen, visit);
}
