/**
 * API extraction: for every React component a package exports, its imports,
 * props, inheritance, ref target, slots, CSS classes and theme key, from the installed
 * declarations (TypeScript 5 compiler API) and runtime exports (the `*Classes` objects).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiClass, ApiInheritance, ApiProp, ApiRecord, ApiSlot } from '../../../runtime/api/types';
import { docMarkdown } from './doc-markdown';
import { type ApiPackage, apiSlug } from './packages';
import { type ApiProgram, createApiProgram } from './program';
import { type DocumentedParent, documentedParent, inheritanceCycle, typeParents } from './inheritance';
import { containerDeclaration, parameterTexts, typeArgumentTexts } from './type-arguments';
import { propTypeText, substituteTypeParameters, tidyType } from './type-text';
import { extractGridReference, GRID_PACKAGES } from './grid';
import type { GridReference } from '../../../runtime/api/grid-types';

/** A record before the build links its demos. */
export type ExtractedRecord = Omit<ApiRecord, 'demos'>;

/** Problems that do not stop the build, listed in its summary. */
export interface ExtractionReport {
  /** `package Component.prop: @default text` that does not parse as an expression. */
  badDefaults: string[];
  /** `package Component .className` with no description. */
  undocumentedClasses: string[];
  /** `package Component: reason` for exports that get no page (props `any` or empty in the package). */
  skipped: string[];
}

/** Native elements by DOM interface, for "props of the native element" and ref targets. */
const ELEMENTS: Record<string, string> = {
  HTMLAnchorElement: 'a',
  HTMLButtonElement: 'button',
  HTMLDivElement: 'div',
  HTMLSpanElement: 'span',
  HTMLInputElement: 'input',
  HTMLTextAreaElement: 'textarea',
  HTMLSelectElement: 'select',
  HTMLLabelElement: 'label',
  HTMLUListElement: 'ul',
  HTMLOListElement: 'ol',
  HTMLLIElement: 'li',
  HTMLParagraphElement: 'p',
  HTMLHeadingElement: 'h1',
  HTMLHRElement: 'hr',
  HTMLImageElement: 'img',
  HTMLFormElement: 'form',
  HTMLFieldSetElement: 'fieldset',
  HTMLLegendElement: 'legend',
  HTMLTableElement: 'table',
  HTMLTableSectionElement: 'tbody',
  HTMLTableRowElement: 'tr',
  HTMLTableCellElement: 'td',
  HTMLElement: 'element',
  SVGSVGElement: 'svg',
  HTMLDialogElement: 'dialog',
};

const NATIVE_SOURCES = /[/\\]node_modules[/\\](@types[/\\]react|csstype)[/\\]/;

/** True for `children` declared by `React.PropsWithChildren`: a prop the component chose to take. */
function fromPropsWithChildren(declaration: ts.Declaration | undefined): boolean {
  let node: ts.Node | undefined = declaration?.parent;
  while (node && !ts.isSourceFile(node) && !ts.isTypeAliasDeclaration(node)) node = node.parent;
  return Boolean(node && ts.isTypeAliasDeclaration(node) && node.name.text === 'PropsWithChildren');
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function tag(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string | undefined {
  const found = symbol.getJsDocTags(checker).find((item) => item.name === name);
  // Drop the stray `*` lines some declarations leave inside a tag.
  return found
    ? ts
        .displayPartsToString(found.text)
        .replace(/\n\s*\*\s*$/gm, '')
        .trim()
    : undefined;
}

function documentation(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker));
}

