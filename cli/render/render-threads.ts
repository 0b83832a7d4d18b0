// The render workers' threads (render-worker.ts, in a WorkerPool); a build's first may have been
// started before the engine loaded (cli/startup.ts).
import { EarlyWorker } from '../bundle/early-worker.js';
import { startEngineWorker } from '../bundle/engine-worker.js';

export const renderThreads = new EarlyWorker(() => startEngineWorker('render/render-worker'));
