/**
 * Copy buttons: copy text to the clipboard, read `done` (or "Copy failed") for
 * {@link COPY_LABEL_MS}, then the button's own label again. Shared by "Copy page" and the demo
 * toolbars.
 */

/** How long a copy button shows its result before its label reverts, ms. */
export const COPY_LABEL_MS = 2000;

function flash(button: HTMLButtonElement, text: string): void {
  button.dataset.label ??= button.textContent ?? '';
  const label = button.dataset.label;
  button.textContent = text;
  clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(setTimeout(() => (button.textContent = label), COPY_LABEL_MS));
}

/**
 * Writes `text` to the clipboard. Text that is still being fetched goes through a
 * `ClipboardItem` holding the pending blob, so the write starts inside the click: Safari refuses
 * a `writeText` made after an `await`, and Chromium and Firefox accept both forms.
 */
function write(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string' || typeof ClipboardItem === 'undefined') return Promise.resolve(text).then((value) => navigator.clipboard.writeText(value));
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

/**
 * Copies `text` (or what it resolves to) and shows the outcome on `button`: `done` on success,
 * "Copy failed" when the clipboard refuses or the text cannot be fetched. Never throws.
 */
export async function copyWithLabel(button: HTMLButtonElement, text: string | Promise<string>, done: string): Promise<void> {
  try {
    await write(text);
    flash(button, done);
  } catch {
    flash(button, 'Copy failed');
  }
}
