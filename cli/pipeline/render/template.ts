/**
 * HTML templates from `templates/`: `{{name}}` placeholders filled with already-escaped or
 * trusted HTML strings.
 */
import { readFile } from 'node:fs/promises';
import { lineOf } from '../errors';

/** A compiled template: fills every placeholder or throws. */
export type Template = (values: Record<string, string>) => string;

/**
 * Loads a template file.
 * @throws Error naming the file and line of a placeholder no value was given for.
 */
export async function loadTemplate(file: string): Promise<Template> {
  const source = await readFile(file, 'utf8');
  return (values) =>
    source.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
      if (!(name in values)) throw new Error(`${file}:${lineOf(source, match)}: no value for placeholder {{${name}}}`);
      return values[name];
    });
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
