import test from 'ava';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTypeScriptModules } from './import-module.js';

test('a module imported again sees an edit of any file it imports, and is the same module while none changed', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-import-'));
  const entry = path.join(root, 'sidebars.ts');
  const part = path.join(root, 'beds.ts');
  writeFileSync(entry, "import { beds } from './beds';\nexport default { docs: beds };\n");
  writeFileSync(part, "export const beds = ['north'];\n");
  // Written before the first import starts: a file changed while it is bundled is never trusted again.
  const past = new Date(Date.now() - 10_000);
  for (const file of [entry, part]) utimesSync(file, past, past);
  const load = async () => (await importTypeScriptModules<{ default: { docs: string[] } }>([entry], root)).modules[0]!.default;

  const first = await load();
  t.deepEqual(first.docs, ['north']);
  t.is(await load(), first, 'nothing changed: the same module');
  writeFileSync(part, "export const beds = ['north', 'south'];\n");
  t.deepEqual((await load()).docs, ['north', 'south'], 'the imported file was edited');
});
