/**
 * Temporary drawer on narrow screens, React-free: the app bar's menu button
 * opens it, the close button, the backdrop and Escape close it, focus moves in and back.
 */
export function startDrawer(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  const drawer = toggle && doc.getElementById(toggle.getAttribute('aria-controls')!);
  if (!toggle || !drawer) return;
  const backdrop = drawer.nextElementSibling as HTMLElement | null;

  const setOpen = (open: boolean) => {
    drawer.toggleAttribute('data-open', open);
    if (backdrop) backdrop.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) drawer.querySelector<HTMLElement>('[aria-current="page"], a, button')?.focus();
    else toggle.focus();
  };

  toggle.addEventListener('click', () => setOpen(true));
  doc.querySelectorAll('[data-drawer-close]').forEach((element) => element.addEventListener('click', () => setOpen(false)));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drawer.hasAttribute('data-open')) setOpen(false);
  });
  const current = drawer.querySelector<HTMLElement>('[aria-current="page"]');
  if (current) drawer.scrollTop = centredScrollTop(drawer.getBoundingClientRect(), current.getBoundingClientRect(), drawer.scrollTop, drawer.clientHeight);
}

/**
 * The `scrollTop` (px) that puts `target` in the middle of its scroll container, from both
 * boxes' client rectangles, the container's current `scrollTop` and its visible height (px).
 * The drawer scrolls itself by this value instead of `scrollIntoView`, which in current Chromium
 * also moves the sequential focus navigation starting point: the reader's first Tab would then
 * land inside the drawer instead of on the skip link.
 */
export function centredScrollTop(container: Pick<DOMRect, 'top'>, target: Pick<DOMRect, 'top' | 'height'>, scrollTop: number, clientHeight: number): number {
  return Math.max(0, Math.round(scrollTop + target.top - container.top - (clientHeight - target.height) / 2));
}
