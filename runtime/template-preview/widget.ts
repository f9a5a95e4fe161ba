/**
 * The template preview's island (plain DOM, no React): the colour scheme and viewport of the
 * preview frame, the file tree (a file's highlighted code is fetched when the reader opens it),
 * copying the shown file, and the exports to StackBlitz and CodeSandbox. The frame, the entry
 * file's code and the full-screen link work before this loads.
 */
import { copyWithLabel } from '../boot/behaviours/copy-label';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';
import { getCodeVariant } from '../preferences/code-variant/store';
import type { CodeVariant } from '../preferences/code-variant/code-variant';
import { TEMPLATE_VIEWPORTS, type TemplateViewport } from './files';

/** The frame's width for a viewport choice: its pixels, or the container's full width. */
export function frameWidth(viewport: string): string {
  const width = TEMPLATE_VIEWPORTS[viewport as TemplateViewport];
  return width === undefined ? '100%' : `${width}px`;
}

/** Mounts the preview's controls on its island element. */
export default function mount(element: HTMLElement): void {
  const frame = element.querySelector<HTMLIFrameElement>('iframe[data-template-frame]')!;
  const code = element.querySelector<HTMLElement>('[data-template-code]')!;
  const shownPath = element.querySelector<HTMLElement>('[data-template-path]')!;
  const chosen = (name: string) => element.querySelector<HTMLInputElement>(`input[name$="-${name}"]:checked`)?.value;
  const applyScheme = () => {
    const scheme = chosen('scheme');
    if (scheme) frame.contentDocument?.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  };
  const applyViewport = () => (frame.style.width = frameWidth(chosen('viewport') ?? 'desktop'));
  // The frame may load after the reader chose: its document gets the choice once there.
  frame.addEventListener('load', applyScheme);
  applyScheme();
  applyViewport();
  element.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name.endsWith('-scheme')) applyScheme();
    if (input.name.endsWith('-viewport')) applyViewport();
  });
  element.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    if (button.dataset.fileUrl) {
      element.querySelector('button[aria-current="true"]')?.removeAttribute('aria-current');
      button.setAttribute('aria-current', 'true');
      shownPath.textContent = button.dataset.filePath ?? '';
      code.setAttribute('aria-busy', 'true');
      code.innerHTML = await (await fetch(button.dataset.fileUrl)).text();
      code.removeAttribute('aria-busy');
    } else if (button.hasAttribute('data-template-copy')) {
      void copyWithLabel(button, code.textContent ?? '', 'Copied');
    } else if (button.dataset.templateExport) {
      const variant: CodeVariant = getCodeVariant();
      const section = button.closest<HTMLElement>('[data-template]')!;
      const projects = JSON.parse(section.dataset.projects ?? '{}') as Record<CodeVariant, string>;
      const files = (await (await fetch(projects[variant])).json()) as Record<string, string>;
      const { submitProject } = await import('../demos/export');
      submitProject(button.dataset.templateExport, section.dataset.template ?? 'Template', variant, files);
    }
  });
}
