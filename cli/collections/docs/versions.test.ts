import test from 'ava';
import { docVersions, versionNameProblem, type VersionOptions } from './versions.js';

const SECTION: VersionOptions = { id: 'default', path: 'content/docs', sidebarPath: 'content/docs/sidebars.ts', routeBasePath: 'docs', includeCurrentVersion: true, versions: {} };
const RELEASED = ['3.0', '2.0', '1.0'];

const summary = (options: Partial<VersionOptions>, released = RELEASED) => {
  const { versions, problems } = docVersions({ ...SECTION, ...options }, released);
  return { versions: versions.map((version) => `${version.name} /${version.routeBasePath} ${version.banner ?? '-'}${version.isLast ? ' last' : ''}`), problems: problems.map((problem) => `${problem.key.join('.')}: ${problem.message}`) };
};

test('the newest release is served at the section route, the docs folder at next, older releases under their names', (t) => {
  t.deepEqual(summary({}), { versions: ['current /docs/next unreleased', '3.0 /docs - last', '2.0 /docs/2.0 unmaintained', '1.0 /docs/1.0 unmaintained'], problems: [] });
  const [current, last, older] = docVersions(SECTION, RELEASED).versions;
  t.like(current, { label: 'Next', path: 'content/docs', sidebarPath: 'content/docs/sidebars.ts', badge: true });
  t.like(last, { label: '3.0', path: 'versioned_docs/version-3.0', sidebarPath: 'versioned_sidebars/version-3.0-sidebars.json' });
  t.like(older, { label: '2.0', noIndex: false });
});

test('without versions.json there is one version, the docs folder, with no banner and no badge', (t) => {
  t.deepEqual(summary({}, []), { versions: ['current /docs - last'], problems: [] });
  t.false(docVersions(SECTION, []).versions[0]!.badge);
});

test('lastVersion, onlyIncludeVersions, includeCurrentVersion and per-version options, as Docusaurus names them', (t) => {
  t.deepEqual(summary({ lastVersion: 'current' }).versions, ['current /docs - last', '3.0 /docs/3.0 unmaintained', '2.0 /docs/2.0 unmaintained', '1.0 /docs/1.0 unmaintained']);
  t.deepEqual(summary({ lastVersion: '2.0' }).versions, ['current /docs/next unreleased', '3.0 /docs/3.0 unreleased', '2.0 /docs - last', '1.0 /docs/1.0 unmaintained']);
  t.deepEqual(summary({ onlyIncludeVersions: ['current', '3.0'] }).versions, ['current /docs/next unreleased', '3.0 /docs - last']);
  t.deepEqual(summary({ includeCurrentVersion: false }).versions, ['3.0 /docs - last', '2.0 /docs/2.0 unmaintained', '1.0 /docs/1.0 unmaintained']);
  t.deepEqual(summary({ versions: { current: { path: 'edge', banner: 'none' }, '1.0': { path: '/legacy/', banner: 'unreleased' } } }).versions, ['current /docs/edge -', '3.0 /docs - last', '2.0 /docs/2.0 unmaintained', '1.0 /docs/legacy unreleased']);
  t.deepEqual(summary({ id: 'community', routeBasePath: '' }).versions, ['current /next unreleased', '3.0 / - last', '2.0 /2.0 unmaintained', '1.0 /1.0 unmaintained']);
  t.is(docVersions({ ...SECTION, id: 'community' }, RELEASED).versions[1]!.path, 'community_versioned_docs/version-3.0', 'another section prefixes its id');
});

test('options naming a version that does not exist are problems at their key, and set aside', (t) => {
  t.deepEqual(summary({ lastVersion: '4.0', onlyIncludeVersions: ['3.0', '0.9'], versions: { '5.0': { label: 'Five' } } }).problems, ['versions.5.0: unknown version \'5.0\'', "lastVersion: unknown version '4.0'", "onlyIncludeVersions.1: unknown version '0.9'"]);
  t.deepEqual(summary({ onlyIncludeVersions: ['2.0'] }), { versions: ['current /docs/next unreleased', '3.0 /docs - last', '2.0 /docs/2.0 unmaintained', '1.0 /docs/1.0 unmaintained'], problems: ["onlyIncludeVersions: leaves out the last version '3.0'"] });
  t.deepEqual(summary({ includeCurrentVersion: false }, []), { versions: ['current /docs - last'], problems: ['includeCurrentVersion: no version left to build'] });
});

test('a version name is a folder name and a URL segment: no separators, dots first, spaces or current', (t) => {
  for (const good of ['2.0', 'v1.1-beta', '1.0.0+build', '2_x']) t.is(versionNameProblem(good), undefined, good);
  for (const bad of ['', '..', '../up', 'a/b', 'a\\b', 'with space', '.hidden', 'current', 'ünï']) t.not(versionNameProblem(bad), undefined, bad);
});
