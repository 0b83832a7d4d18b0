// Makes the commit that publishes a built site: the output folder's files, plus `.nojekyll`
// (GitHub Pages would otherwise skip files starting with `_`) and `CNAME` for a custom domain,
// staged in a temporary index so the user's own index is never touched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git, gitMaybe } from '../git/run-git.js';

export interface PublishTreeInput {
  repoRoot: string;
  outDir: string;
  /** The custom domain for `CNAME`, or undefined for a `*.github.io` address. */
  customDomain: string | undefined;
  /** Output files never published (garden-site's own bookkeeping). */
  exclude: readonly string[];
}

/** The tree object of the published site and the number of files in it. */
export async function publishTree(input: PublishTreeInput): Promise<{ tree: string; files: number }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'garden-site-deploy-'));
  const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
  const options = { cwd: input.repoRoot, env };
  try {
    // -f: the repository's ignore rules (dist/ is usually among them) are about its sources.
    await git(['--work-tree', input.outDir, 'add', '-A', '-f', '--', '.', ...input.exclude.map((name) => `:(exclude)${name}`)], options);
    const extras: Record<string, string> = { '.nojekyll': '' };
    if (input.customDomain) extras.CNAME = `${input.customDomain}\n`;
    for (const [name, text] of Object.entries(extras)) {
      const blob = (await git(['hash-object', '-w', '--stdin'], { ...options, input: text })).stdout.trim();
      await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${name}`], options);
    }
    const tree = (await git(['write-tree'], options)).stdout.trim();
    const listed = (await git(['ls-files'], options)).stdout;
    return { tree, files: listed ? listed.trimEnd().split('\n').length : 0 };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The branch's current tip on the remote (fetched into the object store), or undefined when it does not exist yet. */
export async function remoteTip(repoRoot: string, remote: string, branch: string): Promise<string | undefined> {
  const listed = (await git(['ls-remote', '--heads', remote, `refs/heads/${branch}`], { cwd: repoRoot })).stdout.trim();
  if (!listed) return undefined;
  const tip = listed.split(/\s+/)[0]!;
  await git(['fetch', '--quiet', '--no-tags', remote, `refs/heads/${branch}`], { cwd: repoRoot });
  return tip;
}

export async function treeOf(repoRoot: string, commit: string): Promise<string | undefined> {
  return gitMaybe(['rev-parse', `${commit}^{tree}`], { cwd: repoRoot });
}
