/**
 * React side of the islands: hydrates a server-rendered container. Loaded only by island
 * entries, so pages without islands never download React.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates `element`'s server markup with `Component`; a mismatch is reported, not thrown,
 * and React re-renders on the client.
 */
export function hydrateIsland<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P): void {
  hydrateRoot(element, <Component {...props} />, {
    onRecoverableError: (error) => console.error(`Island ${element.dataset.island}: hydration mismatch`, error),
  });
}
