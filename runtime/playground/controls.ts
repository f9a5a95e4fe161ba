/**
 * Prop playgrounds (`::playground{component="Button"}`): the controls of a component's
 * playground, derived at build time from its extracted API record, and the JSX a choice of
 * values writes. Pure functions, shared by the build and the browser.
 */
import type { ApiProp } from '../api/types';

/** One control of a playground. */
export type PlaygroundControl =
  /** A prop typed as a union of string literals: `variant`, `color`, `size`. */
  | { prop: string; kind: 'select'; options: string[]; default?: string }
  /** A prop typed `boolean` (or `true | false`): `disabled`, `loading`. */
  | { prop: string; kind: 'switch'; default: boolean }
  /** A prop typed `string`, or the text content (`children`, `label`) of a component that takes nodes. */
  | { prop: string; kind: 'text'; default?: string };

/** The value each control holds, by prop name. */
export type PlaygroundValues = Record<string, string | boolean | undefined>;

/** Props no playground offers: structure, styling hooks, refs, events and identity. */
const NEVER = new Set([
  'action',
  'autoComplete',
  'autoFocus',
  'className',
  'classes',
  'component',
  'components',
  'componentsProps',
  'defaultValue',
  'focusVisibleClassName',
  'form',
  'formAction',
  'id',
  'name',
  'ref',
  'role',
  'slotProps',
  'slots',
  'sx',
  'tabIndex',
  'value',
]);

/** Props whose node type is shown as editable text. */
const TEXT_NODE_PROPS = new Set(['children', 'label']);

/** The accessible-name prop a playground adds when its page gives a `label`. */
const NAME_PROP = 'aria-label';

/** Props the JSX always writes, since their starting value is the page's, not the component's default. */
const ALWAYS_WRITTEN = new Set([...TEXT_NODE_PROPS, NAME_PROP]);

/**
 * Splits a type at its top-level `|` (not inside brackets, braces, parentheses, angle brackets
 * or quotes). Pure.
 */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth -= 1;
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter(Boolean);
}

const literal = (member: string) => /^'([^']*)'$/.exec(member)?.[1] ?? /^"([^"]*)"$/.exec(member)?.[1];

/** The default of a prop as a plain value, from the `@default` text (`'md'`, `false`). */
function defaultOf(prop: ApiProp): string | boolean | undefined {
  const text = prop.default?.trim();
  if (text === undefined) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  return literal(text);
}

/**
 * The control of one prop, or undefined when the playground cannot offer one: a select for a
 * union of two or more string literals (an open `| string` from `OverridableStringUnion` is
 * allowed, so a theme's own values stay possible in code), a switch for `boolean`, a text field
 * for `string` and for the text content props `children` and `label`. Deprecated props,
 * callbacks, `aria-*` and the props in {@link NEVER} get none.
 */
export function controlFor(prop: ApiProp): PlaygroundControl | undefined {
  const { name, type } = prop;
  if (prop.deprecated !== undefined || NEVER.has(name) || /^on[A-Z]/.test(name) || name.startsWith('aria-')) return undefined;
  const fallback = defaultOf(prop);
  const members = unionMembers(type).filter((member) => member !== 'undefined');
  if (type === 'boolean' || (members.length === 2 && members.includes('true') && members.includes('false')))
    return { prop: name, kind: 'switch', default: fallback === true };
  const literals = members.map(literal);
  if (
    members.length >= 2 &&
    literals.every((value, index) => value !== undefined || members[index] === 'string') &&
    literals.filter((value) => value !== undefined).length >= 2
  ) {
    const options = literals.filter((value): value is string => value !== undefined);
    return { prop: name, kind: 'select', options, ...(typeof fallback === 'string' && options.includes(fallback) && { default: fallback }) };
  }
  if (type === 'string' || (TEXT_NODE_PROPS.has(name) && /ReactNode|\bnode\b/.test(type))) {
    return { prop: name, kind: 'text', ...(typeof fallback === 'string' && { default: fallback }) };
  }
  return undefined;
}

/** Options of {@link playgroundControls}. */
export interface PlaygroundOptions {
  /** Props to leave out (a control that makes no sense for this page). */
  exclude?: readonly string[];
  /** Initial text content, for the `children` or `label` control (default: the component's name). */
  text?: string;
  /**
   * Accessible name of a component with no text of its own (a progress indicator): adds an
   * `aria-label` text control starting at this value, always written in the JSX.
   */
  label?: string;
}

/**
 * The controls of a component's playground, in the order of its props (alphabetical, as
 * extracted): selects first, then switches, then text fields.
 * @throws Error when the component has no prop a playground can offer.
 */
export function playgroundControls(component: string, props: readonly ApiProp[], options: PlaygroundOptions = {}): PlaygroundControl[] {
  const exclude = new Set(options.exclude);
  const controls = props
    .filter((prop) => !exclude.has(prop.name))
    .map(controlFor)
    .filter((control): control is PlaygroundControl => control !== undefined);
  if (!controls.length) throw new Error(`${component} has no prop a playground can offer (no literal union, boolean or text prop)`);
  if (options.label !== undefined) controls.push({ prop: NAME_PROP, kind: 'text', default: options.label });
  const order = { select: 0, switch: 1, text: 2 } as const;
  return controls
    .map((control) =>
      control.kind === 'text' && TEXT_NODE_PROPS.has(control.prop) && control.default === undefined
        ? { ...control, default: options.text ?? component }
        : control,
    )
    .sort((a, b) => order[a.kind] - order[b.kind]);
}

/** The starting values: each control's default. */
export function initialValues(controls: readonly PlaygroundControl[]): PlaygroundValues {
  return Object.fromEntries(controls.map((control) => [control.prop, control.default]));
}

/** Longest JSX kept on one line, characters. */
const ONE_LINE = 72;

/**
 * The JSX a reader writes for `values`: only props that differ from their default (text content
 * always), booleans as bare attributes (or `={false}` where the default is true), `children`
 * as the element's content. Pure.
 */
export function playgroundJsx(component: string, controls: readonly PlaygroundControl[], values: PlaygroundValues): string {
  const attributes: string[] = [];
  let children: string | undefined;
  for (const control of controls) {
    const value = values[control.prop];
    if (control.prop === 'children') {
      children = typeof value === 'string' && value ? value : undefined;
      continue;
    }
    // Text content and the accessible name are always written: their starting value is the page's, not the component's default.
    const always = ALWAYS_WRITTEN.has(control.prop) && value !== '';
    if (!always && (value === undefined || value === control.default || value === '')) continue;
    if (typeof value === 'boolean') attributes.push(value ? control.prop : `${control.prop}={false}`);
    else attributes.push(`${control.prop}=${JSON.stringify(value)}`);
  }
  const text = children?.replace(/[{}<>]/g, (char) => `{'${char}'}`);
  const open = [component, ...attributes].join(' ');
  const line = text === undefined ? `<${open} />` : `<${open}>${text}</${component}>`;
  if (line.length <= ONE_LINE) return line;
  const lines = [`<${component}`, ...attributes.map((attribute) => `  ${attribute}`)];
  return text === undefined ? [...lines, '/>'].join('\n') : [...lines, '>', `  ${text}`, `</${component}>`].join('\n');
}
