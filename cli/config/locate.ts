// Finds where, in the config's own source, a validation problem was written: the property
// holding the wrong value, the unknown key, or the object missing a key. The source is parsed
// with TypeScript's parser (loaded only when there are problems to place), and the default
// export's object literals are walked along the problem's key path. Where the path leads into
// a computed value (a call, a spread, an import), the place is the property or spread that
// computes it; when the default export itself is computed there is no place.
import type * as TS from 'typescript';

type TypeScript = (typeof TS)['default'];

/** A 1-based place in the config, with the text of its line for the code frame. */
export interface SourcePlace {
  line: number;
  column: number;
  sourceLine: string;
}

/** Places each key path (zod issue segments) in `source`; undefined where it cannot be placed. */
export async function placeKeyPaths(source: string, fileName: string, paths: readonly (readonly PropertyKey[])[]): Promise<Array<SourcePlace | undefined>> {
  const ts = (await import('typescript')).default;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(ts, fileName));
  const walker = new KeyPathWalker(ts, sourceFile);
  const root = walker.defaultExport();
  const lines = source.split('\n');
  return paths.map((segments) => {
    const node = root && walker.nodeAt(root, segments);
    if (!node) return undefined;
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    return { line: line + 1, column: character + 1, sourceLine: (lines[line] ?? '').replace(/\r$/, '') };
  });
}

function scriptKind(ts: TypeScript, fileName: string): TS.ScriptKind {
  return /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

class KeyPathWalker {
  constructor(
    private readonly ts: TypeScript,
    private readonly sourceFile: TS.SourceFile,
  ) {}

  /** The expression the file exports as default, through `export { x as default }` and functions. */
  defaultExport(): TS.Expression | undefined {
    const ts = this.ts;
    for (const statement of this.sourceFile.statements) {
      if (ts.isExportAssignment(statement) && !statement.isExportEquals) return this.value(statement.expression);
      if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return this.returned(statement);
      if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const named = statement.exportClause.elements.find((element) => element.name.text === 'default');
        if (named) return this.value((named.propertyName ?? named.name) as TS.Identifier);
      }
    }
    return undefined;
  }

  /**
   * The node to point at for `segments` under `node`: the property (or list item) at the end
   * of the path; the object literal when the last key is missing from it; or the property,
   * spread or item that computes the part of the value the path runs into.
   */
  nodeAt(node: TS.Expression, segments: readonly PropertyKey[]): TS.Node | undefined {
    const ts = this.ts;
    let value: TS.Expression | undefined = node;
    let holder: TS.Node | undefined = node;
    for (const segment of segments) {
      if (value && ts.isObjectLiteralExpression(value)) {
        const found = this.property(value, String(segment));
        if (found === 'missing') return value;
        holder = found;
        value = this.propertyValue(found);
      } else if (value && ts.isArrayLiteralExpression(value) && typeof segment === 'number') {
        const before = value.elements.slice(0, segment + 1);
        // A spread before the item shifts the indexes: which element is meant is computed.
        if (before.some((element) => ts.isSpreadElement(element)) || segment >= value.elements.length) return holder;
        const element: TS.Expression = value.elements[segment]!;
        holder = element;
        value = this.value(element);
      } else {
        // Computed (a call, an imported name): the property holding it is as close as the
        // source gets; a computed default export has no closer place than none.
        return holder === node ? undefined : holder;
      }
    }
    return holder;
  }

  /** The property named `key` (the last one wins, as at run time), a spread that may hold it, or 'missing'. */
  private property(object: TS.ObjectLiteralExpression, key: string): TS.ObjectLiteralElementLike | 'missing' {
    const ts = this.ts;
    for (let index = object.properties.length - 1; index >= 0; index--) {
      const property = object.properties[index]!;
      if (ts.isSpreadAssignment(property)) return property;
      const name = property.name && this.keyText(property.name);
      if (name === key) return property;
    }
    return 'missing';
  }

  private keyText(name: TS.PropertyName): string | undefined {
    const ts = this.ts;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name) && (ts.isStringLiteral(name.expression) || ts.isNoSubstitutionTemplateLiteral(name.expression))) return name.expression.text;
    return undefined;
  }

  /** What a property holds, when the source says; undefined for spreads and methods. */
  private propertyValue(property: TS.ObjectLiteralElementLike): TS.Expression | undefined {
    const ts = this.ts;
    if (ts.isPropertyAssignment(property)) return this.value(property.initializer);
    if (ts.isShorthandPropertyAssignment(property)) return this.value(property.name);
    return undefined;
  }

  /**
   * The literal behind an expression: through parentheses, `as`/`satisfies`, `await`,
   * `defineConfig(…)`, a function's returned value, and a `const` of this file.
   */
  private value(expression: TS.Expression, depth = 0): TS.Expression | undefined {
    const ts = this.ts;
    if (depth > 20) return undefined;
    const next = (inner: TS.Expression | undefined) => (inner ? this.value(inner, depth + 1) : undefined);
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression) || ts.isAwaitExpression(expression) || ts.isTypeAssertionExpression(expression)) {
      return next(expression.expression);
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'defineConfig' && expression.arguments.length === 1) {
      return next(expression.arguments[0]);
    }
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return this.returned(expression, depth);
    if (ts.isIdentifier(expression)) {
      const initializer = this.constInitializer(expression.text);
      return initializer ? next(initializer) : expression;
    }
    return expression;
  }

  /** The value a function returns, when its body is one expression or has one `return`. */
  private returned(fn: TS.ArrowFunction | TS.FunctionExpression | TS.FunctionDeclaration, depth = 0): TS.Expression | undefined {
    const ts = this.ts;
    const body = fn.body;
    if (!body) return undefined;
    if (!ts.isBlock(body)) return this.value(body, depth + 1);
    const returns = body.statements.filter(ts.isReturnStatement);
    const only = returns.length === 1 ? returns[0]?.expression : undefined;
    return only ? this.value(only, depth + 1) : undefined;
  }

  /** The initializer of a top-level `const name = …` of this file. */
  private constInitializer(name: string): TS.Expression | undefined {
    const ts = this.ts;
    for (const statement of this.sourceFile.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
      }
    }
    return undefined;
  }
}
