// Where in a site's own files an error was thrown: the first frame of its stack that lies in
// the site folder (outside node_modules), as a place for `file:line:col` and a code frame.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from '../cache/disk-cache.js';
import { fileURLToPath } from 'node:url';
import { lineOfText } from './code-frame.js';
import { mappedStack } from './source-maps.js';

export interface StackPlace {
  /** Relative to the site root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  sourceLine?: string;
}

// `at fn (file:///site/site.config.ts:3:9)` or `at /site/site.config.ts:3:9`
const FRAME = /^\s*at (?:.*? \()?((?:file:\/\/)?\/[^():]*?|[A-Za-z]:\\[^():]*?):(\d+):(\d+)\)?$/;

/**
 * The place in the site's files that what was thrown points at. Its stack is read with source
 * maps on: the site's code runs from bundles, and only their maps lead back to its files.
 */
export function placeOfThrown(thrown: unknown, siteRoot: string): StackPlace | undefined {
  return placeFromStack(mappedStack(thrown), siteRoot);
}

/** The place a stack already read points at (one a worker thread sent as text, say). */
export function placeFromStack(stack: string | undefined, siteRoot: string): StackPlace | undefined {
  for (const frame of (stack ?? '').split('\n')) {
    const match = FRAME.exec(frame);
    if (!match) continue;
    const [, location = '', line = '', column = ''] = match;
    const file = location.startsWith('file://') ? fileURLToPath(location.replace(/\?.*$/, '')) : location;
    const relative = path.relative(siteRoot, file);
    const parts = relative.split(path.sep);
    // The cache's bundles are the engine's output, not the site's code: no place to fix.
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || parts.includes('node_modules') || parts[0] === CACHE_DIR) continue;
    const place: StackPlace = { file: relative.split(path.sep).join('/'), line: Number(line), column: Number(column) };
    const sourceLine = readLine(file, place.line);
    return sourceLine === undefined ? place : { ...place, sourceLine };
  }
  return undefined;
}

function readLine(file: string, line: number): string | undefined {
  try {
    return lineOfText(readFileSync(file, 'utf8'), line);
  } catch {
    return undefined;
  }
}
