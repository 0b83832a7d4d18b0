// garden-site as a user gets it: `npm pack`, then in an empty folder `npm install <tarball>`,
// `npx garden-site init site`, `cd site && npm install && npm run build`. Offline: the packages
// garden-site depends on are this repository's own, linked one by one into the new folders'
// node_modules before npm runs, so npm finds every dependency satisfied and fetches nothing
// (npm unlinks or relinks links; it never writes into what they point at). Run after
// `npm run compile`, as `npm test` does: the tarball takes lib/ as it is.
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { read, REPO_ROOT } from './_site.js';

interface Run { code: number; stdout: string; stderr: string }

function run(command: string, args: string[], cwd: string): Promise<Run> {
  // The user's environment: the CLI runs compiled, with no colour, and npm never asks the network.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  delete env.GARDEN_SITE_FROM_SOURCE;
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, timeout: 120_000 }, (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

/** Links packages of this repository's node_modules into `folder`/node_modules, each on its own (scopes are real folders). */
function linkPackages(folder: string, names: string[], from = path.join(REPO_ROOT, 'node_modules')): void {
  for (const name of names) {
    const target = path.join(folder, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(from, name), target, 'dir');
  }
}

test('the packed garden-site installs into an empty folder, inits a site there, and that site installs and builds', async (t) => {
  const work = mkdtempSync(path.join(tmpdir(), 'garden-pack-'));
  const packed = await run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], REPO_ROOT);
  t.is(packed.code, 0, packed.stderr);
  const manifest = JSON.parse(read(REPO_ROOT, 'package.json')) as { version: string; dependencies: Record<string, string> };
  const tarball = path.join(work, `garden-site-${manifest.version}.tgz`);

  const listed = await run('tar', ['-tzf', tarball], work);
  const files = listed.stdout.split('\n').filter(Boolean).map((file) => file.replace(/^package\//, ''));
  for (const file of ['bin/garden-site.js', 'lib/main.js', 'lib/index.js', 'cli/index.ts', 'cli/config/schema.ts', 'templates/index.tsx', 'templates/styles/main.css', 'package.json', 'README.md']) t.true(files.includes(file), `the tarball holds ${file}`);
  const stray = files.filter((file) => /^(?:test|bench|gates|content|scripts|\.github|\.ci)\/|^site\.config\.ts$|\.test\.tsx?$/.test(file));
  t.deepEqual(stray, [], 'no tests, bench, gates or this site in the tarball');

  const app = path.join(work, 'app');
  mkdirSync(app);
  linkPackages(app, Object.keys(manifest.dependencies));
  const installed = await run('npm', ['install', '--ignore-scripts', tarball], app);
  t.is(installed.code, 0, installed.stderr);
  t.like(JSON.parse(read(app, 'package.json')), { dependencies: { 'garden-site': `file:../garden-site-${manifest.version}.tgz` } });

  const init = await run('npx', ['garden-site', 'init', 'site'], app);
  t.is(init.code, 0, init.stderr);
  t.regex(init.stderr, /✔ created a new site in site\n {2}next: cd site && npm install && npm run build, then npm start\n/);
  const site = path.join(app, 'site');
  t.is((JSON.parse(read(site, 'package.json')) as { devDependencies: Record<string, string> }).devDependencies['garden-site'], `^${manifest.version}`);

  // The site's own install: garden-site as installed above, React's types from this repository.
  linkPackages(site, ['garden-site'], path.join(app, 'node_modules'));
  linkPackages(site, ['@types/react']);
  const siteInstalled = await run('npm', ['install', '--ignore-scripts'], site);
  t.is(siteInstalled.code, 0, siteInstalled.stderr);
  const built = await run('npm', ['run', 'build'], site);
  t.is(built.code, 0, built.stdout + built.stderr);
  t.regex(readFileSync(path.join(site, 'dist/docs/intro.html'), 'utf8'), new RegExp(`<meta name="generator" content="garden-site v${manifest.version.replace(/\./g, '\\.')}">`));
});
