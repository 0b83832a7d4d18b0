// Runs a bundled Docusaurus config (or sidebars file) in a worker thread first, so that init can
// stop one that never finishes (docusaurus-config.ts): a loop that never ends cannot be
// interrupted in init's own thread. Only whether it finishes is reported; its value is taken by
// running it again in init's thread, which may change folder and keeps the stand-ins it used.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { moduleValue } from '../config/module-value.js';
import { installRuntime } from './docusaurus-config.js';
import { StandIns } from './stand-ins.js';

export interface ProbeRequest {
  bundleFile: string;
  file: string;
  projectRoot: string;
}

/** `started`: the thread is up, the time limit runs from here; `settled`: its value came, or it threw; `exit`: it called process.exit, which ends only this thread. */
export type ProbeReply = 'started' | 'settled' | 'exit';

const port = parentPort;
if (!port) throw new Error('docusaurus-probe.ts runs in a worker thread');
const { bundleFile, file, projectRoot } = workerData as ProbeRequest;
const exitThread = process.exit.bind(process);
process.exit = ((code?: number | string | null) => {
  port.postMessage('exit' satisfies ProbeReply);
  return exitThread(Number(code ?? 0));
}) as typeof process.exit;

port.postMessage('started' satisfies ProbeReply);
installRuntime(file, projectRoot, new StandIns());
const settled = () => port.postMessage('settled' satisfies ProbeReply);
moduleValue(pathToFileURL(bundleFile).href).then(settled, settled);
