// The one outcome of a worker thread that runs a site's code under a time limit (the config's,
// config/evaluate.ts; a Docusaurus project's, init/docusaurus-config.ts): its answer, its
// error, its exit with no answer, or the limit. The first one wins, and the thread is stopped
// (with whatever the code left running in it).
import type { Worker } from 'node:worker_threads';

export interface WorkerOutcomes<R, T> {
  /** The thread's message that says the code starts: the limit is the code's own time, however long a busy machine took to start the thread. */
  isStart(reply: R): boolean;
  /** Each outcome gives the result, or throws what the wait rejects with. */
  answer(reply: R): T | Promise<T>;
  error(error: Error): T | Promise<T>;
  exit(): T | Promise<T>;
  timeout(limitMs: number): T | Promise<T>;
}

export function workerOutcome<R, T>(worker: Worker, limitMs: number, outcomes: WorkerOutcomes<R, T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => T | Promise<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(Promise.resolve().then(outcome));
    };
    worker.on('message', (reply: R) => {
      if (outcomes.isStart(reply)) timer = setTimeout(() => settle(() => outcomes.timeout(limitMs)), limitMs);
      else settle(() => outcomes.answer(reply));
    });
    worker.on('error', (error) => settle(() => outcomes.error(error)));
    worker.on('exit', () => settle(() => outcomes.exit()));
  });
}
