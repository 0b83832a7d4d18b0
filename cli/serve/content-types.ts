// Content types for what a static site holds.
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

export function contentType(file: string): string {
  const name = path.basename(file);
  if (name === 'rss.xml') return 'application/rss+xml; charset=utf-8';
  if (name === 'atom.xml') return 'application/atom+xml; charset=utf-8';
  if (name === 'feed.json') return 'application/feed+json; charset=utf-8';
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|rss|atom|feed|manifest)|image\/svg)/.test(type);
}
