import { useId } from 'react';
import { Island } from '../islands/Island';
import { type LeafValue, type ThemeNode, leaves } from './tree';
import * as styles from './ThemeViewer.styles';

/** Props of {@link ThemeViewer}. */
export interface ThemeViewerProps {
  /** Name of the theme, e.g. `Material UI's default theme`: the region's name. */
  label: string;
  /** The theme's tree in both colour schemes (see `tree.ts`). */
  nodes: ThemeNode[];
}

function Value({ value, scheme }: { value: LeafValue; scheme?: 'light' | 'dark' }) {
  return (
    <code data-scheme={scheme}>
      {value.color && <span className={styles.swatch} style={{ background: value.color }} aria-hidden="true" />}
      {value.text}
    </code>
  );
}

function Node({ node }: { node: ThemeNode }) {
  if (node.kind === 'branch') {
    const size = node.children.length;
    return (
      <li data-path={node.path}>
        <details>
          <summary>
            <span className={styles.branchKey}>{node.key}</span> <span className={styles.meta}>{node.array ? `[${size}]` : `{${size}}`}</span>
          </summary>
          <ul>
            {node.children.map((child) => (
              <Node key={child.path} node={child} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const same = node.light?.text === node.dark?.text;
  return (
    <li data-path={node.path} data-leaf>
      {/* The island copies `theme.<path>` of the item a key button is in (its `data-path`). */}
      <button type="button">{node.key}</button>: {same && node.light ? <Value value={node.light} /> : null}
      {!same && node.light && <Value value={node.light} scheme="light" />}
      {!same && node.dark && <Value value={node.dark} scheme="dark" />}
      {!same && !node.light && <code data-scheme="light">(not in light)</code>}
      {!same && !node.dark && <code data-scheme="dark">(not in dark)</code>}
    </li>
  );
}

/**
 * The default theme viewer (build time): the whole theme as an expandable tree of native
 * disclosures, colour values with a swatch, a light/dark choice that works without script, and
 * an island that adds search, copy-a-path and expand/collapse all when the reader first uses it.
 */
export function ThemeViewer({ label, nodes }: ThemeViewerProps) {
  const id = useId();
  const count = leaves(nodes).length;
  return (
    <Island id="widgets/ThemeViewer" hydrate="interaction" className={styles.viewer}>
      <section aria-label={label}>
        <div className={styles.toolbar}>
          <input type="search" aria-label={`Search ${label}`} placeholder="Search keys and values, e.g. primary.main" data-theme-search="" />
          <fieldset>
            <legend>Colour scheme</legend>
            <label>
              <input type="radio" name={`${id}-scheme`} value="light" defaultChecked /> Light
            </label>
            <label>
              <input type="radio" name={`${id}-scheme`} value="dark" /> Dark
            </label>
          </fieldset>
          <button type="button" data-theme-expand="">
            Expand all
          </button>
          <button type="button" data-theme-collapse="">
            Collapse all
          </button>
          <span className={styles.status} role="status" data-theme-status="">
            {count} values
          </span>
        </div>
        <p className={styles.hint}>Select the key of a value to copy its path, such as theme.palette.primary.main.</p>
        <div className={styles.tree} tabIndex={0} role="group" aria-label={`${label} tree`}>
          <ul>
            {nodes.map((node) => (
              <Node key={node.path} node={node} />
            ))}
          </ul>
        </div>
      </section>
    </Island>
  );
}
