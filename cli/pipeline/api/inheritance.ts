/**
 * Which documented component a component's props come from. A component inherits from another
 * only when its props type is built on that component's props (`extends XProps`,
 * `Omit<XProps, …>`, `X & …`, a `props` member of its type map), or when the package's own JSDoc
 * says so (`- inherits [X API](…)`, which Material UI and Joy UI write for components whose
 * types use a variant union or a shared type map). A prop merely declared in another component's
 * folder is not inherited.
 */
import ts from 'typescript';

/** A parent named by the package's JSDoc: `- inherits [Transition API](https://…)`. */
export interface DocumentedParent {
  name: string;
  href: string;
}

/**
 * The parent a component's JSDoc names in its `API:` list, if any. Pure.
 * @param documentation the component's JSDoc text, e.g. `… API:\n\n- inherits [ButtonBase API](https://mui.com/…)`.
 */
export function documentedParent(documentation: string): DocumentedParent | undefined {
  const match = /^\s*-\s*inherits\s+\[(\w+) API\]\(([^)\s]+)\)/m.exec(documentation);
  return match ? { name: match[1], href: match[2] } : undefined;
}

/** What {@link typeParents} needs to know about the program. */
export interface ParentLookup {
  checker: ts.TypeChecker;
  /** The documented component whose props a type name is (`ButtonBaseProps` → `ButtonBase`), if any. */
  componentOfProps(typeName: string): string | undefined;
  /** True for a declaration file of the product's packages (the walk does not enter React's types). */
  inProduct(file: string): boolean;
}

/**
 * Documented components whose props a component's props type is built on, nearest first: the
 * walk starts at the export's declared type, follows aliases, intersections, unions, call
 * signatures' first parameter, utility types' arguments (`Omit`, `Partial`, `StandardProps`; not
 * `Pick`, which makes a few of another component's props the component's own),
 * interfaces' `extends` clauses and type maps' `props` member, and stops at the first
 * `<Component>Props` or `<Component>OwnProps` it meets on each path (deeper ones are that
 * parent's own parents). Members an interface declares itself are never followed.
 * @param self the component's own name; its own props types are walked through, not matched.
 */
export function typeParents(lookup: ParentLookup, symbol: ts.Symbol, self: string): string[] {
  const { checker } = lookup;
  const found = new Set<string>();
  const seen = new Set<ts.Node>();

  const visitDeclaration = (declaration: ts.Declaration) => {
    if (seen.has(declaration) || !lookup.inProduct(declaration.getSourceFile().fileName)) return;
    seen.add(declaration);
    if (ts.isTypeAliasDeclaration(declaration)) visit(declaration.type);
    else if (ts.isInterfaceDeclaration(declaration)) {
      declaration.heritageClauses?.forEach((clause) => clause.types.forEach(visit));
      // A type map (`ButtonTypeMap`) carries the props in its `props` member.
      if (/TypeMap$/.test(declaration.name.text)) {
        const props = declaration.members.find((member) => member.name?.getText() === 'props');
        if (props && ts.isPropertySignature(props) && props.type) visit(props.type);
      }
    } else if (ts.isVariableDeclaration(declaration) && declaration.type) visit(declaration.type);
    else if (ts.isFunctionDeclaration(declaration)) declaration.parameters.slice(0, 1).forEach((parameter) => parameter.type && visit(parameter.type));
  };

  const visitReference = (node: ts.TypeReferenceNode | ts.ExpressionWithTypeArguments) => {
    const nameNode = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
    const text = nameNode.getText().split('.').pop()!;
    const component = lookup.componentOfProps(text);
    if (component && component !== self) {
      found.add(component);
      return;
    }
    // `Pick<XProps, 'size'>` takes a few of X's props as the component's own: not inheritance.
    if (text === 'Pick') return;
    let symbol = checker.getSymbolAtLocation(ts.isQualifiedName(nameNode) ? nameNode.right : nameNode);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    symbol?.declarations?.forEach(visitDeclaration);
    node.typeArguments?.forEach(visit);
  };

  const visit = (node: ts.Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) visitReference(node);
    else if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) node.types.forEach(visit);
    else if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) visit(node.type);
    else if (ts.isFunctionTypeNode(node) || ts.isCallSignatureDeclaration(node))
      node.parameters.slice(0, 1).forEach((parameter) => parameter.type && visit(parameter.type));
    else if (ts.isTypeLiteralNode(node)) node.members.filter(ts.isCallSignatureDeclaration).forEach(visit);
  };

  symbol.declarations?.forEach(visitDeclaration);
  return [...found];
}

/**
 * The first cycle in a parent relation, as the names along it (`['A', 'B', 'A']`), or undefined.
 * Pure.
 * @param parents component name → the name of its parent.
 */
export function inheritanceCycle(parents: ReadonlyMap<string, string>): string[] | undefined {
  for (const start of parents.keys()) {
    const path: string[] = [];
    for (let current: string | undefined = start; current !== undefined; current = parents.get(current)) {
      const index = path.indexOf(current);
      if (index >= 0) return [...path.slice(index), current];
      path.push(current);
    }
  }
  return undefined;
}
