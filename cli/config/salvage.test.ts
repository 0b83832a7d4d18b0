import test from 'ava';
import { validate } from '../diagnostics/zod-issues.js';
import { salvageConfig } from './salvage.js';
import { SiteConfigSchema } from './schema.js';

function salvage(exported: unknown) {
  const result = validate(SiteConfigSchema, exported);
  if (result.ok) throw new Error('expected the config to be invalid');
  return salvageConfig(SiteConfigSchema, exported, result.issues);
}

const VALID = { title: 'Geo', url: 'https://geo.example.org' };

test('a wrong value takes its default, and the rest of the config is kept', (t) => {
  const config = salvage({ ...VALID, trailingSlash: 'no', onBrokenLinks: 'explode', docs: { path: 'guides', showLastUpdateTime: 'yes' } });
  t.is(config?.trailingSlash, false);
  t.is(config?.onBrokenLinks, 'throw');
  t.is(config?.docs.path, 'guides');
  t.is(config?.docs.showLastUpdateTime, true);
  t.is(config?.docs.sidebarPath, 'guides/sidebars.ts');
});

test('a list item missing a required field is dropped, the others kept in order', (t) => {
  const exported = { ...VALID, navbar: { items: [{ label: 'Docs', to: '/docs' }, { to: '/news' }, { label: 'About', to: 'about' }, { label: 'Help', to: '/help' }] } };
  const config = salvage(exported);
  t.deepEqual(config?.navbar.items.map((item) => ('label' in item ? item.label : item.type)), ['Docs', 'Help']);
  t.is(exported.navbar.items.length, 4, 'the exported value itself is left alone');
});

test('an unknown key is dropped', (t) => {
  t.is(salvage({ ...VALID, taglin: 'Grow' })?.title, 'Geo');
});

test('a config missing a field with no default cannot be salvaged', (t) => {
  t.is(salvage({ title: 'Geo', trailingSlash: 'no' }), undefined);
  t.is(salvage('not an object'), undefined);
});
