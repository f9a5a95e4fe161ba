/**
 * The search field of a filterable reference table (the Data Grid's events catalogue), plain
 * DOM without React: each row carries the text it is searched by (`data-search`), and a row
 * shows when every word of the query is in it. A camel-case name also answers to its words, so
 * "row click" finds `rowClick`. The table is complete without this module.
 */

/** Pause between the last keystroke and the filtering, ms. */
export const FILTER_DELAY_MS = 120;

/** The words a text is searched by: its own, and the words of its camel-case names, lower case. */
export function searchWords(text: string): string {
  return `${text} ${text.replace(/([a-z0-9])([A-Z])/g, '$1 $2')}`.toLowerCase();
}

/** Which rows match `query`: every whitespace-separated word of it is in the row's text. Pure. */
export function matchingRows(texts: readonly string[], query: string): boolean[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystacks = texts.map(searchWords);
  return haystacks.map((text) => words.every((word) => text.includes(word)));
}

/** Mounts the filter on its island element. */
export default function mount(element: HTMLElement): void {
  const input = element.querySelector<HTMLInputElement>('[data-table-filter]')!;
  const status = element.querySelector<HTMLElement>('[data-table-status]')!;
  const rows = [...element.querySelectorAll<HTMLTableRowElement>('tr[data-search]')];
  const texts = rows.map((row) => row.dataset.search ?? '');
  const total = status.textContent;
  const filter = () => {
    const shown = matchingRows(texts, input.value);
    rows.forEach((row, index) => (row.hidden = !shown[index]));
    status.textContent = input.value.trim() ? `${shown.filter(Boolean).length} of ${rows.length} events match` : total;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(filter, FILTER_DELAY_MS);
  });
  // A query typed before this module arrived is applied at once.
  if (input.value) filter();
}
