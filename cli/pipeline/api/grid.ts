/**
 * The Data Grid's reference beyond its components, from the TypeScript program of the API
 * extraction: the documented interfaces (properties with their types, defaults, descriptions
 * and the plan that adds each), the `apiRef` method groups of the Premium API object, every
 * exported selector by feature, and every event of the event lookup interface. The plan of a
 * member is the package whose declaration file holds it: Pro and Premium add members to the
 * MIT interfaces by module augmentation, so a merged interface tells them apart this way.
 */
import path from 'node:path';
import ts from 'typescript';
import type {
  GridEvent,
  GridInterfaceRecord,
  GridMember,
  GridMethodGroup,
  GridPlan,
  GridReference,
  GridSelector,
  GridTypeParameter,
} from '../../../runtime/api/grid-types';
import { docMarkdown } from './doc-markdown';
import { apiSlug, GRID_API_BASE } from './packages';
import type { ApiProgram } from './program';
import { tidyType } from './type-text';

/** The grid packages, MIT first: an edition re-exports everything of the one before it. */
export const GRID_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] as const;

/**
 * The interfaces that get a page: the column definitions, the API object, the params objects
 * handlers receive, the models and the export options a reader passes.
 */
export const GRID_INTERFACES = [
  'GridColDef',
  'GridActionsColDef',
  'GridSingleSelectColDef',
  'GridListViewColDef',
  'GridApi',
  'GridCellParams',
  'GridRenderCellParams',
  'GridRenderEditCellParams',
  'GridColumnHeaderParams',
  'GridRowParams',
  'GridRenderContext',
  'GridCallbackDetails',
  'GridFilterModel',
  'GridFilterItem',
  'GridFilterOperator',
  'GridPaginationModel',
  'GridRowSelectionModel',
  'GridCsvExportOptions',
  'GridExcelExportOptions',
  'GridPrintExportOptions',
  'GridExportStateParams',
  'GridAggregationFunction',
  'GridAggregationFunctionDataSource',
  'GridDataSource',
  'GridGetRowsParams',
  'GridGetRowsResponse',
  'GridRowClassNameParams',
  'GridRowOrderChangeParams',
  'GridRowSpacingParams',
] as const;

/**
 * The API object each edition's `apiRef` holds, its `GridApi` type (`GridApiCommunity`,
 * `GridApiPro`, `GridApiPremium`): a method group's plan is the first edition whose object
 * includes it, since the MIT package declares some groups only Pro uses.
 */
const API_OBJECT = 'GridApi';

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The plan of a declaration, from the package folder of its file. */
export function planOfFile(file: string): GridPlan | undefined {
  const normalised = file.split(path.sep).join('/');
  if (normalised.includes('/@mui/x-data-grid-premium/')) return 'premium';
  if (normalised.includes('/@mui/x-data-grid-pro/')) return 'pro';
  return undefined;
}

const planOf = (symbol: ts.Symbol) => planOfFile(symbol.declarations?.[0]?.getSourceFile().fileName ?? '');

function tag(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string | undefined {
  const found = symbol.getJsDocTags(checker).find((item) => item.name === name);
  return found
    ? ts
        .displayPartsToString(found.text)
        .replace(/\n\s*\*\s*$/gm, '')
        .trim()
    : undefined;
}

const isHidden = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.getJsDocTags(checker).some((item) => item.name === 'ignore' || item.name === 'internal');

/** A symbol's description (HTML), with its `@param` and `@returns` tags as a list after it. */
function describe(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const details = symbol
    .getJsDocTags(checker)
    .filter((item) => item.name === 'param' || item.name === 'returns')
    .map((item) => {
      const body = ts
        .displayPartsToString(item.text)
        .replace(/^\{[^}]*\}\s*/, '')
        .trim();
      if (item.name === 'returns') return `- Returns: ${body}`;
      const [name, ...rest] = body.split(/\s+/);
      return `- \`${name}\`: ${rest.join(' ').replace(/^\{[^}]*\}\s*/, '')}`;
    });
  return docMarkdown([text, details.join('\n')].filter(Boolean).join('\n\n'));
}

