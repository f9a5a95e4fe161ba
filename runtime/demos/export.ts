/**
 * Submits a demo project to StackBlitz or CodeSandbox the way each documents it: a POST form
 * to StackBlitz's `/run` with `project[files][…]`, and CodeSandbox's define API with the files
 * compressed by lz-string. Loaded only when the reader asks for an export.
 */
import { compressToBase64 } from 'lz-string';
import type { CodeVariant } from '../preferences/code-variant/code-variant';

function post(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.rel = 'noopener';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** CodeSandbox's `parameters`: the files, lz-compressed, URL-safe base64. */
export function codeSandboxParameters(files: Record<string, string>): string {
  const json = JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, { content }])) });
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Opens the project in a new tab of the chosen service. */
export function submitProject(service: string, name: string, variant: CodeVariant, files: Record<string, string>): void {
  const entry = Object.keys(files).find((file) => file.startsWith(`src/${name}.`)) ?? 'src/index.tsx';
  if (service === 'stackblitz') {
    post('https://stackblitz.com/run', {
      'project[title]': `${name} (${variant})`,
      'project[description]': `MUI demo ${name}`,
      'project[template]': 'node',
      ...Object.fromEntries(Object.entries(files).map(([file, content]) => [`project[files][${file}]`, content])),
    });
  } else {
    post('https://codesandbox.io/api/v1/sandboxes/define', { parameters: codeSandboxParameters(files), query: `file=/${entry}` });
  }
}
