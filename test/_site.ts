// Fixture sites for end-to-end tests: real files in a temp folder, built by the real CLI.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI = path.join(REPO_ROOT, 'bin/garden-site.js');

/** A config using the repository's own theme, so fixtures need no templates of their own. */
export function fixtureConfig(extra = ''): string {
  return `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Fixture Garden',
  tagline: 'A small site for tests',
  url: 'https://fixture.example',
  favicon: '/favicon.svg',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  docs: { homeDoc: 'intro', showLastUpdateTime: false },
  news: { title: 'Fixture News' },
  ${extra}
});
`;
}

export const MINIMAL_SITE: Record<string, string> = {
  'site.config.ts': fixtureConfig(),
  'content/docs/intro.md': '---\ntitle: Introduction\ndescription: Where to start.\n---\n\nWelcome to the fixture garden.\n\n## Beds\n\nSee [tomatoes](./crops/tomatoes.md#staking).\n',
  'content/docs/crops/tomatoes.md': '---\ntitle: Tomatoes\nsidebar_position: 1\n---\n\n## Staking\n\nStake them early.\n\n```dart\nfinal bed = Bed(name: "North");\n```\n',
  'content/news/2025-03-01-first-post.md': '---\ntitle: First post\nauthors: [ruth]\ntags: [releases]\n---\n\nThe first post.\n\n<!-- truncate -->\n\nMore below the fold.\n',
  'content/news/authors.yml': 'ruth:\n  name: Ruth Abernathy\n  title: Founder\n',
  'content/static/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="green"/></svg>',
  'content/pages/about.md': '---\ntitle: About\n---\n\nAbout this fixture.\n',
  // The theme links every page's logo to the home page: without one, the link check fails the build.
  'content/pages/index.md': '---\ntitle: Home\n---\n\nThe fixture garden home.\n',
};

export function makeSite(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-fixture-'));
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export interface CliResult { code: number; stdout: string; stderr: string }

/** How a test starts the CLI: the arguments after `node`, and the environment. */
export interface CliSpawn {
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface CliOptions {
  /** Run cli/ through tsx instead of lib/ (to compare the two). */
  fromSource?: boolean;
  env?: Record<string, string>;
  nodeFlags?: string[];
}

/**
 * The CLI as tests start it: lib/, the compiled engine, as an installed package runs it. `npm
 * test` compiles it first; the sources through tsx would cost every CLI process (and each of its
 * render threads) about a second more CPU. A test file run on its own after an edit of cli/
 * would test the last compile, so that is an error saying what to run.
 */
export function cliSpawn(args: string[], options: CliOptions = {}): CliSpawn {
  if (!options.fromSource) assertCompiledCurrent();
  const entry = options.fromSource ? ['--import', import.meta.resolve('tsx'), CLI] : [CLI];
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', GARDEN_SITE_FROM_SOURCE: options.fromSource ? '1' : '0', ...options.env };
  return { args: [...(options.nodeFlags ?? []), ...entry, ...args], env };
}

let compiledCurrent = false;

/** Throws when an engine source or the compile script is newer than lib/. */
function assertCompiledCurrent(): void {
  if (compiledCurrent) return;
  const fix = 'run `npm run compile` (npm test compiles before the tests)';
  const compiledAt = statSync(path.join(REPO_ROOT, 'lib/main.js'), { throwIfNoEntry: false })?.mtimeMs;
  if (compiledAt === undefined) throw new Error(`lib/ has not been compiled: ${fix}`);
  const sources = fg.sync(['cli/**/*.{ts,tsx}', '!cli/**/*.test.ts', 'scripts/compile.mjs', 'scripts/fast-class-fields.mjs'], { cwd: REPO_ROOT, stats: true });
  const newer = sources.find((entry) => (entry.stats?.mtimeMs ?? 0) > compiledAt);
  if (newer) throw new Error(`lib/ is older than ${newer.path}: ${fix}`);
  compiledCurrent = true;
}

/** Runs the CLI in a child process to its end; `timeoutMs` kills it then (for inputs that could make it hang). */
export function runCli(args: string[], cwd: string, options: CliOptions & { timeoutMs?: number } = {}): Promise<CliResult> {
  const spawned = cliSpawn(args, options);
  return new Promise((resolve) => {
    // A process killed at the timeout reports code -1: a test expecting exit 1 must not pass on a hang.
    const limit = options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs, killSignal: 'SIGKILL' as const };
    execFile(process.execPath, spawned.args, { cwd, env: spawned.env, ...limit }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.killed ? -1 : ((error as { code?: number }).code ?? 1)) : 0, stdout, stderr });
    });
  });
}

/** Every file under `dir` with a hash of its bytes: to prove a folder was left exactly as it was. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: true });
  const entries = files.sort().map((file) => [file, createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex')] as const);
  return Object.fromEntries(entries);
}

export function read(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** Makes `site` a git repository with one commit, dated `isoDate`, of `paths` (the whole site by default). */
export function commitAt(site: string, isoDate: string, paths: string[] = ['.']): void {
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: site,
    env: { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate },
  });
  git('init', '-q');
  git('add', ...paths);
  git('commit', '-q', '-m', 'site');
}

/** Builds a fixture site in this process, on the main thread and without a cache, into memory. */
export async function buildInMemory(root: string): Promise<import('../cli/write/writer.js').MemoryWriter> {
  const [{ runBuild }, { MemoryWriter }] = await Promise.all([import('../cli/commands/build.js'), import('../cli/write/writer.js')]);
  const writer = new MemoryWriter();
  await runBuild({ siteRoot: root, writer, workers: 0, cache: false });
  return writer;
}

/** Asserts that `text` (a written file) holds each of `lines`, naming the file and the line that is missing. */
export function holdsEach(t: { true(value: boolean, message?: string): void }, text: string, file: string, lines: readonly string[]): void {
  for (const line of lines) t.true(text.includes(line), `${file} has ${line}`);
}
