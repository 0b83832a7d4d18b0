// Compiles the engine (cli/**/*.ts) to lib/ so that `garden-site` starts without a TypeScript
// toolchain. esbuild only strips types here (`npm run typecheck` checks them) and bundles:
// the engine and its pure-JavaScript libraries become a few files with shared chunks, because
// Node spends longer finding and compiling the engine's many small modules (and the libraries'
// hundreds) than a small site takes to build, and that start is paid by the CLI and again by
// every render worker.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { fastClassFields } from './fast-class-fields.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Modules started or imported by path: the CLI and what it does before it loads the engine, the package's exports, the render and config workers, what a config imports, and the Docusaurus API a site's React code imports. */
const ENTRY_POINTS = ['main', 'startup', 'index', 'render/render-worker', 'write/file-thread-worker', 'write/search-terms', 'i18n/format-message', 'config/config-worker', 'init/docusaurus-probe', 'config/define-config', 'docusaurus/api'];

/**
 * Left as imports of node_modules: React (a site's templates must share the engine's copy),
 * shiki (loads its grammars and WebAssembly lazily, per language), esbuild (a native binary),
 * the serve/check-links libraries, which only those commands load, and TypeScript's parser, which
 * only a config with problems loads (to place them).
 */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'shiki', 'shiki/*', '@shikijs/*', 'esbuild', 'linkinator', 'chokidar', 'tsx', 'tsx/*', 'typescript'];

export async function compileEngine() {
  // Compile beside lib/ and swap, so a CLI process running meanwhile never sees half a lib/.
  const staging = `${root}/lib.staging-${process.pid}`;
  const previous = `${root}/lib.previous-${process.pid}`;
  await build({
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((name) => [name, `${root}/cli/${name}.ts`])),
    outdir: staging,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    // Bundled CommonJS libraries (gray-matter, js-yaml…) call require() for Node's own modules.
    banner: { js: "import { createRequire as __gardenCreateRequire } from 'node:module'; const require = __gardenCreateRequire(import.meta.url);" },
    plugins: [fastClassFields],
    logLevel: 'warning',
  });
  if (existsSync(`${root}/lib`)) renameSync(`${root}/lib`, previous);
  renameSync(staging, `${root}/lib`);
  rmSync(previous, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileEngine();
}
