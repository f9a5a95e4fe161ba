/**
 * Demo toolbars, React-free and loaded only by pages with demos:
 * the JS/TS switch (every demo on the page, saved in the `codeVariant` cookie; the JavaScript
 * blocks are fetched when JS is chosen), the styling
 * choice (MUI System, Tailwind, CSS; saved in the `stylingVariant` cookie) and the pickers'
 * date library (Day.js, date-fns, Luxon, Moment.js; the `dateLibrary` cookie), expand or
 * collapse, copy, copy link, Ctrl/⌘+C on a hovered or focused code block, the `#<Name>.tsx`
 * and `#<Name>.js` anchors, and project export.
 */
import { type CodeVariant, variantFromHash } from '../preferences/code-variant/code-variant';
import { getCodeVariant, setCodeVariant, subscribeCodeVariant } from '../preferences/code-variant/store';
import { copyWithLabel } from '../boot/behaviours/copy-label';
import type { DemoOption } from '../preferences/demo-options/demo-options';
import { setDemoOption } from '../preferences/demo-options/store';
import type { LazyCodeKind } from './CodeParts';
import { expandLabel } from './expand-label';

/** Loads of left-out code blocks, by code container and kind: each is fetched once per page. */
const codeLoads = new WeakMap<HTMLElement, Map<LazyCodeKind, Promise<void>>>();

/**
 * Adds a demo's left-out code blocks of one kind (fetched from the URL in the container's
 * `data-js-code` or `data-ts-full`, a file the build wrote) to its code container, once; the
 * demo's CSS shows them in place of what the page carried. Resolves at once when the demo has
 * none of that kind; a failed fetch leaves the page's blocks shown and is logged.
 */
function loadCode(container: HTMLElement, kind: LazyCodeKind): Promise<void> {
  const url = container.dataset[kind];
  if (!url) return Promise.resolve();
  let loads = codeLoads.get(container);
  if (!loads) {
    loads = new Map();
    codeLoads.set(container, loads);
  }
  let load = loads.get(kind);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.url}`);
        return response.text();
      })
      .then((html) => container.insertAdjacentHTML('beforeend', html))
      .catch((error) => {
        loads.delete(kind);
        console.error('Code blocks of a demo failed to load', error);
      });
    loads.set(kind, load);
  }
  return load;
}

/** Loads what a code container needs to show `variant`: every JS block, or the whole TS file when `full`. */
function loadShown(container: HTMLElement, variant: CodeVariant, full: boolean): Promise<void> {
  return variant === 'JS' ? loadCode(container, 'jsCode') : full ? loadCode(container, 'tsFull') : Promise.resolve();
}

/** Loads, for every demo on the page, the blocks the chosen variant shows in its current state. */
function loadChosenCode(doc: Document): void {
  const variant = getCodeVariant();
  doc.querySelectorAll<HTMLElement>('[data-demo] [data-expanded]').forEach((container) => loadShown(container, variant, container.dataset.expanded === 'true'));
}

/** The whole source of a demo in the reader's variant (loaded first when the page left it out). */
async function visibleSource(demo: Element): Promise<string> {
  const variant = getCodeVariant();
  const container = demo.querySelector<HTMLElement>('[data-expanded]');
  if (container) await loadShown(container, variant, true);
  return demo.querySelector(`[data-variant="${variant}"][data-part="full"] pre`)?.textContent ?? '';
}

/** Expands (once the whole file is in) or collapses a demo's code. */
async function setExpanded(demo: Element, expanded: boolean): Promise<void> {
  const code = demo.querySelector<HTMLElement>('[data-expanded]');
  const button = demo.querySelector<HTMLButtonElement>('[data-demo-expand]');
  if (!code || !button) return;
  if (expanded) await loadShown(code, getCodeVariant(), true);
  code.dataset.expanded = String(expanded);
  button.setAttribute('aria-expanded', String(expanded));
  button.textContent = expandLabel(button.dataset.demoExpand === 'preview', expanded);
}

function syncPressed(doc: Document): void {
  const variant = getCodeVariant();
  doc
    .querySelectorAll<HTMLButtonElement>('[data-variant-choice]')
    .forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.variantChoice === variant)));
}

/** Opens the demo a `#<Name>.tsx` / `#<Name>.js` hash points at, expanded. */
export function openHashedDemo(doc: Document): void {
  const match = /^#([A-Za-z0-9]+)\.(tsx|js)$/.exec(doc.location.hash);
  const demo = match && doc.querySelector(`[data-demo="${match[1]}"]`);
  if (demo) setExpanded(demo, true);
}

