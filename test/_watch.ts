// `serve --watch` in end-to-end tests: a served fixture site, a change and the build it starts,
// and the served folder compared with a full build of the same sources (which the incremental
// output must equal byte for byte).
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { startServe, type ServeProcess } from './_serve.js';
import { MINIMAL_SITE, makeSite, runCli } from './_site.js';

/** Every file of a folder: its bytes and modification time. */
export function snapshot(dir: string): Map<string, { bytes: Buffer; mtime: number }> {
  const files = fg.sync('**/*', { cwd: dir, dot: true });
  return new Map(files.map((file) => [file, { bytes: readFileSync(path.join(dir, file)), mtime: statSync(path.join(dir, file)).mtimeMs }]));
}

/** Builds the same sources from scratch (with `args`, say `--locale fr`) and lists the files whose bytes differ from the served folder. */
export async function differencesFromFullBuild(root: string, args: string[] = []): Promise<string[]> {
  const out = mkdtempSync(path.join(tmpdir(), 'garden-full-'));
  const built = await runCli(['build', '--out', out, ...args], root);
  if (built.code !== 0) throw new Error(built.stderr);
  const [served, full] = [snapshot(path.join(root, 'dist')), snapshot(out)];
  const names = new Set([...served.keys(), ...full.keys()]);
  return [...names].filter((name) => !served.get(name)?.bytes.equals(full.get(name)?.bytes ?? Buffer.alloc(0)) || !full.has(name) || !served.has(name)).sort();
}

/** A fixture site served with `--watch`, stopped when the test ends. */
export async function watched(t: { teardown: (fn: () => Promise<void>) => void }, files: Record<string, string> = MINIMAL_SITE): Promise<{ root: string; server: ServeProcess }> {
  const root = makeSite(files);
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  return { root, server };
}

/** Makes a change, waits for its build to succeed, and returns the line that reported it. */
export async function change(server: ServeProcess, edit: () => void): Promise<string> {
  const mark = server.output().length;
  // mtimes must be able to tell a rewrite from an untouched file.
  await new Promise((resolve) => setTimeout(resolve, 20));
  edit();
  await server.waitFor(/✔ built[^\n]*\n|✖ build failed/, mark);
  const line = /✔ built[^\n]*/.exec(server.output().slice(mark));
  if (!line) throw new Error(`the build failed:\n${server.output().slice(mark)}`);
  return line[0];
}
