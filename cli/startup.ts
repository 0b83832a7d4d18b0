// What the CLI does before it loads the engine (bin/garden-site.js): V8's tier-up budget, which
// must be set before the engine's functions are compiled (v8-tiering.ts), and, for a build, the
// threads it will need first, which then boot while the engine loads (bundle/early-worker.ts):
// the config's, and a render worker's when the build may use workers.
import { configThreads } from './config/config-threads.js';
import { renderThreads } from './render/render-threads.js';
import { workerLimit, workersFromEnvironment } from './render/workers-setting.js';
import { tuneTiering } from './v8-tiering.js';

export function beforeEngine(argv: readonly string[]): void {
  tuneTiering();
  // `garden-site build …`: the command comes first, its options after it.
  if (argv[2] !== 'build') return;
  configThreads.startNow();
  if (workerLimit(workersFromEnvironment()) > 0) renderThreads.startNow();
}
