// A remote that could not be read or refused the push, said in the remote's own words.
import { GardenError } from '../diagnostics/error.js';
import { GitCommandError } from '../git/run-git.js';

export function remoteError(error: unknown, target: { remote: string; branch: string }, what: 'rejected' | 'could not read'): GardenError {
  const detail = error instanceof GitCommandError ? remoteReason(error.stderr) : String(error);
  const message = what === 'rejected' ? `${target.remote} rejected the push to ${target.branch}: ${detail}` : `could not read ${target.branch} from ${target.remote}: ${detail}`;
  return new GardenError(message, {
    code: 'deploy/push',
    hint: what === 'rejected' ? 'nothing was published; if the branch moved meanwhile, run deploy again; otherwise check your access to the remote' : `check the remote address and your access to it (git ls-remote ${target.remote})`,
    cause: error,
  });
}

/** The remote's own words and the refusal, without git's generic lines around them. */
function remoteReason(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim().replace(/^remote:\s*/, '')).filter((line) => line && !/^(To |error: failed to push|hint:)/.test(line));
  return lines.slice(0, 4).join('; ');
}
