/**
 * The Data Grid's reference beyond its components, extracted at build time from the installed
 * `@mui/x-data-grid`, `-pro` and `-premium` declarations: interfaces (the column definition,
 * params objects, options), the `apiRef` method groups, the selectors and the events. Every
 * string is data from the packages, never typed by hand.
 */

/** The plan whose package declares a member: Pro or Premium, or none for the MIT package. */
export type GridPlan = 'pro' | 'premium';

/** A property of an interface, or a method of an `apiRef` group. */
export interface GridMember {
  name: string;
  /** Its type as declared (for a method, its signature), e.g. `(model: GridSortModel) => void`. */
  type: string;
  /** True for a property the interface requires (never for methods). */
  required: boolean;
  /** The `@default` value as written in the declaration. */
  default?: string;
  /** JSDoc description rendered from Markdown to HTML. */
  description: string;
  /** `@deprecated` message (HTML); empty string when deprecated without one. */
  deprecated?: string;
  plan?: GridPlan;
}

/** A type parameter of a generic interface, as declared: `R extends GridValidRowModel = any`. */
export interface GridTypeParameter {
  name: string;
  constraint?: string;
  default?: string;
}

/** One `apiRef` method group (`GridSortApi`): the methods one interface declares. */
export interface GridMethodGroup {
  name: string;
  /** Interface description (HTML). */
  description: string;
  plan?: GridPlan;
  methods: GridMember[];
}

/** A documented interface of the grid, with its page. */
export interface GridInterfaceRecord {
  name: string;
  /** Page route, e.g. `/x/api/data-grid/grid-col-def/`. */
  route: string;
  /** Interface description (HTML). */
  description: string;
  /** The edition that first exports it; none when the MIT package does. */
  plan?: GridPlan;
  /** `import type { … } from '…';` for each edition that exports it. */
  imports: string[];
  typeParameters: GridTypeParameter[];
  /** For a union type (`GridColDef`): its members, each documented on its own page when it has one. */
  unionOf?: string[];
  properties: GridMember[];
  /** For the whole API object (`GridApi`): every method group, in declaration order. */
  methodGroups?: string[];
}

/** An exported selector. */
export interface GridSelector {
  name: string;
  /** The feature folder it is declared in (`sorting`, `filter`, `rows`...). */
  category: string;
  /** What it returns, e.g. `GridSortModel`. */
  returns: string;
  /** The arguments it takes after the API ref, when any, e.g. `GridRowId`. */
  arguments?: string;
  description: string;
  deprecated?: string;
  plan?: GridPlan;
}

/** A grid event, from the package's event lookup interface. */
export interface GridEvent {
  name: string;
  description: string;
  /** Type of the params object the handler receives first. */
  params: string;
  /** Type of the DOM event it receives second, for events a DOM event fires. */
  event?: string;
  plan?: GridPlan;
}

/** The whole reference. */
export interface GridReference {
  interfaces: GridInterfaceRecord[];
  methodGroups: GridMethodGroup[];
  selectors: GridSelector[];
  events: GridEvent[];
}
