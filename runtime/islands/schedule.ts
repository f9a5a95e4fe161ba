/**
 * Island scheduling (browser, React-free): decides when each `[data-island]` element loads its
 * entry module and hydrates. Part of the boot script, so it must stay small.
 */
import type { HydrationStrategy } from './Island';

/** An island entry module's default export. */
export type IslandMount = (element: HTMLElement, props: object) => void | Promise<void>;

const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

/** Loads and mounts one island, once; a failure is logged and leaves the server HTML in place. */
export async function mountIsland(element: HTMLElement): Promise<void> {
  const { src, props } = element.dataset;
  // Two strategies may ask (a scrolled-to island the reader also touched): the first one mounts.
  if (element.dataset.mounting !== undefined) return;
  element.dataset.mounting = '';
  try {
    const module = (await import(/* @vite-ignore */ src!)) as { default: IslandMount };
    await module.default(element, JSON.parse(props ?? '{}'));
    element.dataset.hydrated = 'true';
  } catch (error) {
    element.dataset.hydrated = 'error';
    console.error(`Island ${element.dataset.island} failed to hydrate`, error);
  }
}

function onInteraction(element: HTMLElement): void {
  // Any element (an SVG icon's path included) may receive the click, so replay by event; an
  // island rendered anew on the client (a grid replacing its preview) gets it at the same point.
  let pendingClick: { target: Element; x: number; y: number } | null = null;
  const hold = (event: Event) => {
    const { clientX: x, clientY: y } = event as MouseEvent;
    pendingClick = { target: event.target as Element, x, y };
    event.preventDefault();
  };
  // A client render commits after the mount resolves: wait (up to about a second) for
  // something other than the island's own box to appear under the point.
  const replay = (frames = 0) => {
    if (!pendingClick) return;
    const { target, x, y } = pendingClick;
    const at = target.isConnected ? target : document.elementFromPoint(x, y);
    if (!target.isConnected && frames < 60 && (!at || at === element || at === element.firstElementChild)) {
      requestAnimationFrame(() => replay(frames + 1));
      return;
    }
    if (at && element.contains(at)) at.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y }));
  };
  const trigger = (event: Event) => {
    if (event.type === 'click') hold(event);
    INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, trigger, true));
    if (event.type !== 'click') element.addEventListener('click', holdClick, true);
    mountIsland(element).then(() => {
      element.removeEventListener('click', holdClick, true);
      replay();
    });
  };
  const holdClick = (event: Event) => {
    hold(event);
    event.stopPropagation();
  };
  INTERACTION_EVENTS.forEach((type) => element.addEventListener(type, trigger, { capture: true, passive: type !== 'click' }));
}

const visibility =
  typeof IntersectionObserver === 'undefined'
    ? undefined
    : new IntersectionObserver(
        (entries, observer) => {
          entries.forEach((entry) => {
            if (!entry.isIntersecting) return;
            observer.unobserve(entry.target);
            mountIsland(entry.target as HTMLElement);
          });
        },
        { rootMargin: '200px' },
      );

/**
 * `scroll`: mounts on the first interaction, or when the island comes near the viewport after
 * the page loaded out of it; an island already in view at load waits for the reader.
 */
function onScrollIntoView(element: HTMLElement): void {
  onInteraction(element);
  if (typeof IntersectionObserver === 'undefined') return;
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      const initial = first;
      first = false;
      if (!entry.isIntersecting) return;
      observer.disconnect();
      if (!initial && !element.dataset.hydrated) void mountIsland(element);
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

/** Schedules one island by its `data-hydrate` strategy. */
export function scheduleIsland(element: HTMLElement): void {
  const strategy = element.dataset.hydrate as HydrationStrategy;
  if (strategy === 'interaction') onInteraction(element);
  else if (strategy === 'scroll') onScrollIntoView(element);
  else if (strategy === 'visible' && visibility) visibility.observe(element);
  else if ('requestIdleCallback' in window) requestIdleCallback(() => mountIsland(element));
  else setTimeout(() => mountIsland(element), 1);
}

/**
 * Mounts the demo islands at least partly in the viewport that have not mounted yet. A display
 * setting that changes demos (density) has no effect on a demo still showing its server HTML,
 * so when it changes, every demo the reader can see comes live and follows it at once.
 */
export function mountDemosInView(root: Document = document): void {
  const height = root.defaultView?.innerHeight ?? 0;
  root.querySelectorAll<HTMLElement>('[data-island^="demos/"]:not([data-mounting])').forEach((element) => {
    const box = element.getBoundingClientRect();
    // A variant the reader has not chosen is hidden (no box) and stays as it is.
    if (box.width > 0 && box.bottom > 0 && box.top < height) void mountIsland(element);
  });
}

/** Schedules every island under `root`. */
export function scheduleIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach(scheduleIsland);
}
