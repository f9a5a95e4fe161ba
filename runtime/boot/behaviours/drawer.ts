/**
 * Temporary drawer on narrow screens (issue 2 item 2), React-free: the app bar's menu button
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
  drawer.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
}
