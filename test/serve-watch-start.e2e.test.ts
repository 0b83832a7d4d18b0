// `serve --watch` and a save made while its first build runs: the build has already read the
// page, and the watcher is not yet started, so only a comparison of the sources with what that
// build read can notice it. A markdown component holds the first build (after the pages were
// read) until the test has saved its edit.
import test from 'ava';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from './_http-get.js';
import { startServe } from './_serve.js';
import { fixtureConfig, makeSite, MINIMAL_SITE } from './_site.js';

/** Renders nothing; on its first render it says so in `reached`, then waits for `go` to appear. */
const HOLD_COMPONENT = `import { existsSync, writeFileSync } from 'node:fs';
const pause = new Int32Array(new SharedArrayBuffer(4));
export default function Hold(props: { dir: string }) {
  if (!existsSync(props.dir + '/go')) {
    writeFileSync(props.dir + '/reached', '');
    for (let waited = 0; waited < 60_000 && !existsSync(props.dir + '/go'); waited += 20) Atomics.wait(pause, 0, 0, 20);
  }
  return null;
}
`;

test('a page saved while the first build runs is rebuilt and served once that build ends', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("markdown: { components: { Hold: 'src/Hold.tsx' } },"),
    'src/Hold.tsx': HOLD_COMPONENT,
  });
  writeFileSync(path.join(root, 'content/docs/held.md'), `---\ntitle: Held\n---\n\n<Hold dir=${JSON.stringify(root)} />\n\nFirst words.\n`);
  const serving = startServe(['--watch', '--port', '0'], root);
  t.teardown(async () => (await serving).stop());
  // The first build has read every page and is rendering: the save lands after its read.
  while (!existsSync(path.join(root, 'reached'))) await new Promise((resolve) => setTimeout(resolve, 20));
  appendFileSync(path.join(root, 'content/pages/about.md'), '\nSaved while building.\n');
  writeFileSync(path.join(root, 'go'), '');
  const server = await serving;
  await server.waitFor(/rebuilding: content\/pages\/about\.md[\s\S]*✔ built/);
  t.regex((await get(server.port, '/about')).body.toString('utf8'), /Saved while building\./);
});