async function exportProject(demo: HTMLElement, service: string): Promise<void> {
  const variant = getCodeVariant();
  const projects = JSON.parse(demo.dataset.projects ?? '{}') as Record<CodeVariant, string>;
  const files = (await (await fetch(projects[variant])).json()) as Record<string, string>;
  const { submitProject } = await import('./export');
  submitProject(service, demo.dataset.demo ?? 'Demo', variant, files);
}

/** Attribute set on `<html>` once the toolbars respond (tests and tools wait for it). */
export const TOOLBARS_READY_ATTRIBUTE = 'data-demo-toolbars';

/** Installs every toolbar behaviour on the page. */
export function startDemoToolbars(doc: Document = document): void {
  syncPressed(doc);
  loadChosenCode(doc);
  subscribeCodeVariant(() => {
    syncPressed(doc);
    loadChosenCode(doc);
  });
  openHashedDemo(doc);
  window.addEventListener('hashchange', () => {
    const variant = variantFromHash(doc.location.hash);
    if (variant) setCodeVariant(variant);
    openHashedDemo(doc);
  });

  doc.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-demo] button');
    const demo = button?.closest<HTMLElement>('[data-demo]');
    if (!button || !demo) return;
    if (button.dataset.variantChoice) setCodeVariant(button.dataset.variantChoice as CodeVariant);
    else if (button.dataset.optionChoice) {
      const option = button.dataset.optionChoice as DemoOption;
      setDemoOption(option, doc);
      // The frame shown now is the chosen variant's: keep the keyboard on the same choice there.
      demo.parentElement?.querySelector<HTMLButtonElement>(`[data-demo-option="${option}"] [data-option-choice="${option}"]`)?.focus();
    } else if (button.hasAttribute('data-demo-expand')) {
      const expanding = button.getAttribute('aria-expanded') !== 'true';
      setExpanded(demo, expanding);
      if (expanding && doc.querySelector('[data-ad-slot]')) import('../ads/inline').then((ads) => ads.onFirstCodeExpand(demo, doc));
    } else if (button.hasAttribute('data-demo-copy')) copyWithLabel(button, visibleSource(demo), 'Copied');
    else if (button.hasAttribute('data-demo-copy-link')) {
      const url = new URL(doc.location.href);
      url.hash = `${demo.dataset.demo}.${getCodeVariant() === 'TS' ? 'tsx' : 'js'}`;
      copyWithLabel(button, url.href, 'Link copied');
    } else if (button.dataset.demoExport) exportProject(demo, button.dataset.demoExport);
    else if (button.hasAttribute('data-demo-edit'))
      Promise.all([import('./live-editor'), visibleSource(demo)]).then(([editor, source]) => editor.startEditing(demo, source));
    else if (button.hasAttribute('data-demo-reset')) demo.dispatchEvent(new Event('demo-reset'));
  });

  // Ctrl/⌘+C over a hovered or focused code block copies it when nothing is selected.
  let hovered: Element | null = null;
  doc.addEventListener('pointerover', (event) => (hovered = (event.target as Element).closest('[data-demo]')));
  doc.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c' || !doc.getSelection()?.isCollapsed) return;
    const demo = (doc.activeElement?.closest('[data-demo]') ?? hovered) as HTMLElement | null;
    const copyButton = demo?.querySelector<HTMLButtonElement>('[data-demo-copy]');
    if (!demo || !copyButton) return;
    event.preventDefault();
    copyWithLabel(copyButton, visibleSource(demo), 'Copied');
  });
  doc.documentElement.setAttribute(TOOLBARS_READY_ATTRIBUTE, 'ready');
}
