// The CLI's contract: version, help and exit codes.
import test from 'ava';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, runCli } from './_site.js';
import { VERSION } from '../cli/version.js';

test('--version prints the generator version, which matches package.json', async (t) => {
  const result = await runCli(['--version'], REPO_ROOT);
  t.is(result.code, 0);
  t.is(result.stdout.trim(), '0.1.0');
  t.is(VERSION, JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version);
});

test('--help lists the three commands', async (t) => {
  const result = await runCli(['--help'], REPO_ROOT);
  t.is(result.code, 0);
  for (const command of ['build', 'serve', 'check-links']) t.regex(result.stdout, new RegExp(`\\b${command}\\b`));
});

test('usage errors exit with 2', async (t) => {
  t.is((await runCli(['bloom'], REPO_ROOT)).code, 2);
  const unknownOption = await runCli(['build', '--colour'], REPO_ROOT);
  t.is(unknownOption.code, 2);
  t.regex(unknownOption.stderr, /unknown option '--colour'/);
});
