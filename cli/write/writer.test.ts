import test from 'ava';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StagedDiskWriter } from './writer.js';

function outDirWithPrevious(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'garden-writer-'));
  const out = path.join(parent, 'dist');
  mkdirSync(path.join(out, 'docs'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'previous home');
  writeFileSync(path.join(out, 'docs/old.html'), 'previous doc');
  return out;
}

/** The folder's entries once the background deletion of old outputs is done, `kept` left (or 10 s have passed). */
async function entriesOnceDeleted(parent: string, kept = 1): Promise<string[]> {
  for (let waited = 0; waited < 10_000 && readdirSync(parent).length > kept; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return readdirSync(parent);
}

test('nothing reaches the output folder until commit, then it is replaced whole', async (t) => {
  const out = outDirWithPrevious();
  const writer = new StagedDiskWriter(out);
  writer.write('index.html', 'new home');
  writer.write('docs/new.html', 'new doc');
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous home', 'the previous output is served while building');
  writer.commit();
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'new home');
  t.true(existsSync(path.join(out, 'docs/new.html')));
  t.false(existsSync(path.join(out, 'docs/old.html')), 'files of the previous build are gone');
  t.deepEqual(await entriesOnceDeleted(path.dirname(out)), ['dist'], 'no staging or previous folders are left behind');
});

test('an aborted build leaves the previous output exactly as it was', (t) => {
  const out = outDirWithPrevious();
  const writer = new StagedDiskWriter(out);
  writer.write('index.html', 'half-built');
  writer.abort();
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous home');
  t.is(readFileSync(path.join(out, 'docs/old.html'), 'utf8'), 'previous doc');
  t.deepEqual(readdirSync(path.dirname(out)), ['dist']);
});

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid as number;
}

test('leftovers of a killed build are cleaned up by the next one: folders with its names and its marker, and nothing else', async (t) => {
  const out = outDirWithPrevious();
  const dead = deadPid();
  const leftover = (name: string, files: Record<string, string>): void => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(`${out}${name}`, file)), { recursive: true });
      writeFileSync(path.join(`${out}${name}`, file), text);
    }
  };
  leftover(`.staging-${dead}-abc`, { '.garden-site-output': 'marker', 'index.html': 'half-built' });
  leftover(`.previous-${dead}-abd`, { '.garden-site-output': 'marker', 'docs/old.html': 'older doc' });
  leftover(`.removing-${dead}-abe`, { '.garden-site-output': 'marker' });
  mkdirSync(`${out}.staging-${dead}-abf`); // killed before its marker was written: empty
  // Named like a build's folders, but not made by one: someone's.
  leftover('.previous-release', { 'index.html': 'the release' });
  leftover(`.staging-${dead}-abg`, { 'notes.txt': 'no marker' });
  const writer = new StagedDiskWriter(out);
  writer.commit();
  const kept = ['dist', 'dist.previous-release', `dist.staging-${dead}-abg`];
  t.deepEqual((await entriesOnceDeleted(path.dirname(out), kept.length)).sort(), kept);
  t.is(readFileSync(`${out}.previous-release/index.html`, 'utf8'), 'the release');
});

test('a build killed between the swap\'s renames left the old output aside: the next build puts it back first', (t) => {
  const out = outDirWithPrevious();
  const dead = deadPid();
  writeFileSync(path.join(out, '.garden-site-output'), 'marker');
  renameSync(out, `${out}.previous-${dead}-abc`);
  mkdirSync(`${out}.staging-${dead}-abd`);
  writeFileSync(`${out}.staging-${dead}-abd/.garden-site-output`, 'marker');
  const writer = new StagedDiskWriter(out);
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous home', 'in place before anything is written');
  writer.write('index.html', 'half-built');
  writer.abort();
  t.is(readFileSync(path.join(out, 'docs/old.html'), 'utf8'), 'previous doc', 'and still there after a failed build');
});

