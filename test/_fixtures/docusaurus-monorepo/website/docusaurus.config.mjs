// @ts-check
// The website of a monorepo: an ES module config that reads the repository's shared settings
// (a YAML file one folder up) with js-yaml, imports a JSON file and a helper of its own, and
// keeps its docs beside the code in ../docs, choosing which files are docs with `include`.
import path from 'path';
import * as fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as yaml from 'js-yaml';
import {themes as prismThemes} from 'prism-react-renderer';
import releases from './releases.json';
import {sidebarsFile} from './config/paths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = yaml.load(fs.readFileSync(path.join(here, '..', 'site.yml'), 'utf8'));
const baseUrl = process.env.SEED_MAP_BASE_URL ?? '/';

export default async function createConfig() {
  return {
    title: shared.title,
    tagline: shared.tagline,
    url: 'https://seedmap.example',
    baseUrl,
    favicon: 'img/favicon.svg',
    onBrokenLinks: 'throw',
    presets: [
      [
        'classic',
        {
          docs: {
            path: '../docs',
            include: ['**/*.md'],
            exclude: ['drafts/**'],
            routeBasePath: 'guide',
            sidebarPath: sidebarsFile,
            sidebarCollapsible: false,
            editUrl: `${shared.repository}/edit/main/`,
          },
          blog: false,
        },
      ],
    ],
    customFields: {latestRelease: releases[0].name},
    themeConfig: {
      navbar: {title: 'Seed Map', items: [{to: '/guide/', label: 'Guide'}]},
      prism: {theme: prismThemes.oneLight, darkTheme: prismThemes.oneDark},
    },
  };
}
