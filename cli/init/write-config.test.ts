import test from 'ava';
import { configSource } from './write-config.js';

test('configSource writes short objects on one line and long ones over several', (t) => {
  const source = configSource({ title: "Tom's beds", navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }, 'odd-key': 'a\nb', long: { first: 'x'.repeat(50), second: 'y'.repeat(50) } }, '');
  t.is(
    source,
    `import { defineConfig } from 'garden-site';

export default defineConfig({
  title: 'Tom\\'s beds',
  navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] },
  'odd-key': 'a\\nb',
  long: {
    first: '${'x'.repeat(50)}',
    second: '${'y'.repeat(50)}',
  },
});
`,
  );
});
