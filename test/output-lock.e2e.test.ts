// End to end: one build per output folder at a time. A lock file beside the output folder
// (`dist.lock`: pid, start time, and what tells that process from a later one with its pid)
// makes a second build wait up to --wait-timeout, or fail with --no-wait; a lock left by a
// process that is no longer running is taken over, even when its pid now runs something else;
// Ctrl-C lets it go.
import test, { type ExecutionContext } from 'ava';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processStamp } from '../cli/write/process-alive.js';
import { MINIMAL_SITE, cliSpawn, makeSite, runCli, snapshot, writeFiles } from './_site.js';
import { startServe } from './_serve.js';

const STARTED = '2026-01-02T03:04:05.000Z';
/** The lock's start time as the CLI shows it, in local time (UTC in these tests). */
const SHOWN_STARTED = '03:04:05';
const UTC = { TZ: 'UTC' };

/** The lock a build running as `pid` would write (taken at STARTED, for a message the test can predict). */
function writeLock(root: string, pid: number): string {
  const text = `${JSON.stringify({ pid, started: STARTED, ...processStamp(pid) })}\n`;
  writeFileSync(path.join(root, 'dist.lock'), text);
  return text;
}

/** A process that runs until the test ends: its pid is alive, and not a build's. */
function unrelatedProcess(t: ExecutionContext): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  t.teardown(() => child.kill());
  return child.pid as number;
}

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
}

/** A site with `count` generated docs, so that a build takes a second or so. */
function siteWithDocs(count: number): Record<string, string> {
  const files: Record<string, string> = { ...MINIMAL_SITE };
  for (let index = 0; index < count; index++) {
    files[`content/docs/generated/page-${index}.md`] = `---\ntitle: Generated page ${index}\n---\n\n## Soil ${index}\n\n${'Compost and mulch keep the beds alive. '.repeat(40)}\n\n## Water\n\nSee [the introduction](../intro.md).\n`;
  }
  return files;
}

