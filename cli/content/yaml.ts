// YAML data files (authors.yml, tags.yml) are parsed with the same YAML engine gray-matter
// uses for front matter, so both accept exactly the same syntax.
import matter from 'gray-matter';
import { GardenError } from '../diagnostics/error.js';
import type { SourceFile } from './read.js';

interface YamlEngine { parse(text: string): unknown }

export function parseYamlFile(file: SourceFile): { data: unknown; problems: GardenError[] } {
  const engine = (matter as unknown as { engines: { yaml: YamlEngine } }).engines.yaml;
  try {
    return { data: engine.parse(file.text) ?? {}, problems: [] };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return {
      data: {},
      problems: [new GardenError(`YAML syntax error: ${reason}`, { code: 'yaml/syntax', file: file.sourcePath, ...(mark?.line === undefined ? {} : { line: mark.line + 1 }), hint: 'check the indentation, and quote values that contain a colon', cause: error })],
    };
  }
}
