// Preloaded into every benchmarked process (node --require): when the process exits, writes
// its CPU time and peak memory to the file named by GARDEN_BENCH_PROBE. Worker threads are
// part of the process, so their CPU and memory are counted; helper processes (esbuild) are not.
const { writeFileSync } = require('node:fs');

const target = process.env.GARDEN_BENCH_PROBE;
if (target) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(target, JSON.stringify({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssMb: usage.maxRSS / 1024 }));
  });
}
