/**
 * Copy buttons (spec §9): copy text to the clipboard, read `done` (or "Copy failed") for
 * {@link COPY_LABEL_MS}, then the button's own label again. Shared by "Copy page" and the demo
 * toolbars.
 */

/** How long a copy button shows its result, ms (spec §9 "Copy-button label reverts after 2000 ms"). */
export const COPY_LABEL_MS = 2000;

function flash(button: HTMLButtonElement, text: string): void {
  button.dataset.label ??= button.textContent ?? '';
  const label = button.dataset.label;
  button.textContent = text;
  clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(setTimeout(() => (button.textContent = label), COPY_LABEL_MS));
}

/** Copies `text` (or what it resolves to) and shows the outcome on `button`. */
export async function copyWithLabel(button: HTMLButtonElement, text: string | Promise<string>, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(await text);
    flash(button, done);
  } catch {
    flash(button, 'Copy failed');
  }
}