/** True when `text` parses as one JavaScript/JSX expression. */
export function isExpression(text: string): boolean {
  const file = ts.createSourceFile('default.tsx', `(${text});`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const diagnostics = (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
  return diagnostics.length === 0 && file.statements.length === 1;
}

/** Exported React components of a module: capitalised values callable with props, returning JSX. */
function componentExports(api: ApiProgram, moduleSymbol: ts.Symbol): Array<{ name: string; symbol: ts.Symbol; signatures: readonly ts.Signature[] }> {
  const { checker, entry } = api;
  return checker.getExportsOfModule(moduleSymbol).flatMap((exported) => {
    const name = exported.getName();
    if (!/^[A-Z]/.test(name) || name.endsWith('Context')) return [];
    const symbol = resolveAlias(checker, exported);
    if (!(symbol.flags & ts.SymbolFlags.Value)) return [];
    const declared = checker.getTypeOfSymbolAtLocation(symbol, entry);
    // `React.JSXElementConstructor<Props>` (SwipeableDrawer) is a union of a function and a
    // class type: its function member carries the props.
    const type = declared.isUnion() ? (declared.types.find((member) => member.getCallSignatures().length > 0) ?? declared) : declared;
    const signatures = type.getCallSignatures();
    if (!signatures.length || /StyledComponent/.test(checker.typeToString(type))) return [];
    const returns = checker.typeToString(signatures[signatures.length - 1].getReturnType());
    if (!/Element|ReactNode/.test(returns)) return [];
    if (!signatures[signatures.length - 1].parameters.length) return [];
    return [{ name, symbol, signatures }];
  });
}

/** Package folder (`…/node_modules/@mui/material`) and the component folders inside it. */
function packageLayout(root: string, name: string) {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
  return path.dirname(manifest);
}

interface PropSource {
  prop: ts.Symbol;
  /** The declaration that documents the prop: the component's own, else the package's, else any. */
  declaration?: ts.Declaration;
  file: string;
  /** Only in an overload (e.g. `component`), so never required in practice. */
  overloadOnly: boolean;
}

/** One component export, its props collected, before its record is built. */
interface ComponentInfo {
  pkg: ApiPackage;
  name: string;
  symbol: ts.Symbol;
  /** `package Name`, for messages. */
  where: string;
  route: string;
  runtime: Record<string, unknown>;
  sources: Map<string, PropSource>;
  /** Type parameters of the export's signature → the type a reader sees for them. */
  typeParameters: Map<string, string>;
}

/** React's page on the props every DOM component takes (event handlers and common attributes). */
const REACT_COMMON_PROPS = 'https://react.dev/reference/react-dom/components/common#common-props';

/**
 * The runtime `propTypes` of a component export, on the export itself or on the component a
 * `React.memo` / `React.forwardRef` wrapper holds (the Data Grid and pickers attach them inside).
 */
function runtimePropTypes(value: unknown): object | undefined {
  let current = value as { propTypes?: object; type?: unknown; render?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.propTypes) return current.propTypes;
    current = (current.type ?? current.render) as typeof current;
  }
  return undefined;
}

/** Name of the interface or type alias a member is declared in (`HTMLAttributes`, `DOMAttributes`). */
function containerName(declaration: ts.Declaration): string {
  const container = declaration.parent;
  if (ts.isInterfaceDeclaration(container)) return container.name.text;
  if (ts.isTypeLiteralNode(container) && ts.isTypeAliasDeclaration(container.parent)) return container.parent.name.text;
  return '';
}

/**
 * What a reader sees for each type parameter of a component's signature: its constraint (what
 * the prop accepts: DatePicker's `TEnableAccessibleFieldDOMStructure` → `boolean`, the Data
 * Grid's `R` → `GridValidRowModel`), else its default, else `unknown`.
 */
function typeParameterTexts(checker: ts.TypeChecker, signature: ts.Signature): Map<string, string> {
  const texts = new Map<string, string>();
  for (const parameter of signature.getTypeParameters() ?? []) {
    const chosen = parameter.getConstraint() ?? checker.getDefaultFromTypeParameter(parameter);
    const text = chosen ? tidyType(checker.typeToString(chosen, undefined, ts.TypeFormatFlags.NoTruncation)) : 'unknown';
    // A default naming an earlier parameter (the Data Grid's `F = V`) takes that one's text.
    texts.set(parameter.symbol.getName(), substituteTypeParameters(text, texts));
  }
  return texts;
}

/**
 * Props from every call signature of a component: the default-component one gives the types,
 * the `component` overload adds `component`.
 * @throws Error naming the export when its props type does not resolve.
 */
function propSources(api: ApiProgram, symbol: ts.Symbol, signatures: readonly ts.Signature[], where: string, inPackage: (file: string) => boolean) {
  const { checker, entry } = api;
  const ownDir = path.dirname(symbol.declarations?.[0]?.getSourceFile().fileName ?? '');
  const sources = new Map<string, PropSource>();
  let untyped = false;
  for (const [index, signature] of [...signatures].reverse().entries()) {
    const parameter = signature.parameters[0];
    if (!parameter) continue;
    const propsType = checker.getTypeOfSymbolAtLocation(parameter, entry);
    if ((propsType as { intrinsicName?: string }).intrinsicName === 'error') {
      throw new Error(`API: ${where}: its props type does not resolve (an import in its declarations is missing)`);
    }
    if (propsType.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      untyped = true;
      continue;
    }
    for (const prop of checker.getPropertiesOfType(propsType)) {
      if (sources.has(prop.getName())) continue;
      const declarations = prop.declarations ?? [];
      const fileOf = (declaration: ts.Declaration) => declaration.getSourceFile().fileName;
      const declaration =
        declarations.find((item) => path.dirname(fileOf(item)) === ownDir) ??
        declarations.find((item) => inPackage(fileOf(item))) ??
        declarations.find((item) => !NATIVE_SOURCES.test(fileOf(item))) ??
        declarations[0];
      sources.set(prop.getName(), { prop, declaration, file: declaration ? fileOf(declaration) : '', overloadOnly: index > 0 });
    }
  }
  return { sources, untyped, typeParameters: typeParameterTexts(checker, signatures[signatures.length - 1]) };
}

/** Where a component's unlisted props come from: a documented component, or an external one. */
interface Parent {
  component?: ComponentInfo;
  external?: DocumentedParent;
}

/**
 * The parent of every component (see `inheritance.ts`): the one its package's JSDoc names,
 * else the single documented component its props type is built on (none when it is built on
 * several, as DatePicker on DesktopDatePicker and MobileDatePicker: its page lists everything).
 * @throws Error naming the components of an inheritance cycle.
 */
function resolveParents(checker: ts.TypeChecker, components: readonly ComponentInfo[], inProduct: (file: string) => boolean): Map<ComponentInfo, Parent> {
  const byProduct = new Map<string, Map<string, ComponentInfo>>();
  for (const component of components) {
    const names = byProduct.get(component.pkg.productId) ?? new Map<string, ComponentInfo>();
    names.set(component.name, component);
    byProduct.set(component.pkg.productId, names);
  }
  const parents = new Map<ComponentInfo, Parent>();
  for (const component of components) {
    const names = byProduct.get(component.pkg.productId)!;
    const named = documentedParent(documentation(checker, component.symbol));
    if (named) {
      const local = names.get(named.name);
      parents.set(component, local && local !== component ? { component: local } : { external: named });
      continue;
    }
    const componentOfProps = (typeName: string) => {
      const match = /^(\w+?)(?:Own)?Props$/.exec(typeName);
      return match && names.has(match[1]) ? match[1] : undefined;
    };
    const found = typeParents({ checker, componentOfProps, inProduct }, component.symbol, component.name);
    if (found.length === 1) parents.set(component, { component: names.get(found[0])! });
  }
  const edges = new Map([...parents].flatMap(([child, parent]) => (parent.component ? [[child.where, parent.component.where] as const] : [])));
  const cycle = inheritanceCycle(edges);
  if (cycle) throw new Error(`API: inheritance cycle between ${cycle.join(' → ')}: each one's props type is built on the next one's`);
  return parents;
}

function themeKeys(api: ApiProgram, specifier: string, interfaceName: string): Set<string> {
  const module = api.moduleSymbol(specifier);
  const symbol = module && api.checker.getExportsOfModule(module).find((item) => item.getName() === interfaceName);
  if (!symbol) return new Set();
  const type = api.checker.getDeclaredTypeOfSymbol(resolveAlias(api.checker, symbol));
  return new Set(api.checker.getPropertiesOfType(type).map((prop) => prop.getName()));
}

function importsOf(api: ApiProgram, pkg: string, name: string, symbol: ts.Symbol): string[] {
  const imports: string[] = [];
  const subpath = api.moduleSymbol(`${pkg}/${name}`);
  if (subpath) {
    const exports = api.checker.getExportsOfModule(subpath);
    const fallback = exports.find((item) => item.getName() === 'default');
    if (fallback && resolveAlias(api.checker, fallback) === symbol) imports.push(`import ${name} from '${pkg}/${name}';`);
    else if (exports.some((item) => item.getName() === name)) imports.push(`import { ${name} } from '${pkg}/${name}';`);
  }
  imports.push(`import { ${name} } from '${pkg}';`);
  return imports;
}

/**
 * Extracts every component of every package.
 * @throws Error naming the package, the export and the reason when a component's props
 *   cannot be resolved (never an empty table).
 */
export async function extractApi(
  root: string,
  packages: readonly ApiPackage[],
): Promise<{ records: ExtractedRecord[]; report: ExtractionReport; grid?: GridReference }> {
  const api = createApiProgram(
    root,
    packages.map((pkg) => pkg.name),
    packages.flatMap((pkg) => (pkg.themeAugmentation ? [pkg.themeAugmentation] : [])),
  );
  const { checker, entry } = api;
  const report: ExtractionReport = { badDefaults: [], undocumentedClasses: [], skipped: [] };
  const materialThemeKeys = themeKeys(api, '@mui/material/styles', 'ComponentsPropsList');
  const joyThemeKeys = themeKeys(api, '@mui/joy/styles', 'Components');
  // X's keys live in its `themeAugmentation` module's `*ComponentsPropsList` interfaces.
  for (const pkg of packages) {
    const module = pkg.themeAugmentation && api.moduleSymbol(pkg.themeAugmentation);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module).filter((item) => /ComponentsPropsList$/.test(item.getName()))) {
      themeKeys(api, pkg.themeAugmentation!, exported.getName()).forEach((key) => materialThemeKeys.add(key));
    }
  }
  /** Component names by page route, across packages sharing a route prefix (an edition and its MIT package). */
  const slugs = new Map<string, string>();
  const components: ComponentInfo[] = [];
  for (const pkg of packages) {
    const pkgDir = packageLayout(root, pkg.name);
    const runtime = (await import(pkg.name)) as Record<string, unknown>;
    const inPackage = (file: string) => file.startsWith(`${pkgDir}${path.sep}`) && !file.slice(pkgDir.length).includes(`${path.sep}node_modules${path.sep}`);
    // An edition's own components are declared in its folder (not in a package nested under it).
    const exported = componentExports(api, api.moduleSymbol(pkg.name)!).filter(
      (component) => !pkg.plan || inPackage(component.symbol.declarations?.[0]?.getSourceFile().fileName ?? ''),
    );
    for (const { name, symbol, signatures } of exported) {
      const where = `${pkg.name} ${name}`;
      const route = `${pkg.base}${apiSlug(name)}/`;
      // An edition's own version of a component its MIT package has (Pro's GridColumnMenu, with
      // pinning) takes the same props: the MIT page documents both.
      if (pkg.plan && slugs.has(route)) continue;
      if (slugs.has(route)) throw new Error(`API: ${where} and ${slugs.get(route)} would share the page ${route}`);
      slugs.set(route, where);
      const collected = propSources(api, symbol, signatures, where, inPackage);
      if (collected.sources.size === 0) {
        report.skipped.push(`${where}: ${collected.untyped ? 'props declared as any' : 'props type has no members'} in the package's declarations`);
        continue;
      }
      components.push({ pkg, name, symbol, where, route, runtime, ...collected });
    }
  }

  const packageDirs = packages.map((pkg) => packageLayout(root, pkg.name));
  /** True for a declaration file of a documented package (not of a package nested in one). */
  const inProducts = (file: string) =>
    packageDirs.some((dir) => file.startsWith(`${dir}${path.sep}`) && !file.slice(dir.length).includes(`${path.sep}node_modules${path.sep}`));
  const parents = resolveParents(checker, components, inProducts);
  const records: ExtractedRecord[] = [];
  for (const component of components) {
    const { pkg, name, symbol, where, route, runtime, sources, typeParameters } = component;
    const parent = parents.get(component);
    const typeArguments = typeArgumentTexts(checker, symbol, inProducts, typeParameters);
    const parentDeclarations = new Set(parent?.component ? [...parent.component.sources.values()].flatMap(({ prop }) => prop.declarations ?? []) : []);
    const props: ApiProp[] = [];
    let nativeProps = 0;
    let elementAttributes = false;
    // Props the component checks at run time are ones it handles itself, so they are listed even
    // when a parent or the native element declares them too (Joy Autocomplete's aria-label, Joy
    // MenuItem's id, Material Button's disableRipple).
    const checked = new Set(Object.keys(runtimePropTypes(runtime[name]) ?? {}));
    for (const [propName, { prop, declaration, file, overloadOnly }] of sources) {
      const declarations = prop.declarations ?? [];
      const files = declarations.map((item) => item.getSourceFile().fileName);
      const inherited =
        (parent?.component !== undefined && declarations.length > 0 && declarations.every((item) => parentDeclarations.has(item))) ||
        // Props of an external parent (react-transition-group's Transition) come from its own package.
        (parent?.external !== undefined && files.every((item) => !inProducts(item) && !NATIVE_SOURCES.test(item)));
      const native = (NATIVE_SOURCES.test(file) && !fromPropsWithChildren(declaration)) || !file;
      if (!checked.has(propName) && (inherited || native)) {
        if (native && !inherited) {
          nativeProps += 1;
          elementAttributes ||= declarations.some((item) => !/^(DOMAttributes|AriaAttributes)$/.test(containerName(item)));
        }
        continue;
      }
      const defaultText = tag(checker, prop, 'default');
      if (defaultText !== undefined && !isExpression(defaultText)) report.badDefaults.push(`${where}.${propName}: @default ${defaultText}`);
      const deprecated = tag(checker, prop, 'deprecated');
      const container = declaration && containerDeclaration(declaration);
      props.push({
        name: propName,
        type: propTypeText(checker, prop, declaration, entry, typeParameters, container && parameterTexts(container, typeArguments)),
        required: !overloadOnly && !(prop.flags & ts.SymbolFlags.Optional),
        ...(defaultText !== undefined && { default: defaultText }),
        description: docMarkdown(documentation(checker, prop)),
        ...(deprecated !== undefined && { deprecated: docMarkdown(deprecated) }),
      });
    }
    props.sort((a, b) => Number(a.deprecated !== undefined) - Number(b.deprecated !== undefined) || a.name.localeCompare(b.name));

    const refProp = sources.get('ref')?.prop;
    const refType = refProp ? checker.typeToString(checker.getTypeOfSymbolAtLocation(refProp, entry)) : '';
    const element = Object.keys(ELEMENTS).find((domInterface) => new RegExp(`\\b${domInterface}\\b`).test(refType));
    const forwardsRefTo = element && ELEMENTS[element];
    const inheritance: ApiInheritance | undefined = parent?.component
      ? { name: parent.component.name, kind: 'component' }
      : parent?.external
        ? { name: parent.external.name, kind: 'external', href: parent.external.href }
        : nativeProps > 2 && forwardsRefTo && elementAttributes
          ? { name: forwardsRefTo, kind: 'element' }
          : nativeProps > 2 && !elementAttributes
            ? // Only React's DOMAttributes (event handlers), not the element's attributes (the Data Grid's toolbar parts).
              { name: 'DOMAttributes', kind: 'external', href: REACT_COMMON_PROPS }
            : undefined;

    // A classes object the package root does not re-export (GridLegacy's) is in the component's own module.
    const componentRuntime = { ...((await import(`${pkg.name}/${name}`).catch(() => ({}))) as Record<string, unknown>), ...runtime };
    const classesSource = classesInterface(api, pkg.name, name, sources.get('classes')?.prop, componentRuntime);
    const classes = classesOf(checker, classesSource, componentRuntime, where, report);
    const slots = slotsOf(checker, entry, sources.get('slots')?.prop, classes);
    const keys = pkg.themePrefix === 'Joy' ? joyThemeKeys : materialThemeKeys;
    const themeKey = pkg.themePrefix && keys.has(`${pkg.themePrefix}${name}`) ? `${pkg.themePrefix}${name}` : undefined;
    const description = documentation(checker, symbol)
      .split(/\n\s*(?:Demos|API):/)[0]
      .trim();
    const componentDeprecated = tag(checker, symbol, 'deprecated');

    records.push({
      name,
      package: pkg.name,
      productId: pkg.productId,
      route,
      description: docMarkdown(description),
      ...(componentDeprecated !== undefined && { deprecated: docMarkdown(componentDeprecated) }),
      imports: importsOf(api, pkg.name, name, symbol),
      props,
      slots,
      classes,
      ...(inheritance && { inheritance }),
      ...(forwardsRefTo && { forwardsRefTo }),
      ...(themeKey && { themeKey }),
    });
  }
  // The grid's interfaces, methods, selectors and events, from the same program, when all its editions are documented.
  const grid = GRID_PACKAGES.every((name) => packages.some((pkg) => pkg.name === name)) ? extractGridReference(api) : undefined;
  return { records, report, ...(grid && { grid }) };
}

