// `garden-site check-links [DIR]`: serves a built site on 127.0.0.1 with garden-site's own
// server (so extensionless routes resolve as in production) and crawls it with linkinator.
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { paint, plural, stderrTerminal } from '../diagnostics/report.js';
import { createStaticServer } from '../serve/server.js';

export interface CheckLinksOptions { external?: boolean; json?: boolean; concurrency: string }

export async function checkLinksCommand(dir: string, options: CheckLinksOptions): Promise<number> {
  const terminal = stderrTerminal();
  const root = path.resolve(dir);
  if (!existsSync(root)) {
    terminal.write(`${paint(terminal, 'red', 'error')} ${dir} does not exist\n    hint: run garden-site build first, or name the built folder: garden-site check-links path/to/dist\n`);
    return 1;
  }
  const server = createStaticServer({ root, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      concurrency: Number(options.concurrency) || 50,
      timeout: 10_000,
      retry: Boolean(options.external),
      checkFragments: true,
      linksToSkip: async (link) => !options.external && !link.startsWith(origin),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED).length;
    if (options.json) {
      process.stdout.write(JSON.stringify({ passed: broken.length === 0, checked, broken: broken.map((link) => ({ url: strip(link.url, origin), status: link.status ?? null, page: link.parent ? strip(link.parent, origin) : null })) }, null, 2) + '\n');
    } else {
      for (const [page, links] of groupByPage(broken, origin)) {
        terminal.write(`${paint(terminal, 'bold', page)}\n`);
        for (const link of links) terminal.write(`  ${paint(terminal, 'red', String(link.status ?? 'ERR'))} ${strip(link.url, origin)}\n`);
      }
      const mark = broken.length ? paint(terminal, 'red', '✖') : paint(terminal, 'green', '✔');
      terminal.write(`${mark} checked ${plural(checked, 'link')}: ${broken.length ? plural(broken.length, 'broken link') : 'none broken'}\n`);
    }
    return broken.length ? 1 : 0;
  } finally {
    server.close();
  }
}

function groupByPage(links: LinkResult[], origin: string): Map<string, LinkResult[]> {
  const pages = new Map<string, LinkResult[]>();
  for (const link of links) {
    const page = link.parent ? strip(link.parent, origin) : '(start)';
    pages.set(page, [...(pages.get(page) ?? []), link]);
  }
  return pages;
}

function strip(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}
