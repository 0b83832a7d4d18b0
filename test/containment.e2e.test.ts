// End to end: what a page, a slug, an image, a symbolic link or a static file resolves to stays
// inside the site root, only regular files are read, and each up to its size limit.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { MINIMAL_SITE, fixtureConfig, runCli, writeFiles } from './_site.js';

/** A fixture site one folder below a scratch folder, so anything escaping it lands where the test can look. */
function siteInScratch(files: Record<string, string>): { scratch: string; root: string } {
  const scratch = realpathSync(mkdtempSync(path.join(tmpdir(), 'garden-contain-')));
  const root = path.join(scratch, 'site');
  writeFiles(root, { ...MINIMAL_SITE, ...files });
  return { scratch, root };
}

/** Climbs from content/docs/ to the file system root whatever the temp folder's depth. */
const TO_FS_ROOT = '../'.repeat(30);
/** Generous for a loaded machine, and under ava's two minutes, so a hung build is killed rather than left behind. */
const BUILD_TIMEOUT_MS = 110_000;

test('a slug climbing out with .. is an error on its line, and nothing is written outside dist/', async (t) => {
  const { scratch, root } = siteInScratch({ 'content/docs/escape.md': '---\ntitle: Escape\nslug: /../../../escape/x\n---\n\nText.\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes("error content/docs/escape.md:3  slug: must not contain '..'\n    hint: write the path from the section or site root, like /guides/beds: a page is always written inside the output folder"), result.stderr);
  t.deepEqual(await fg('**/x.html', { cwd: scratch }), []);
});

test('a 300-character slug is an error on its line, not ENAMETOOLONG', async (t) => {
  const { root } = siteInScratch({ 'content/docs/long.md': `---\ntitle: Long\nslug: /${'a'.repeat(300)}\n---\n\nText.\n` });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes(`error content/docs/long.md:3  slug: the part '${'a'.repeat(24)}…' is 300 bytes long; a part of a page path may have at most 250\n    hint: shorten it: each part between slashes becomes a file or folder name, which file systems limit to 255 bytes`), result.stderr);
  t.false(result.stderr.includes('ENAMETOOLONG'));
});

test('a page path made by an id is reported at the id line', async (t) => {
  const { root } = siteInScratch({ 'content/docs/beds.md': '---\nid: "Beds: a guide"\n---\n\nText.\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes("error content/docs/beds.md:2  page path /docs/Beds: a guide: must not contain ':'\n"), result.stderr);
});

test('an image outside the site root (../../etc/passwd) or hidden (.env) is an error on its line and is not published', async (t) => {
  const { root } = siteInScratch({ '.env': 'TOKEN=secret', 'content/docs/leak.md': `---\ntitle: Leak\n---\n\n![x](${TO_FS_ROOT}etc/passwd)\n\n![y](../../.env)\n` });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes(`error content/docs/leak.md:5  Image outside the site folder: ${TO_FS_ROOT}etc/passwd leads to /etc/passwd\n    hint: Only files inside the site folder are published: copy the image next to this markdown file or into the static folder.`), result.stderr);
  t.true(result.stderr.includes("error content/docs/leak.md:7  Image is a hidden file: ../../.env (a file or folder name starting with '.')\n    hint: Hidden files and folders, like .git or .env, are never published: rename the image or move it."), result.stderr);
  t.deepEqual(await fg(['**/passwd*', '**/.env*', '**/env-*'], { cwd: root, dot: true }), ['.env']);
});

test('a symbolic link to a markdown file or a folder outside the site is an error naming it, and nothing is published', async (t) => {
  const { scratch, root } = siteInScratch({});
  writeFiles(scratch, { 'outside/secret.md': '# Secret\n', 'outside/folder/page.md': '# Also secret\n' });
  symlinkSync(path.join(scratch, 'outside/secret.md'), path.join(root, 'content/docs/borrowed.md'));
  symlinkSync(path.join(scratch, 'outside/folder'), path.join(root, 'content/docs/shared'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  const hint = '    hint: garden-site reads only files inside the site folder: copy what the link points to into the site, or remove the link';
  t.true(result.stderr.includes(`error content/docs/borrowed.md  leads to ${scratch}/outside/secret.md, outside the site folder ${root}\n${hint}`), result.stderr);
  t.true(result.stderr.includes(`error content/docs/shared  leads to ${scratch}/outside/folder, outside the site folder ${root}\n${hint}`), result.stderr);
  t.false(existsSync(path.join(root, 'dist')), 'nothing was published');
});

test('a symbolic link to a static file outside the site is an error naming it', async (t) => {
  const { scratch, root } = siteInScratch({});
  writeFiles(scratch, { 'outside/secret.txt': 'secret' });
  symlinkSync(path.join(scratch, 'outside/secret.txt'), path.join(root, 'content/static/leak.txt'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes(`error content/static/leak.txt  leads to ${scratch}/outside/secret.txt, outside the site folder ${root}`), result.stderr);
  t.false(existsSync(path.join(root, 'dist')), 'nothing was published');
});

test('a symbolic link loop is reported once, not walked into thousands of duplicate pages', async (t) => {
  const { root } = siteInScratch({ 'content/docs/guide/beds.md': '# Beds\n' });
  symlinkSync('..', path.join(root, 'content/docs/guide/back'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  const loop = 'error content/docs/guide/back  symbolic link loop: it leads back to content/docs, a folder it is in\n    hint: remove the link, or point it at a folder that does not contain it\n';
  t.is(result.stderr.split(loop).length - 1, 1, result.stderr);
  t.regex(result.stderr, /build failed: 1 error\b/);
});

test('images that are a named pipe, /dev/zero or a folder are errors on their lines; the build ends', async (t) => {
  const { root } = siteInScratch({ 'content/docs/photos/readme.txt': 'a folder, not a picture', 'content/docs/odd.md': `---\ntitle: Odd\n---\n\n![pipe](./pipe.png)\n\n![zero](./zero.png)\n\n![dev](${TO_FS_ROOT}dev/zero)\n\n![folder](./photos)\n` });
  execFileSync('mkfifo', [path.join(root, 'content/docs/pipe.png')]);
  symlinkSync('/dev/zero', path.join(root, 'content/docs/zero.png'));
  const result = await runCli(['build'], root, { timeoutMs: BUILD_TIMEOUT_MS });
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes('error content/docs/odd.md:5  Image is not a regular file: ./pipe.png is a named pipe\n    hint: Point the image at a picture file.'), result.stderr);
  t.true(result.stderr.includes('error content/docs/odd.md:7  Image outside the site folder: ./zero.png leads to /dev/zero'), result.stderr);
  t.true(result.stderr.includes(`error content/docs/odd.md:9  Image outside the site folder: ${TO_FS_ROOT}dev/zero leads to /dev/zero`), result.stderr);
  t.true(result.stderr.includes('error content/docs/odd.md:11  Image is not a regular file: ./photos is a folder'), result.stderr);
  t.false(result.stderr.includes('EISDIR'));
});

test('a markdown file over limits.markdownFileBytes is an error naming it', async (t) => {
  const { root } = siteInScratch({
    'site.config.ts': fixtureConfig('limits: { markdownFileBytes: 1000 },'),
    'content/docs/huge.md': `---\ntitle: Huge\n---\n\n${'Compost. '.repeat(200)}\n`,
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes('error content/docs/huge.md  1,822 bytes, over the 1,000 bytes limit for a content file\n    hint: split it into smaller pages, or raise limits.markdownFileBytes in site.config.ts'), result.stderr);
});

test('an image over limits.assetFileBytes is an error on its line', async (t) => {
  const { root } = siteInScratch({
    'site.config.ts': fixtureConfig('limits: { assetFileBytes: 100 },'),
    'content/docs/big.md': '---\ntitle: Big\n---\n\n![big](./big.svg)\n',
    'content/docs/big.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(200)}</svg>`,
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes('error content/docs/big.md:5  Image too large: ./big.svg is 246 bytes, over the 100 bytes limit\n    hint: Make the file smaller, or raise limits.assetFileBytes in site.config.ts.'), result.stderr);
});

test('links to hidden files (.env, .git) and a hidden partial are errors at the link, each reported once with the outside ones, and nothing is published', async (t) => {
  const { scratch, root } = siteInScratch({
    '.env': 'TOKEN=secret',
    '.git/config': '[remote "origin"]\n\turl = https://token@example.com/site.git\n',
    '.partial.mdx': 'Secret partial text.\n',
    'content/docs/leaky.mdx': `---\ntitle: Leaky\n---\n\nimport Secret from '../../.partial.mdx';\n\n<Secret />\n\n![passwd](${TO_FS_ROOT}etc/passwd)\n`,
  });
  writeFiles(scratch, { 'outside/notes.txt': 'private' });
  symlinkSync('../../.env', path.join(root, 'content/static/env.txt'));
  symlinkSync('../../.git', path.join(root, 'content/static/repo'));
  symlinkSync(path.join(scratch, 'outside'), path.join(root, 'content/static/shared'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  const hidden = "    hint: hidden files and folders, like .env or .git, are never read or published: remove the link, or point it at a file whose path has no part starting with a dot\n";
  t.true(result.stderr.includes(`error content/static/env.txt  leads to .env, a hidden file or folder (a name starting with '.')\n${hidden}`), result.stderr);
  t.true(result.stderr.includes(`error content/static/repo  leads to .git, a hidden file or folder (a name starting with '.')\n${hidden}`), result.stderr);
  t.true(result.stderr.includes("error content/docs/leaky.mdx:5  Cannot import Secret: .partial.mdx is hidden (a name starting with '.')\n"), result.stderr);
  t.is(result.stderr.split('error content/static/shared  leads to').length - 1, 1, result.stderr);
  t.is(result.stderr.split('error content/docs/leaky.mdx:9').length - 1, 1, result.stderr);
  t.regex(result.stderr, /build failed: 5 errors;/);
  t.false(existsSync(path.join(root, 'dist')), 'nothing was published');
});
