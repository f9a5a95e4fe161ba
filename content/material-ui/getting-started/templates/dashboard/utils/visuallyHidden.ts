/**
 * Hides content on screen while keeping it for screen readers (a heading, a collapsed label).
 * Sizes are strings: in `sx`, a bare 1 would mean 100% and a margin of -1 one spacing unit.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
