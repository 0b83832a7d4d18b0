// The CLI raises V8's tier-up budget under Node 20 (cli/v8-tiering.ts). V8 flags are internals:
// a V8 that renamed the flag or changed its default would ignore it or print an error on every
// build, so this reads the running V8's own list of flags.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { tieringFlags, V8_11_INTERRUPT_BUDGET } from './v8-tiering.js';

const knownFlags = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });

test("the tier-up flag the CLI sets is one this Node's V8 knows, at eight times the default it lists", (t) => {
  const flags = tieringFlags(process.versions.v8);
  for (const flag of flags) {
    const [name, value] = flag.split('=');
    const listed = new RegExp(`default: ${name}=(\\d+)`).exec(knownFlags);
    t.truthy(listed, `${name} is not a flag of V8 ${process.versions.v8}`);
    t.is(Number(listed?.[1]), V8_11_INTERRUPT_BUDGET, `V8 ${process.versions.v8} changed the default of ${name}`);
    t.is(Number(value), 8 * V8_11_INTERRUPT_BUDGET);
  }
  // Node 20 (V8 11) is the version it is set for; later ones get none.
  t.is(flags.length, process.versions.v8.startsWith('11.') ? 1 : 0);
  t.deepEqual(tieringFlags('12.4.254.21-node.33'), []);
});
