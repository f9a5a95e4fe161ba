/**
 * Browser hydration of demos. One Emotion cache per page picks up the server's style tag, so
 * hydration inserts no rule twice.
 */
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot, demoIdPrefix, IFRAME_ROOT_ID } from './DemoRoot';
import { activateRtlDemoStyles } from './rtl-styles';

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

/** Key of an iframe demo's own Emotion cache. */
export const IFRAME_CACHE_KEY = 'iframe';

/**
 * Keeps an iframe demo in step with the page: its `<html>` mirrors the page's
 * colour scheme and direction, and the iframe's height follows its content.
 */
function followPage(iframe: HTMLIFrameElement, doc: Document): void {
  const page = document.documentElement;
  const mirror = () => {
    doc.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, page.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? 'light');
    doc.documentElement.dir = page.dir || 'ltr';
    if (page.dir === 'rtl') activateRtlDemoStyles(doc);
  };
  mirror();
  new MutationObserver(mirror).observe(page, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE, 'dir'] });
  const root = doc.getElementById(IFRAME_ROOT_ID)!;
  const fit = () => (iframe.style.height = `${Math.ceil(root.getBoundingClientRect().height)}px`);
  new ResizeObserver(fit).observe(root);
  fit();
}

/** The iframe document of an iframe demo, once its `srcdoc` has loaded. */
function loadedIframeDocument(iframe: HTMLIFrameElement): Promise<Document> {
  const ready = () => iframe.contentDocument?.getElementById(IFRAME_ROOT_ID);
  if (ready()) return Promise.resolve(iframe.contentDocument!);
  return new Promise((resolve) => iframe.addEventListener('load', () => resolve(iframe.contentDocument!), { once: true }));
}

/**
 * Hydrates the demo container `element` (an island) with `Demo` inside `Provider`; an iframe
 * demo hydrates inside its iframe with an Emotion cache of its own.
 */
export async function hydrateDemo(element: HTMLElement, Demo: ComponentType, Provider: DemoProvider, scope: DemoScope = {}): Promise<void> {
  const name = element.dataset.island ?? 'demo';
  const iframe = element.querySelector<HTMLIFrameElement>('iframe[data-demo-iframe]');
  let target: HTMLElement = element;
  let demoCache = cache;
  let container: HTMLElement | undefined;
  if (iframe) {
    const doc = await loadedIframeDocument(iframe);
    container = doc.head;
    demoCache = createCache({ key: IFRAME_CACHE_KEY, container });
    target = doc.getElementById(IFRAME_ROOT_ID)!;
    followPage(iframe, doc);
  }
  const tree = (key: number, Component: ComponentType) => (
    <DemoRoot key={key} name={name} cache={demoCache} Provider={Provider} Demo={Component} container={container} />
  );
  const options = { identifierPrefix: demoIdPrefix(name) };
  // A server preview (the Data Grid's table) is replaced, not hydrated: the client renders anew.
  const root =
    element.dataset.render === 'client'
      ? (() => {
          const fresh = createRoot(target, options);
          flushSync(() => fresh.render(tree(0, Demo)));
          return fresh;
        })()
      : hydrateRoot(target, tree(0, Demo), { ...options, onRecoverableError: (error) => console.error(`${name}: hydration mismatch`, error) });
  let version = 0;
  live.set(element, {
    original: Demo,
    scope,
    render: (Next) => {
      version += 1;
      root.render(tree(version, Next));
    },
  });
}
