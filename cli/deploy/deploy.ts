// Publishes a built site as one new commit on a branch of a remote (gh-pages by default),
// on top of the branch's previous tip so its history is kept. The commit is made from a
// temporary index and pushed by its id: the working tree, index and current branch stay as
// they were, and a rejected push leaves the remote as it was. Where it goes is checked first,
// before the build (target.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { git, gitMaybe } from '../git/run-git.js';
import { commitIdentity } from './identity.js';
import { deployMessage } from './previous-deploy.js';
import { publishTree, treeOf } from './publish-commit.js';
import { remoteError } from './remote-error.js';
import type { DeployTarget } from './target.js';

export interface DeployOptions {
  siteRoot: string;
  outDir: string;
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

export async function deploySite(target: DeployTarget, options: DeployOptions): Promise<DeployResult> {
  const { repoRoot, parent } = target;
  if (!existsSync(path.join(options.outDir, 'index.html')) && !existsSync(path.join(options.outDir, '404.html'))) {
    throw new GardenError(`${path.relative(options.siteRoot, options.outDir) || options.outDir} holds no built site`, { code: 'deploy/no-output', hint: 'run garden-site deploy without --skip-build, or garden-site build first' });
  }
  const { tree, files } = await publishTree({ repoRoot, outDir: options.outDir, customDomain: customDomain(options.siteUrl), exclude: options.exclude });
  if (parent && (await treeOf(repoRoot, parent)) === tree) return { status: 'unchanged', files };
  if (options.dryRun) return { status: 'dry-run', files, newBranch: parent === undefined };

  const source = await gitMaybe(['rev-parse', '--short', 'HEAD'], { cwd: repoRoot });
  const message = deployMessage(options.message ?? `Publish the site${source ? ` built from ${source}` : ''}`);
  const env = await commitIdentity(repoRoot, options.gitUser);
  const commit = (await git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], { cwd: repoRoot, env, input: message })).stdout.trim();
  try {
    await git(['push', '--quiet', target.remote, `${commit}:refs/heads/${target.branch}`], { cwd: repoRoot });
  } catch (error) {
    throw remoteError(error, target, 'rejected');
  }
  return { status: 'published', commit, files };
}

/** `https://garden.example.org` → `garden.example.org`; GitHub's own `*.github.io` addresses need no CNAME. */
export function customDomain(siteUrl: string): string | undefined {
  const host = new URL(siteUrl).hostname;
  return host.endsWith('.github.io') || host === 'localhost' ? undefined : host;
}
