// Stand-ins for the packages a Docusaurus config imports but the project has not installed
// (`@docusaurus/*` helpers, `prism-react-renderer`, `js-yaml`…). A stand-in is callable,
// constructible, and any property of it is another stand-in, so a config that reads
// `prismThemes.github` or calls `yaml.load(text)` runs on; each remembers which package and
// which property chain it stands for, so the converter can tell what the config could not get
// (and map what it can: `prismThemes.github` names a theme). Installed packages run for real,
// and their exports are remembered the same way, so a plugin function still has a name.

const STAND_IN = Symbol('garden-site stand-in');

export interface StandInOrigin {
  /** The package, as the config names it: `js-yaml`, `prism-react-renderer/themes/github`. */
  specifier: string;
  /** The properties read and calls made from the package's export: `['themes', 'github']`, `['load', '()']`. */
  path: string[];
  /** True for a stand-in; false for the real export of an installed package. */
  standIn: boolean;
}

/** The global the bundled config reaches its stand-ins and `require` through (see docusaurus-config.ts). */
export const STAND_INS_GLOBAL = '__gardenSiteStandIns';

/** What one run of a config (or sidebars file) used in place of packages. */
export class StandIns {
  /** Packages stood in for, with the files that import them. */
  readonly missing = new Map<string, Set<string>>();
  /** `require.resolve` calls the project could not answer: the path returned in their place → the specifier. */
  readonly unresolved = new Map<string, string>();
  private readonly known = new WeakMap<object, StandInOrigin>();

  /** The stand-in for a package's export (`default`, or a named one). */
  module(specifier: string, importer: string): unknown {
    const users = this.missing.get(specifier) ?? new Set<string>();
    users.add(importer);
    this.missing.set(specifier, users);
    return this.make(specifier, []);
  }

  /** Remembers the exports of an installed package (two levels deep: `themes.github`). */
  installed<T>(value: T, specifier: string): T {
    this.remember(value, specifier, [], 2);
    return value;
  }

  /** Where a value of the config came from, when it came from a package. */
  origin(value: unknown): StandInOrigin | undefined {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
    if (typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[STAND_IN]) return (value as unknown as Record<symbol, StandInOrigin>)[STAND_IN];
    return this.known.get(value);
  }

  /**
   * `require` for the config's own file: Node's, except that a package the project has not
   * installed gives its stand-in, and `require.resolve` of one gives a path under the
   * project's node_modules (remembered, so a `customCss` pointing there is reported, not copied).
   */
  require(file: string, projectRoot: string, nodeRequire: NodeJS.Require): NodeJS.Require {
    const resolve = (id: string, options?: { paths?: string[] }): string => {
      try {
        return nodeRequire.resolve(id, options);
      } catch (error) {
        if (!isBare(id) || (error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
        const placeholder = `${projectRoot}/node_modules/${id}`;
        this.unresolved.set(placeholder, id);
        return placeholder;
      }
    };
    const wrapped = ((id: string) => {
      try {
        return this.installed(nodeRequire(id), id);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!isBare(id) || (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND')) throw error;
        return this.module(id, file);
      }
    }) as NodeJS.Require;
    return Object.assign(wrapped, { resolve: Object.assign(resolve, { paths: nodeRequire.resolve.paths }), cache: nodeRequire.cache, main: nodeRequire.main, extensions: nodeRequire.extensions });
  }

  private remember(value: unknown, specifier: string, path: string[], depth: number): void {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || this.known.has(value)) return;
    this.known.set(value, { specifier, path, standIn: false });
    if (depth === 0) return;
    for (const [key, child] of Object.entries(value)) this.remember(child, specifier, [...path, key], depth - 1);
  }

  private make(specifier: string, path: string[]): unknown {
    const origin: StandInOrigin = { specifier, path, standIn: true };
    return new Proxy(function standIn() {}, {
      get: (_target, key) => {
        if (key === STAND_IN) return origin;
        // Not a promise: `await` of a stand-in gives the stand-in.
        if (key === 'then') return undefined;
        // In a string or a sum, a stand-in is nothing.
        if (key === Symbol.toPrimitive) return () => '';
        if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => '';
        // Iterated, it is empty.
        if (key === Symbol.iterator) return () => [][Symbol.iterator]();
        if (typeof key === 'symbol') return undefined;
        return this.make(specifier, [...path, key]);
      },
      apply: () => this.make(specifier, [...path, '()']),
      construct: () => this.make(specifier, [...path, 'new']) as object,
    });
  }
}

/** A package name, as opposed to a file (`./x`, `/x`) or one of Node's modules. */
export function isBare(specifier: string): boolean {
  return !/^(?:\.{1,2}(?:\/|$)|\/|[a-z]+:)/i.test(specifier);
}

/** `prismThemes.github` for the report, from where a value came. */
export function describeOrigin(origin: StandInOrigin): string {
  return [origin.specifier, ...origin.path].join('.').replace(/\.\(\)/g, '()').replace(/\.new$/, ' (constructed)');
}
