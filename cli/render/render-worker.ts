// A render worker (see worker-pool.ts): prepares each stage from the setup that comes with its
// first batch, and runs every batch of that stage with it. A batch whose stage is still being
// prepared waits for it; batches of another stage run meanwhile.
import './react-env.js';
import { parentPort } from 'node:worker_threads';
import { prepareStage, type RunBatch, type Setup, type Stage } from './render-stages.js';
import { toPlainFailure } from './transfer.js';
import type { TaskMessage, TaskReply } from './worker-pool.js';

const prepared = new Map<Stage, Promise<RunBatch<Stage>>>();

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
port.on('message', (message: TaskMessage) => {
  // Taken at once, in the order messages come: a batch sent after a setup always finds it.
  if (message.setup !== undefined) {
    const preparing = prepareStage(message.stage, message.setup as Setup<Stage>) as Promise<RunBatch<Stage>>;
    preparing.catch(() => {}); // reported by the batches that wait for it
    prepared.set(message.stage, preparing);
  }
  const batch = prepared.get(message.stage);
  void reply(message, batch);
});

async function reply(message: TaskMessage, batch: Promise<RunBatch<Stage>> | undefined): Promise<void> {
  let answer: TaskReply;
  try {
    if (!batch) throw new Error(`a ${message.stage} batch came before its setup`);
    const run = await batch;
    answer = { id: message.id, ok: true, results: run(message.items as never[]) };
  } catch (error) {
    answer = { id: message.id, ok: false, failure: toPlainFailure(error) };
  }
  (port as NonNullable<typeof port>).postMessage(answer);
}
