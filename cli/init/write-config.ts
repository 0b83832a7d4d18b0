// Writes a config object as the source of a site.config.ts a person would write: unquoted keys,
// single-quoted strings, two-space indents, through defineConfig for type checking.
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function configSource(config: object, header: string): string {
  return `${header}import { defineConfig } from 'garden-site';\n\nexport default defineConfig(${literal(config, '')});\n`;
}

function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => literal(item, inner));
    const oneLine = `[${items.join(', ')}]`;
    return indent.length + oneLine.length <= 96 && !oneLine.includes('\n') ? oneLine : `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    if (entries.length === 0) return '{}';
    const fields = entries.map(([key, entry]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${literal(entry, inner)}`);
    const oneLine = `{ ${fields.join(', ')} }`;
    if (indent.length + oneLine.length <= 96 && !oneLine.includes('\n')) return oneLine;
    return `{\n${fields.map((field) => `${inner}${field},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}
