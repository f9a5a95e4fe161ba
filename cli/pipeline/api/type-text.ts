/**
 * Prop types as a reader would write them: the declared text where it is
 * readable, `OverridableStringUnion` resolved to its literals plus `string`, unions of literals
 * spelled out (`keyof TypographySystem` as its keys), string-literal unions sorted and
 * single-quoted, `| undefined` of optional props dropped.
 */
import ts from 'typescript';

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** Splits a type text at its top-level `|` (not inside brackets, parentheses or strings). */
export function splitUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && text[i - 1] !== '=') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** Normalises a type text: one line, single quotes, literal unions sorted, no `undefined`. */
export function tidyType(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
  const parts = splitUnion(oneLine)
    .map((part) => part.replace(/^"((?:[^"\\]|\\.)*)"$/, "'$1'"))
    .filter((part) => part !== 'undefined');
  const literal = (part: string) => /^'.*'$/.test(part);
  if (parts.length > 1 && parts.every(literal)) parts.sort();
  else if (parts.length > 1) {
    const literals = parts.filter(literal).sort();
    const rest = parts.filter((part) => !literal(part));
    return [...literals, ...rest].join(' | ');
  }
  return parts.join(' | ');
}

function isReadable(text: string): boolean {
  return !/\[['"]|\btypeof\b|\bkeyof\b|\binfer\b/.test(text) && text.length < 400;
}

/** True when a type node mentions a type parameter (`TValue`, `readonly TView[]`). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeReferenceNode(node) && checker.getTypeFromTypeNode(node).flags & ts.TypeFlags.TypeParameter) return true;
  return Boolean(ts.forEachChild(node, (child) => mentionsTypeParameter(checker, child) || undefined));
}

/**
 * Replaces type parameter names in a type text by what a reader sees for them
 * (`GridColDef<R>` → `GridColDef<GridValidRowModel>`), outside string literals; a union put
 * where precedence would change its meaning (`readonly TView[]`, `A & TValue`) is parenthesised.
 * Pure.
 * @param parameters type parameter name → its text.
 */
export function substituteTypeParameters(text: string, parameters: ReadonlyMap<string, string>): string {
  if (!parameters.size) return text;
  const names = [...parameters.keys()].map((name) => name.replace(/[$]/g, '\\$&')).join('|');
  const pattern = new RegExp(`('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*")|(?<![\\w.$])(${names})(?![\\w$])`, 'g');
  return text.replace(pattern, (match, literal: string | undefined, name: string | undefined, offset: number) => {
    if (literal || !name) return match;
    const value = parameters.get(name)!;
    const before = text.slice(0, offset).trimEnd();
    const after = text.slice(offset + match.length).trimStart();
    const compound = splitUnion(value).length > 1 || /[&?]|=>/.test(value.replace(/<[^<>]*>|\([^()]*\)/g, ''));
    const tight = after.startsWith('[') || after.startsWith('&') || before.endsWith('&') || /\b(keyof|readonly)$/.test(before);
    return compound && tight ? `(${value})` : value;
  });
}

/**
 * The reader-facing type of a prop.
 * @param typeParameters the component signature's type parameters → their constraint or default
 *   text; a type the declarations write with a type parameter (`TValue`, `TView`) is shown as
 *   the component's export instantiates it (`PickerValidDate | null`, `'day' | 'month' | 'year'`).
 * @param typeArguments the declaring interface's type parameters → the text of the arguments the
 *   component's props type passes to it (see `type-arguments.ts`).
 */
export function propTypeText(
  checker: ts.TypeChecker,
  prop: ts.Symbol,
  declaration: ts.Declaration | undefined,
  location: ts.Node,
  typeParameters: ReadonlyMap<string, string> = new Map(),
  typeArguments?: { texts: ReadonlyMap<string, string>; unresolved: readonly string[] },
): string {
  const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  if (node && ts.isTypeReferenceNode(node) && /OverridableStringUnion$/.test(node.typeName.getText()) && node.typeArguments?.[0]) {
    // Spell the literals out, through aliases such as Joy's `ColorPaletteProp`.
    const literals = checker.getTypeFromTypeNode(node.typeArguments[0]);
    const members = literals.isUnion() ? literals.types : [literals];
    return `${tidyType(members.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | '))} | string`;
  }
  const type = checker.getTypeOfSymbolAtLocation(prop, location);
  if (type.flags & ts.TypeFlags.TypeParameter) {
    // The `component` prop of an overridable component is typed by the overload's parameter.
    return typeParameters.get(type.symbol.getName()) ?? 'React.ElementType';
  }
  const generic = node !== undefined && mentionsTypeParameter(checker, node);
  if (node && !generic && isReadable(node.getText())) return tidyType(node.getText());
  if (node && generic && typeArguments) {
    // As written, with the arguments the component passes to the declaring interface.
    const text = substituteTypeParameters(substituteTypeParameters(node.getText(), typeArguments.texts), typeParameters);
    const pending = typeArguments.unresolved.some((name) => new RegExp(`(?<![\\w.$])${name}(?![\\w$])`).test(text));
    if (isReadable(text) && !pending) return tidyType(text);
  }
  // A union of literals (`'inherit' | keyof TypographySystem`, `TView` as `DateView`) is spelled out member by member.
  const members = type.isUnion() ? type.types : [];
  const LITERAL = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined;
  if (members.length > 1 && members.every((member) => member.flags & LITERAL))
    return tidyType(members.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | '));
  // A bare type parameter (`value?: TValue`) shows what it stands for, not an alias of it.
  const flags = generic && node && ts.isTypeReferenceNode(node) && !node.typeArguments ? FORMAT | ts.TypeFormatFlags.InTypeAlias : FORMAT;
  return substituteTypeParameters(tidyType(checker.typeToString(type, undefined, flags)), typeParameters);
}
