// Transpiles the engine (cli/**/*.ts) to lib/ so that `garden-site` starts without a
// TypeScript toolchain. esbuild only strips types here; `npm run typecheck` checks them.
import { build } from 'esbuild';
import fg from 'fast-glob';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
export async function compileEngine() {
  const entryPoints = await fg(['cli/**/*.{ts,tsx}', '!cli/**/*.test.{ts,tsx}', '!cli/**/_*/**', '!cli/**/_*'], { cwd: root, absolute: true });
  rmSync(`${root}/lib`, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir: `${root}/lib`,
    outbase: `${root}/cli`,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileEngine();
}
