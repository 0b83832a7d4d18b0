// One cold build for bench/stages.ts, in plain JavaScript so that nothing but Node loads before
// the engine: the launcher's part (lib/startup.js), then the compiled engine, then the build
// through the API. Prints each stage as JSON: when it began, in ms from the process's start, how
// long it took, and the CPU the whole process spent in it (every thread).
//
//   node bench/stages-child.mjs <site root> <output folder>
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [siteRoot, outDir] = process.argv.slice(2);
const lib = (file) => pathToFileURL(path.join(fileURLToPath(new URL('..', import.meta.url)), 'lib', file)).href;
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const stages = [];
let current = { name: 'starting and loading the engine', at: 0, cpuMs: 0 };
const begin = (name) => {
  const at = performance.now();
  const cpuMs = cpu();
  stages.push({ name: current.name, at: current.at, ms: at - current.at, cpuMs: cpuMs - current.cpuMs });
  current = { name, at, cpuMs };
};

const { beforeEngine } = await import(lib('startup.js'));
beforeEngine([process.execPath, 'garden-site', 'build', '--root', siteRoot]);
const { runBuild } = await import(lib('index.js'));
await runBuild({ siteRoot, outDir, onProgress: begin });
begin('');
console.log(JSON.stringify(stages));
