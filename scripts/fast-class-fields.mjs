// An esbuild plugin for one hot spot in markdown-it's published build. Its classes' fields
// (nine per Token, a dozen per parser state) are set in each constructor through a
// `_defineProperty(this, "name", value)` helper, which looks the key up and stores it under a
// name known only at run time: V8 cannot make those stores the fixed-shape writes of a plain
// `this.name = value`, and markdown-it makes tens of tokens per paragraph. The plugin rewrites
// each such call in a constructor into that assignment. None of markdown-it's classes has an
// accessor, so assigning makes the same own, enumerable, writable property as defining does:
// same objects, same output. The other calls (static members, set once) are left as published.
// markdown-it is pinned exactly in package.json because this matches its published text:
// test/fast-class-fields.test.ts fails when the pinned file no longer has that shape or lib/
// still carries the calls; a build from another version still works (the file is bundled
// unchanged, with a warning) but loses the speed.
import { readFile } from 'node:fs/promises';

/** `_defineProperty(this, "name", value);` on one line, or over several with a doc comment before the name. */
const FIELD_CALL = /_defineProperty\(\s*this,\s*(?:\/\*\*[^]*?\*\/\s*)?"(\w+)",\s*([^\n]*?)\s*\);/g;

/** markdown-it's constructors set this many fields; any other count means the file changed shape. */
export const MARKDOWN_IT_FIELDS = 53;

/** The published source with each field call of a constructor made an assignment, or undefined when the count is not the known one. */
export function assignFields(source) {
  let count = 0;
  const rewritten = source.replace(FIELD_CALL, (_, name, value) => {
    count++;
    return `this.${name} = ${value};`;
  });
  return count === MARKDOWN_IT_FIELDS && !rewritten.includes('_defineProperty(this') ? rewritten : undefined;
}

export const fastClassFields = {
  name: 'markdown-it-fast-class-fields',
  setup(build) {
    build.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const rewritten = assignFields(source);
      if (rewritten === undefined) {
        return { contents: source, loader: 'js', warnings: [{ text: "markdown-it's class fields have changed shape; bundled as published (slower field setup)" }] };
      }
      return { contents: rewritten, loader: 'js' };
    });
  },
};
