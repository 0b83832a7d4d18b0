// A real `garden-site serve` process for end-to-end and browser tests: spawned as runCli's
// (cliSpawn), its port read from the `serving … at http://127.0.0.1:PORT/` line.
import { spawn, type ChildProcess } from 'node:child_process';
import { cliSpawn } from './_site.js';

export interface ServeProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything printed so far (stdout and stderr together). */
  output(): string;
  /** Resolves when the output after `from` characters matches `pattern` (rejects after 120 s). */
  waitFor(pattern: RegExp, from?: number): Promise<void>;
  /** True while the process is running. */
  alive(): boolean;
  stop(): Promise<void>;
}

export function startServe(args: string[], cwd: string): Promise<ServeProcess> {
  const serve = cliSpawn(['serve', ...args]);
  const child = spawn(process.execPath, serve.args, { cwd, env: serve.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  let exited = false;
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', () => {
    exited = true;
    for (const listener of listeners) listener();
  });

  const waitFor = (pattern: RegExp, from = 0): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern} in:\n${text}`)), 120_000);
      const check = (): void => {
        if (pattern.test(text.slice(from))) done();
        else if (exited) done(new Error(`server exited while waiting for ${pattern}:\n${text}`));
      };
      const done = (error?: Error): void => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      listeners.add(check);
      check();
    });

  return waitFor(/serving .* at http:\/\/127\.0\.0\.1:(\d+)\//).then(() => {
    const port = Number(/serving .* at http:\/\/127\.0\.0\.1:(\d+)\//.exec(text)?.[1]);
    return {
      child,
      port,
      origin: `http://127.0.0.1:${port}`,
      output: () => text,
      waitFor,
      alive: () => !exited && child.exitCode === null,
      stop: () =>
        new Promise<void>((resolve) => {
          if (exited) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          // A server that ignores SIGTERM must not outlive the tests.
          setTimeout(() => !exited && child.kill('SIGKILL'), 5_000).unref();
        }),
    };
  }, (error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
}

/** Runs the CLI's serve command to completion (for start-up failures such as a port in use). */
export function runServeToExit(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  const serve = cliSpawn(['serve', ...args]);
  const child = spawn(process.execPath, serve.args, { cwd, env: serve.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => child.on('exit', (code) => {
    clearTimeout(timer);
    resolve({ code, output });
  }));
}