interface RunningCli {
  stderr(): string;
  /** Resolves when stderr contains `text`; rejects if the process exits first. */
  waitFor(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/** The CLI, with its stderr readable while it runs. */
function startCli(args: string[], cwd: string): RunningCli {
  const cli = cliSpawn(args, { env: UTC });
  const child = spawn(process.execPath, cli.args, { cwd, env: cli.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  return {
    stderr: () => stderr,
    exited,
    kill: (signal) => child.kill(signal),
    waitFor: async (text) => {
      while (!stderr.includes(text)) {
        if (done) throw new Error(`exited before printing ${JSON.stringify(text)}:\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 60_000) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('--no-wait fails, naming the build that holds the output folder, and leaves its lock alone', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const lock = writeLock(root, process.pid);
  const result = await runCli(['build', '--no-wait'], root, { env: UTC });
  t.is(result.code, 1);
  t.true(
    result.stderr.startsWith(
      `error output folder dist is being written by another build: pid ${process.pid}, started at ${SHOWN_STARTED} (dist.lock)\n` +
        '    hint: run the build again once that one has finished, or leave out --no-wait to wait for it; if no build is running, delete dist.lock\n',
    ),
    result.stderr,
  );
  t.false(existsSync(path.join(root, 'dist')));
  t.is(readFileSync(path.join(root, 'dist.lock'), 'utf8'), lock);
});

test('a second build waits, saying for whom, and proceeds once the lock is released', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  writeLock(root, process.pid);
  const build = startCli(['build'], root);
  await build.waitFor(`waiting for the build started by pid ${process.pid} at ${SHOWN_STARTED}… (dist.lock; if no build is running, delete it)\n`);
  t.false(existsSync(path.join(root, 'dist')), 'nothing is written while waiting');
  rmSync(path.join(root, 'dist.lock'));
  const { code } = await build.exited;
  t.is(code, 0, build.stderr());
  t.true(existsSync(path.join(root, 'dist/docs/intro.html')));
  t.false(existsSync(path.join(root, 'dist.lock')), 'the build released its own lock');
});

test('a lock left by a process that is no longer running is taken over with a note', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const pid = deadPid();
  writeLock(root, pid);
  const result = await runCli(['build'], root, { env: UTC });
  t.is(result.code, 0, result.stderr);
  t.true(result.stderr.includes(`note: took over dist.lock from the build started by pid ${pid} at ${SHOWN_STARTED}, which is no longer running\n`), result.stderr);
  t.true(existsSync(path.join(root, 'dist/docs/intro.html')));
  t.false(existsSync(path.join(root, 'dist.lock')));
});

test('a lock whose pid now belongs to another process is taken over, whether it records the process start or only when it was taken', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const takenBefore = new Date(Date.now() - 10_000);
  const pid = unrelatedProcess(t);
  // As a build would have written it, had it run as pid before this process had the number.
  writeFileSync(path.join(root, 'dist.lock'), `${JSON.stringify({ pid, started: STARTED, ...processStamp(pid), start: '1' })}\n`);
  const stamped = await runCli(['build'], root, { env: UTC, timeoutMs: 60_000 });
  t.is(stamped.code, 0, stamped.stderr);
  t.true(stamped.stderr.includes(`note: took over dist.lock from the build started by pid ${pid} at ${SHOWN_STARTED}, which is no longer running (pid ${pid} now belongs to another process)\n`), stamped.stderr);
  t.false(existsSync(path.join(root, 'dist.lock')));

  // The format of earlier versions: a pid and the time the lock was taken, here before that
  // process started (and after the machine did: a lock from before is another case).
  writeFileSync(path.join(root, 'dist.lock'), `${JSON.stringify({ pid, started: takenBefore.toISOString() })}\n`);
  const older = await runCli(['build'], root, { env: UTC, timeoutMs: 60_000 });
  t.is(older.code, 0, older.stderr);
  t.true(older.stderr.includes(`note: took over dist.lock from the build started by pid ${pid} at ${takenBefore.toISOString().slice(11, 19)}, which is no longer running (pid ${pid} now belongs to another process)\n`), older.stderr);
});

test('a build, a clear or a serve waits no longer than --wait-timeout, then fails naming the build that holds the lock', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const lock = writeLock(root, process.pid);
  const expected = `error output folder dist is still being written by another build after waiting 200 ms: pid ${process.pid}, started at ${SHOWN_STARTED} (dist.lock)\n    hint: if that build is stuck, stop it (kill ${process.pid}) and run again; if no build is running, delete dist.lock; --wait-timeout sets how long to wait\n`;
  for (const command of ['build', 'serve']) {
    const result = await runCli([command, '--wait-timeout', '200ms'], root, { env: UTC, timeoutMs: 60_000 });
    t.is(result.code, 1, command);
    t.true(result.stderr.includes(`waiting for the build started by pid ${process.pid} at ${SHOWN_STARTED}… (dist.lock; if no build is running, delete it)\n${expected}`), result.stderr);
  }
  mkdirSync(path.join(root, 'dist'));
  const clear = await runCli(['clear', '--wait-timeout', '0.2'], root, { env: UTC, timeoutMs: 60_000 });
  t.is(clear.code, 1);
  t.true(clear.stderr.includes(expected), clear.stderr);
  t.is(readFileSync(path.join(root, 'dist.lock'), 'utf8'), lock, 'the lock is left to its build');
  const usage = await runCli(['build', '--wait-timeout', 'soon'], root);
  t.is(usage.code, 2);
  t.regex(usage.stderr, /^error: option '--wait-timeout <duration>' argument 'soon' is invalid\. expected a duration such as 10m, 30s or 500ms, or a number of seconds\n/);
});

test('Ctrl-C during a build releases the lock and removes the build\'s staging folder', async (t) => {
  const root = makeSite(siteWithDocs(200));
  const build = startCli(['build'], root);
  // The lock is taken once the content is read, and held while pages are rendered.
  await until(() => existsSync(path.join(root, 'dist.lock')) || readdirSync(root).some((name) => name.startsWith('dist.staging-')), 'the build holds the output folder');
  build.kill('SIGINT');
  const { signal } = await build.exited;
  t.is(signal, 'SIGINT', build.stderr());
  t.false(existsSync(path.join(root, 'dist.lock')));
  await until(() => !readdirSync(root).some((name) => name.startsWith('dist.staging-')), 'the staging folder is removed');
  t.false(existsSync(path.join(root, 'dist')), 'the interrupted build published nothing');
});

test('serve --watch rebuilds wait for a build holding the output folder, then publish', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const server = await startServe(['--watch', '--port', '0'], root);
  try {
    t.is((await fetch(`${server.origin}/.garden-site-output`)).status, 404, 'the marker is not served');
    writeLock(root, process.pid);
    const mark = server.output().length;
    writeFiles(root, { 'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nEdited while another build held the output.\n' });
    await server.waitFor(new RegExp(`waiting for the build started by pid ${process.pid} at \\d\\d:\\d\\d:\\d\\d… \\(dist\\.lock; if no build is running, delete it\\)`), mark);
    t.false(readFileSync(path.join(root, 'dist/docs/intro.html'), 'utf8').includes('Edited while'), 'nothing is published while another build holds the lock');
    rmSync(path.join(root, 'dist.lock'));
    await server.waitFor(/✔ built/, mark);
    t.true(readFileSync(path.join(root, 'dist/docs/intro.html'), 'utf8').includes('Edited while another build held the output.'));
    t.false(existsSync(path.join(root, 'dist.lock')));
  } finally {
    await server.stop();
  }
});

test('two builds started 0.2 to 2 s apart, 10 rounds: both succeed and dist/ is always one complete build', async (t) => {
  t.timeout(240_000);
  const root = makeSite(siteWithDocs(100));
  // The compiled engine (lib/, as installed; `npm test` compiles it first): tsx's start-up
  // would otherwise be most of each build.
  const build = (out = 'dist') => runCli(['build', '--out', out], root);
  const reference = await build('reference');
  t.is(reference.code, 0, reference.stderr);
  const expected = await snapshot(path.join(root, 'reference'));
  for (let round = 0; round < 10; round++) {
    const first = build();
    await new Promise((resolve) => setTimeout(resolve, 200 + round * 200));
    const second = build();
    const results = await Promise.all([first, second]);
    for (const result of results) t.is(result.code, 0, `round ${round}: ${result.stderr}`);
    t.deepEqual(await snapshot(path.join(root, 'dist')), expected, `round ${round}: dist/ is one complete build`);
    t.false(existsSync(path.join(root, 'dist.lock')), `round ${round}: the lock is released`);
  }
});
