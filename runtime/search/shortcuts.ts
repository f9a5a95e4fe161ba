/**
 * Search shortcuts: Ctrl+K, ⌘K and `/` open search from anywhere but a text field.
 * Part of the boot script: it clicks the app bar's search button, whose island loads on that
 * first interaction and opens.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, typing: boolean): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typing;
}

/** Installs the shortcuts on `doc`. */
export function startSearchShortcuts(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
    if (!isSearchShortcut(event, typing)) return;
    const button = doc.querySelector<HTMLButtonElement>('[data-search-open]');
    if (!button) return;
    event.preventDefault();
    button.click();
  });
}
