// React picks its production or development build from NODE_ENV when first loaded, and the
// development build renders pages several times slower. The engine sets NODE_ENV in one place
// (cli/render/react-env.ts), which must run before anything loads React, in the compiled lib/
// as in the sources: here the compiled engine builds a site in a process started without
// NODE_ENV and without the launcher, and only React's production build may have been loaded.
import test from 'ava';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MINIMAL_SITE, REPO_ROOT, makeSite } from './_site.js';

const SCRIPT = `
import { createRequire } from 'node:module';
const { run } = await import(process.argv[1]);
const code = await run(['node', 'garden-site', 'build', '--out', 'out']);
// Node's loader also reads (without running) the build a package does not pick, to learn its exports.
const cache = createRequire(process.cwd() + '/').cache;
const react = Object.keys(cache).filter((file) => cache[file]?.loaded && /[\\\\/]react(-dom)?[\\\\/]cjs[\\\\/]/.test(file));
console.log(JSON.stringify({ code, builds: [...new Set(react.map((file) => /\\.(production|development)\\./.exec(file)?.[1]))] }));
`;

test('the compiled engine renders with React\'s production build when NODE_ENV is not set', async (t) => {
  const site = makeSite(MINIMAL_SITE);
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', GARDEN_SITE_WORKERS: '0', GARDEN_SITE_CACHE: '0' };
  delete env.NODE_ENV;
  const main = pathToFileURL(path.join(REPO_ROOT, 'lib/main.js')).href;
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', SCRIPT, main], { cwd: site, env }, (error, out, err) => (error ? reject(new Error(err || error.message)) : resolve(out)));
  });
  t.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'), { code: 0, builds: ['production'] });
  rmSync(site, { recursive: true, force: true });
});
