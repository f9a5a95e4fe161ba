/**
 * A second reading of the Data Grid's declarations for the cross-check, independent of the
 * extractor: the `.d.ts` files of the three grid packages are parsed (syntax only, no type
 * checker) and an interface's members are collected by name through its `extends` clauses and
 * the `declare module` blocks that augment it, the way a reader follows them by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

interface Declared {
  members: Map<string, { hidden: boolean }>;
  /** The types it extends, as written (`GridBaseColDef<R, V, F>`, `Omit<GridAggregationFunction, 'apply'>`). */
  heritage: ts.ExpressionWithTypeArguments[];
}

const hiddenTags = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'ignore' || tag.tagName.text === 'internal');

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts') && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/** The interfaces and type aliases the grid packages declare, merged by name. */
export function gridDeclarations(root: string) {
  const require = createRequire(path.join(root, 'package.json'));
  const interfaces = new Map<string, Declared>();
  const aliases = new Map<string, ts.TypeNode>();
  const hiddenValues = new Set<string>();
  /** Interfaces an edition exports under another's name (`GridDataSourcePremium as GridDataSource`). */
  const renamed = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isExportSpecifier(node) && node.propertyName) renamed.set(node.name.text, [...(renamed.get(node.name.text) ?? []), node.propertyName.getText()]);
    if (ts.isInterfaceDeclaration(node)) {
      const entry: Declared = interfaces.get(node.name.text) ?? { members: new Map(), heritage: [] };
      for (const member of node.members)
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
          entry.members.set(member.name.text, { hidden: hiddenTags(member) });
      for (const clause of node.heritageClauses ?? []) entry.heritage.push(...clause.types);
      interfaces.set(node.name.text, entry);
    } else if (ts.isTypeAliasDeclaration(node)) {
      aliases.set(node.name.text, node.type);
    } else if (ts.isVariableStatement(node) && hiddenTags(node)) {
      for (const declaration of node.declarationList.declarations) hiddenValues.add(declaration.name.getText());
    }
    ts.forEachChild(node, visit);
  };
  for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
    for (const file of declarationFiles(path.dirname(require.resolve(`${name}/package.json`))))
      visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }

  /** The visible members of a named interface or type alias, through `extends`, unions (first member), `Pick` and aliases. */
  const members = (name: string, seen = new Set<string>()): Map<string, { hidden: boolean }> => {
    const found = new Map<string, { hidden: boolean }>();
    if (seen.has(name)) return found;
    seen.add(name);
    // What an edition exports under this name counts as well: a reader importing it from that edition gets its members.
    for (const original of renamed.get(name) ?? []) for (const [key, value] of members(original, seen)) if (!found.has(key)) found.set(key, value);
    const declared = interfaces.get(name);
    if (declared) {
      for (const parent of declared.heritage)
        for (const [key, value] of referenceMembers(parent.expression.getText(), parent.typeArguments, seen)) if (!found.has(key)) found.set(key, value);
      for (const [key, value] of declared.members) found.set(key, value);
      return found;
    }
    if (found.size) return found;
    const alias = aliases.get(name);
    if (!alias) return found;
    return typeMembers(alias, seen);
  };
  const typeMembers = (node: ts.TypeNode, seen: Set<string>): Map<string, { hidden: boolean }> => {
    if (ts.isUnionTypeNode(node)) return typeMembers(node.types[0], seen);
    if (ts.isTypeLiteralNode(node))
      return new Map(node.members.filter((member) => member.name).map((member) => [member.name!.getText(), { hidden: hiddenTags(member) }]));
    if (ts.isIntersectionTypeNode(node)) return new Map(node.types.flatMap((part) => [...typeMembers(part, seen)]));
    if (ts.isTypeReferenceNode(node)) return referenceMembers(node.typeName.getText(), node.typeArguments, seen);
    return new Map();
  };
  /** Members of a reference by name: `Pick` and `Omit` of their first argument, else the named type. */
  function referenceMembers(written: string, typeArguments: ts.NodeArray<ts.TypeNode> | undefined, seen: Set<string>): Map<string, { hidden: boolean }> {
    const name = written.split('.').pop()!;
    if ((name === 'Pick' || name === 'Omit') && typeArguments) {
      const all = typeMembers(typeArguments[0], seen);
      const keys = new Set(
        typeArguments[1]
          .getText()
          .split('|')
          .map((key) => key.trim().replace(/^['"]|['"]$/g, '')),
      );
      return new Map([...all].filter(([key]) => keys.has(key) === (name === 'Pick')));
    }
    return members(name, new Set(seen));
  }
  return {
    /** Names of the visible members of `name`. */
    visibleMembers: (name: string) =>
      [...members(name)]
        .filter(([, { hidden }]) => !hidden)
        .map(([key]) => key)
        .sort(),
    /** Names of the members of `name` its declarations hide (`@ignore`, `@internal`). */
    hiddenMembers: (name: string) => new Set([...members(name)].filter(([, { hidden }]) => hidden).map(([key]) => key)),
    /** Exported values marked `@ignore` or `@internal` (selectors the packages keep out of their docs). */
    hiddenValues,
  };
}
