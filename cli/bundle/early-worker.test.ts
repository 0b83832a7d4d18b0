import test from 'ava';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { EarlyWorker } from './early-worker.js';

/** A thread that answers each message with its own thread id. */
const answering = (): Worker => new Worker("const { parentPort, threadId } = require('node:worker_threads'); parentPort.on('message', () => parentPort.postMessage(threadId));", { eval: true });

async function threadIdOf(worker: Worker): Promise<number> {
  worker.postMessage('who');
  const [id] = (await once(worker, 'message')) as [number];
  return id;
}

test('the thread started early is the one taken, once; after it, each take starts a thread of its own', async (t) => {
  const threads = new EarlyWorker(answering);
  const early = threads.startNow();
  const first = threads.take();
  const second = threads.take();
  t.is(first, early);
  t.not(second, early);
  t.not(await threadIdOf(first), await threadIdOf(second));
  await Promise.all([first.terminate(), second.terminate()]);
});

test('a thread that stopped before it was taken is replaced by one that runs', async (t) => {
  let started = 0;
  const threads = new EarlyWorker(() => (++started === 1 ? new Worker('process.exit(3)', { eval: true }) : answering()));
  const early = threads.startNow();
  // An early thread does not keep the process alive (a build keeps it busy meanwhile): without
  // a timer of its own, this test's process would have nothing left to wait for.
  const busy = setInterval(() => {}, 1000);
  await once(early, 'exit');
  clearInterval(busy);
  const taken = threads.take();
  t.not(taken, early);
  t.is(typeof (await threadIdOf(taken)), 'number');
  await taken.terminate();
});
