// A few worker threads running render tasks (render-stages.ts): one task type, a stage with its
// setup and a batch of items. A batch goes to whichever worker is free; a setup travels to a
// worker with the first batch that needs it there, and the worker keeps it prepared for the
// batches after it (a markdown setup holds every route of the site: sent with each batch, it
// would be copied hundreds of times).
import type { Worker } from 'node:worker_threads';
import { renderThreads } from './render-threads.js';
import type { Item, Result, Setup, Stage } from './render-stages.js';
import { fromPlainFailure, type PlainFailure } from './transfer.js';

/** The one message a worker receives: `setup` when it is new to that worker, then used for the stage's later batches. */
export interface TaskMessage {
  id: number;
  stage: Stage;
  setup?: unknown;
  items: unknown[];
}

export type TaskReply = { id: number; ok: true; results: unknown[] } | { id: number; ok: false; failure: PlainFailure };

/** Batches in flight per worker: a second one hides the message round trip. */
const IN_FLIGHT = 2;

interface Waiting {
  resolve: (results: unknown[]) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  inFlight: number;
  pending: Map<number, Waiting>;
  /** The setup each stage last had on this worker. */
  setups: Map<Stage, unknown>;
}

interface Queued extends Waiting {
  stage: Stage;
  setup: unknown;
  items: unknown[];
  /** The worker that must run it, if one must. */
  worker: number | undefined;
}

export class WorkerPool {
  private readonly workers: PoolWorker[];
  private readonly queue: Queued[] = [];
  private nextId = 1;
  private broken: Error | undefined;
  private closing = false;

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => this.spawn());
  }

  get size(): number {
    return this.workers.length;
  }

  /** Starts workers until there are `size`; a new worker gets each stage's setup with its first batch. */
  growTo(size: number): void {
    while (!this.closing && this.workers.length < size) this.workers.push(this.spawn());
  }

  /** One batch, on the first free worker, or on the worker numbered `worker` (from 0, below `size`). */
  run<S extends Stage>(stage: S, setup: Setup<S>, items: Array<Item<S>>, worker?: number): Promise<Array<Result<S>>> {
    return new Promise<unknown[]>((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      this.queue.push({ stage, setup, items, resolve, reject, worker });
      this.dispatch();
    }) as Promise<Array<Result<S>>>;
  }

  /** Every worker prepares the stage now (an empty batch), while this thread does other work; a failure shows in the stage's batches. */
  prepare<S extends Stage>(stage: S, setup: Setup<S>): void {
    for (const target of this.workers) {
      if (target.setups.get(stage) !== setup) this.post(target, stage, setup, []).catch(() => {});
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((entry) => entry.worker.terminate()));
  }

  private dispatch(): void {
    this.workers.forEach((target, index) => {
      while (target.inFlight < IN_FLIGHT) {
        const next = this.queue.findIndex((task) => task.worker === undefined || task.worker === index);
        if (next === -1) break;
        const [task] = this.queue.splice(next, 1) as [Queued];
        target.inFlight++;
        this.post(target, task.stage, task.setup, task.items).then(task.resolve, task.reject).finally(() => {
          target.inFlight--;
          this.dispatch();
        });
      }
    });
  }

  private post(target: PoolWorker, stage: Stage, setup: unknown, items: unknown[]): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      target.pending.set(id, { resolve, reject });
      const message: TaskMessage = { id, stage, items };
      if (target.setups.get(stage) !== setup) {
        target.setups.set(stage, setup);
        message.setup = setup;
      }
      target.worker.postMessage(message);
    });
  }

  private spawn(): PoolWorker {
    const worker = renderThreads.take();
    const entry: PoolWorker = { worker, inFlight: 0, pending: new Map(), setups: new Map() };
    worker.on('message', (reply: TaskReply) => {
      const waiting = entry.pending.get(reply.id);
      if (!waiting) return;
      entry.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.results);
      else waiting.reject(fromPlainFailure(reply.failure));
    });
    // A worker that dies (out of memory, say) fails the build rather than leaving it waiting.
    const fail = (error: Error): void => {
      if (this.closing) return;
      this.broken ??= error;
      for (const waiting of entry.pending.values()) waiting.reject(error);
      entry.pending.clear();
      for (const task of this.queue.splice(0)) task.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a render worker stopped (exit code ${code})`)));
    return entry;
  }
}
