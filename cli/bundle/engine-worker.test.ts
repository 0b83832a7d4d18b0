import test from 'ava';
import { workerExecArgv } from './engine-worker.js';

test('a worker inherits the parent Node flags as they are, unless some are about how its own script was given', (t) => {
  // V8's own and Node's per-process flags make a worker refuse to start when given explicitly.
  t.is(workerExecArgv(['--max-old-space-size=4096', '--v8-pool-size=2', '--enable-source-maps']), undefined);
  t.deepEqual(workerExecArgv(['--input-type=module', '-e', 'await run()', '--import', 'tsx', '--max-old-space-size=4096']), ['--import', 'tsx', '--max-old-space-size=4096']);
  t.deepEqual(workerExecArgv(['--input-type', 'module', '--print', '1+1', '--enable-source-maps']), ['--enable-source-maps']);
});
