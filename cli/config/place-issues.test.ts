// Config problems as the terminal shows them: at `site.config.ts:LINE:COL` of the place the
// value was written, with the line and a caret under it, and a hint.
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureConfig, makeSite, MINIMAL_SITE } from '../../test/_site.js';
import { runBuild } from '../commands/build.js';
import { GardenErrors, toGardenErrors } from '../diagnostics/error.js';
import { formatProblem } from '../diagnostics/report.js';
import { MemoryWriter } from '../write/writer.js';
import { loadConfig } from './load.js';

const plain = { isTTY: false, write: () => {} };

/** The problems of a config, each formatted as `garden-site build` prints it. */
async function reported(source: string, fileName = 'site.config.ts'): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-config-places-'));
  try {
    writeFileSync(path.join(root, fileName), source);
    const error = await loadConfig(root).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof GardenErrors)) throw new Error(`expected config problems, got ${String(error)}`);
    return error.errors.map((problem) => formatProblem(problem, plain)).join('');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const cases: Array<{ name: string; source: string; fileName?: string; expected: string }> = [
  {
    name: 'a wrong type, at the property holding it',
    source: "import { defineConfig } from 'garden-site';\n\nexport default defineConfig({\n  title: 123 as unknown as string,\n  url: 'https://geo.example.org',\n});\n",
    expected: `error site.config.ts:4:3  title: expected a string
    4 |   title: 123 as unknown as string,
      |   ^
    hint: put the value in quotes to keep it as text
`,
  },
  {
    name: 'an unknown key, at the key',
    source: "export default {\n  title: 'Geo',\n  url: 'https://geo.example.org',\n  colorMode: { defaultMode: 'dark', disableSwtich: true },\n};\n",
    expected: `error site.config.ts:4:37  colorMode.disableSwtich: unknown field 'disableSwtich'
    4 |   colorMode: { defaultMode: 'dark', disableSwtich: true },
      |                                     ^
    hint: remove it, or check the spelling — did you mean \`disableSwitch\`?
`,
  },
  {
    name: 'a missing required field, at the object missing it',
    source: "export default {\n  title: 'Geo',\n  navbar: { logo: { src: '/img/logo.svg' } },\n};\n",
    expected: `error site.config.ts:1:16  url: required
    1 | export default {
      |                ^
    hint: add the field \`url\` to this object
error site.config.ts:3:19  navbar.logo.alt: required
    3 |   navbar: { logo: { src: '/img/logo.svg' } },
      |                   ^
    hint: add the field \`alt\` to this object
`,
  },
  {
    name: 'a nested navbar item wrong, at its property',
    source: `export default {
  title: 'Geo',
  url: 'https://geo.example.org',
  navbar: {
    items: [
      { label: 'Docs', to: '/docs' },
      { label: 'News', to: 'news' },
      { label: 'Shop', href: 'https://shop.example', position: 'middle' },
    ],
  },
};
`,
    expected: `error site.config.ts:7:24  navbar.items[1].to: expected a path on this site starting with /, like /docs/intro
    7 |       { label: 'News', to: 'news' },
      |                        ^
    hint: write it as '/news'
error site.config.ts:8:54  navbar.items[2].position: expected one of left | right
    8 |       { label: 'Shop', href: 'https://shop.example', position: 'middle' },
      |                                                      ^
    hint: allowed values: 'left', 'right'
`,
  },
  {
    name: 'a value in a const of the config, at its place in the const',
    source: "const footer = {\n\tstyle: 'grey',\n};\n\nexport default () => ({ title: 'Geo', url: 'https://geo.example.org', footer });\n",
    expected: `error site.config.ts:2:2  footer.style: expected one of dark | light
    2 | \tstyle: 'grey',
      | \t^
    hint: allowed values: 'dark', 'light'
`,
  },
  {
    name: 'a computed value, at the property that computes it',
    source: "const items = () => [{ label: 'Docs' }];\nexport default { title: 'Geo', url: 'https://geo.example.org', navbar: { items: items() } };\n",
    expected: `error site.config.ts:2:74  navbar.items[0]: needs 'to' (a page on this site) or 'href' (an external URL)
    2 | export default { title: 'Geo', url: 'https://geo.example.org', navbar: { items: items() } };
      |                                                                          ^
    hint: add to: '/docs/intro' or href: 'https://example.com'
`,
  },
  {
    name: 'a value from a spread, at the spread',
    source: "const base = { title: 'Geo', url: 'https://geo.example.org/garden' };\nexport default { ...base, tagline: 'Grow' };\n",
    expected: `error site.config.ts:2:18  url: must not contain a path
    2 | export default { ...base, tagline: 'Grow' };
      |                  ^
    hint: set url to 'https://geo.example.org' and baseUrl to '/garden/'
`,
  },
  {
    name: 'a computed default export: the key path alone',
    source: "const make = () => ({ title: 'Geo' });\nexport default make();\n",
    expected: `error site.config.ts  url: required
    hint: add the field \`url\` to this object
`,
  },
  {
    name: 'a JavaScript config',
    fileName: 'site.config.mjs',
    source: "const config = { title: '', url: 'https://geo.example.org' };\nexport { config as default };\n",
    expected: `error site.config.mjs:1:18  title: must not be empty
    1 | const config = { title: '', url: 'https://geo.example.org' };
      |                  ^
    hint: defineConfig's types list every field and the values it takes: your editor shows them in site.config.ts
`,
  },
];

for (const { name, source, fileName, expected } of cases) {
  test(`config problem: ${name}`, async (t) => {
    t.is(await reported(source, fileName), expected);
  });
}

test('a long config line is shown around the column, cut with ellipses', async (t) => {
  const padding = `'${'x'.repeat(200)}'`;
  const source = `export default { tagline: ${padding}, title: 7, url: 'https://geo.example.org', customFields: { note: ${padding} } };\n`;
  t.is(
    await reported(source),
    `error site.config.ts:1:231  title: expected a string
    1 | …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', title: 7, url: 'https://geo.example.org', customFields: { no…
      |                                          ^
    hint: put the value in quotes to keep it as text
`,
  );
});

test('a problem found by the build about a config value is shown at that value in the config (templatesDir with no theme)', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig().replace(/templatesDir: .*\n/, "templatesDir: 'theme',\n") });
  const error = await t.throwsAsync(runBuild({ siteRoot: root, writer: new MemoryWriter(), workers: 0, cache: false }));
  const shown = toGardenErrors(error).map((problem) => formatProblem(problem, plain));
  t.deepEqual(shown, [
    `error site.config.ts:7:3  templatesDir: no theme found at theme/index.tsx
    7 |   templatesDir: 'theme',
      |   ^
    hint: set templatesDir to the folder of the site's theme, or create theme/index.tsx exporting defineTheme({ templates: { doc, page, … } })
`,
  ]);
});
