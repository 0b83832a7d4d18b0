// `garden-site deploy` against a real bare repository standing in for GitHub: what lands on
// the branch, that history is kept, and that a failure publishes nothing and leaves the
// user's working tree, index and current branch alone.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureConfig, makeSite, MINIMAL_SITE, runCli } from './_site.js';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** A site in a git repository with one commit, and an empty bare repository as its `origin`. */
function siteWithRemote(files: Record<string, string> = MINIMAL_SITE): { site: string; remote: string } {
  const site = makeSite(files);
  const remote = path.join(mkdtempSync(path.join(tmpdir(), 'garden-remote-')), 'site.git');
  git(path.dirname(remote), 'init', '--quiet', '--bare', '-b', 'main', remote);
  git(site, 'init', '--quiet', '-b', 'main');
  git(site, 'config', 'user.name', 'Rosa Fielding');
  git(site, 'config', 'user.email', 'rosa@example.org');
  writeFileSync(path.join(site, '.gitignore'), 'dist/\n.garden-cache/\n');
  git(site, 'add', '-A');
  git(site, 'commit', '--quiet', '-m', 'the site');
  git(site, 'remote', 'add', 'origin', remote);
  return { site, remote };
}

/** What a user would see of their checkout: branch, HEAD, index and working tree. */
function checkoutState(site: string): string {
  return [git(site, 'symbolic-ref', 'HEAD'), git(site, 'rev-parse', 'HEAD'), git(site, 'status', '--porcelain'), git(site, 'diff', '--cached', '--stat'), git(site, 'stash', 'list')].join('\n---\n');
}

