/**
 * Hydration of a template's own document (its preview URL): the template's server render
 * becomes live in the document itself, in its product's demo host, with one Emotion cache
 * that picks up the server's style tag. A template holding a Data Grid, whose server render is
 * a table preview, is rendered anew instead.
 */
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot, demoIdPrefix, IFRAME_ROOT_ID } from '../demos/DemoRoot';

/**
 * Hydrates the template `Demo` (demo id `id`) in the current document.
 * @throws Error when the document has no template root (not a template preview).
 */
export function hydrateTemplate(id: string, Demo: ComponentType, Provider: DemoProvider): void {
  const root = document.getElementById(IFRAME_ROOT_ID);
  if (!root) throw new Error(`template ${id}: this document has no #${IFRAME_ROOT_ID}`);
  const cache = createCache({ key: DEMO_CACHE_KEY });
  const tree = <DemoRoot name={id} cache={cache} Provider={Provider} Demo={Demo} />;
  const options = { identifierPrefix: demoIdPrefix(id) };
  // A Data Grid's server render is a table preview, not the grid: render anew instead of hydrating.
  if (root.querySelector('[data-grid-preview]')) createRoot(root, options).render(tree);
  else hydrateRoot(root, tree, { ...options, onRecoverableError: (error) => console.error(`${id}: hydration mismatch`, error) });
  // As an island's element says it once its mount has run: tests and tools wait for it.
  root.dataset.hydrated = 'true';
}
