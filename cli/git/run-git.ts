// Runs git: the one way the engine starts it (last-updated dates, deploy). Every call names its
// folder; deploy also passes a temporary index, so the user's own index is never used.
import { execFile } from 'node:child_process';

export interface GitResult { stdout: string; stderr: string }

export class GitCommandError extends Error {
  constructor(readonly args: string[], readonly stderr: string, readonly exitCode: number | undefined) {
    super(`git ${args.join(' ')} failed: ${stderr.trim().split('\n').slice(-3).join(' ') || `exit ${exitCode}`}`);
  }
}

export interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  input?: string;
}

export function git(args: string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new GitCommandError(args, stderr, typeof error.code === 'number' ? error.code : undefined));
      else resolve({ stdout, stderr });
    });
    // git may exit before reading its input (an error): that is reported by its exit code.
    child.stdin?.on('error', () => {});
    child.stdin?.end(options.input ?? '');
  });
}

/** Like `git`, but a failure is an answer (undefined), for questions such as "does this ref exist?". */
export async function gitMaybe(args: string[], options: GitOptions): Promise<string | undefined> {
  try {
    return (await git(args, options)).stdout.trim();
  } catch (error) {
    if (error instanceof GitCommandError) return undefined;
    throw error;
  }
}
