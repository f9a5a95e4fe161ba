/**
 * Prop types as a reader would write them (issue 3 item 2): the declared text where it is
 * readable, `OverridableStringUnion` resolved to its literals plus `string`, unions of literals
 * spelled out (`keyof TypographySystem` as its keys), string-literal unions sorted and
 * single-quoted, `| undefined` of optional props dropped.
 */
import ts from 'typescript';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

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

/** The reader-facing type of a prop. */
export function propTypeText(checker: ts.TypeChecker, prop: ts.Symbol, declaration: ts.Declaration | undefined, location: ts.Node): string {
  const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  if (node && ts.isTypeReferenceNode(node) && /OverridableStringUnion$/.test(node.typeName.getText()) && node.typeArguments?.[0]) {
    // Spell the literals out, through aliases such as Joy's `ColorPaletteProp`.
    const literals = checker.getTypeFromTypeNode(node.typeArguments[0]);
    const members = literals.isUnion() ? literals.types : [literals];
    return `${tidyType(members.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | '))} | string`;
  }
  const type = checker.getTypeOfSymbolAtLocation(prop, location);
  // The `component` prop of an overridable component is typed by the overload's parameter.
  if (type.flags & ts.TypeFlags.TypeParameter) return 'React.ElementType';
  if (node && isReadable(node.getText())) return tidyType(node.getText());
  // A union of literals (`'inherit' | keyof TypographySystem`) is spelled out member by member.
  const members = type.isUnion() ? type.types : [];
  const LITERAL = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined;
  if (members.length > 1 && members.every((member) => member.flags & LITERAL)) return tidyType(members.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | '));
  return tidyType(checker.typeToString(type, undefined, FORMAT));
}
