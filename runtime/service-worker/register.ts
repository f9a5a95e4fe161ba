/**
 * Service worker registration: only on the docs host; a new worker that is
 * installed and waiting is told to skip waiting; once it activates, the page reloads as soon as
 * the document has focus, checked every 100 ms.
 */

/** Focus check interval after a new worker activates, ms. */
export const FOCUS_CHECK_MS = 100;

/** The message a waiting worker obeys (Workbox's generated worker listens for it). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** True on the library's own docs domain, and only there. */
export function shouldRegister(hostname: string, docsHost: string): boolean {
  return hostname === docsHost;
}

/** Tells a waiting worker to take over. */
function activate(worker: ServiceWorker | null): void {
  worker?.postMessage(SKIP_WAITING);
}

/** Reloads once the document has focus, polling every {@link FOCUS_CHECK_MS}. */
export function reloadWhenFocused(doc: Document = document, reload: () => void = () => doc.location.reload()): void {
  const timer = setInterval(() => {
    if (!doc.hasFocus()) return;
    clearInterval(timer);
    reload();
  }, FOCUS_CHECK_MS);
}

/** Registers `/sw.js` on the docs host. */
export async function registerServiceWorker(docsHost: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !shouldRegister(location.hostname, docsHost)) return;
  // A worker replacing another is an update; the first install needs no reload.
  const updating = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    reloadWhenFocused();
  });
  const registration = await navigator.serviceWorker.register('/sw.js');
  if (registration.waiting && navigator.serviceWorker.controller) activate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) activate(installing);
    });
  });
}
