/**
 * The Material Icons search island (plain DOM): loads the icon index when the reader searches,
 * scrolls or points at the list, shows the icons of the chosen theme that match the query in a
 * grid virtualised by `@tanstack/virtual-core` (only the rows in view are in the DOM, so the
 * whole list scrolls smoothly on a phone), fetches each chunk of paths as its rows come into
 * view, and opens a dialog with the chosen icon large, its import line and its JSX to copy.
 */
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';
import { copyWithLabel } from '../boot/behaviours/copy-label';
import { type IconIndex, iconUsage, searchIcons } from './search';
import { ICON_THEMES } from './themes';
import { CELL } from './IconSearch.styles';
import * as styles from './IconSearch.styles';

/** Pause between the last keystroke and the search, ms. */
export const SEARCH_DELAY_MS = 120;

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 3;

/** Mounts the icon search on its island element; `props.indexUrl` is the index's URL. */
export default function mount(element: HTMLElement, props: { indexUrl: string }): void {
  const query = element.querySelector<HTMLInputElement>('[data-icon-query]')!;
  const status = element.querySelector<HTMLElement>('[data-icon-status]')!;
  const grid = element.querySelector<HTMLElement>('[data-icon-grid]')!;
  const dialog = element.querySelector<HTMLDialogElement>('[data-icon-detail]')!;
  let index: IconIndex | undefined;
  let loading: Promise<IconIndex> | undefined;
  let results: number[] = [];
  let columns = 1;
  const chunks = new Map<string, Promise<Record<string, string>>>();
  const loaded = new Map<string, Record<string, string>>();

  const theme = () => ICON_THEMES.findIndex((candidate) => candidate.id === element.querySelector<HTMLInputElement>('input[name="icon-theme"]:checked')?.value);
  const themeIndex = () => Math.max(0, theme());

  const rowsElement = document.createElement('div');
  rowsElement.className = styles.rows;
  rowsElement.setAttribute('role', 'list');
  rowsElement.setAttribute('aria-label', 'Icons');

  const virtualizer = new Virtualizer<HTMLElement, HTMLElement>({
    count: 0,
    getScrollElement: () => grid,
    estimateSize: () => CELL,
    overscan: OVERSCAN,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: () => render(),
  });

  /** The paths of an icon in the chosen theme, or undefined while its chunk loads (which it starts). */
  const svgOf = (position: number): string | undefined => {
    const themeId = ICON_THEMES[themeIndex()].id;
    const url = index!.chunks[themeId][Math.floor(position / index!.chunkSize)];
    const chunk = loaded.get(url);
    if (chunk) return chunk[index!.names[position]];
    if (!chunks.has(url)) {
      chunks.set(
        url,
        fetch(url)
          .then((response) => response.json() as Promise<Record<string, string>>)
          .then((paths) => {
            loaded.set(url, paths);
            render();
            return paths;
          }),
      );
    }
    return undefined;
  };

  const cell = (position: number): HTMLElement => {
    const item = document.createElement('div');
    item.setAttribute('role', 'listitem');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.cell;
    button.dataset.icon = index!.names[position];
    const svg = svgOf(position);
    button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${svg ?? ''}</svg><span></span>`;
    button.querySelector('span')!.textContent = index!.names[position];
    if (svg === undefined) button.dataset.loading = '';
    item.append(button);
    return item;
  };

  function render(): void {
    if (!index) return;
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.icon;
    const rows = virtualizer.getVirtualItems().map((row) => {
      const line = document.createElement('div');
      line.className = styles.row;
      line.style.transform = `translateY(${row.start}px)`;
      line.dataset.row = String(row.index);
      results.slice(row.index * columns, (row.index + 1) * columns).forEach((position) => line.append(cell(position)));
      return line;
    });
    rowsElement.style.height = `${virtualizer.getTotalSize()}px`;
    rowsElement.replaceChildren(...rows);
    if (!results.length) {
      const none = document.createElement('p');
      none.className = styles.empty;
      none.textContent = `No ${ICON_THEMES[themeIndex()].label.toLowerCase()} icon matches "${query.value.trim()}".`;
      rowsElement.replaceChildren(none);
    }
    if (focused) rowsElement.querySelector<HTMLElement>(`[data-icon="${focused}"]`)?.focus();
  }

  const update = () => {
    if (!index) return;
    results = searchIcons(index, query.value, themeIndex());
    columns = Math.max(1, Math.floor(grid.clientWidth / CELL));
    virtualizer.setOptions({ ...virtualizer.options, count: Math.ceil(results.length / columns) });
    virtualizer._willUpdate();
    grid.scrollTop = 0;
    virtualizer.measure();
    const label = ICON_THEMES[themeIndex()].label.toLowerCase();
    status.textContent = query.value.trim() ? `${results.length} ${label} icons match` : `${results.length} ${label} icons`;
    render();
  };

  /** Loads the index once and swaps the server's first icons for the virtual grid. */
  const ensureIndex = (): Promise<IconIndex> => {
    loading ??= fetch(props.indexUrl)
      .then((response) => response.json() as Promise<IconIndex>)
      .then((data) => {
        index = data;
        grid.replaceChildren(rowsElement);
        virtualizer._didMount();
        update();
        return data;
      });
    return loading;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  query.addEventListener('input', () => {
    void ensureIndex();
    clearTimeout(timer);
    timer = setTimeout(update, SEARCH_DELAY_MS);
  });
  element.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name === 'icon-theme') void ensureIndex().then(update);
  });
  for (const type of ['focusin', 'pointerover', 'touchstart', 'scroll'] as const)
    grid.addEventListener(type, () => void ensureIndex(), { once: true, passive: true });
  query.addEventListener('focus', () => void ensureIndex(), { once: true });
  new ResizeObserver(() => {
    if (index && Math.max(1, Math.floor(grid.clientWidth / CELL)) !== columns) update();
  }).observe(grid);

  const open = (name: string) => {
    const themeEntry = ICON_THEMES[themeIndex()];
    const { importLine, jsx } = iconUsage(name, themeEntry.suffix);
    dialog.querySelector('[data-icon-title]')!.textContent = `${name}${themeEntry.suffix ? ` (${themeEntry.label})` : ''}`;
    const large = rowsElement.querySelector(`[data-icon="${name}"] svg`) ?? grid.querySelector(`[data-icon="${name}"] svg`);
    dialog.querySelector('[data-icon-large]')!.innerHTML = large ? large.outerHTML : '';
    dialog.querySelector('[data-icon-import]')!.textContent = importLine;
    dialog.querySelector('[data-icon-jsx]')!.textContent = jsx;
    dialog.showModal();
  };
  element.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const icon = target.closest<HTMLElement>('[data-icon]');
    if (icon) open(icon.dataset.icon!);
    else if (target.closest('[data-icon-close]')) dialog.close();
    else {
      const copy = target.closest<HTMLButtonElement>('[data-icon-copy]');
      if (copy)
        void copyWithLabel(
          copy,
          dialog.querySelector(copy.dataset.iconCopy === 'import' ? '[data-icon-import]' : '[data-icon-jsx]')!.textContent ?? '',
          'Copied',
        );
    }
  });
  // A query typed before this module arrived is applied once the index is in.
  if (query.value) void ensureIndex();
}
