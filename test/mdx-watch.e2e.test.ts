// `serve --watch` on a site with partials and markdown components: editing either rebuilds the
// pages that use it.
import test from 'ava';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServe } from './_serve.js';
import { fixtureConfig, makeSite, MINIMAL_SITE, read } from './_site.js';

test('editing a partial, a component module or a file the component imports rebuilds the page that uses it', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("markdown: { components: { Badge: 'src/Badge.tsx' } },"),
    'src/Badge.tsx': "import { prefix } from './badge-words';\nexport default function Badge(props: { text: string }) {\n  return <span className=\"badge\">{prefix} {props.text}</span>;\n}\n",
    'src/badge-words.ts': "export const prefix = 'Fresh';\n",
    'content/docs/beds.md': "---\ntitle: Beds\n---\n\nimport Shared from './_shared.md';\n\n<Shared />\n\n<Badge text=\"new\" />\n",
    'content/docs/_shared.md': 'Shared text one.\n',
  });
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  t.regex(read(root, 'dist/docs/beds.html'), /<p>Shared text one\.<\/p>\n<span class="badge">Fresh new<\/span>/);

  const edit = async (file: string, text: string) => {
    const mark = server.output().length;
    await new Promise((resolve) => setTimeout(resolve, 20)); // mtimes must tell the write apart
    writeFileSync(path.join(root, file), text);
    await server.waitFor(/✔ built[^\n]*\n|✖ build failed/, mark);
  };
  await edit('content/docs/_shared.md', 'Shared text two.\n');
  t.regex(read(root, 'dist/docs/beds.html'), /<p>Shared text two\.<\/p>/);
  await edit('src/Badge.tsx', "import { prefix } from './badge-words';\nexport default function Badge(props: { text: string }) {\n  return <strong className=\"badge\">{prefix} {props.text}</strong>;\n}\n");
  t.regex(read(root, 'dist/docs/beds.html'), /<strong class="badge">Fresh new<\/strong>/);
  await edit('src/badge-words.ts', "export const prefix = 'Ripe';\n");
  t.regex(read(root, 'dist/docs/beds.html'), /<strong class="badge">Ripe new<\/strong>/);
});
