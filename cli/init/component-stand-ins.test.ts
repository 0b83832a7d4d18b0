import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { componentsNeedingStandIns, standInModules } from './component-stand-ins.js';

test("stand-ins only for what cannot render: packages the new site lacks and modules that need them; not garden-site's own, partials, modules that build, or imports in code", async (t) => {
  const project = mkdtempSync(path.join(tmpdir(), 'garden-stand-ins-'));
  writeFiles(project, {
    'src/components/Button.js': "import clsx from 'clsx';\nexport default function Button({ children }) { return <a className={clsx('button')}>{children}</a>; }\n",
    'src/components/Player.js': "import ReactPlayer from 'react-player';\nexport default function Player(props) { return <ReactPlayer {...props} />; }\n",
    'docs/page.mdx': [
      "import Tabs from '@theme/Tabs';",
      "import TOCInline from '@theme/TOCInline';",
      "import Catalog from './_catalog.mdx';",
      "import ReactPlayer from 'react-player/youtube';",
      "import { Tweet, Card as GardenCard } from 'react-tweet'",
      "import Button, { helper } from '@site/src/components/Button';",
      "import Player from '../src/components/Player';",
      "import Gone from '@site/src/components/Gone';",
      '',
      '```jsx',
      "import Fenced from 'some-package';",
      '```',
    ].join('\n'),
  });
  const found = await componentsNeedingStandIns([{ sitePath: 'content/docs/page.mdx', absolutePath: path.join(project, 'docs/page.mdx') }], project, { baseUrl: '/', staticDir: 'static' });
  t.deepEqual(
    found.map((component) => `${component.name} ${component.specifier}: ${component.reason}`),
    [
      'GardenCard react-tweet: the package is not installed in the new site',
      'Gone @site/src/components/Gone: there is no such file in the project',
      'Player ../src/components/Player: it needs react-player, which the new site does not have',
      'ReactPlayer react-player/youtube: the package is not installed in the new site',
      'Tweet react-tweet: the package is not installed in the new site',
    ],
  );
  const { files, entries } = standInModules(found);
  t.is(entries.ReactPlayer, 'components/ReactPlayer.tsx');
  t.regex(files['components/ReactPlayer.tsx']!, /export const gardenSiteStandIn = "react-player\/youtube";\n\nexport default function ReactPlayer\(\{ children \}: \{ children\?: ReactNode \}\)/);
});
