/**
 * The label of a demo's expand button, shared by the page (server-rendered) and the toolbar
 * (which flips it): a demo with a preview expands it to the whole file ("Expand code" /
 * "Collapse code"); a longer demo shows its code from nothing ("Show code" / "Hide code").
 */
export const expandLabel = (preview: boolean, expanded: boolean): string =>
  preview ? (expanded ? 'Collapse code' : 'Expand code') : expanded ? 'Hide code' : 'Show code';
