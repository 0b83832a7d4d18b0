// Who the publishing commit is by: git's own user.name and user.email, or GIT_USER (as CI
// services set it) when git has none.
import { GardenError } from '../diagnostics/error.js';
import { gitMaybe } from '../git/run-git.js';

export async function commitIdentity(repoRoot: string, gitUser: string | undefined): Promise<Record<string, string>> {
  const name = (await gitMaybe(['config', 'user.name'], { cwd: repoRoot })) || gitUser;
  const email = (await gitMaybe(['config', 'user.email'], { cwd: repoRoot })) || (gitUser ? `${gitUser}@users.noreply.github.com` : undefined);
  if (!name || !email) {
    throw new GardenError('git does not know who is publishing', {
      code: 'deploy/identity',
      hint: 'set it with git config user.name "Your Name" and git config user.email you@example.com, or set GIT_USER',
    });
  }
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}