/** A member's declared type as written (its signature for a method), on one line. */
function memberType(checker: ts.TypeChecker, symbol: ts.Symbol, location: ts.Node): string {
  const declaration = symbol.declarations?.[0];
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type)
    return tidyType(declaration.type.getText());
  if (declaration && ts.isMethodSignature(declaration)) {
    const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
    return tidyType(`(${parameters}) => ${declaration.type?.getText() ?? 'void'}`);
  }
  return tidyType(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), undefined, FORMAT));
}

function member(checker: ts.TypeChecker, symbol: ts.Symbol, location: ts.Node, method: boolean): GridMember {
  const fallback = tag(checker, symbol, 'default');
  const deprecated = tag(checker, symbol, 'deprecated');
  const plan = planOf(symbol);
  return {
    name: symbol.getName(),
    type: memberType(checker, symbol, location),
    required: !method && !(symbol.flags & ts.SymbolFlags.Optional),
    ...(fallback !== undefined && { default: fallback }),
    description: describe(checker, symbol),
    ...(deprecated !== undefined && { deprecated: docMarkdown(deprecated) }),
    ...(plan && { plan }),
  };
}

/** Plans from the MIT package up: `undefined` is MIT. */
const PLAN_ORDER: ReadonlyArray<GridPlan | undefined> = [undefined, 'pro', 'premium'];

/** Members first by plan (MIT, Pro, Premium), each plan's in declaration order; deprecated ones last. */
function ordered(members: GridMember[]): GridMember[] {
  const rank = (item: GridMember) => (item.deprecated !== undefined ? 10 : 0) + (item.plan === 'premium' ? 2 : item.plan === 'pro' ? 1 : 0);
  return members
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

function typeParametersOf(declaration: ts.Declaration | undefined): GridTypeParameter[] {
  const parameters =
    declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) ? (declaration.typeParameters ?? []) : [];
  return parameters.map((parameter) => ({
    name: parameter.name.text,
    ...(parameter.constraint && { constraint: tidyType(parameter.constraint.getText()) }),
    ...(parameter.default && { default: tidyType(parameter.default.getText()) }),
  }));
}

