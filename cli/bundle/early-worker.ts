// A worker thread started before it is needed. `garden-site build` starts the config's thread
// and the first render thread before it loads the engine (cli/startup.ts): each then boots on
// another core while this one loads the engine's modules, instead of afterwards, while the build
// waits for it. Whoever needs such a thread takes it; one nobody takes stays idle.
import type { Worker } from 'node:worker_threads';

export class EarlyWorker {
  private early: { worker: Worker; failed: boolean; onFailure: () => void } | undefined;

  constructor(private readonly start: () => Worker) {}

  /** Starts the thread; until it is taken it neither keeps the process alive nor ends it. */
  startNow(): Worker {
    if (this.early) return this.early.worker;
    const entry = { worker: this.start(), failed: false, onFailure: () => (entry.failed = true) };
    // A thread that fails before it is taken is replaced then, and the failure told there.
    entry.worker.on('error', entry.onFailure).on('exit', entry.onFailure).unref();
    this.early = entry;
    return entry.worker;
  }

  /** A thread: the one started early while it is up (once), else a new one. */
  take(): Worker {
    const taken = this.early;
    this.early = undefined;
    if (!taken) return this.start();
    taken.worker.off('error', taken.onFailure).off('exit', taken.onFailure).ref();
    if (!taken.failed) return taken.worker;
    void taken.worker.terminate();
    return this.start();
  }
}
