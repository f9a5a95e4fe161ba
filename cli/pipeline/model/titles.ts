/**
 * The titles catalogue, the single JSON file page titles are translated from. English is
 * derived, never typed twice: a page's title is its frontmatter `title`,
 * a section's or external link's is its tree entry's `title` (or `subheader`). Translations
 * live in `content/titles.json` as `{ "<language>": { "<pathname>": "<title>" } }`, and the
 * build writes the whole catalogue to `titles.json` at the site root.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '../../../runtime/i18n/languages';
import type { TitleCatalogue } from '../../../runtime/i18n/titles';
import { walkTree } from '../../../runtime/page-tree/navigation';
import { routeToPathname } from '../../../runtime/page-tree/routes';
import { ContentError, lineOf } from '../errors';
import type { LoadedTree } from './page-trees';

/** What the titles are derived from: the page trees and every page's route and title. */
export interface TitledSite {
  pages: readonly { route: string; title: string }[];
  trees: readonly Pick<LoadedTree, 'tree'>[];
}

/** English titles by pathname, from the site model. */
export function englishTitles(site: TitledSite): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const tree of site.trees) {
    for (const { page } of walkTree(tree.tree)) {
      const title = page.title ?? page.subheader;
      if (title) titles[page.pathname] = title;
    }
  }
  for (const page of site.pages) titles[routeToPathname(page.route)] = page.title;
  return titles;
}

/**
 * Reads the translations in `<contentDir>/titles.json` (none when the file is absent).
 * @throws ContentError when the file is not JSON, not `{ language: { pathname: title } }`, or
 *   holds English titles (they come from the pages themselves).
 */
export async function loadTranslations(contentDir: string): Promise<TitleCatalogue> {
  const file = path.join(contentDir, 'titles.json');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, undefined, `invalid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ContentError(file, 1, 'expected { "<language>": { "<pathname>": "<title>" } }');
  if (DEFAULT_LANGUAGE in parsed) {
    throw new ContentError(
      file,
      lineOf(text, `"${DEFAULT_LANGUAGE}"`),
      `English titles come from each page's frontmatter and the page trees: remove "${DEFAULT_LANGUAGE}" from this file`,
    );
  }
  return parsed as TitleCatalogue;
}

/** The whole catalogue: derived English plus the translations. */
export function titleCatalogue(site: TitledSite, translations: TitleCatalogue): TitleCatalogue {
  return { [DEFAULT_LANGUAGE]: englishTitles(site), ...translations };
}
