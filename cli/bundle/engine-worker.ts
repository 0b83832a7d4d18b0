// Starts an engine module in a worker thread: the compiled one from lib/, or, when the engine
// runs from its TypeScript sources (tests, GARDEN_SITE_FROM_SOURCE), the TypeScript one behind
// tsx's loader, since a worker does not inherit the loader hooks its parent registered with
// `--import tsx`.
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { engineModulePath, RUNNING_FROM_SOURCE } from '../package-root.js';

export function startEngineWorker(modulePath: string, options: WorkerOptions = {}): Worker {
  const entry = engineModulePath(modulePath);
  if (!RUNNING_FROM_SOURCE) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`, { ...options, eval: true });
}
