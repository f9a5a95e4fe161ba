import type * as React from 'react';

/**
 * Arrow-key movement for a list of buttons: Up and Down (and Left and Right, for the grid) move
 * focus to the previous or next element marked `data-roving`, Home and End to the first and last.
 * Tab still reaches every button, so this only adds a faster way through a long folder.
 */
export function handleRovingKeys(event: React.KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
  const target = event.target as HTMLElement;
  if (!keys.includes(event.key) || !target.hasAttribute('data-roving')) {
    return;
  }
  const targets = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-roving]'));
  const index = targets.indexOf(target);
  const last = targets.length - 1;
  const moves: Record<string, number> = {
    ArrowUp: index - 1,
    ArrowLeft: index - 1,
    ArrowDown: index + 1,
    ArrowRight: index + 1,
    Home: 0,
    End: last,
  };
  const next = moves[event.key] ?? index;
  event.preventDefault();
  targets[Math.min(Math.max(next, 0), last)]?.focus();
}
