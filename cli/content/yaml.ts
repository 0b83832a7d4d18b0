// YAML data files (authors.yml, tags.yml) are parsed with the same YAML engine as front
// matter, so both accept exactly the same syntax.
import { GardenError } from '../diagnostics/error.js';
import type { SourceFile } from './read.js';
import { expandedSize, parseYaml, TOO_MANY_VALUES, TOO_MANY_VALUES_HINT, YAML_VALUE_LIMIT } from './yaml-engine.js';

export function parseYamlFile(file: SourceFile): { data: unknown; problems: GardenError[] } {
  let data: unknown;
  try {
    data = parseYaml(file.text) ?? {};
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return {
      data: {},
      problems: [new GardenError(`YAML syntax error: ${reason}`, { code: 'yaml/syntax', file: file.sourcePath, ...(mark?.line === undefined ? {} : { line: mark.line + 1 }), hint: 'check the indentation, and quote values that contain a colon', cause: error })],
    };
  }
  if (expandedSize(data, YAML_VALUE_LIMIT) > YAML_VALUE_LIMIT) {
    return { data: {}, problems: [new GardenError(`the file ${TOO_MANY_VALUES}`, { code: 'yaml/too-large', file: file.sourcePath, line: 1, hint: TOO_MANY_VALUES_HINT })] };
  }
  return { data, problems: [] };
}
