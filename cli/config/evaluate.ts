// Runs a bundled config in a worker thread (config-worker.ts) within a time limit, so that no
// config can hang the CLI or end it silently: a config that never finishes, never settles its
// promise, calls process.exit, throws, or leaves a rejection unhandled is a GardenError naming
// the file, and the line where the stack says. The value comes back by structured clone; one
// that cannot be cloned (a function in customFields) is taken by importing the same bundle in
// this thread, which is safe now that the worker has shown it finishes.
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { configThreads } from './config-threads.js';
import { GardenError } from '../diagnostics/error.js';
import { mappedStack, withSourceMapsWhile } from '../diagnostics/source-maps.js';
import { placeFromStack } from '../diagnostics/stack-place.js';
import { moduleValue } from './module-value.js';
import { workerOutcome } from '../bundle/worker-outcome.js';
import type { ConfigWorkerReply, ConfigWorkerRequest } from './config-worker.js';

/** Milliseconds a config may take to load; tests set it lower. */
export const CONFIG_TIMEOUT_ENV = 'GARDEN_SITE_CONFIG_TIMEOUT_MS';
const DEFAULT_TIMEOUT_MS = 10_000;

interface ConfigContext {
  /** The config as the user names it (relative to the site root). */
  file: string;
  siteRoot: string;
}

export class ConfigEvaluator {
  // Taken before the config is bundled, so a thread not started early boots while esbuild works.
  private readonly worker: Worker = configThreads.take();

  /** The config's default export (a function's result), or a GardenError saying why not. */
  evaluate(bundleFile: string, context: ConfigContext): Promise<unknown> {
    const outcome = workerOutcome<ConfigWorkerReply, unknown>(this.worker, configTimeoutMs(), {
      isStart: (reply) => reply.type === 'started',
      answer: (reply) => (reply.type === 'not-cloneable' ? importHere(bundleFile, context) : valueOf(reply as Exclude<ConfigWorkerReply, { type: 'not-cloneable' | 'started' }>, context)),
      error: (error) => Promise.reject(failedError(error.message, error.stack, false, context)),
      exit: () => Promise.reject(unsettledError(context)),
      timeout: (limit) => Promise.reject(timeoutError(context, limit)),
    });
    this.worker.postMessage({ moduleUrl: pathToFileURL(bundleFile).href } satisfies ConfigWorkerRequest);
    return outcome;
  }

  /** Stops the thread (and whatever the config left running in it). */
  dispose(): void {
    void this.worker.terminate();
  }
}

function valueOf(reply: Exclude<ConfigWorkerReply, { type: 'not-cloneable' | 'started' }>, context: ConfigContext): unknown {
  switch (reply.type) {
    case 'config':
      return reply.value;
    case 'failed':
      throw failedError(reply.message, reply.stack, reply.unhandled, context);
    case 'exit':
      throw exitError(reply.code, reply.stack, context);
  }
}

async function importHere(bundleFile: string, context: ConfigContext): Promise<unknown> {
  try {
    // Imported with source maps on, as the config thread runs, so that a stack of the config's
    // (now, or from a timer it left) can be placed at its own lines.
    return await withSourceMapsWhile(() => moduleValue(`${pathToFileURL(bundleFile).href}?t=${Date.now()}`));
  } catch (error) {
    throw failedError(error instanceof Error ? error.message : String(error), mappedStack(error), false, context);
  }
}

/** The limit on running a config, in milliseconds: the environment's, else 10 s. */
export function configTimeoutMs(): number {
  const configured = Number(process.env[CONFIG_TIMEOUT_ENV]);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

/** The place the stack points at in the site's files, else the config file without a line. */
function placed(stack: string | undefined, context: ConfigContext): { file: string; line?: number; column?: number; sourceLine?: string } {
  return placeFromStack(stack, context.siteRoot) ?? { file: context.file };
}

function timeoutError(context: ConfigContext, limit: number): GardenError {
  return new GardenError(`${context.file} did not finish loading within ${Number((limit / 1000).toFixed(1))} s`, {
    code: 'config/timeout',
    file: context.file,
    hint: `look for a loop that never ends or a request that never answers in the config or a file it imports (${CONFIG_TIMEOUT_ENV} sets the limit in milliseconds)`,
  });
}

function unsettledError(context: ConfigContext): GardenError {
  return new GardenError(`${context.file} never finished loading: it waits for a promise that nothing resolves`, {
    code: 'config/unsettled',
    file: context.file,
    hint: 'every promise the config awaits, or its default export returns, must resolve or reject',
  });
}

function exitError(code: number, stack: string | undefined, context: ConfigContext): GardenError {
  return new GardenError(`${context.file} called process.exit(${code}) while loading`, {
    code: 'config/exit',
    ...placed(stack, context),
    hint: 'a config describes the site and must not end the process: remove the call, or throw an Error to stop the build with a message',
  });
}

function failedError(message: string, stack: string | undefined, unhandled: boolean, context: ConfigContext): GardenError {
  return new GardenError(`${context.file} failed while running: ${message}${unhandled ? ' (a promise rejected and nothing handled it)' : ''}`, {
    code: 'config/error',
    ...placed(stack, context),
    hint: unhandled ? 'await the promise, or add .catch() to it, so the config handles its failure' : "the error comes from the config file's own code (or a file it imports)",
  });
}
