#!/usr/bin/env node
// Launcher: runs the engine compiled to lib/ by `npm install` (the `prepare` script).
// In a checkout where lib/ is missing (a fresh clone before install, say), compile once first.
import { existsSync } from 'node:fs';

// Tests set GARDEN_SITE_FROM_SOURCE (with tsx's loader) to run the TypeScript sources directly,
// so an edit is tested without recompiling lib/.
const fromSource = process.env.GARDEN_SITE_FROM_SOURCE === '1';
const engine = (name) => new URL(fromSource ? `../cli/${name}.ts` : `../lib/${name}.js`, import.meta.url);
const [main, startup] = [engine('main'), engine('startup')];
if (!fromSource && ![main, startup].every((file) => existsSync(file))) {
  const { compileEngine } = await import('../scripts/compile.mjs');
  await compileEngine();
}
const { beforeEngine } = await import(startup.href);
beforeEngine(process.argv);
const { run } = await import(main.href);
process.exitCode = await run(process.argv);