/**
 * The `<Name>Classes` interface of a component and the name of its runtime object: from its
 * `classes` prop (`Partial<ButtonClasses>`), else by the `<Name>Classes` convention (Joy has no
 * `classes` prop; Material's Stack has no interface of its own). The runtime object decides.
 */
function classesInterface(
  api: ApiProgram,
  pkg: string,
  name: string,
  classesProp: ts.Symbol | undefined,
  runtime: Record<string, unknown>,
): { name: string; type?: ts.Type } | undefined {
  const { checker, entry } = api;
  const propType = classesProp && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(classesProp, entry));
  const fromProp = propType && /\b([A-Z]\w*Classes)\b/.exec(checker.typeToString(propType))?.[1];
  const exported = (interfaceName: string) => checker.getExportsOfModule(api.moduleSymbol(pkg)!).find((item) => item.getName() === interfaceName);
  for (const interfaceName of [fromProp, `${name}Classes`]) {
    if (!interfaceName || typeof runtime[runtimeName(interfaceName)] !== 'object') continue;
    const symbol = exported(interfaceName);
    return { name: interfaceName, type: interfaceName === fromProp ? propType : symbol && checker.getDeclaredTypeOfSymbol(resolveAlias(checker, symbol)) };
  }
  return undefined;
}

