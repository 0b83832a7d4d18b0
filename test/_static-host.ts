// A static host like GitHub Pages, for browser tests of a build deployed without the preview
// server: files served as they are, `/x` answered with `x.html` or `x/index.html`, no
// rewrites and no redirects, and anything else answered with `404.html` and status 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from '../cli/serve/content-types.js';

export interface StaticHost {
  origin: string;
  close: () => void;
}

export async function startStaticHost(root: string): Promise<StaticHost> {
  const isFile = (file: string): boolean => file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    } catch {
      pathname = '/';
    }
    const base = path.join(root, pathname);
    const found = [base, `${base}.html`, path.join(base, 'index.html')].find(isFile);
    const file = found ?? path.join(root, '404.html');
    response.writeHead(found ? 200 : 404, { 'Content-Type': contentType(file) });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}
