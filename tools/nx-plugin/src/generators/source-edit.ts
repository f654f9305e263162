import { applyChangesToString, ChangeType, type Tree } from '@nx/devkit';
import ts from 'typescript';

type Find<T extends ts.Node> = (node: ts.Node) => node is T;

/** The first node of a file that `find` accepts (depth first). */
function firstNode<T extends ts.Node>(file: ts.SourceFile, find: Find<T>): T | undefined {
  let found: T | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (find(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isNamed = (node: ts.Node, name: string) =>
  (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
  (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
  node.name.text === name;

/** The object or array literal given to a property or variable `name` (`specPaths: [...]`, `mpesaBlocks = {...}`). */
export function literalNamed(name: string) {
  return (node: ts.Node): node is ts.ObjectLiteralExpression | ts.ArrayLiteralExpression => {
    const parent = node.parent;
    return (
      (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) &&
      parent !== undefined &&
      isNamed(parent, name)
    );
  };
}

/** The object literal given as the first argument of a call of `callee` (`defineMessages({...})`). */
export function argumentOf(callee: string) {
  return (node: ts.Node): node is ts.ObjectLiteralExpression => {
    const parent = node.parent;
    return (
      ts.isObjectLiteralExpression(node) &&
      parent !== undefined &&
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      parent.expression.getText() === callee
    );
  };
}

/** The object assigned to `module.exports` (a CommonJS module such as a part of the content model). */
export function moduleExports(node: ts.Node): node is ts.ObjectLiteralExpression {
  const parent = node.parent;
  return (
    ts.isObjectLiteralExpression(node) &&
    parent !== undefined &&
    ts.isBinaryExpression(parent) &&
    parent.right === node &&
    parent.left.getText() === 'module.exports'
  );
}

/** Adds `entry` as the last element of the literal `find` picks in `path` (Prettier tidies it after). */
export function appendToLiteral(
  tree: Tree,
  path: string,
  find: Find<ts.ObjectLiteralExpression | ts.ArrayLiteralExpression>,
  entry: string,
): void {
  const text = tree.read(path, 'utf8') ?? '';
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const literal = firstNode(file, find);
  if (!literal) throw new Error(`${path}: found nothing to add ${entry} to`);
  const items = ts.isObjectLiteralExpression(literal) ? literal.properties : literal.elements;
  const last = items.at(-1);
  // After the last item (and its trailing comma), so the literal keeps its layout.
  const change = !last
    ? { index: literal.getStart() + 1, text: `\n${entry},\n` }
    : items.hasTrailingComma
      ? { index: text.indexOf(',', last.getEnd()) + 1, text: `\n${entry},` }
      : { index: last.getEnd(), text: `,\n${entry}` };
  tree.write(path, applyChangesToString(text, [{ type: ChangeType.Insert, ...change }]));
}

/** Adds an import line after the file's last import. */
export function addImport(tree: Tree, path: string, line: string): void {
  const text = tree.read(path, 'utf8') ?? '';
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const imports = file.statements.filter(ts.isImportDeclaration);
  const index = imports.at(-1)?.getEnd() ?? 0;
  tree.write(path, applyChangesToString(text, [{ type: ChangeType.Insert, index, text: `\n${line}` }]));
}