/** The runtime name of a classes object: `ButtonClasses` → `buttonClasses`. */
const runtimeName = (interfaceName: string) => interfaceName[0].toLowerCase() + interfaceName.slice(1);

/** True for a declaration its package hides from its docs (`@ignore`, `@internal`). */
const isHidden = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.getJsDocTags(checker).some((item) => item.name === 'ignore' || item.name === 'internal');

/** Breakpoint names MUI generates responsive class names with. */
const BREAKPOINT = /-(xs|sm|md|lg|xl)(?=-|$)/;

/**
 * The pattern of a class name a component generates at run time for each breakpoint and value
 * (`MuiGrid-spacing-xs-2` → `MuiGrid-spacing-{breakpoint}-{value}`), or undefined for one that
 * is not responsive.
 */
export function generatedClassPattern(className: string): string | undefined {
  if (!BREAKPOINT.test(className)) return undefined;
  return className.replace(BREAKPOINT, '-{breakpoint}').replace(/-(?:\d+(?:\.\d+)?|auto|true|grow)$/, '-{value}');
}

/**
 * A component's CSS classes: every key of its runtime classes object (`buttonClasses`), described from its
 * classes interface. Keys the interface hides (`@ignore`, `@internal`) are left out; classes the
 * component generates at run time per breakpoint and value, which the interface does not
 * declare, become one row per pattern.
 */
