/**
 * "Copy page": copies the page's Markdown (`index.md` beside it) to the clipboard.
 */
import { copyWithLabel } from './copy-label';

async function pageMarkdown(doc: Document): Promise<string> {
  const response = await fetch(new URL('index.md', doc.location.href));
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}

/** Installs the "Copy page" button, when the page has one. */
export function startCopyPage(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-copy-page]');
  button?.addEventListener('click', () => copyWithLabel(button, pageMarkdown(doc), 'Copied'));
}