/** The exports of each grid package, by name. */
function gridExports(api: ApiProgram): Map<string, Map<string, ts.Symbol>> {
  return new Map(
    GRID_PACKAGES.map((name) => {
      const module = api.moduleSymbol(name);
      if (!module) throw new Error(`API: ${name} does not resolve; the grid reference needs it`);
      return [name, new Map(api.checker.getExportsOfModule(module).map((symbol) => [symbol.getName(), symbol]))];
    }),
  );
}

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The properties of the type `name` as every edition exports it, merged by name in edition
 * order. An edition augments an interface of the package before it (`declare module`), and
 * when all three packages are in one program the compiler does not always carry an
 * augmentation through every re-export: one edition's export can miss members another's has.
 * @param pick from a type, the one whose properties count (a union's first member).
 */
function propertiesOfAll(
  api: ApiProgram,
  exports: Map<string, Map<string, ts.Symbol>>,
  name: string,
  pick: (type: ts.Type) => ts.Type = (type) => type,
): ts.Symbol[] {
  const { checker } = api;
  const found = new Map<string, ts.Symbol>();
  for (const names of exports.values()) {
    const exported = names.get(name);
    if (!exported) continue;
    for (const property of checker.getPropertiesOfType(pick(checker.getDeclaredTypeOfSymbol(resolve(checker, exported))))) {
      if (!found.has(property.getName())) found.set(property.getName(), property);
    }
  }
  return [...found.values()].filter((item) => !isHidden(checker, item));
}

/**
 * The interfaces the API object is made of, in declaration order (depth first through `extends`),
 * each with the members it declares itself: the method groups.
 */
function methodGroups(api: ApiProgram, apiObject: ts.Symbol, planOfMethod: (name: string) => GridPlan | undefined = () => undefined): GridMethodGroup[] {
  const { checker, entry } = api;
  const groups: GridMethodGroup[] = [];
  const seen = new Set<ts.Symbol>();
  const visit = (symbol: ts.Symbol) => {
    if (seen.has(symbol)) return;
    seen.add(symbol);
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isInterfaceDeclaration(declaration)) continue;
      for (const clause of declaration.heritageClauses ?? []) {
        for (const heritage of clause.types) {
          const expression = heritage.expression;
          const target = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expression) ? expression.name : expression);
          if (target) visit(resolve(checker, target));
        }
      }
    }
    const name = symbol.getName();
    // Private groups (`GridPrivateOnlyApiCommon`) and the API object's own shells declare nothing a reader calls.
    if (/Private/.test(name)) return;
    const own = (symbol.members ? [...symbol.members.values()] : []).filter(
      (item) => item.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method) && !isHidden(checker, item),
    );
    // A member holding an object of methods (`dataSource`, `history`) is listed by its methods: `history.undo`.
    const methods = own.flatMap((item) => {
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(item, entry));
      // Only an object type the grid declares is a namespace of methods (not a boolean's `valueOf`, nor a DOM ref).
      const namespace =
        !type.getCallSignatures().length &&
        type.flags & ts.TypeFlags.Object &&
        type.symbol?.declarations?.every((declaration) => /[/\\]@mui[/\\]x-/.test(declaration.getSourceFile().fileName));
      const inner = namespace
        ? checker
            .getPropertiesOfType(type)
            .filter((sub) => !isHidden(checker, sub) && checker.getTypeOfSymbolAtLocation(sub, entry).getCallSignatures().length > 0)
        : [];
      if (!inner.length) return [member(checker, item, entry, true)];
      return inner.map((sub) => ({ ...member(checker, sub, entry, true), name: `${item.getName()}.${sub.getName()}` }));
    });
    if (!methods.length) return;
    const planned = methods.map(({ plan: _declared, ...method }) => {
      const plan = planOfMethod(method.name);
      return { ...method, ...(plan && { plan }) };
    });
    // A group is usable from the first edition that has any of its methods.
    const plan = PLAN_ORDER.find((candidate) => planned.some((method) => method.plan === candidate));
    groups.push({ name, description: describe(checker, symbol), ...(plan && { plan }), methods: ordered(planned) });
  };
  visit(apiObject);
  return groups;
}

/** The feature a selector belongs to: the folder under `hooks/features/` (or `hooks/core/`) it is declared in. */
export function selectorCategory(file: string): string {
  const match = /\/hooks\/(?:features|core)\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return match ? match[1] : 'other';
}