test('the first deploy creates gh-pages with the site and .nojekyll; the second adds one commit on top', async (t) => {
  const { site, remote } = siteWithRemote({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig().replace("url: 'https://fixture.example'", "url: 'https://seed-savers.github.io'") });
  const first = await runCli(['deploy'], site);
  t.is(first.code, 0, first.stderr);
  const tip = git(remote, 'rev-parse', 'gh-pages');
  t.regex(first.stderr, new RegExp(`✔ published \\d+ files to origin/gh-pages as commit ${tip.slice(0, 12)}\\n {2}the site will be at https://seed-savers\\.github\\.io/\\n`));
  const files = git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n');
  for (const file of ['.nojekyll', 'index.html', '404.html', 'docs/intro.html', 'sitemap.xml']) t.true(files.includes(file), `${file} is published`);
  t.false(files.includes('CNAME'), 'a github.io address needs no CNAME');
  t.false(files.includes('.garden-site-output'), "garden-site's own marker is not published");
  t.is(git(remote, 'log', '-1', '--format=%an <%ae>', 'gh-pages'), 'Rosa Fielding <rosa@example.org>');

  writeFileSync(path.join(site, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nA second season of notes.\n');
  const second = await runCli(['deploy', '--message', 'Publish the second season'], site);
  t.is(second.code, 0, second.stderr);
  t.is(git(remote, 'rev-list', '--count', 'gh-pages'), '2');
  t.is(git(remote, 'rev-parse', 'gh-pages^'), tip, 'the new commit sits on the previous tip');
  t.is(git(remote, 'log', '-1', '--format=%s', 'gh-pages'), 'Publish the second season');
  t.regex(git(remote, 'show', 'gh-pages:docs/intro.html'), /A second season of notes/);

  const third = await runCli(['deploy', '--skip-build'], site);
  t.is(third.code, 0, third.stderr);
  t.regex(third.stderr, /✔ origin\/gh-pages already holds this site \(\d+ files\); nothing to push\n/);
  t.is(git(remote, 'rev-list', '--count', 'gh-pages'), '2');
});

test('a failed build pushes nothing and leaves the working tree, index and branch as they were', async (t) => {
  const { site, remote } = siteWithRemote();
  writeFileSync(path.join(site, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nSee [the missing page](./missing.md).\n');
  writeFileSync(path.join(site, 'notes.txt'), 'staged by the user\n');
  git(site, 'add', 'notes.txt');
  const before = checkoutState(site);
  const result = await runCli(['deploy'], site);
  t.is(result.code, 1);
  t.regex(result.stderr, /✖ deploy stopped: the build failed, so nothing was pushed\n$/);
  t.is(git(remote, 'branch', '--list'), '', 'the remote has no branch at all');
  t.is(checkoutState(site), before);
});

test('a rejected push is a clear error and the branch keeps its previous tip', async (t) => {
  const { site, remote } = siteWithRemote();
  t.is((await runCli(['deploy'], site)).code, 0);
  const tip = git(remote, 'rev-parse', 'gh-pages');
  const hook = path.join(remote, 'hooks/pre-receive');
  writeFileSync(hook, '#!/bin/sh\necho "publishing is frozen for the plant sale" >&2\nexit 1\n');
  chmodSync(hook, 0o755);
  writeFileSync(path.join(site, 'content/pages/about.md'), '---\ntitle: About\n---\n\nNew words.\n');
  const before = checkoutState(site);
  const result = await runCli(['deploy'], site);
  t.is(result.code, 1);
  t.regex(result.stderr, /^error origin rejected the push to gh-pages: .*publishing is frozen for the plant sale.*\n {4}hint: nothing was published; if the branch moved meanwhile, run deploy again; otherwise check your access to the remote\n✖ deploy failed; nothing was pushed\n$/m);
  t.is(git(remote, 'rev-parse', 'gh-pages'), tip);
  t.is(checkoutState(site), before);
});

test('a custom domain gets a CNAME file; --dry-run pushes nothing', async (t) => {
  const { site, remote } = siteWithRemote({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig().replace("url: 'https://fixture.example'", "url: 'https://garden.example.org'") });
  const dry = await runCli(['deploy', '--dry-run'], site);
  t.is(dry.code, 0, dry.stderr);
  t.regex(dry.stderr, /dry run: would publish \d+ files to origin\/gh-pages, a new branch; nothing was pushed\n/);
  t.is(git(remote, 'branch', '--list'), '');
  const result = await runCli(['deploy', '--skip-build'], site);
  t.is(result.code, 0, result.stderr);
  t.is(git(remote, 'show', 'gh-pages:CNAME'), 'garden.example.org');
});

test('deploy says what is missing outside a repository or without the remote', async (t) => {
  const outside = makeSite(MINIMAL_SITE);
  const noRepo = await runCli(['deploy', '--skip-build'], outside);
  t.is(noRepo.code, 1);
  t.true(noRepo.stderr.startsWith(`error ${outside} is not in a git repository\n    hint: deploy publishes through git: run it inside the site's repository (git init, git remote add origin URL)\n`), noRepo.stderr);

  const { site } = siteWithRemote();
  const noRemote = await runCli(['deploy', '--remote', 'pages', '--skip-build'], site);
  t.is(noRemote.code, 1);
  t.true(noRemote.stderr.startsWith("error the repository has no remote named 'pages'\n    hint: use --remote with one of: origin\n"), noRemote.stderr);
});

test('deploy never replaces a branch of sources: the branch checked out, its upstream, or a branch whose last commit is not a deploy', async (t) => {
  const { site, remote } = siteWithRemote();
  git(site, 'push', '--quiet', '-u', 'origin', 'main');
  git(site, 'push', '--quiet', 'origin', 'main:notes');
  const sources = git(remote, 'rev-parse', 'main');

  for (const args of [['--branch', 'main'], ['--branch', 'main', '--force']]) {
    const upstream = await runCli(['deploy', '--skip-build', ...args], site);
    t.is(upstream.code, 1, args.join(' '));
    t.true(upstream.stderr.startsWith('error refusing to deploy to origin/main: it is the upstream of main, the branch checked out here, and a deploy would replace its files with the built site\n    hint: publish to a branch of its own: leave out --branch for gh-pages, or name another one\n'), upstream.stderr);
  }
  // Checked before anything runs (cli/deploy/branch-name.test.ts has the other names).
  const usage = await runCli(['deploy', '--skip-build', '--branch', 'HEAD'], site);
  t.is(usage.code, 2);
  t.true(usage.stderr.startsWith("error: option '--branch <name>' argument 'HEAD' is invalid. 'HEAD' names whatever is checked out, not a branch\n"), usage.stderr);

  const notes = await runCli(['deploy', '--skip-build', '--branch', 'notes'], site);
  t.is(notes.code, 1);
  t.true(notes.stderr.startsWith(`error refusing to deploy to origin/notes: its last commit (${sources.slice(0, 12)}) is not a garden-site deploy, so publishing would replace what the branch holds with the built site\n    hint: see what it holds (git log origin/notes); publish to a branch of its own (leave out --branch for gh-pages), or, if notes is meant to hold only the published site, run deploy again with --force\n`), notes.stderr);
  git(site, 'checkout', '--quiet', '-b', 'spring-work');
  const defaultBranch = await runCli(['deploy', '--skip-build', '--branch', 'main'], site);
  t.is(defaultBranch.code, 1);
  t.regex(defaultBranch.stderr, /^error refusing to deploy to origin\/main: it is origin's default branch, and its last commit \([0-9a-f]{12}\) is not a garden-site deploy/);
  t.is(git(remote, 'rev-parse', 'main'), sources, "the remote's main still holds the sources");
  t.is(git(remote, 'rev-parse', 'notes'), sources);

  // A branch meant for the site, said so once with --force; whatever core.autocrlf says, the
  // published bytes are the output's.
  git(site, 'config', 'core.autocrlf', 'true');
  writeFileSync(path.join(site, 'content/static/planting.csv'), 'bed,crop\r\nnorth,tomatoes\r\n');
  const forced = await runCli(['deploy', '--branch', 'notes', '--force'], site);
  t.is(forced.code, 0, forced.stderr);
  t.is(git(remote, 'rev-parse', 'notes^'), sources, 'the deploy goes on top, keeping the history');
  t.deepEqual(execFileSync('git', ['cat-file', 'blob', 'notes:planting.csv'], { cwd: remote }), readFileSync(path.join(site, 'dist/planting.csv')));
  t.regex(git(remote, 'log', '-1', '--format=%B', 'notes'), /\n\nDeployed-by: garden-site \d+\.\d+\.\d+$/);
  const again = await runCli(['deploy', '--skip-build', '--branch', 'notes'], site);
  t.is(again.code, 0, 'a branch whose last commit is a deploy needs no --force');

  // A deploy made before the trailer (the default message, .nojekyll, pages garden-site generated) is one too.
  const older = git(remote, 'commit-tree', 'notes^{tree}', '-p', 'notes^', '-m', 'Publish the site built from 1a2b3c4');
  git(remote, 'update-ref', 'refs/heads/gh-pages', older);
  writeFileSync(path.join(site, 'dist/planting.csv'), 'bed,crop\r\nsouth,beans\r\n');
  const onOlder = await runCli(['deploy', '--skip-build'], site);
  t.is(onOlder.code, 0, onOlder.stderr);
  t.is(git(remote, 'rev-parse', 'gh-pages^'), older);
});
