// The writer thread (file-thread.ts): runs the file jobs it is sent, in order, and answers each
// message once its files are on disk, or with what failed.
import { parentPort } from 'node:worker_threads';
import { toPlainFailure } from '../render/transfer.js';
import { fileJobRunner } from './file-jobs.js';
import type { FileMessage, FileReply } from './file-thread.js';

const port = parentPort;
if (!port) throw new Error('file-thread-worker.ts runs as a worker thread');
const run = fileJobRunner();
port.on('message', ({ id, jobs }: FileMessage) => {
  let reply: FileReply;
  try {
    for (const job of jobs) run(job);
    reply = { id, ok: true };
  } catch (error) {
    reply = { id, ok: false, failure: toPlainFailure(error) };
  }
  port.postMessage(reply);
});