function selectorsOf(api: ApiProgram, exports: Map<string, Map<string, ts.Symbol>>): GridSelector[] {
  const { checker, entry } = api;
  const selectors = new Map<string, GridSelector>();
  for (const [pkg, names] of exports) {
    const edition = planOfFile(`/${pkg}/`);
    for (const [name, exported] of names) {
      if (selectors.has(name) || !/^grid\w*Selector$/.test(name)) continue;
      const symbol = resolve(checker, exported);
      if (isHidden(checker, symbol)) continue;
      const signatures = checker.getTypeOfSymbolAtLocation(symbol, entry).getCallSignatures();
      if (!signatures.length) continue;
      const signature = signatures[signatures.length - 1];
      const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
      const extra = signature.parameters[1];
      const deprecated = tag(checker, symbol, 'deprecated');
      // The first edition that exports it: the MIT package declares some selectors only Pro exports.
      const plan = edition;
      selectors.set(name, {
        name,
        category: selectorCategory(file),
        returns: tidyType(checker.typeToString(signature.getReturnType(), undefined, FORMAT)),
        ...(extra && { arguments: tidyType(checker.typeToString(checker.getTypeOfSymbolAtLocation(extra, entry), undefined, FORMAT)) }),
        description: describe(checker, symbol),
        ...(deprecated !== undefined && { deprecated: docMarkdown(deprecated) }),
        ...(plan && { plan }),
      });
    }
  }
  return [...selectors.values()].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

function eventsOf(api: ApiProgram, exports: Map<string, Map<string, ts.Symbol>>): GridEvent[] {
  const { checker, entry } = api;
  return propertiesOfAll(api, exports, 'GridEventLookup')
    .map((event) => {
      const shape = checker.getTypeOfSymbolAtLocation(event, entry);
      const part = (name: string) => {
        const property = shape.getProperty(name);
        return property && memberType(checker, property, entry);
      };
      const eventType = part('event');
      const plan = planOf(event);
      return {
        name: event.getName(),
        description: describe(checker, event),
        params: part('params') ?? 'void',
        ...(eventType && { event: eventType }),
        ...(plan && { plan }),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Extracts the grid's reference from a program that includes the three grid packages.
 * @throws Error naming an interface of {@link GRID_INTERFACES} no grid package exports.
 */
export function extractGridReference(api: ApiProgram): GridReference {
  const { checker, entry } = api;
  const exports = gridExports(api);
  const premium = exports.get('@mui/x-data-grid-premium')!;
  const apiObject = (pkg: (typeof GRID_PACKAGES)[number]) => {
    const symbol = exports.get(pkg)!.get(API_OBJECT);
    const target = symbol && checker.getDeclaredTypeOfSymbol(resolve(checker, symbol)).symbol;
    if (!target) throw new Error(`API: ${pkg} does not export ${API_OBJECT} as an interface`);
    return target;
  };
  const methodsOf = (pkg: (typeof GRID_PACKAGES)[number]) =>
    new Set(methodGroups(api, apiObject(pkg)).flatMap((group) => group.methods.map((method) => method.name)));
  const [inMit, inPro] = [methodsOf('@mui/x-data-grid'), methodsOf('@mui/x-data-grid-pro')];
  const groups = methodGroups(api, apiObject('@mui/x-data-grid-premium'), (name) => (inMit.has(name) ? undefined : inPro.has(name) ? 'pro' : 'premium'));
  const interfaces = GRID_INTERFACES.map((name): GridInterfaceRecord => {
    const exported = premium.get(name);
    if (!exported) throw new Error(`API: no grid package exports ${name}, which the grid reference documents`);
    const symbol = resolve(checker, exported);
    const declaration = symbol.declarations?.[0];
    const editions = GRID_PACKAGES.filter((pkg) => exports.get(pkg)!.has(name));
    const plan = planOfFile(`/${editions[0]}/`);
    const base = {
      name,
      route: `${GRID_API_BASE}${apiSlug(name)}/`,
      description: describe(checker, symbol),
      ...(plan && { plan }),
      imports: editions.map((pkg) => `import type { ${name} } from '${pkg}';`),
      typeParameters: typeParametersOf(declaration),
    };
    if (name === 'GridApi') {
      // The API object is its method groups; each has its table, grouped on this page.
      return { ...base, properties: [], methodGroups: groups.map((group) => group.name) };
    }
    // A union of column definitions documents what they share: its first member, which the others extend.
    const union =
      declaration && ts.isTypeAliasDeclaration(declaration) && ts.isUnionTypeNode(declaration.type)
        ? declaration.type.types.map((node) => node.getText().replace(/<.*$/, ''))
        : undefined;
    const properties = propertiesOfAll(api, exports, name, (type) => (union && type.isUnion() ? type.types[0] : type));
    return { ...base, ...(union && { unionOf: union }), properties: ordered(properties.map((item) => member(checker, item, entry, false))) };
  });
  if (!premium.has('GridEventLookup')) throw new Error('API: @mui/x-data-grid-premium does not export GridEventLookup');
  return { interfaces, methodGroups: groups, selectors: selectorsOf(api, exports), events: eventsOf(api, exports) };
}