function classesOf(
  checker: ts.TypeChecker,
  source: { name: string; type?: ts.Type } | undefined,
  runtime: Record<string, unknown>,
  where: string,
  report: ExtractionReport,
): ApiClass[] {
  if (!source) return [];
  const values = runtime[runtimeName(source.name)];
  if (!values || typeof values !== 'object') return [];
  const declared = new Map(source.type ? checker.getPropertiesOfType(source.type).map((prop) => [prop.getName(), prop]) : []);
  const classes: ApiClass[] = [];
  const patterns = new Map<string, number>();
  for (const [key, className] of Object.entries(values as Record<string, unknown>)) {
    if (typeof className !== 'string') continue;
    const prop = declared.get(key);
    if (prop && isHidden(checker, prop)) continue;
    const pattern = !prop && source.type ? generatedClassPattern(className) : undefined;
    if (pattern) {
      patterns.set(pattern, (patterns.get(pattern) ?? 0) + 1);
      continue;
    }
    const description = prop ? documentation(checker, prop) : '';
    if (!description) report.undocumentedClasses.push(`${where} .${className}`);
    classes.push({ key, className: `.${className}`, description: docMarkdown(description), isState: /^Mui-/.test(className) });
  }
  for (const [pattern, count] of patterns) {
    classes.push({
      key: pattern.slice(pattern.indexOf('-') + 1),
      className: `.${pattern}`,
      description: docMarkdown(
        `Generated at run time for each breakpoint and value the props use (${count} classes), for example \`.${pattern.replace('{breakpoint}', 'md').replace('{value}', '2')}\`.`,
      ),
      isState: false,
    });
  }
  return classes;
}

function slotsOf(checker: ts.TypeChecker, location: ts.Node, slotsProp: ts.Symbol | undefined, classes: ApiClass[]): ApiSlot[] {
  if (!slotsProp) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, location));
  return checker
    .getPropertiesOfType(type)
    .filter((slot) => !isHidden(checker, slot))
    .map((slot) => {
      const name = slot.getName();
      const className = classes.find((item) => item.key === name && !item.isState)?.className;
      const fallback = tag(checker, slot, 'default');
      return {
        name,
        ...(fallback && { default: fallback }),
        ...(className && { className }),
        description: docMarkdown(documentation(checker, slot)),
      };
    });
}
