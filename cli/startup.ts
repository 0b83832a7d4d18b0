// What the CLI does before it loads the engine (bin/garden-site.js): V8's tier-up budget, which
// must be set before the engine's functions are compiled (v8-tiering.ts), and, for a build, the
// threads it will need first, which then boot while the engine loads (bundle/early-worker.ts):
// the config's, and a render worker's when the build will highlight every code block (with
// nothing cached, that worker's first job; a warm build of a small site needs none).
import path from 'node:path';
import { cachingFromEnvironment, nothingCached } from './cache/nothing-cached.js';
import { configThreads } from './config/config-threads.js';
import { renderThreads } from './render/render-threads.js';
import { workerLimit, workersFromEnvironment } from './render/workers-setting.js';
import { tuneTiering } from './v8-tiering.js';

export function beforeEngine(argv: readonly string[]): void {
  tuneTiering();
  // `garden-site build …`: the command comes first, its options after it.
  if (argv[2] !== 'build') return;
  configThreads.startNow();
  if (workerLimit(workersFromEnvironment()) > 0 && nothingCached(path.resolve(rootOption(argv)), cachingFromEnvironment())) renderThreads.startNow();
}

/**
 * The build's `--root` (`--root dir` or `--root=dir`), else the current folder, read before
 * commander reads the options: a misreading only starts a thread the build does not use, or
 * leaves it to start later.
 */
export function rootOption(argv: readonly string[]): string {
  for (let index = 3; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '--root') return argv[index + 1] ?? '.';
    if (arg.startsWith('--root=')) return arg.slice('--root='.length);
  }
  return '.';
}
