import test from 'ava';
import { workerExecArgv } from './engine-worker.js';

test('a worker keeps the parent Node flags except those about how its own script was given', (t) => {
  t.deepEqual(workerExecArgv(['--input-type=module', '-e', 'await run()', '--import', 'tsx', '--max-old-space-size=4096']), ['--import', 'tsx', '--max-old-space-size=4096']);
  t.deepEqual(workerExecArgv(['--input-type', 'module', '--print', '1+1', '--enable-source-maps']), ['--enable-source-maps']);
});
