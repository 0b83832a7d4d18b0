import test from 'ava';
import { mapClientRedirects } from './client-redirects.js';
import { MigrationReport } from './migration-report.js';

const routes = ['/docs/intro', '/docs/bins/worm-bin', '/about'];

test('createRedirects is called with each address (baseUrl and all) and carries the addresses it gives', (t) => {
  const report = new MigrationReport();
  const seen: string[] = [];
  const redirects = mapClientRedirects(
    {
      redirects: [{ from: '/old-about', to: '/about' }, { from: 'no-slash', to: '/about' }],
      createRedirects: (path: string) => {
        seen.push(path);
        return path.includes('/bins/') ? [path.replace('/bins/', '/containers/'), path] : undefined;
      },
      fromExtensions: ['html'],
    },
    routes,
    process.cwd(),
    '/handbook/',
    report,
  );
  t.deepEqual(seen, ['/handbook/docs/intro', '/handbook/docs/bins/worm-bin', '/handbook/about']);
  t.deepEqual(redirects, [{ from: '/old-about', to: '/about' }, { from: '/docs/containers/worm-bin', to: '/docs/bins/worm-bin' }]);
  t.deepEqual(report.lines.map((line) => line.what), ['@docusaurus/plugin-client-redirects redirects[1]', '@docusaurus/plugin-client-redirects fromExtensions']);
});

test('a createRedirects that does more than map addresses is reported and carries nothing', (t) => {
  const report = new MigrationReport();
  const redirects = mapClientRedirects({ createRedirects: () => ({ from: '/x' }) }, routes, process.cwd(), '/', report);
  t.deepEqual(redirects, []);
  t.regex(report.lines[0]!.todo, /^for \/docs\/intro it gave \{"from":"\/x"\}, not paths starting with \//);
});
