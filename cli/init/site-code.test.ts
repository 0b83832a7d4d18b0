import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { planSourceFolders, rewriteMovedImports } from './site-code.js';
import { SitePlan } from './site-plan.js';

test('imports whose target moved apart from the file are rewritten to @site/ paths; the rest, and code fences, are left', async (t) => {
  const project = mkdtempSync(path.join(tmpdir(), 'garden-site-code-'));
  writeFiles(project, {
    'src/components/Badge/index.js': 'export default function Badge() { return null; }\n',
    'src/components/Badge/badge.module.css': '.badge {}\n',
    'src/pages/index.js': "import Badge from '../components/Badge';\nimport styles from './index.module.css';\nconst icon = require('../../static/img/leaf.svg').default;\n",
    'src/pages/index.module.css': '.hero {}\n',
    'static/img/leaf.svg': '<svg/>\n',
    'docs/guide.mdx': "import Badge from '../src/components/Badge';\n\n```js\nimport Badge from '../src/components/Badge';\n```\n",
  });
  const plan = new SitePlan();
  await planSourceFolders(project, plan);
  await plan.copyFolder(path.join(project, 'docs'), 'content/docs');
  await plan.copyFolder(path.join(project, 'static'), 'content/static');
  rewriteMovedImports(plan);
  t.deepEqual(plan.paths(), ['content/docs/guide.mdx', 'content/pages/index.js', 'content/pages/index.module.css', 'content/static/img/leaf.svg', 'src/components/Badge/badge.module.css', 'src/components/Badge/index.js']);
  t.is(plan.read('content/pages/index.js'), "import Badge from '@site/src/components/Badge/index.js';\nimport styles from './index.module.css';\nconst icon = require('@site/content/static/img/leaf.svg').default;\n");
  t.is(plan.read('content/docs/guide.mdx'), "import Badge from '@site/src/components/Badge/index.js';\n\n```js\nimport Badge from '../src/components/Badge';\n```\n");
  t.is(plan.read('src/components/Badge/index.js'), 'export default function Badge() { return null; }\n');
});
