// The few parts of js-yaml 3 (the YAML engine gray-matter uses) the content reader calls.
declare module 'js-yaml' {
  export interface TypeOptions {
    kind: 'scalar' | 'sequence' | 'mapping';
    resolve?: (data: unknown) => boolean;
    construct?: (data: unknown) => unknown;
    instanceOf?: object;
    represent?: unknown;
  }
  export class Type {
    constructor(tag: string, options: TypeOptions);
    readonly tag: string;
    resolve(data: unknown): boolean;
    construct(data: unknown): unknown;
  }
  export class Schema {
    constructor(definition: { include?: Schema[]; implicit?: Type[]; explicit?: Type[] });
  }
  export const DEFAULT_SAFE_SCHEMA: Schema;
  export function safeLoad(text: string, options?: { schema?: Schema; filename?: string }): unknown;
  const yaml: { Type: typeof Type; Schema: typeof Schema; DEFAULT_SAFE_SCHEMA: Schema; safeLoad: typeof safeLoad };
  export default yaml;
}

declare module 'js-yaml/lib/js-yaml/type/timestamp.js' {
  import type { Type } from 'js-yaml';
  const timestamp: Type;
  export default timestamp;
}
