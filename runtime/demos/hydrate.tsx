/**
 * Browser hydration of demos. One Emotion cache per page picks up the server's style tag, so
 * hydration inserts no rule twice.
 */
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot, demoIdPrefix } from './DemoRoot';

const cache = createCache({ key: DEMO_CACHE_KEY });

/** The bindings a demo imports, by module specifier (built into each demo entry). */
export type DemoScope = Record<string, Record<string, unknown>>;

/** A hydrated demo the live editor can re-render. */
export interface LiveDemo {
  /** The demo as published. */
  original: ComponentType;
  scope: DemoScope;
  /** Renders another component in the demo's place, with a fresh error boundary. */
  render(Demo: ComponentType): void;
}

const live = new WeakMap<HTMLElement, LiveDemo>();

/** The hydrated demo of an island element, once hydrated. */
export function liveDemo(element: HTMLElement): LiveDemo | undefined {
  return live.get(element);
}

/** Hydrates the demo container `element` (an island) with `Demo` inside `Provider`. */
export function hydrateDemo(element: HTMLElement, Demo: ComponentType, Provider: DemoProvider, scope: DemoScope = {}): void {
  const name = element.dataset.island ?? 'demo';
  const root = hydrateRoot(element, <DemoRoot name={name} cache={cache} Provider={Provider} Demo={Demo} />, {
    identifierPrefix: demoIdPrefix(name),
    onRecoverableError: (error) => console.error(`${name}: hydration mismatch`, error),
  });
  let version = 0;
  live.set(element, {
    original: Demo,
    scope,
    render: (Next) => {
      version += 1;
      root.render(<DemoRoot key={version} name={name} cache={cache} Provider={Provider} Demo={Next} />);
    },
  });
}
