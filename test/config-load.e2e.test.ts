// A config that never returns, ends the process or fails late is an error naming the file,
// through the real CLI: the build stops with exit 1 and leaves nothing half done.
import test from 'ava';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startServe } from './_serve.js';
import { fixtureConfig, makeSite, MINIMAL_SITE, runCli } from './_site.js';

/** A fixture site whose config runs `before` first and exports `exported`. */
function siteWith(before: string, exported = 'config'): Record<string, string> {
  const config = fixtureConfig().replace('export default defineConfig(', 'const config = defineConfig(');
  return { ...MINIMAL_SITE, 'site.config.ts': `${config}${before}\nexport default ${exported};\n` };
}

/** Line of the fixture config where `before` starts (fixtureConfig's lines come first). */
const FIRST_LINE = fixtureConfig().split('\n').length;

const cases: Array<{ name: string; files: Record<string, string>; stderr: string }> = [
  {
    name: 'a loop that never ends stops at the time limit',
    files: siteWith('while (true) {}'),
    stderr: `error site.config.ts  site.config.ts did not finish loading within 1.5 s
    hint: look for a loop that never ends or a request that never answers in the config or a file it imports (GARDEN_SITE_CONFIG_TIMEOUT_MS sets the limit in milliseconds)
`,
  },
  {
    name: 'a default export that never resolves',
    files: siteWith('', 'new Promise(() => {})'),
    stderr: `error site.config.ts  site.config.ts never finished loading: it waits for a promise that nothing resolves
    hint: every promise the config awaits, or its default export returns, must resolve or reject
`,
  },
  {
    name: 'a top-level await that never settles',
    files: siteWith('await new Promise(() => {});'),
    stderr: `error site.config.ts  site.config.ts never finished loading: it waits for a promise that nothing resolves
    hint: every promise the config awaits, or its default export returns, must resolve or reject
`,
  },
  {
    name: 'process.exit(0) in the config',
    files: siteWith('if (config.title) process.exit(0);'),
    stderr: `error site.config.ts:${FIRST_LINE}:27  site.config.ts called process.exit(0) while loading
    ${FIRST_LINE} | if (config.title) process.exit(0);
       |                           ^
    hint: a config describes the site and must not end the process: remove the call, or throw an Error to stop the build with a message
`,
  },
  {
    name: 'a rejection nothing handles',
    files: siteWith("Promise.reject(new Error('feed unreachable'));", 'async () => config'),
    stderr: `error site.config.ts:${FIRST_LINE}:16  site.config.ts failed while running: feed unreachable (a promise rejected and nothing handled it)
    ${FIRST_LINE} | Promise.reject(new Error('feed unreachable'));
       |                ^
    hint: await the promise, or add .catch() to it, so the config handles its failure
`,
  },
  {
    name: 'an error thrown in a file the config imports, at its line',
    files: { ...siteWith("import { check } from './config/check.js';\ncheck();"), 'config/check.ts': "export function check(): void {\n  throw new Error('no API key');\n}\n" },
    stderr: `error config/check.ts:2:9  site.config.ts failed while running: no API key
    2 |   throw new Error('no API key');
      |         ^
    hint: the error comes from the config file's own code (or a file it imports)
`,
  },
];

for (const { name, files, stderr } of cases) {
  test(`config: ${name}`, async (t) => {
    const root = makeSite(files);
    t.teardown(() => rmSync(root, { recursive: true, force: true }));
    const result = await runCli(['build'], root, { env: { GARDEN_SITE_CONFIG_TIMEOUT_MS: '1500' } });
    t.is(result.stderr, `${stderr}✖ build failed: 1 error; the previous output was left as it was\n`);
    t.is(result.code, 1);
    t.false(existsSync(path.join(root, 'dist')));
  });
}

test('a config holding a function (in customFields) still builds', async (t) => {
  const root = makeSite(siteWith('', "{ ...config, customFields: { greet: (name: string) => `Hello ${name}` } }"));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.true(existsSync(path.join(root, 'dist/index.html')));
});

test('a late rejection from a config run in this thread is reported at its line', async (t) => {
  // A function in customFields keeps the config from crossing threads, so the CLI runs it
  // itself: its timer outlives the config's evaluation and rejects during (or after) the build.
  const late = "setTimeout(() => { void Promise.reject(new Error('stats service down')); }, 300);";
  const root = makeSite(siteWith(late, '{ ...config, customFields: { greet: () => "hi" } }'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(
    result.stderr.includes(`error site.config.ts:${FIRST_LINE}:40  stats service down (a promise rejected or an error was thrown, and nothing handled it)
    ${FIRST_LINE} | ${late}
       |                                        ^
    hint: this comes from the site's own code: await the promise or add .catch() to it, or catch the error where it is thrown
`),
    result.stderr,
  );
});

test('a watching server reports an uncaught error from the site at its line and keeps serving', async (t) => {
  const late = "setTimeout(() => { throw new Error('stats service down'); }, 500);";
  const root = makeSite(siteWith(late, '{ ...config, customFields: { greet: () => "hi" } }'));
  const server = await startServe(['--watch'], root);
  t.teardown(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });
  await server.waitFor(/stats service down/);
  t.true(
    server.output().includes(`error site.config.ts:${FIRST_LINE}:26  stats service down (a promise rejected or an error was thrown, and nothing handled it)
    ${FIRST_LINE} | ${late}
       |                          ^
    hint: this comes from the site's own code: await the promise or add .catch() to it, or catch the error where it is thrown; the server keeps running and serving the last good build
`),
    server.output(),
  );
  t.true(server.alive());
  t.is((await fetch(`${server.origin}/`)).status, 200);
});
