// The config's worker threads (config-worker.ts, driven by evaluate.ts); a build's may have been
// started before the engine loaded (cli/startup.ts). A config shares this process's environment,
// as it would running in this thread.
import { SHARE_ENV } from 'node:worker_threads';
import { EarlyWorker } from '../bundle/early-worker.js';
import { startEngineWorker } from '../bundle/engine-worker.js';

export const configThreads = new EarlyWorker(() => startEngineWorker('config/config-worker', { env: SHARE_ENV }));
