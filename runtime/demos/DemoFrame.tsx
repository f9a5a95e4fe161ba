import type { ReactNode } from 'react';
import type { CodeVariant } from '../preferences/code-variant/code-variant';
import { axisOf, type DemoOption, optionLabel } from '../preferences/demo-options/demo-options';
import { Island } from '../islands/Island';
import { CodeParts, type LazyCodeKind, hasPreview, inlineCodeParts, type HighlightedCode } from './CodeParts';
import * as styles from './Demo.styles';
import { expandLabel } from './expand-label';

/** Props of {@link DemoFrame}: a demo's server render, its highlighted sources and exports. */
export interface DemoFrameProps {
  /** Demo id, e.g. `material-ui/react-button/BasicButtons`. */
  id: string;
  /** File name without extension, e.g. `BasicButtons`. */
  name: string;
  /** Server-rendered HTML of the demo (from the SSR bundle). */
  html: string;
  /** Highlighted TS and JS sources (Shiki HTML). */
  code: Record<CodeVariant, HighlightedCode>;
  /** URLs of the exported project files per variant. */
  projects: Record<CodeVariant, string>;
  /**
   * URLs of the code blocks the page does not carry (`CodeParts` markup): the JavaScript blocks,
   * fetched by the toolbar when the reader picks JS, and the whole TypeScript file, fetched when
   * the reader expands, shows or copies the code. The page carries only what shows before the
   * reader acts: a short demo's preview, or nothing.
   */
  lazyCode: Record<LazyCodeKind, string>;
  /** Render in an iframe: its `srcdoc` document and height before measuring, px. */
  iframe?: { srcdoc: string; height: number };
  /** For a demo with variants (styling or date library): this frame's option and all of them. */
  choice?: { option: DemoOption; options: DemoOption[] };
  /**
   * When the preview hydrates: (`scroll`, the default) on the reader's first interaction with
   * it or once the reader scrolls it into view, so a page's first view loads no demo code and a
   * phone's main thread stays free while the page loads; (`interaction`) only on interaction;
   * (`visible`) as soon as it is near the viewport. See `Island`.
   */
  hydrate?: 'visible' | 'interaction' | 'scroll';
  /** The server HTML is a preview the demo replaces by rendering on the client (the Data Grid's table). */
  clientRender?: boolean;
}

/**
 * The frames of one demo's variants; CSS shows the one matching the axis's `<html>` attribute
 * (`data-styling`, `data-date-library`, set before first paint), or the demo's own file when it
 * lacks the reader's choice.
 */
export function OptionGroup({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.optionGroup} data-option-group={name}>
      {children}
    </div>
  );
}

const VARIANTS: CodeVariant[] = ['TS', 'JS'];

/**
 * A demo on a page: the live preview (an island hydrated when the reader reaches it),
 * a toolbar of labelled buttons, and its TypeScript source as shown before the reader acts,
 * with the URLs of the rest (the JavaScript, the whole file of a collapsed demo), which the
 * toolbar loads when needed; CSS shows the reader's variant from `<html data-code-variant>`,
 * set before first paint, once it is in. Anchors `#<Name>.tsx` and
 * `#<Name>.js` lead to it.
 */
export function DemoFrame({ id, name, html, code, projects, lazyCode, iframe, choice, hydrate = 'scroll', clientRender }: DemoFrameProps) {
  const preview = hasPreview(code);
  const codeId = `demo-code-${name}`;
  const label = choice ? `${name.split('.')[0]} demo, ${optionLabel(choice.option)}` : `${name} demo`;
  const axis = choice && axisOf(choice.option);
  return (
    <section
      className={styles.demo}
      id={`demo-${name}`}
      aria-label={label}
      data-demo={name}
      data-projects={JSON.stringify(projects)}
      data-demo-option={choice?.option}
    >
      <span id={`${name}.tsx`} className={styles.anchor} />
      <span id={`${name}.js`} className={styles.anchor} />
      {iframe ? (
        <Island id={`demos/${id}`} hydrate={hydrate} className={styles.framePreview}>
          <iframe className={styles.frame} title={`${name} demo`} srcDoc={iframe.srcdoc} style={{ height: iframe.height }} data-demo-iframe="" />
        </Island>
      ) : (
        <Island id={`demos/${id}`} hydrate={hydrate} className={styles.preview} html={html} render={clientRender ? 'client' : undefined} />
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={`${label} actions`}>
        {choice && axis && (
          <span role="group" aria-label={axis.group} className={styles.variantGroup}>
            {choice.options.map((option) => (
              <button
                key={option}
                type="button"
                data-option-choice={option}
                aria-pressed={option === choice.option}
                title={axis.title(optionLabel(option))}
                data-ga-event-category="demo"
                data-ga-event-action={axis.id === 'styling' ? 'styling' : 'date-library'}
                data-ga-event-label={option}
              >
                {optionLabel(option)}
              </button>
            ))}
          </span>
        )}
        <span role="group" aria-label="Code language" className={styles.variantGroup}>
          {VARIANTS.map((variant) => (
            <button
              key={variant}
              type="button"
              data-variant-choice={variant}
              aria-pressed={variant === 'TS'}
              data-ga-event-category="demo"
              data-ga-event-action="code-variant"
              data-ga-event-label={variant}
              title={variant === 'TS' ? 'Show TypeScript' : 'Show JavaScript'}
            >
              {variant}
            </button>
          ))}
        </span>
        <span className={styles.spacer} />
        <button type="button" data-demo-expand={preview ? 'preview' : 'file'} aria-expanded="false" aria-controls={codeId} title="Show the whole file">
          {expandLabel(preview, false)}
        </button>
        <button
          type="button"
          data-demo-edit=""
          title="Edit the source and see the result"
          data-ga-event-category="demo"
          data-ga-event-action="edit"
          data-ga-event-label={name}
        >
          Edit
        </button>
        <button type="button" data-demo-reset="" hidden title="Restore the original source">
          Reset
        </button>
        <button type="button" data-demo-copy="" title="Copy the source" data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label={name}>
          Copy
        </button>
        <button type="button" data-demo-copy-link="" title="Copy a link to this source">
          Copy link
        </button>
        <button
          type="button"
          data-demo-export="stackblitz"
          title="Open a runnable copy in StackBlitz"
          data-ga-event-category="demo"
          data-ga-event-action="stackblitz"
          data-ga-event-label={name}
        >
          StackBlitz
        </button>
        <button
          type="button"
          data-demo-export="codesandbox"
          title="Open a runnable copy in CodeSandbox"
          data-ga-event-category="demo"
          data-ga-event-action="codesandbox"
          data-ga-event-label={name}
        >
          CodeSandbox
        </button>
      </div>
      <div className={styles.code} id={codeId} data-expanded="false" data-js-code={lazyCode.jsCode} data-ts-full={lazyCode.tsFull} tabIndex={-1}>
        <CodeParts variant="TS" code={code.TS} parts={inlineCodeParts(code)} />
      </div>
    </section>
  );
}
