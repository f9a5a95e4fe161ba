/**
 * The type arguments a component's props type passes to each generic interface or alias it is
 * built on, as text: DatePicker's props reach `BasePickerProps<TValue, …>` with
 * `TValue = PickerValue`, so a prop declared `value?: TValue` reads `PickerValidDate | null`.
 * Worked out on the declarations' syntax because the checker cannot say it: the pickers'
 * `PickerValidDate` is `any` until an adapter augments it, and `any | null` keeps no alias.
 */
import ts from 'typescript';
import { substituteTypeParameters } from './type-text';

/** Type parameter name → its text, per generic declaration reached. */
export type TypeArgumentTexts = Map<ts.Declaration, Map<string, string>>;

/**
 * The text a type argument stands for: a reference to a union alias of the product
 * (`PickerValue`) is spelled out (`PickerValidDate | null`), anything else is kept as written.
 */
function argumentText(checker: ts.TypeChecker, node: ts.TypeNode, inProduct: (file: string) => boolean): string {
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    let symbol = checker.getSymbolAtLocation(ts.isQualifiedName(node.typeName) ? node.typeName.right : node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const alias = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    if (alias && !alias.typeParameters && ts.isUnionTypeNode(alias.type) && inProduct(alias.getSourceFile().fileName)) return alias.type.getText();
  }
  return node.getText();
}

/**
 * Walks a component's props type from its export (aliases, intersections, unions, call
 * signatures' first parameter, `extends` clauses, type maps' `props`) and records, for every
 * generic declaration of the product it reaches, the text of each type parameter: the argument
 * written at the first reference met that is not `any` (with the outer parameters already
 * replaced), else the parameter's default.
 * @param outer the export signature's own type parameters → their text.
 */
export function typeArgumentTexts(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  inProduct: (file: string) => boolean,
  outer: ReadonlyMap<string, string>,
): TypeArgumentTexts {
  const found: TypeArgumentTexts = new Map();
  const seen = new Set<ts.Node>();

  const visitDeclaration = (declaration: ts.Declaration, env: ReadonlyMap<string, string>) => {
    if (seen.has(declaration) || !inProduct(declaration.getSourceFile().fileName)) return;
    seen.add(declaration);
    if (ts.isTypeAliasDeclaration(declaration)) visit(declaration.type, env);
    else if (ts.isInterfaceDeclaration(declaration)) {
      declaration.heritageClauses?.forEach((clause) => clause.types.forEach((type) => visit(type, env)));
      if (/TypeMap$/.test(declaration.name.text)) {
        const props = declaration.members.find((member) => member.name?.getText() === 'props');
        if (props && ts.isPropertySignature(props) && props.type) visit(props.type, env);
      }
    } else if (ts.isVariableDeclaration(declaration) && declaration.type) visit(declaration.type, env);
    else if (ts.isFunctionDeclaration(declaration)) declaration.parameters.slice(0, 1).forEach((parameter) => parameter.type && visit(parameter.type, env));
  };

  const visitReference = (node: ts.TypeReferenceNode | ts.ExpressionWithTypeArguments, env: ReadonlyMap<string, string>) => {
    const nameNode = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
    let target = checker.getSymbolAtLocation(
      ts.isQualifiedName(nameNode) ? nameNode.right : ts.isPropertyAccessExpression(nameNode) ? nameNode.name : nameNode,
    );
    if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
    node.typeArguments?.forEach((argument) => visit(argument, env));
    for (const declaration of target?.declarations ?? []) {
      if (!ts.isInterfaceDeclaration(declaration) && !ts.isTypeAliasDeclaration(declaration)) continue;
      const inner = new Map<string, string>();
      declaration.typeParameters?.forEach((parameter, index) => {
        const argument = node.typeArguments?.[index];
        const text = argument
          ? substituteTypeParameters(argumentText(checker, argument, inProduct), env)
          : parameter.default && substituteTypeParameters(parameter.default.getText(), inner);
        if (text) inner.set(parameter.name.text, text);
      });
      // The first reference met wins, except that an `any` argument (`UseFieldInternalProps<any, any, any>`
      // in a helper type) gives way to a specific one met later.
      const known = found.get(declaration);
      if (!known) found.set(declaration, inner);
      else for (const [name, text] of inner) if (known.get(name) === 'any') known.set(name, text);
      visitDeclaration(declaration, inner);
    }
  };

  const visit = (node: ts.Node, env: ReadonlyMap<string, string>): void => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) visitReference(node, env);
    else if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) node.types.forEach((type) => visit(type, env));
    else if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) visit(node.type, env);
    else if (ts.isFunctionTypeNode(node) || ts.isCallSignatureDeclaration(node))
      node.parameters.slice(0, 1).forEach((parameter) => parameter.type && visit(parameter.type, env));
    else if (ts.isTypeLiteralNode(node)) node.members.filter(ts.isCallSignatureDeclaration).forEach((member) => visit(member, env));
  };

  symbol.declarations?.forEach((declaration) => visitDeclaration(declaration, outer));
  return found;
}

/** The generic declaration a prop is declared in: its interface, or the alias of its type literal. */
export function containerDeclaration(declaration: ts.Declaration): ts.Declaration | undefined {
  const container = declaration.parent;
  if (ts.isInterfaceDeclaration(container)) return container;
  if (ts.isTypeLiteralNode(container) && ts.isTypeAliasDeclaration(container.parent)) return container.parent;
  return undefined;
}

/** The type parameters of a prop's declaring interface: their texts, and those without one. */
export interface ParameterTexts {
  texts: Map<string, string>;
  /** Parameters with no argument, constraint or default (React's `DOMAttributes<T>`). */
  unresolved: string[];
}

/**
 * The text of each type parameter of a prop's declaring interface or alias: the argument the
 * component passes (see {@link typeArgumentTexts}), else the parameter's constraint (what the
 * prop accepts), else its default.
 */
export function parameterTexts(container: ts.Declaration, found: TypeArgumentTexts): ParameterTexts {
  const texts = new Map(found.get(container));
  const parameters = ts.isInterfaceDeclaration(container) || ts.isTypeAliasDeclaration(container) ? (container.typeParameters ?? []) : [];
  for (const parameter of parameters) {
    const fallback = parameter.constraint ?? parameter.default;
    if (!texts.has(parameter.name.text) && fallback) texts.set(parameter.name.text, substituteTypeParameters(fallback.getText(), texts));
  }
  return { texts, unresolved: parameters.map((parameter) => parameter.name.text).filter((name) => !texts.has(name)) };
}
