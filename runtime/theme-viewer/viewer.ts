/**
 * The default theme viewer's island (plain DOM, no React): search over keys, paths and values,
 * copy a value's path with its key button, expand or collapse every branch. The tree itself is server
 * HTML of native `<details>` disclosures, usable before this loads.
 */
import { copyWithLabel } from '../boot/behaviours/copy-label';

/** Pause between the last keystroke and the search, ms. */
export const SEARCH_DELAY_MS = 150;

/**
 * Which leaves match `query` (case-insensitive, in a leaf's path or value text) and which
 * branches hold a match. Pure over the elements' attributes and text.
 */
export function matches(leaves: readonly { path: string; text: string }[], query: string): boolean[] {
  const needle = query.trim().toLowerCase();
  return leaves.map(({ path, text }) => !needle || path.toLowerCase().includes(needle) || text.toLowerCase().includes(needle));
}

/** The expression a reader writes for a tree path: `theme.palette.primary.main`, `theme["--x"]`. */
export function themePath(path: string): string {
  return `theme${path.startsWith('[') ? '' : '.'}${path}`;
}

/** Mounts the viewer on its island element. */
export default function mount(element: HTMLElement): void {
  const input = element.querySelector<HTMLInputElement>('[data-theme-search]')!;
  const status = element.querySelector<HTMLElement>('[data-theme-status]')!;
  const leafItems = [...element.querySelectorAll<HTMLElement>('li[data-leaf]')];
  const branchItems = [...element.querySelectorAll<HTMLElement>('li[data-path]:not([data-leaf])')].reverse();
  const leafData = leafItems.map((item) => ({ path: item.dataset.path!, text: item.textContent ?? '' }));
  const total = status.textContent;
  const search = () => {
    const shown = matches(leafData, input.value);
    leafItems.forEach((item, index) => (item.hidden = !shown[index]));
    // Deepest branches first (reversed document order), so a parent sees its children's state.
    for (const branch of branchItems) {
      const visible = branch.querySelector(':scope > details > ul > li:not([hidden])') !== null;
      branch.hidden = !visible;
      if (input.value.trim()) branch.querySelector('details')!.open = visible;
    }
    status.textContent = input.value.trim() ? `${shown.filter(Boolean).length} of ${leafItems.length} values match` : total;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, SEARCH_DELAY_MS);
  });
  // A query typed before this module arrived is applied at once.
  if (input.value) search();
  element.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const copy = target.closest<HTMLButtonElement>('li[data-leaf] > button');
    if (copy) {
      void copyWithLabel(copy, themePath(copy.closest<HTMLElement>('li[data-path]')!.dataset.path!), 'Copied');
    } else if (target.closest('[data-theme-expand], [data-theme-collapse]')) {
      const open = target.closest('[data-theme-expand]') !== null;
      element.querySelectorAll('details').forEach((details) => (details.open = open));
    }
  });
}
