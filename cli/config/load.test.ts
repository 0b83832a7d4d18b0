import test, { type ExecutionContext } from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { loadConfig } from './load.js';

/** A site folder in the temp directory holding the given files; removed after the test. */
function site(t: ExecutionContext, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-config-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** A site.config.ts exporting `body` through defineConfig from 'garden-site'. */
function configFile(body: string): string {
  return `import { defineConfig } from 'garden-site';\n\nexport default defineConfig(${body});\n`;
}

async function problems(root: string, file?: string): Promise<GardenError[]> {
  try {
    await loadConfig(root, file);
  } catch (error) {
    if (error instanceof GardenErrors) return error.errors;
    if (error instanceof GardenError) return [error];
    throw error;
  }
  throw new Error('expected the config to be rejected');
}

function summary(errors: GardenError[]) {
  return errors.map((e) => ({ code: e.code, file: e.file, line: e.line, message: e.message, hint: e.hint }));
}

test('a minimal config importing defineConfig from garden-site loads with defaults', async (t) => {
  const root = site(t, { 'site.config.ts': configFile("{ title: 'Geo Garden Club', url: 'https://geo.example.org' }") });
  const loaded = await loadConfig(root);
  t.is(loaded.configPath, path.join(root, 'site.config.ts'));
  t.deepEqual(loaded.dependencies, [path.join(root, 'site.config.ts')]);
  t.like(loaded.config, { title: 'Geo Garden Club', url: 'https://geo.example.org', baseUrl: '/', navbar: { title: 'Geo Garden Club', items: [] }, onBrokenLinks: 'throw' });
  t.is(loaded.config.docs.sidebarPath, 'content/docs/sidebars.ts');
});

test('files the config imports are dependencies', async (t) => {
  const root = site(t, {
    'site.config.ts': "import { navbar } from './config/navbar.js';\nexport default { title: 'Geo', url: 'https://geo.example.org', navbar };\n",
    'config/navbar.ts': "export const navbar = { items: [{ label: 'Docs', to: '/docs' }] };\n",
  });
  const loaded = await loadConfig(root);
  t.like(loaded.config.navbar.items[0], { to: '/docs' });
  t.deepEqual([...loaded.dependencies].sort(), [path.join(root, 'config/navbar.ts'), path.join(root, 'site.config.ts')]);
});

test('site.config.mjs is found when there is no .ts', async (t) => {
  const root = site(t, { 'site.config.mjs': "export default { title: 'Geo', url: 'https://geo.example.org' };\n" });
  const loaded = await loadConfig(root);
  t.is(loaded.configPath, path.join(root, 'site.config.mjs'));
  // The CLI passes the default name when --config is absent; that still searches.
  t.is((await loadConfig(root, 'site.config.ts')).configPath, path.join(root, 'site.config.mjs'));
});

test('an explicit config file is used', async (t) => {
  const root = site(t, { 'configs/staging.config.ts': configFile("{ title: 'Staging', url: 'https://staging.example.org' }") });
  t.is((await loadConfig(root, 'configs/staging.config.ts')).config.title, 'Staging');
});

test('a default export that is a function is called', async (t) => {
  const root = site(t, { 'site.config.ts': "export default async () => ({ title: 'Computed', url: 'https://geo.example.org' });\n" });
  t.is((await loadConfig(root)).config.title, 'Computed');
});

test('invalid: a wrong type inside a list', async (t) => {
  const root = site(t, {
    'site.config.ts': configFile(`{
  title: 'Geo',
  url: 'https://geo.example.org',
  navbar: { items: [{ label: 'a', to: '/a' }, { label: 'b', to: '/b' }, { label: 'c', to: 42 as unknown as string }] },
}`),
  });
  t.deepEqual(summary(await problems(root)), [
    { code: 'config/invalid', file: 'site.config.ts', line: 6, message: 'navbar.items[2].to: expected a string', hint: 'put the value in quotes to keep it as text' },
  ]);
});

test('invalid: every problem is reported, one error per issue', async (t) => {
  // Plain object (no defineConfig) so TypeScript lets the mistakes through, as a .js config would.
  const root = site(t, { 'site.config.ts': "export default { title: 'Geo', url: 'https://geo.example.org', taglin: 'Hi', onBrokenLinks: 'explode', colorMode: { defaultMode: 'dim' } };\n" });
  t.deepEqual(summary(await problems(root)), [
    { code: 'config/invalid', file: 'site.config.ts', line: 1, message: "colorMode.defaultMode: expected one of light | dark", hint: "allowed values: 'light', 'dark'" },
    { code: 'config/invalid', file: 'site.config.ts', line: 1, message: 'onBrokenLinks: expected one of ignore | warn | throw', hint: "allowed values: 'ignore', 'warn', 'throw'" },
    { code: 'config/invalid', file: 'site.config.ts', line: 1, message: "taglin: unknown field 'taglin'", hint: 'remove it, or check the spelling — did you mean `tagline`?' },
  ]);
});

test('invalid: a config that still sets the site language at the top level is told where it moved', async (t) => {
  const root = site(t, { 'site.config.ts': "export default {\n  title: 'Geo',\n  url: 'https://geo.example.org',\n  locale: 'fr',\n  direction: 'rtl',\n};\n" });
  t.deepEqual(summary(await problems(root)), [
    { code: 'config/invalid', file: 'site.config.ts', line: 4, message: "locale: unknown field 'locale'", hint: "the site's language is now i18n.defaultLocale: write i18n: { defaultLocale: 'fr' } (its folder is i18n/fr)" },
    { code: 'config/invalid', file: 'site.config.ts', line: 5, message: "direction: unknown field 'direction'", hint: "a locale's direction is now in i18n.localeConfigs: write i18n: { localeConfigs: { ar: { direction: 'rtl' } } }" },
  ]);
});

test('invalid: the thrown GardenErrors names the file', async (t) => {
  const root = site(t, { 'site.config.ts': "export default { title: 'Geo' };\n" });
  const error = await t.throwsAsync(loadConfig(root), { instanceOf: GardenErrors });
  t.is(error?.message, 'site.config.ts: 1 problem in the site config');
  t.is((error as GardenErrors).errors[0]?.message, 'url: required');
});

test('syntax error: file, line and column from esbuild, with the line for a code frame', async (t) => {
  const root = site(t, { 'site.config.ts': "export default {\n  title: 'Geo',\n  url: 'https://geo.example.org'\n  tagline: 'x',\n};\n" });
  const [error] = await problems(root);
  t.like(error, { code: 'config/syntax', file: 'site.config.ts', line: 4, column: 3, sourceLine: "  tagline: 'x',", location: 'site.config.ts:4:3' });
  t.regex(error?.message ?? '', /Expected "}" but found "tagline"/);
});

test('syntax error in an imported file points at that file', async (t) => {
  const root = site(t, {
    'site.config.ts': "import { navbar } from './navbar.js';\nexport default { title: 'Geo', url: 'https://geo.example.org', navbar };\n",
    'navbar.ts': 'export const navbar = {\n  items: [,\n};\n',
  });
  t.like((await problems(root))[0], { code: 'config/syntax', file: 'navbar.ts', line: 3 });
});

test('an import that cannot be resolved', async (t) => {
  const root = site(t, { 'site.config.ts': "import x from './missing.js';\nexport default x;\n" });
  t.like((await problems(root))[0], { code: 'config/import', file: 'site.config.ts', line: 1, message: 'Could not resolve "./missing.js"' });
});

test('missing config file', async (t) => {
  const root = site(t, {});
  const [error] = await problems(root);
  t.is(error?.code, 'config/missing');
  t.regex(error?.hint ?? '', /create site\.config\.ts/);
  t.like((await problems(root, 'other.config.ts'))[0], { code: 'config/missing', file: 'other.config.ts', message: 'config file other.config.ts not found' });
});

test('no default export', async (t) => {
  const root = site(t, { 'site.config.ts': "export const config = { title: 'Geo', url: 'https://geo.example.org' };\n" });
  t.deepEqual(summary(await problems(root)), [
    { code: 'config/invalid', file: 'site.config.ts', line: undefined, message: 'site.config.ts has no default export', hint: "export default defineConfig({ title: 'My site', url: 'https://example.com' })" },
  ]);
});

test('a config that throws while running', async (t) => {
  const root = site(t, { 'site.config.ts': "throw new Error('no network');\nexport default {};\n" });
  t.like((await problems(root))[0], { code: 'config/error', file: 'site.config.ts', message: 'site.config.ts failed while running: no network' });
});
