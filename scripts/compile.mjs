// Transpiles the engine (cli/**/*.ts) to lib/ so that `garden-site` starts without a
// TypeScript toolchain. esbuild only strips types here; `npm run typecheck` checks them.
import { build } from 'esbuild';
import fg from 'fast-glob';
import { fileURLToPath } from 'node:url';
import { existsSync, renameSync, rmSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
export async function compileEngine() {
  const entryPoints = await fg(['cli/**/*.{ts,tsx}', '!cli/**/*.test.{ts,tsx}', '!cli/**/_*/**', '!cli/**/_*'], { cwd: root, absolute: true });
  // Compile beside lib/ and swap, so a CLI process running meanwhile never sees half a lib/.
  const staging = `${root}/lib.staging-${process.pid}`;
  const previous = `${root}/lib.previous-${process.pid}`;
  await build({
    entryPoints,
    outdir: staging,
    outbase: `${root}/cli`,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  if (existsSync(`${root}/lib`)) renameSync(`${root}/lib`, previous);
  renameSync(staging, `${root}/lib`);
  rmSync(previous, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileEngine();
}
