import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { useClipboardCopy } from '../clipboard/useClipboardCopy';
import type { Direction } from '../preferences/display-settings';
import { useDisplaySettings } from '../preferences/useDisplaySettings';

/** The RTL Emotion cache (into `container`) once loaded for `direction` 'rtl'; undefined before and for 'ltr'. */
function useRtlCache(direction: Direction, container: HTMLElement | undefined): EmotionCache | undefined {
  const [cache, setCache] = useState<EmotionCache>();
  useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    import('./rtl-cache').then((module) => setCache(module.getRtlCache(container)));
  }, [direction, cache, container]);
  return direction === 'rtl' ? cache : undefined;
}

/** A product's theme provider for demos (`hosts/*.tsx`). */
export type DemoProvider = ComponentType<{ children: ReactNode }>;

interface BoundaryState {
  error: Error | null;
}

/**
 * Catches a demo that throws after hydration and shows a readable message in its place
 * instead of unmounting the page's other islands.
 */
export class DemoErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Demo ${this.props.name} crashed`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="demo-error">
        <strong>This demo stopped working.</strong> {error.message} <CopyErrorButton name={this.props.name} error={error} />
      </div>
    );
  }
}

/** Copies a crashed demo's error for a bug report; says "Copied" for 1200 ms. */
function CopyErrorButton({ name, error }: { name: string; error: Error }) {
  const { copy, isCopied } = useClipboardCopy();
  return (
    <button type="button" onClick={() => copy(`Demo ${name}: ${error.stack ?? error.message}`).catch(() => {})}>
      {isCopied ? 'Copied' : 'Copy error'}
    </button>
  );
}

/** Props of {@link DemoRoot}. */
export interface DemoRootProps {
  name: string;
  cache: EmotionCache;
  Provider: DemoProvider;
  Demo: ComponentType;
  /** Where Emotion inserts styles when not the page's head (an iframe demo's head). */
  container?: HTMLElement;
}

/**
 * The tree every demo renders in, identical on the server and in the browser: the page's
 * Emotion cache (key `mui`, or the RTL cache when the reader chose right-to-left), the
 * product's theme provider and an error boundary.
 */
export function DemoRoot({ name, cache, Provider, Demo, container }: DemoRootProps) {
  const { direction } = useDisplaySettings();
  const rtl = useRtlCache(direction, container);
  return (
    <CacheProvider value={rtl ?? cache}>
      <Provider>
        <DemoErrorBoundary name={name}>
          <Demo />
        </DemoErrorBoundary>
      </Provider>
    </CacheProvider>
  );
}

/**
 * React `identifierPrefix` of a demo root: demos are separate roots on one page, so `useId`
 * values need a per-demo prefix, the same on the server and in the browser.
 */
export function demoIdPrefix(demoId: string): string {
  return `${demoId.split('/').pop()}-`;
}

/** Id of the element an iframe demo renders into inside its iframe. */
export const IFRAME_ROOT_ID = 'demo-root';

/** Emotion cache key of demo styles; the server's style tag and the client cache share it. */
export const DEMO_CACHE_KEY = 'mui';
