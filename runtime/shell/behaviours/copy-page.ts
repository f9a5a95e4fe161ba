/**
 * "Copy page" (issue 8): copies the page's Markdown (`index.md` beside it) to the clipboard.
 * The label reads "Copied" for 2000 ms (spec §9 copy-button timing), or says it failed.
 */
export const COPIED_LABEL_MS = 2000;

export function startCopyPage(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-copy-page]');
  if (!button) return;
  const label = button.textContent ?? 'Copy page';
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    clearTimeout(timer);
    try {
      const response = await fetch(new URL('index.md', doc.location.href));
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Copy failed';
    }
    timer = setTimeout(() => (button.textContent = label), COPIED_LABEL_MS);
  });
}
