import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { SitePlan } from './site-plan.js';

function folder(): string {
  return mkdtempSync(path.join(tmpdir(), 'garden-plan-'));
}

test('a write that fails half-way takes back the files and folders it made and puts back the file it replaced', (t) => {
  const parent = folder();
  const site = path.join(parent, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'package.json'), 'mine\n');
  const plan = new SitePlan();
  plan.text('package.json', 'new\n');
  plan.text('content/docs/intro.md', '# Intro\n');
  // Copied last (plans keep their order): its source is gone, so the write fails there.
  plan.copy(path.join(parent, 'missing.png'), 'content/static/missing.png');
  t.throws(() => plan.write(site, { force: true, shownAs: 'site' }), { code: 'ENOENT' });
  t.is(readFileSync(path.join(site, 'package.json'), 'utf8'), 'mine\n');
  t.false(existsSync(path.join(site, 'content')), 'the folders it made are gone');
});

test('a file already there stops the write before anything is written, unless forced; a link there is never written through', (t) => {
  const site = folder();
  writeFileSync(path.join(site, 'site.config.ts'), 'mine\n');
  const plan = new SitePlan();
  plan.text('site.config.ts', 'new\n');
  plan.text('content/pages/index.md', 'home\n');
  const error = t.throws(() => plan.write(site, { shownAs: 'site' }), { instanceOf: GardenError });
  t.is(error?.message, 'site already holds a file init would write: site/site.config.ts');
  t.false(existsSync(path.join(site, 'content')));

  const outside = path.join(folder(), 'secret.txt');
  writeFileSync(outside, 'secret\n');
  symlinkSync(outside, path.join(site, 'package.json'));
  plan.text('package.json', '{}\n');
  t.throws(() => plan.write(site, { force: true, shownAs: 'site' }), { message: 'package.json is a symbolic link where init would write a file' });
  t.is(readFileSync(outside, 'utf8'), 'secret\n');
});

test('a folder copy leaves out links that lead out of the folder, and names them', async (t) => {
  const source = folder();
  writeFileSync(path.join(source, 'a.md'), 'a\n');
  writeFileSync(path.join(source, '_redirects'), '/old /new\n');
  const outside = path.join(folder(), 'key');
  writeFileSync(outside, 'key\n');
  symlinkSync(outside, path.join(source, 'key.md'));
  symlinkSync(path.join(source, 'a.md'), path.join(source, 'b.md'));
  const plan = new SitePlan();
  t.deepEqual(await plan.copyFolder(source, 'content/docs'), ['_redirects', 'a.md', 'b.md']);
  t.deepEqual(plan.linksLeaving, [path.join(source, 'key.md')]);
});
