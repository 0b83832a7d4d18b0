import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { createElement, type ComponentType } from 'react';
import { componentSetup, loadComponents } from './components.js';
import { renderStatic } from './react-runtime.js';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-components-'));
  writeFiles(root, files);
  return root;
}

const load = (root: string, components: Record<string, string>) => loadComponents(componentSetup(root, components) ?? { siteRoot: root, modules: [], imports: [], site: { baseUrl: '/', staticDir: 'content/static' }, digest: '' });

test("a module's export of the component's name is used, else its default export", async (t) => {
  const root = site({ 'src/kit.tsx': 'export function Tag() { return <b>named</b>; }\nexport default function Other() { return <i>default</i>; }\n' });
  const renderer = await load(root, { Tag: 'src/kit.tsx', Plain: 'src/kit.tsx' });
  t.is(renderStatic(createElement(renderer.component('Tag') as ComponentType)), '<b>named</b>');
  t.is(renderStatic(createElement(renderer.component('Plain') as ComponentType)), '<i>default</i>');
  t.false(renderer.has('Missing'));
});

test('a missing module, a module without the component and a syntax error are config errors with hints', async (t) => {
  const root = site({ 'src/none.tsx': 'export const x = 1;\n', 'src/broken.tsx': 'export default function Broken( {\n' });
  const missing = await t.throwsAsync(load(root, { Badge: 'src/Nope.tsx' }), { instanceOf: GardenError });
  t.deepEqual([missing?.location, missing?.message, (missing as GardenError).hint], ['site.config.ts', 'markdown.components.Badge: no module at src/Nope.tsx', 'Give the path of a .tsx or .jsx file from the site root, like src/components/Button.tsx.']);
  const none = await t.throwsAsync(load(root, { Badge: 'src/none.tsx' }), { instanceOf: GardenError });
  t.deepEqual([none?.message, (none as GardenError).hint], ['markdown.components.Badge: src/none.tsx exports no component Badge and no default export', 'export default function Badge(props) { … } from src/none.tsx, or export it by the name Badge.']);
  const broken = await t.throwsAsync(load(root, { Broken: 'src/broken.tsx' }), { instanceOf: GardenErrors });
  t.deepEqual((broken as GardenErrors).errors.map((error) => [error.location, error.hint]), [['src/broken.tsx:2', 'fix the component module, then build again']]);
});

test('the digest changes with a module\'s source', (t) => {
  const root = site({ 'src/a.tsx': 'export default () => <b />;\n' });
  const before = componentSetup(root, { A: 'src/a.tsx' })?.digest;
  writeFiles(root, { 'src/a.tsx': 'export default () => <i />;\n' });
  t.not(componentSetup(root, { A: 'src/a.tsx' })?.digest, before);
  t.is(componentSetup(root, {}), undefined);
});

test('the digest changes with a file of the site the module imports, and not with a package it imports', (t) => {
  const root = site({ 'src/a.tsx': "import { label } from './words/label';\nimport { useId } from 'react';\nexport default () => <b>{label}</b>;\n", 'src/words/label.ts': "export const label = 'Beds';\n" });
  const before = componentSetup(root, { A: 'src/a.tsx' })?.digest;
  t.is(componentSetup(root, { A: 'src/a.tsx' })?.digest, before);
  writeFiles(root, { 'src/words/label.ts': "export const label = 'Rows';\n" });
  t.not(componentSetup(root, { A: 'src/a.tsx' })?.digest, before);
});
