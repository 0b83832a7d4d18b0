// What runs first inside an expression sandbox (expression-sandbox.ts), as source text: the
// JSX factory the page's compiled expressions call, the React hooks they may use (in their
// initial state: nothing re-renders at build time), the few Docusaurus helpers that are pure
// functions, and the serializer that turns a value into JSON for the main realm. Everything is
// made inside the sandbox's own realm; the page's data arrives as a JSON string and results
// leave as one, so no object ever crosses between the realms.
//
// The function is stringified and evaluated in the sandbox, never called here: it may only use
// what a bare JavaScript realm has, and its `this`/closures are the sandbox's.

/* eslint-disable */
export function sandboxPrelude(global: Record<string, any>): void {
  'use strict';
  // Ways to start work that outlives an evaluation (promises, shared memory, WebAssembly, weak
  // callbacks) are removed: an expression is evaluated now or not at all. async functions and
  // import() are compiled to calls of the missing Promise (mdx-program.ts), so they fail here.
  for (const name of ['Promise', 'WebAssembly', 'Atomics', 'SharedArrayBuffer', 'FinalizationRegistry', 'WeakRef']) delete global[name];
  delete (global.Array as Record<string, unknown>).fromAsync;
  // A stack trace formatter would be handed the call sites of the main realm's frames.
  Object.defineProperty(global.Error, 'prepareStackTrace', { value: undefined, writable: false, configurable: false });

  const data = JSON.parse(global.__pageData as string);
  delete global.__pageData;
  const ELEMENT = Symbol('element');
  const EXTERNAL = Symbol('external');
  const Fragment = Symbol('Fragment');
  const LIMIT_DEPTH = 200;

  function h(type: unknown, config: Record<string, unknown> | null, ...children: unknown[]) {
    const props: Record<string, unknown> = {};
    if (config != null) for (const key of Object.keys(config)) if (key !== 'key' && key !== 'ref') props[key] = config[key];
    if (children.length === 1) props.children = children[0];
    else if (children.length > 1) props.children = children;
    return { [ELEMENT]: true, type, props };
  }

  /** A component of the main realm (the theme's, the site's), known here by name only. */
  function external(name: string) {
    const marker = function ExternalComponent(): never {
      throw new TypeError(`<${name}> is rendered by the site, not called: write <${name} … /> instead`);
    };
    Object.defineProperty(marker, EXTERNAL, { value: name });
    Object.defineProperty(marker, 'displayName', { value: name });
    return Object.freeze(marker);
  }

  let ids = 0;
  const noop = () => {};
  const hooks = {
    useState: (initial: unknown) => [typeof initial === 'function' ? (initial as () => unknown)() : initial, noop],
    useReducer: (_reducer: unknown, initial: unknown, init?: (value: unknown) => unknown) => [init ? init(initial) : initial, noop],
    useMemo: (make: () => unknown) => make(),
    useCallback: (callback: unknown) => callback,
    useRef: (current: unknown) => ({ current }),
    useEffect: noop,
    useLayoutEffect: noop,
    useInsertionEffect: noop,
    useId: () => `:r${(ids++).toString(32)}:`,
    useContext: () => undefined,
    useTransition: () => [false, (run: () => void) => run()],
    useDeferredValue: (value: unknown) => value,
    useSyncExternalStore: (_subscribe: unknown, _get: unknown, getServer?: () => unknown) => (getServer ? getServer() : undefined),
  };

  function clsx(...values: unknown[]): string {
    const names: string[] = [];
    const add = (value: unknown): void => {
      if (!value) return;
      if (typeof value === 'string' || typeof value === 'number') names.push(String(value));
      else if (Array.isArray(value)) value.forEach(add);
      else if (typeof value === 'object') for (const key of Object.keys(value as object)) if ((value as Record<string, unknown>)[key]) names.push(key);
    };
    values.forEach(add);
    return names.join(' ');
  }

  function useBaseUrl(url: unknown, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }): string {
    const text = String(url ?? '');
    const base: string = data.site.baseUrl;
    if (text === '' || text.startsWith('#') || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(text) || !text.startsWith('/')) return text;
    const path = options?.forcePrependBaseUrl || !text.startsWith(base) ? base.replace(/\/$/, '') + text : text;
    return options?.absolute ? data.site.url + path : path;
  }

  function describe(value: object): string {
    const keys = Object.keys(value);
    return keys.length ? `an object with ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', …' : ''}` : 'an empty object';
  }

  const dropped: Array<{ element: string; prop: string }> = [];
  let depth = 0;

  /** A value shown as content: text, elements, lists of them. */
  function node(value: any): unknown {
    if (value == null || typeof value === 'boolean') return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (Array.isArray(value)) return value.map(node);
    if (typeof value === 'object' && value[ELEMENT]) return element(value);
    if (typeof value === 'function') throw new TypeError(`a function cannot be shown as content: call it, or write it as a tag <${value.name || 'Component'} />`);
    if (typeof value === 'symbol') throw new TypeError('a symbol cannot be shown as content');
    throw new TypeError(`${describe(value)} cannot be shown as content: show one of its fields, like {value.title}`);
  }

  function element(value: { type: any; props: Record<string, any> }): unknown {
    const { type, props } = value;
    if (type === Fragment) return node(props.children);
    if (typeof type === 'function' && type[EXTERNAL] === undefined) {
      if (++depth > LIMIT_DEPTH) throw new RangeError(`components nest more than ${LIMIT_DEPTH} deep (does ${type.name || 'a component'} render itself?)`);
      try {
        return node(type(props));
      } finally {
        depth--;
      }
    }
    const isHtml = typeof type === 'string';
    if (!isHtml && (typeof type !== 'function' || type[EXTERNAL] === undefined)) throw new TypeError(`${type === undefined ? 'undefined' : String(type)} is not a component`);
    const name: string = isHtml ? type : type[EXTERNAL];
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(props)) {
      if (key === 'children') continue;
      const prop = props[key];
      if (typeof prop === 'function') {
        // An HTML element's event handlers need a browser; the element renders without them.
        if (isHtml) dropped.push({ element: name, prop: key });
        else throw new TypeError(`the ${key} prop of <${name}> is a function, which a page rendered at build time cannot pass on`);
        continue;
      }
      out[key] = propValue(prop, `${key} of <${name}>`);
    }
    return { $$garden: isHtml ? 'html' : 'component', name, props: out, children: props.children === undefined ? null : node(props.children) };
  }

  /** A prop's value: JSON data, with elements as element trees. */
  function propValue(value: any, where: string): unknown {
    if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value ?? null;
    if (typeof value === 'bigint') return String(value);
    if (Array.isArray(value)) return value.map((item) => propValue(item, where));
    if (typeof value === 'object' && value[ELEMENT]) return element(value);
    if (typeof value === 'function') throw new TypeError(`${where} holds a function, which a page rendered at build time cannot pass on`);
    if (typeof value === 'symbol') throw new TypeError(`${where} holds a symbol`);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = propValue(value[key], where);
    return out;
  }

  const React = { createElement: h, Fragment, ...hooks };
  const api = {
    h,
    Fragment,
    external,
    React,
    hooks,
    clsx,
    useBaseUrl,
    useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }),
    useDocusaurusContext: () => ({ siteConfig: data.site, siteMetadata: {}, globalData: {}, i18n: { currentLocale: data.site.locale, defaultLocale: data.site.locale, locales: [data.site.locale] } }),
    useIsBrowser: () => false,
    // The category's items are known only once the sidebars have placed the page (doc-card-list.ts):
    // a mark stands for them, which <DocCardList items={…}> renders as the category's cards.
    useCurrentSidebarCategory: () => ({ items: [{ type: 'garden:current-category' }] }),
    ExecutionEnvironment: { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false },
    translate: (message: { message?: string; id?: string }) => message?.message ?? message?.id ?? '',
    /** Runs the page's program, which returns its expressions; JSON of the outcome. */
    define(build: () => Array<() => unknown>): string {
      return outcome(() => {
        expressions = build();
        return null;
      });
    },
    /** Evaluates expression `index` as content (`node`) or as a prop's value (`data`); JSON of the outcome. */
    run(index: number, mode: 'node' | 'data'): string {
      return outcome(() => {
        const run = expressions[index];
        if (typeof run !== 'function') throw new RangeError(`no expression ${index}`);
        const value = run();
        return mode === 'node' ? node(value) : propValue(value, 'the value');
      });
    },
  };
  let expressions: Array<() => unknown> = [];

  /** Errors are caught here, inside the time limit, so the main realm never touches a thrown value. */
  function outcome(make: () => unknown): string {
    dropped.length = 0;
    try {
      return JSON.stringify({ value: make(), dropped });
    } catch (error: any) {
      let reason = 'it threw something that could not be read';
      try {
        reason = error instanceof Error ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}` : `it threw ${typeof error === 'object' || typeof error === 'function' ? 'something that is not an Error' : String(error)}`;
      } catch {}
      return JSON.stringify({ error: String(reason) });
    }
  }
  Object.defineProperty(global, '__garden', { value: Object.freeze(api) });
  for (const name of ['toc', 'frontMatter', 'metadata', 'assets', 'contentTitle']) {
    if (name in data.page) Object.defineProperty(global, name, { value: data.page[name], enumerable: true });
  }
}
