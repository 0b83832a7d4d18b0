// An esbuild plugin for one hot spot in markdown-it's published build. Its classes' fields
// (nine per Token, a dozen per parser state) are set through a Babel-style `_defineProperty`
// helper that first turns every key into a property key via `toPrimitive` and `typeof` checks;
// markdown-it makes tens of tokens per paragraph, and in profiles of cold builds the helper was
// the single biggest JavaScript function of the markdown stage. Its keys are all string literals,
// so the plugin swaps in a helper that assigns a string key directly and leaves every other case
// to the original path. Same objects, same output. markdown-it is pinned exactly in package.json
// because this matches its published text: test/fast-class-fields.test.ts fails when the pinned
// file no longer matches or lib/ lacks the fast helper; a build from another version still works
// (the file is bundled unchanged, with a warning) but loses the speed.
import { readFile } from 'node:fs/promises';

const HELPER = /function _defineProperty\(e, r, t\) \{\n[^]*?\n\}\n/;

const FAST_HELPER = `function _defineProperty(e, r, t) {
\tif (typeof r === "string" && !(r in e)) {
\t\te[r] = t;
\t\treturn e;
\t}
\treturn Object.defineProperty(e, toPropertyKey(r), { value: t, enumerable: true, configurable: true, writable: true });
}
`;

export const fastClassFields = {
  name: 'markdown-it-fast-class-fields',
  setup(build) {
    build.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!HELPER.test(source) || !source.includes('function toPropertyKey(')) {
        return { contents: source, loader: 'js', warnings: [{ text: "markdown-it's _defineProperty helper has changed shape; bundled as published (slower field setup)" }] };
      }
      return { contents: source.replace(HELPER, FAST_HELPER), loader: 'js' };
    });
  },
};
