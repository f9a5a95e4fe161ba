/**
 * Page titles, translated from a single JSON catalogue of titles:
 * `content/titles.json` maps language → pathname (no trailing slash) → title.
 */
import { DEFAULT_LANGUAGE } from './languages';

/** The catalogue's shape. */
export type TitleCatalogue = Record<string, Record<string, string>>;

/**
 * The title of `pathname` in `language`, falling back to the default language's; `undefined`
 * when the catalogue has neither.
 */
export function catalogueTitle(catalogue: TitleCatalogue, pathname: string, language: string): string | undefined {
  return catalogue[language]?.[pathname] ?? catalogue[DEFAULT_LANGUAGE]?.[pathname];
}
