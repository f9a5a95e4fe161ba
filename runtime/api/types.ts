/**
 * API reference records, extracted at build time from the installed packages'
 * `.d.ts` files and runtime exports, and written beside each API page as `api.json`.
 * Every string is data from the package, never typed by hand.
 */
import type { ProductId } from '../products/products';

/** One prop of a component. */
export interface ApiProp {
  name: string;
  /** TypeScript type as a reader would write it, e.g. `'contained' | 'outlined' | 'text' | string`. */
  type: string;
  required: boolean;
  /** The `@default` value as written in the declaration, e.g. `'text'` or `false`. */
  default?: string;
  /** JSDoc description rendered from Markdown to HTML. */
  description: string;
  /** `@deprecated` message (HTML); empty string when deprecated without a message. */
  deprecated?: string;
}

/** One slot (`slots.<name>`) of a component. */
export interface ApiSlot {
  name: string;
  /** The default component or element (`@default`), when documented. */
  default?: string;
  /** Global class name of the slot, e.g. `.MuiAutocomplete-paper`, when the component has one. */
  className?: string;
  description: string;
}

/** One CSS class key of a component. */
export interface ApiClass {
  key: string;
  /** Global class name, e.g. `.MuiButton-root` or `.Mui-disabled`. */
  className: string;
  description: string;
  /** True for global state classes such as `.Mui-disabled`. */
  isState: boolean;
}

/**
 * Where props not listed come from: a documented component of the same product, a native
 * element, or a component documented elsewhere (react-transition-group's `Transition`, React's
 * `DOMAttributes`), linked by `href`.
 */
export interface ApiInheritance {
  /** Component name, e.g. `ButtonBase`, native element, e.g. `button`, or external name, e.g. `Transition`. */
  name: string;
  kind: 'component' | 'element' | 'external';
  /** Documentation of an external parent (absolute URL); only with `kind: 'external'`. */
  href?: string;
}

/** A guide page whose demos use the component. */
export interface ApiDemo {
  title: string;
  href: string;
}

/** Everything the API page of one component shows. */
export interface ApiRecord {
  name: string;
  package: string;
  productId: ProductId;
  /** Page route, e.g. `/material-ui/api/button/`. */
  route: string;
  /** Component description (HTML), when the package documents one. */
  description: string;
  /** `@deprecated` message of the component itself (HTML); empty string without a message. */
  deprecated?: string;
  /** Import statements a reader can paste, default path first. */
  imports: string[];
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  inheritance?: ApiInheritance;
  /** Native element the ref is forwarded to, e.g. `button`. */
  forwardsRefTo?: string;
  /** Theme key for default props and style overrides, e.g. `MuiButton`. */
  themeKey?: string;
  demos: ApiDemo[];
}