test('an output folder that is a link: its target is built and swapped, the link stays', async (t) => {
  const parent = mkdtempSync(path.join(tmpdir(), 'garden-writer-'));
  const out = path.join(parent, 'site/dist');
  mkdirSync(path.join(parent, 'site'));
  symlinkSync('../www/public', out);
  const first = new StagedDiskWriter(out);
  first.write('index.html', 'first');
  first.commit();
  t.true(lstatSync(out).isSymbolicLink());
  t.is(readFileSync(path.join(parent, 'www/public/index.html'), 'utf8'), 'first', 'a missing target is made');
  const second = new StagedDiskWriter(out);
  second.write('index.html', 'second');
  second.commit();
  t.true(lstatSync(out).isSymbolicLink());
  t.is(readFileSync(path.join(parent, 'www/public/index.html'), 'utf8'), 'second');
  t.deepEqual(await entriesOnceDeleted(path.join(parent, 'www')), ['public']);
  t.deepEqual(readdirSync(path.join(parent, 'site')), ['dist']);
});

test('the staging folder of a build still running is left to it', async (t) => {
  const out = outDirWithPrevious();
  const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  t.teardown(() => running.kill());
  const theirs = `${out}.staging-${running.pid}-abc`;
  mkdirSync(theirs);
  writeFileSync(path.join(theirs, 'index.html'), 'their page');
  const writer = new StagedDiskWriter(out);
  writer.commit();
  t.deepEqual((await entriesOnceDeleted(path.dirname(out), 2)).sort(), [path.basename(theirs), 'dist'].sort());
  t.is(readFileSync(path.join(theirs, 'index.html'), 'utf8'), 'their page');
});

test('the output carries the marker that lets the next build replace it', (t) => {
  const out = outDirWithPrevious();
  new StagedDiskWriter(out).commit();
  t.true(existsSync(path.join(out, '.garden-site-output')));
});

test('a file unchanged since the previous build is that file, linked; a changed one is written anew', (t) => {
  const out = outDirWithPrevious();
  const before = { home: statSync(path.join(out, 'index.html')), doc: statSync(path.join(out, 'docs/old.html')) };
  const writer = new StagedDiskWriter(out);
  writer.write('index.html', 'previous home');
  writer.write('docs/old.html', 'edited doc');
  writer.write('docs/new.html', 'new doc');
  const staged = (file: string): string => path.join(writer.stagingDir, file);
  t.is(statSync(staged('index.html')).ino, before.home.ino, 'same bytes: the previous file itself');
  t.is(statSync(staged('index.html')).mtimeMs, before.home.mtimeMs, 'so it keeps its modification time');
  t.not(statSync(staged('docs/old.html')).ino, before.doc.ino);
  t.is(readFileSync(staged('docs/old.html'), 'utf8'), 'edited doc');
  t.is(readFileSync(path.join(out, 'docs/old.html'), 'utf8'), 'previous doc', 'the previous output is untouched');
  writer.commit();
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous home');
  t.is(readFileSync(path.join(out, 'docs/new.html'), 'utf8'), 'new doc');
});

test('a copied file unchanged since the previous build is linked too, and a symbolic link in the output is not shared', (t) => {
  const out = outDirWithPrevious();
  const source = path.join(path.dirname(out), 'logo.svg');
  writeFileSync(source, '<svg/>');
  writeFileSync(path.join(out, 'logo.svg'), '<svg/>');
  symlinkSync(path.join(out, 'index.html'), path.join(out, 'home.html'));
  const writer = new StagedDiskWriter(out);
  writer.copy(source, 'logo.svg');
  writer.write('home.html', 'previous home');
  t.is(statSync(path.join(writer.stagingDir, 'logo.svg')).ino, statSync(path.join(out, 'logo.svg')).ino);
  t.false(lstatSync(path.join(writer.stagingDir, 'home.html')).isSymbolicLink(), 'written as a file of its own');
  t.is(readFileSync(path.join(writer.stagingDir, 'home.html'), 'utf8'), 'previous home');
  writer.abort();
});
