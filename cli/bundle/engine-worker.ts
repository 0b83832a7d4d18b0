// Starts an engine module in a worker thread: the compiled one from lib/, or, when the engine
// runs from its TypeScript sources (tests, GARDEN_SITE_FROM_SOURCE), the TypeScript one behind
// tsx's loader, since a worker does not inherit the loader hooks its parent registered with
// `--import tsx`.
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { engineModulePath, RUNNING_FROM_SOURCE } from '../package-root.js';

export function startEngineWorker(modulePath: string, options: WorkerOptions = {}): Worker {
  const entry = engineModulePath(modulePath);
  const execArgv = workerExecArgv(process.execArgv);
  const withArgs = execArgv ? { execArgv, ...options } : options;
  if (!RUNNING_FROM_SOURCE) return new Worker(entry, withArgs);
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`, { ...withArgs, eval: true });
}

/** Flags about the parent's own script (`-e CODE`, `--input-type`) would make a worker refuse to start. */
const SCRIPT_FLAGS = new Set(['-e', '--eval', '-p', '--print', '--input-type']);

/**
 * The parent's Node flags, less those about how its own script was given; or undefined when it
 * has none of those, and the worker inherits the flags as they are. Given explicitly, V8's flags
 * and Node's per-process ones (`--interrupt-budget`, `--v8-pool-size`) make a worker refuse to
 * start, though they hold for the whole process anyway: inherited, they are no trouble.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] | undefined {
  if (!execArgv.some((flag) => SCRIPT_FLAGS.has(flag.split('=')[0]!))) return undefined;
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const flag = execArgv[index]!;
    if (SCRIPT_FLAGS.has(flag)) index++; // and its value
    else if (!SCRIPT_FLAGS.has(flag.split('=')[0]!)) kept.push(flag);
  }
  return kept;
}
