// Reading `<Tabs …>` / `<TabItem …>` tag lines. Each tag sits on its own line (Docusaurus
// style); attribute values are plain strings, or `{true}`/`{false}`.

const TAG_LINE = /^<(\/?)(Tabs|TabItem)((?:\s[^<>]*?)?)\s*(\/?)>\s*$/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|([^\s"'=<>`{}]+)))?/g;

export interface TabTag {
  name: 'Tabs' | 'TabItem';
  closing: boolean;
  selfClosing: boolean;
  /** Attribute values; bare attributes (`default`) are `true`. */
  attributes: Map<string, string | boolean>;
}

export function parseTabTag(line: string): TabTag | undefined {
  const match = TAG_LINE.exec(line);
  if (!match) return undefined;
  const [, slash, name, attributeText = '', selfClose] = match;
  return {
    name: name === 'Tabs' ? 'Tabs' : 'TabItem',
    closing: slash === '/',
    selfClosing: selfClose === '/',
    attributes: parseAttributes(attributeText),
  };
}

function parseAttributes(text: string): Map<string, string | boolean> {
  const attributes = new Map<string, string | boolean>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single, expression, bare] = match;
    const value = double ?? single ?? bare ?? expression?.trim();
    attributes.set(name, value === undefined || value === 'true' ? true : value === 'false' ? false : value);
  }
  return attributes;
}

export function stringAttribute(attributes: Map<string, string | boolean>, name: string): string | undefined {
  const value = attributes.get(name);
  return typeof value === 'string' ? value : undefined;
}
