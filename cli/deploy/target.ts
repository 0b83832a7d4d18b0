// Where a deploy goes, checked before the site is built: the repository, the remote, and a
// branch it is safe to replace with the built site. A deploy commit holds the site and nothing
// else, so on a branch of sources it would delete them from the remote's copy. Never the branch
// checked out or its upstream; and a branch that exists only when its last commit is a
// previous deploy (previous-deploy.ts), unless --force says the branch is meant for the site.
import { GardenError } from '../diagnostics/error.js';
import { git, gitMaybe } from '../git/run-git.js';
import { isPreviousDeploy } from './previous-deploy.js';
import { remoteError } from './remote-error.js';

export interface TargetRequest {
  siteRoot: string;
  remote: string;
  branch: string;
  /** Publish to a branch whose last commit is not a previous deploy. */
  force: boolean;
}

export interface DeployTarget {
  repoRoot: string;
  remote: string;
  branch: string;
  /** The branch's tip on the remote (fetched), the new commit's parent; undefined for a new branch. */
  parent: string | undefined;
}

export async function resolveTarget(request: TargetRequest): Promise<DeployTarget> {
  const { remote, branch } = request;
  const repoRoot = await repositoryRoot(request.siteRoot);
  await checkRemote(repoRoot, remote);
  await refuseSourceBranch(repoRoot, remote, branch);
  const { tip, defaultBranch } = await readRemote(repoRoot, remote, branch);
  if (tip !== undefined) {
    await git(['fetch', '--quiet', '--no-tags', remote, `refs/heads/${branch}`], { cwd: repoRoot }).catch((error: unknown) => {
      throw remoteError(error, request, 'could not read');
    });
    if (!request.force && !(await isPreviousDeploy(repoRoot, tip))) throw notADeploy(request, tip, branch === defaultBranch);
  }
  return { repoRoot, remote, branch, parent: tip };
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

/** The branch checked out, pushed to the remote it tracks (or to any, when it tracks none), and its upstream. */
async function refuseSourceBranch(repoRoot: string, remote: string, branch: string): Promise<void> {
  const current = await gitMaybe(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd: repoRoot });
  if (!current) return; // detached, as CI checks out
  const upstreamRemote = await gitMaybe(['config', `branch.${current}.remote`], { cwd: repoRoot });
  const upstreamRef = await gitMaybe(['config', `branch.${current}.merge`], { cwd: repoRoot });
  const why =
    upstreamRemote === remote && upstreamRef === `refs/heads/${branch}` ? `it is the upstream of ${current}, the branch checked out here`
    : branch === current && (upstreamRemote === undefined || upstreamRemote === remote) ? 'it is the branch checked out here'
    : undefined;
  if (why === undefined) return;
  throw new GardenError(`refusing to deploy to ${remote}/${branch}: ${why}, and a deploy would replace its files with the built site`, {
    code: 'deploy/source-branch',
    hint: 'publish to a branch of its own: leave out --branch for gh-pages, or name another one',
  });
}

/** The branch's tip on the remote, and the remote's default branch (what its HEAD names), in one request. */
async function readRemote(repoRoot: string, remote: string, branch: string): Promise<{ tip: string | undefined; defaultBranch: string | undefined }> {
  let listed: string;
  try {
    listed = (await git(['ls-remote', '--symref', remote, 'HEAD', `refs/heads/${branch}`], { cwd: repoRoot })).stdout;
  } catch (error) {
    throw remoteError(error, { remote, branch }, 'could not read');
  }
  let tip: string | undefined;
  let defaultBranch: string | undefined;
  for (const line of listed.split('\n')) {
    const [left, ref] = line.split('\t');
    if (left?.startsWith('ref: refs/heads/') && ref === 'HEAD') defaultBranch = left.slice('ref: refs/heads/'.length);
    else if (ref === `refs/heads/${branch}`) tip = left;
  }
  return { tip, defaultBranch };
}

function notADeploy(request: TargetRequest, tip: string, isDefault: boolean): GardenError {
  const { remote, branch } = request;
  const what = isDefault ? `it is ${remote}'s default branch, and its last commit (${tip.slice(0, 12)})` : `its last commit (${tip.slice(0, 12)})`;
  return new GardenError(`refusing to deploy to ${remote}/${branch}: ${what} is not a garden-site deploy, so publishing would replace what the branch holds with the built site`, {
    code: 'deploy/not-a-deploy',
    hint: `see what it holds (git log ${remote}/${branch}); publish to a branch of its own (leave out --branch for gh-pages), or, if ${branch} is meant to hold only the published site, run deploy again with --force`,
  });
}
