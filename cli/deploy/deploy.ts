// Publishes a built site as one new commit on a branch of a remote (gh-pages by default),
// on top of the branch's previous tip so its history is kept. The commit is made from a
// temporary index and pushed by its id: the working tree, index and current branch stay as
// they were, and a rejected push leaves the remote as it was.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { git, GitCommandError, gitMaybe } from '../git/run-git.js';
import { commitIdentity } from './identity.js';
import { publishTree, remoteTip, treeOf } from './publish-commit.js';

export interface DeployOptions {
  siteRoot: string;
  outDir: string;
  remote: string;
  branch: string;
  message: string | undefined;
  dryRun: boolean;
  /** The site's address (`url` + `baseUrl` of the config), for CNAME and the final message. */
  siteUrl: string;
  exclude: readonly string[];
  gitUser: string | undefined;
}

export type DeployResult =
  | { status: 'published'; commit: string; files: number }
  /** The branch already holds exactly this site. */
  | { status: 'unchanged'; files: number }
  | { status: 'dry-run'; files: number; newBranch: boolean };

export async function deploySite(options: DeployOptions): Promise<DeployResult> {
  const repoRoot = await repositoryRoot(options.siteRoot);
  await checkRemote(repoRoot, options.remote);
  if (!existsSync(path.join(options.outDir, 'index.html')) && !existsSync(path.join(options.outDir, '404.html'))) {
    throw new GardenError(`${path.relative(options.siteRoot, options.outDir) || options.outDir} holds no built site`, { code: 'deploy/no-output', hint: 'run garden-site deploy without --skip-build, or garden-site build first' });
  }
  const parent = await remoteTip(repoRoot, options.remote, options.branch).catch((error: unknown) => {
    throw pushError(error, options, 'could not read');
  });
  const { tree, files } = await publishTree({ repoRoot, outDir: options.outDir, customDomain: customDomain(options.siteUrl), exclude: options.exclude });
  if (parent && (await treeOf(repoRoot, parent)) === tree) return { status: 'unchanged', files };
  if (options.dryRun) return { status: 'dry-run', files, newBranch: parent === undefined };

  const source = await gitMaybe(['rev-parse', '--short', 'HEAD'], { cwd: repoRoot });
  const message = options.message ?? `Publish the site${source ? ` built from ${source}` : ''}`;
  const env = await commitIdentity(repoRoot, options.gitUser);
  const commit = (await git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message], { cwd: repoRoot, env })).stdout.trim();
  try {
    await git(['push', '--quiet', options.remote, `${commit}:refs/heads/${options.branch}`], { cwd: repoRoot });
  } catch (error) {
    throw pushError(error, options, 'rejected');
  }
  return { status: 'published', commit, files };
}

async function repositoryRoot(siteRoot: string): Promise<string> {
  const top = await gitMaybe(['rev-parse', '--show-toplevel'], { cwd: siteRoot });
  if (!top) throw new GardenError(`${siteRoot} is not in a git repository`, { code: 'deploy/no-repository', hint: 'deploy publishes through git: run it inside the site\'s repository (git init, git remote add origin URL)' });
  return top;
}

async function checkRemote(repoRoot: string, remote: string): Promise<void> {
  if (await gitMaybe(['remote', 'get-url', remote], { cwd: repoRoot })) return;
  const remotes = (await gitMaybe(['remote'], { cwd: repoRoot }))?.split('\n').filter(Boolean) ?? [];
  throw new GardenError(`the repository has no remote named '${remote}'`, {
    code: 'deploy/no-remote',
    hint: remotes.length ? `use --remote with one of: ${remotes.join(', ')}` : 'add one with git remote add origin URL, or name another with --remote',
  });
}

function pushError(error: unknown, options: DeployOptions, what: 'rejected' | 'could not read'): GardenError {
  const detail = error instanceof GitCommandError ? remoteReason(error.stderr) : String(error);
  const message = what === 'rejected' ? `${options.remote} rejected the push to ${options.branch}: ${detail}` : `could not read ${options.branch} from ${options.remote}: ${detail}`;
  return new GardenError(message, {
    code: 'deploy/push',
    hint: what === 'rejected' ? 'nothing was published; if the branch moved meanwhile, run deploy again; otherwise check your access to the remote' : 'check the remote address and your access to it (git ls-remote ' + options.remote + ')',
    cause: error,
  });
}

/** The remote's own words and the refusal, without git's generic lines around them. */
function remoteReason(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim().replace(/^remote:\s*/, '')).filter((line) => line && !/^(To |error: failed to push|hint:)/.test(line));
  return lines.slice(0, 4).join('; ');
}

/** `https://garden.example.org` → `garden.example.org`; GitHub's own `*.github.io` addresses need no CNAME. */
export function customDomain(siteUrl: string): string | undefined {
  const host = new URL(siteUrl).hostname;
  return host.endsWith('.github.io') || host === 'localhost' ? undefined : host;
}
