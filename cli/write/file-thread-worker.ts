// The writer thread (file-thread.ts): runs the file jobs it is sent, in order, and answers each
// message once its files are on disk, or with what failed.
import { parentPort, workerData } from 'node:worker_threads';
import { toPlainFailure } from '../render/transfer.js';
import { fileJobRunner, jobWeight } from './file-jobs.js';
import type { FileMessage, FileReply, FileThreadData } from './file-thread.js';

const port = parentPort;
if (!port) throw new Error('file-thread-worker.ts runs as a worker thread');
/** `queued`: kilobytes handed over and not yet written, shared with the thread that hands them over (file-thread.ts). */
const { queued, budget } = workerData as FileThreadData;
const run = fileJobRunner(budget);
port.on('message', ({ id, jobs }: FileMessage) => {
  let reply: FileReply;
  let written = 0;
  try {
    for (const job of jobs) {
      run(job);
      written++;
      taken(jobWeight(job));
    }
    reply = { id, ok: true };
  } catch (error) {
    taken(jobs.slice(written).reduce((sum, job) => sum + jobWeight(job), 0)); // the rest will not be written: the build fails with this
    reply = { id, ok: false, failure: toPlainFailure(error) };
  }
  port.postMessage(reply);
});

function taken(kilobytes: number): void {
  Atomics.sub(queued, 0, kilobytes);
  Atomics.notify(queued, 0);
}
