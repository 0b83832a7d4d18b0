// The files of a new site: a config, a little content of each kind, and a favicon. Short and
// plain, so a writer sees every convention once and can replace it all in an afternoon.
import { configSource } from './write-config.js';

export const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#2f7a3c"/><path d="M16 25V13m0 0c0-4 3-6 7-6-0 4-3 6-7 6zm0 3c0-3-2-5-6-5 0 3 2 5 6 5z" stroke="#fff" stroke-width="2" fill="none"/></svg>\n';

export function starterSiteFiles(title: string, today: Date): Record<string, string> {
  const day = today.toISOString().slice(0, 10);
  const config = {
    title,
    tagline: 'Notes, guides and news from our garden.',
    url: 'https://example.com',
    favicon: '/img/favicon.svg',
    navbar: {
      items: [
        { label: 'Docs', to: '/docs/intro' },
        { label: 'News', to: '/news' },
      ],
    },
    footer: { copyright: `Copyright © ${today.getUTCFullYear()} ${title}` },
    docs: { homeDoc: 'intro' },
  };
  return {
    'site.config.ts': configSource(config, '// Everything particular to this site. The schema behind defineConfig lists every setting.\n'),
    'content/pages/index.md': `---\ntitle: ${yamlString(title)}\ndescription: Guides and news from our garden.\n---\n\nWelcome. The [docs](/docs/intro) explain how the garden is planned, and the [news](/news) says what is happening in it this season.\n`,
    'content/docs/intro.md': '---\ntitle: Introduction\ndescription: Where to start reading.\nsidebar_position: 1\n---\n\nEach markdown file in `content/docs` is a page of the docs, listed in the sidebar in the order of its `sidebar_position`.\n\n## Next steps\n\n- Read about [planning a bed](./planning/first-bed.md).\n- Edit `site.config.ts` to give the site its own title and address.\n',
    'content/docs/planning/_category_.json': '{\n  "label": "Planning",\n  "position": 2\n}\n',
    'content/docs/planning/first-bed.md': "---\ntitle: Planning a first bed\n---\n\nA bed of about one by three metres is easy to reach from both sides without stepping on the soil.\n\n:::tip Start small\nOne well-kept bed gives more than three neglected ones.\n:::\n\n```ts title=\"bed.ts\"\nconst bed = { widthMetres: 1, lengthMetres: 3 };\nconsole.log(bed.widthMetres * bed.lengthMetres, 'square metres');\n```\n",
    [`content/news/${day}-welcome.md`]: `---\ntitle: The site is up\nauthors: [gardener]\ntags: [announcements]\n---\n\nThis is the first post of the news section.\n\n<!-- truncate -->\n\nPosts are markdown files named with their date; the part above the truncate comment is shown in the list of posts.\n`,
    'content/news/authors.yml': 'gardener:\n  name: The Gardener\n  title: Keeps the beds and this site\n',
    'content/static/img/favicon.svg': FAVICON_SVG,
  };
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}
