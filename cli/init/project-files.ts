// The files that make a site folder a project of its own, whichever way `init` made it:
// package.json (garden-site as a dev dependency, the usual scripts), .gitignore, a tsconfig.json
// that gives editors the types of site.config.ts and the theme, and a GitHub workflow that
// builds, checks the links and publishes to GitHub Pages, keeping .garden-cache/ between runs.
import path from 'node:path';
import { VERSION } from '../version.js';

export const SITE_GITIGNORE = 'dist/\n.garden-cache/\nnode_modules/\n';

/** Types the theme's React templates need in an editor; the version this garden-site is built with. */
const REACT_TYPES = '^19.0.0';

export function projectFiles(siteRoot: string): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(sitePackage(siteRoot), null, 2)}\n`,
    '.gitignore': SITE_GITIGNORE,
    'tsconfig.json': `${JSON.stringify(SITE_TSCONFIG, null, 2)}\n`,
    '.github/workflows/site.yml': SITE_WORKFLOW,
  };
}

function sitePackage(siteRoot: string): object {
  return {
    name: packageName(path.basename(siteRoot)),
    private: true,
    type: 'module',
    scripts: {
      start: 'garden-site serve --watch',
      build: 'garden-site build',
      serve: 'garden-site serve',
      deploy: 'garden-site deploy',
      clear: 'garden-site clear',
      'check-links': 'garden-site check-links',
    },
    devDependencies: { '@types/react': REACT_TYPES, 'garden-site': `^${VERSION}` },
    engines: { node: '>=20.19' },
  };
}

/** npm's rules: lowercase, no spaces, at most 214 characters, not starting with `.` or `_`. */
export function packageName(folder: string): string {
  const name = folder.toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[._-]+|-+$/g, '').slice(0, 214);
  return name || 'site';
}

const SITE_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
  },
  include: ['site.config.ts', 'templates', 'components', 'content/**/*.ts', 'content/**/*.tsx', 'src'],
  exclude: ['templates/client', 'node_modules', 'dist'],
};

const SITE_WORKFLOW = `# Builds the site on every push and pull request, checks its links, and on the default
# branch publishes it to GitHub Pages (Settings → Pages → Source: GitHub Actions).
name: site

on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read

concurrency:
  group: site-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
        with:
          # The whole history: docs show the date of their last commit.
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      # Installs what package-lock.json names: commit it (npm install writes it).
      - run: npm ci
      # Highlighted code and rendered markdown from the last run: builds start warm.
      - uses: actions/cache@v4
        with:
          path: .garden-cache
          key: garden-cache-\${{ github.sha }}
          restore-keys: garden-cache-
      - run: npm run build
      - run: npm run check-links
      - if: github.event_name == 'push' && github.ref == 'refs/heads/main'
        uses: actions/upload-pages-artifact@v3
        with:
          path: dist

  deploy:
    if: github.event_name == 'push' && github.ref == 'refs/heads/main'
    needs: build
    runs-on: ubuntu-24.04
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;
