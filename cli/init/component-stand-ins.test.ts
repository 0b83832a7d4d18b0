import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { componentImports, standInModules } from './component-stand-ins.js';

test('every imported component gets a stand-in, but not the built-in theme components or partials', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'garden-stand-ins-'));
  const file = path.join(dir, 'page.mdx');
  writeFileSync(
    file,
    [
      "import Tabs from '@theme/Tabs';",
      "import Catalog from './_catalog.mdx';",
      "import ReactPlayer from 'react-player/youtube';",
      "import { Tweet, Card as GardenCard } from 'react-tweet'",
      "import Button, { helper } from '@site/src/components/Button';",
      '',
      'Text that mentions import X from "y" inline is not an import.',
    ].join('\n'),
  );
  const found = componentImports([{ sitePath: 'content/docs/page.mdx', absolutePath: file }]);
  t.deepEqual(
    found.map((component) => `${component.name} ${component.specifier}`),
    ['Button @site/src/components/Button', 'GardenCard react-tweet', 'ReactPlayer react-player/youtube', 'Tweet react-tweet'],
  );
  const { files, entries } = standInModules(found);
  t.is(entries.ReactPlayer, 'components/ReactPlayer.tsx');
  t.regex(files['components/ReactPlayer.tsx']!, /export default function ReactPlayer\(\{ children \}: \{ children\?: ReactNode \}\)/);
});
