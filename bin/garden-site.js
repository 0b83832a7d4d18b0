#!/usr/bin/env node
// Launcher: runs the engine compiled to lib/ by `npm install` (the `prepare` script).
// In a checkout where lib/ is missing (a fresh clone before install, say), compile once first.
import { existsSync } from 'node:fs';

const main = new URL('../lib/main.js', import.meta.url);
if (!existsSync(main)) {
  const { compileEngine } = await import('../scripts/compile.mjs');
  await compileEngine();
}
const { run } = await import(main.href);
process.exitCode = await run(process.argv);
