// How a deploy commit is told from any other: deploy replaces every file of the branch it
// publishes to, so it goes on top only of a branch that holds a published site already.
// garden-site's deploy commits end with a trailer (`Deployed-by: garden-site 3.8.1`). Those of
// versions before the trailer are known by their tree: `.nojekyll` at the top and a page that
// garden-site generated (every page carries its generator meta tag), which no branch of sources
// holds.
import { gitMaybe } from '../git/run-git.js';
import { VERSION } from '../version.js';

const TRAILER_KEY = 'Deployed-by';

/** The message of a deploy commit: the user's (or the default) and garden-site's trailer after it. */
export function deployMessage(message: string): string {
  return `${message.trimEnd()}\n\n${TRAILER_KEY}: garden-site ${VERSION}\n`;
}

/** Whether `commit` (in the repository's object store) was made by garden-site's deploy, of this version or an earlier one. */
export async function isPreviousDeploy(repoRoot: string, commit: string): Promise<boolean> {
  const body = await gitMaybe(['cat-file', 'commit', commit], { cwd: repoRoot });
  if (body !== undefined && hasDeployTrailer(body.slice(body.indexOf('\n\n') + 2))) return true;
  return builtBeforeTrailer(repoRoot, commit);
}

/** Whether a commit message's last paragraph (where git keeps trailers) carries garden-site's. */
export function hasDeployTrailer(message: string): boolean {
  const paragraphs = message.trim().split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  return paragraphs.length > 1 && new RegExp(`^${TRAILER_KEY}: garden-site \\S+$`, 'm').test(last);
}

async function builtBeforeTrailer(repoRoot: string, commit: string): Promise<boolean> {
  if ((await gitMaybe(['cat-file', '-e', `${commit}:.nojekyll`], { cwd: repoRoot })) === undefined) return false;
  for (const page of ['404.html', 'index.html']) {
    const html = await gitMaybe(['cat-file', 'blob', `${commit}:${page}`], { cwd: repoRoot });
    if (html !== undefined && /<meta name="generator" content="garden-site /.test(html)) return true;
  }
  return false;
}
