/**
 * Live editing of a demo: the source becomes an editable text area; the demo
 * re-renders as the reader types, a syntax or runtime error shows inline while the page keeps
 * working, and Reset restores the original. Its own chunk, with Sucrase, loaded on "Edit".
 */
import { compileDemo } from './compile';
import { liveDemo } from './hydrate';
import * as styles from './LiveEditor.styles';

/** Pause after the last keystroke before compiling, ms. */
export const EDIT_DEBOUNCE_MS = 250;

async function hydrated(island: HTMLElement) {
  for (let tries = 0; tries < 100; tries += 1) {
    const demo = liveDemo(island);
    if (demo) return demo;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the demo did not hydrate');
}

/** Opens the editor of a demo section with `source` (the variant the reader sees). */
export async function startEditing(section: HTMLElement, source: string): Promise<void> {
  if (section.querySelector('textarea[data-live-editor]')) return;
  const island = section.querySelector<HTMLElement>('[data-island^="demos/"]')!;
  const demo = await hydrated(island);
  const name = section.dataset.demo ?? 'demo';
  const code = section.querySelector<HTMLElement>('[data-expanded]');
  const panel = document.createElement('div');
  panel.className = styles.editor;
  const textarea = document.createElement('textarea');
  textarea.dataset.liveEditor = '';
  textarea.spellcheck = false;
  textarea.setAttribute('aria-label', `Edit the ${name} source`);
  textarea.value = source;
  const error = document.createElement('p');
  error.setAttribute('role', 'alert');
  panel.append(textarea, error);
  code?.setAttribute('hidden', '');
  code?.after(panel);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    try {
      demo.render(compileDemo(textarea.value, demo.scope));
      error.textContent = '';
    } catch (problem) {
      error.textContent = (problem as Error).message;
    }
  };
  textarea.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, EDIT_DEBOUNCE_MS);
  });
  section.querySelector('[data-demo-reset]')?.removeAttribute('hidden');
  section.addEventListener('demo-reset', () => {
    clearTimeout(timer);
    textarea.value = source;
    error.textContent = '';
    demo.render(demo.original);
  });
  textarea.focus();
}
