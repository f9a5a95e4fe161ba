/**
 * Browser hydration of demos. One Emotion cache per page picks up the server's style tag, so
 * hydration inserts no rule twice.
 */
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot, demoIdPrefix } from './DemoRoot';

const cache = createCache({ key: DEMO_CACHE_KEY });

/** Hydrates the demo container `element` (an island) with `Demo` inside `Provider`. */
export function hydrateDemo(element: HTMLElement, Demo: ComponentType, Provider: DemoProvider): void {
  const name = element.dataset.island ?? 'demo';
  hydrateRoot(element, <DemoRoot name={name} cache={cache} Provider={Provider} Demo={Demo} />, {
    identifierPrefix: demoIdPrefix(name),
    onRecoverableError: (error) => console.error(`${name}: hydration mismatch`, error),
  });
}
