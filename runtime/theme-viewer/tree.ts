/**
 * The default theme viewer's data: a theme object (light and dark) as one tree of branches
 * (objects and arrays) and leaves (values), each with the path a reader writes to reach it
 * (`palette.primary.main`, `shadows[4]`). Built at build time from the packages' own
 * `createTheme()` / `extendTheme()`; pure.
 */

/** A value as the viewer shows it, per colour scheme. */
export interface LeafValue {
  /** The value as source text: `"#1976d2"`, `8`, `true`, `ƒ up()`. */
  text: string;
  /** A CSS colour the viewer draws as a swatch, when the value is one. */
  color?: string;
}

/** A branch (object or array) or a leaf of the theme tree. */
export type ThemeNode =
  | { kind: 'branch'; key: string; path: string; array: boolean; children: ThemeNode[] }
  | { kind: 'leaf'; key: string; path: string; light?: LeafValue; dark?: LeafValue };

/** Keys left out of the viewer: the packages' internal `unstable_*` members. */
export const HIDDEN_KEY = /^unstable_/;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/i;

/** The path of `key` under `parent`: `palette.primary`, `shadows[4]`, `vars['--x']`. */
export function childPath(parent: string, key: string, array: boolean): string {
  if (array) return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** How a leaf value reads, with its swatch colour when it is a CSS colour. */
export function leafValue(value: unknown): LeafValue {
  if (typeof value === 'function') return { text: `ƒ ${value.name || 'anonymous'}()` };
  if (typeof value === 'string') return { text: JSON.stringify(value), ...(COLOR.test(value.trim()) && { color: value.trim() }) };
  if (value === undefined) return { text: 'undefined' };
  return { text: JSON.stringify(value) };
}

/**
 * The tree of a theme in both colour schemes: keys of either scheme, in the light theme's order
 * then the dark theme's extra keys; a value both schemes hold as objects is a branch, anything
 * else a leaf with each scheme's value (absent where that scheme lacks the key).
 */
export function themeTree(light: object, dark: object): ThemeNode[] {
  // Objects on the way down: a theme may hold the same object at two places (Joy's `palette` is
  // its scheme's), which is shown at both; only a cycle stops the walk.
  const ancestors = new Set<object>();
  const walk = (a: unknown, b: unknown, parent: string, array: boolean): ThemeNode[] => {
    const keys = [...new Set([...(isBranch(a) ? Object.keys(a) : []), ...(isBranch(b) ? Object.keys(b) : [])])].filter((name) => !HIDDEN_KEY.test(name));
    return keys.map((name) => {
      const left = isBranch(a) ? (a as Record<string, unknown>)[name] : undefined;
      const right = isBranch(b) ? (b as Record<string, unknown>)[name] : undefined;
      const at = childPath(parent, name, array);
      const branch = (isBranch(left) || left === undefined) && (isBranch(right) || right === undefined) && (isBranch(left) || isBranch(right));
      const self = (left ?? right) as object;
      if (branch && !ancestors.has(self)) {
        ancestors.add(self);
        const children = walk(left, right, at, Array.isArray(self));
        ancestors.delete(self);
        return { kind: 'branch', key: name, path: at, array: Array.isArray(self), children };
      }
      const inLight = isBranch(a) && name in a;
      const inDark = isBranch(b) && name in b;
      return { kind: 'leaf', key: name, path: at, ...(inLight && { light: leafValue(left) }), ...(inDark && { dark: leafValue(right) }) };
    });
  };
  return walk(light, dark, '', false);
}

/** Every leaf of a tree, depth first. */
export function leaves(nodes: readonly ThemeNode[]): Extract<ThemeNode, { kind: 'leaf' }>[] {
  return nodes.flatMap((node) => (node.kind === 'leaf' ? [node] : leaves(node.children)));
}
