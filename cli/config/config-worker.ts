// Evaluates a site's bundled config in a thread of its own (see evaluate.ts), so that the
// loader can stop a config that never finishes, and can tell a config that ends the process
// or leaves a rejected promise unhandled from one that simply returns.
import { parentPort } from 'node:worker_threads';
import { moduleValue } from './module-value.js';

export type ConfigWorkerRequest = { moduleUrl: string };

export type ConfigWorkerReply =
  /** The thread is up and starts on the config: the time limit runs from here. */
  | { type: 'started' }
  | { type: 'config'; value: unknown }
  /** The value holds something a thread cannot pass on (a function in customFields, say). */
  | { type: 'not-cloneable' }
  | { type: 'failed'; message: string; stack: string | undefined; unhandled: boolean }
  | { type: 'exit'; code: number; stack: string | undefined };

// The config is bundled with an inline source map: stacks then name its own lines.
process.setSourceMapsEnabled(true);

const port = parentPort;
if (!port) throw new Error('config-worker.ts runs in a worker thread');
const send = (reply: ConfigWorkerReply) => port.postMessage(reply);

// A config that calls process.exit would end only this thread; it is reported instead, and
// told apart from a thread that ends because nothing is left to wait for.
const exitThread = process.exit.bind(process);
process.exit = ((code?: number | string | null) => {
  send({ type: 'exit', code: Number(code ?? process.exitCode ?? 0), stack: new Error('process.exit').stack });
  return exitThread(Number(code ?? 0));
}) as typeof process.exit;

process.on('unhandledRejection', (reason) => fail(reason, true));
process.on('uncaughtException', (error) => fail(error, true));

port.once('message', ({ moduleUrl }: ConfigWorkerRequest) => {
  void evaluate(moduleUrl);
});

async function evaluate(moduleUrl: string): Promise<void> {
  send({ type: 'started' });
  try {
    const value = await moduleValue(moduleUrl);
    // One turn of the event loop, so a promise the config rejected without handling is
    // reported (by the handler above) before its value is taken.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      send({ type: 'config', value });
    } catch {
      send({ type: 'not-cloneable' });
    }
  } catch (error) {
    fail(error, false);
  }
}

function fail(thrown: unknown, unhandled: boolean): void {
  const error = thrown instanceof Error ? thrown : undefined;
  send({ type: 'failed', message: error ? error.message : String(thrown), stack: error?.stack, unhandled });
}
