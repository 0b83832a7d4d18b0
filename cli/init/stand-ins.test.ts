import test from 'ava';
import { importedNames } from './docusaurus-config.js';
import { MigrationReport } from './migration-report.js';
import { mapPrism } from './prism.js';
import { describeOrigin, StandIns } from './stand-ins.js';

test('a stand-in runs on as configs use packages, and remembers what it stood for', (t) => {
  const standIns = new StandIns();
  const yaml = standIns.module('js-yaml', '/site/docusaurus.config.js') as { load(text: string): { versions: string[]; title: string } };
  const loaded = yaml.load('title: x');
  t.is(`${loaded.title}`, '', 'in a string it is nothing');
  t.deepEqual([...loaded.versions], [], 'iterated, it is empty');
  t.deepEqual(standIns.origin(loaded.title), { specifier: 'js-yaml', path: ['load', '()', 'title'], standIn: true });
  t.is(describeOrigin(standIns.origin(loaded.title)!), 'js-yaml.load().title');
  t.deepEqual([...standIns.missing.keys()], ['js-yaml']);
});

test('the names a file takes from a package: named imports, and the members of a namespace import it reads', (t) => {
  const source = "import * as yaml from 'js-yaml';\nimport {themes as prismThemes, type Theme} from 'prism-react-renderer';\nconst data = yaml.load(text); yaml . dump(data); notyaml.other();";
  t.deepEqual(importedNames(source, 'js-yaml'), ['dump', 'load']);
  t.deepEqual(importedNames(source, 'prism-react-renderer'), ['Theme', 'themes']);
});

test('prism themes map to the nearest shiki themes by the name they were read under; unknown languages are reported', (t) => {
  const standIns = new StandIns();
  const prism = standIns.module('prism-react-renderer', 'config.js') as { themes: Record<string, unknown> };
  const report = new MigrationReport();
  const mapped = mapPrism({ theme: prism.themes.vsLight, darkTheme: { plain: { backgroundColor: '#1e1e2e' }, styles: [] }, additionalLanguages: ['docker', 'apacheconf', 'brainfudge'] }, standIns, report);
  t.deepEqual(mapped, { languages: ['docker', 'apache'], themes: { light: 'light-plus', dark: 'github-dark' } });
  t.deepEqual(report.lines.map((line) => line.what), ['prism language brainfudge', 'prism darkTheme']);
});
