// `clsx`, which Docusaurus pages import for class names: strings and numbers kept, objects' keys
// whose values are truthy, arrays flattened, everything falsy left out.
export type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | { [name: string]: unknown };

export function clsx(...values: ClassValue[]): string {
  const names: string[] = [];
  const add = (value: ClassValue): void => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') names.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) names.push(name);
  };
  values.forEach(add);
  return names.join(' ');
}
