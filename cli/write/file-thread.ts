// Output files written by a thread of their own. Creating a file is kernel work, and on a
// small site it is most of what the main thread does once a page is rendered: handed to the
// writer thread, it runs on another core while this one renders the next page. Jobs are sent
// in small batches, in order; `settled` waits until every one is done. A thread that renders
// faster than the disk takes files is held back (`run` waits), so unwritten pages do not pile
// up in memory.
import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../bundle/engine-worker.js';
import { fromPlainFailure, type PlainFailure } from '../render/transfer.js';
import { jobWeight, type FileJob } from './file-jobs.js';
import type { OutputBudget } from './output-budget.js';

export interface FileMessage {
  id: number;
  jobs: FileJob[];
}

export type FileReply = { id: number; ok: true } | { id: number; ok: false; failure: PlainFailure };

/** What the writer thread starts with: the count it shares with this thread, and the output's size limit. */
export interface FileThreadData {
  queued: Int32Array;
  budget: OutputBudget | undefined;
}

/** Jobs gathered before a message goes: one message per file would cost more than small files do. */
const BATCH = 8;
/** Kilobytes handed over and not yet written before `run` waits for the writer, and down to what it waits. */
const MAX_QUEUED_KB = 16_384;
const RESUME_AT_KB = 8_192;
/** How long `run` waits for a writer that writes nothing at all before it stops holding back. */
const STALL_MS = 10_000;

export class FileThread {
  private readonly worker: Worker;
  private batch: FileJob[] = [];
  private nextId = 1;
  private readonly unanswered = new Set<number>();
  private failure: Error | undefined;
  private waiting: Array<() => void> = [];

  /** Kilobytes handed over and not yet written (jobWeight): added to here, taken from by the writer thread. */
  private readonly queued = new Int32Array(new SharedArrayBuffer(4));

  constructor(budget?: OutputBudget) {
    this.worker = startEngineWorker('write/file-thread-worker', { workerData: { queued: this.queued, budget } satisfies FileThreadData });
    this.worker.on('message', (reply: FileReply) => {
      this.unanswered.delete(reply.id);
      if (!reply.ok) this.failure ??= fromPlainFailure(reply.failure);
      this.wake();
    });
    this.worker.on('error', (error) => {
      this.failure ??= error;
      this.unanswered.clear();
      this.wake();
    });
  }

  run(job: FileJob): void {
    this.batch.push(job);
    const weight = jobWeight(job);
    if (Atomics.add(this.queued, 0, weight) + weight >= MAX_QUEUED_KB) this.holdBack();
    else if (this.batch.length >= BATCH) this.send();
  }

  /** Resolves once every job sent is done; throws the first that failed. */
  async settled(): Promise<void> {
    this.send();
    while (this.unanswered.size > 0 && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** Every job sent is done (or none was sent). */
  get idle(): boolean {
    return this.batch.length === 0 && this.unanswered.size === 0;
  }

  /** Stops the thread, whatever it still had to do. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }

  /**
   * Waits, blocking this thread, until the writer is down to RESUME_AT_KB (the callers render
   * pages synchronously, so there is nothing else this thread could do meanwhile). A writer
   * that stopped altogether is not waited for: its failure shows in `settled`.
   */
  private holdBack(): void {
    this.send();
    for (let queued = Atomics.load(this.queued, 0); queued > RESUME_AT_KB; queued = Atomics.load(this.queued, 0)) {
      if (Atomics.wait(this.queued, 0, queued, STALL_MS) === 'timed-out' && Atomics.load(this.queued, 0) === queued) return;
    }
  }

  private send(): void {
    if (this.batch.length === 0) return;
    const id = this.nextId++;
    this.unanswered.add(id);
    const message: FileMessage = { id, jobs: this.batch };
    this.batch = [];
    this.worker.postMessage(message);
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
