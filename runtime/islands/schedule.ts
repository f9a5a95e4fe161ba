/**
 * Island scheduling (browser, React-free): decides when each `[data-island]` element loads its
 * entry module and hydrates. Part of the boot script, so it must stay small.
 */
import type { HydrationStrategy } from './Island';

/** An island entry module's default export. */
export type IslandMount = (element: HTMLElement, props: object) => void | Promise<void>;

const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

/** Loads and mounts one island; a failure is logged and leaves the server HTML in place. */
export async function mountIsland(element: HTMLElement): Promise<void> {
  const { src, props } = element.dataset;
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
  // Any element (an SVG icon's path included) may receive the click, so replay by event.
  let pendingClick: Element | null = null;
  const trigger = (event: Event) => {
    if (event.type === 'click') {
      pendingClick = event.target as Element;
      event.preventDefault();
    }
    INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, trigger, true));
    if (event.type !== 'click') element.addEventListener('click', holdClick, true);
    mountIsland(element).then(() => {
      element.removeEventListener('click', holdClick, true);
      pendingClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    });
  };
  const holdClick = (event: Event) => {
    pendingClick = event.target as Element;
    event.preventDefault();
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

/** Schedules one island by its `data-hydrate` strategy. */
export function scheduleIsland(element: HTMLElement): void {
  const strategy = element.dataset.hydrate as HydrationStrategy;
  if (strategy === 'interaction') onInteraction(element);
  else if (strategy === 'visible' && visibility) visibility.observe(element);
  else if ('requestIdleCallback' in window) requestIdleCallback(() => mountIsland(element));
  else setTimeout(() => mountIsland(element), 1);
}

/** Schedules every island under `root`. */
export function scheduleIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach(scheduleIsland);
}
