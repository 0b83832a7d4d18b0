// Output files written by a thread of their own. Creating a file is kernel work, and on a
// small site it is most of what the main thread does once a page is rendered: handed to the
// writer thread, it runs on another core while this one renders the next page. Jobs are sent
// in small batches, in order; `settled` waits until every one is done.
import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../bundle/engine-worker.js';
import { fromPlainFailure, type PlainFailure } from '../render/transfer.js';
import type { FileJob } from './file-jobs.js';

export interface FileMessage {
  id: number;
  jobs: FileJob[];
}

export type FileReply = { id: number; ok: true } | { id: number; ok: false; failure: PlainFailure };

/** Jobs gathered before a message goes: one message per file would cost more than small files do. */
const BATCH = 8;

export class FileThread {
  private readonly worker: Worker;
  private batch: FileJob[] = [];
  private nextId = 1;
  private readonly unanswered = new Set<number>();
  private failure: Error | undefined;
  private waiting: Array<() => void> = [];

  constructor() {
    this.worker = startEngineWorker('write/file-thread-worker');
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
    if (this.batch.length >= BATCH) this.send();
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
