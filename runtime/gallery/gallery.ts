/**
 * The components gallery's model (`::component-gallery`): one group per subheader of a page
 * tree section (Inputs, Data display, …), one card per page in it, in drawer order.
 */
import { isContentPage, walkTree } from '../page-tree/navigation';
import type { NavPage } from '../page-tree/types';

/** What the gallery knows of a page: its title and description, and the demo its card shows. */
export interface GalleryPage {
  title: string;
  description: string;
  /** Id of the demo pictured on the card (the page's first inline demo), if it has one. */
  demoId?: string;
}

/** One card: a link to a page, with the demo pictured on it. */
export interface GalleryCard extends GalleryPage {
  /** The page's URL path, with a trailing slash. */
  href: string;
}

/** A group of cards under a heading (a subheader of the page tree). */
export interface GalleryGroup {
  title: string;
  cards: GalleryCard[];
}

/**
 * The cards of the section of `tree` whose pathname is `section`, grouped by its subheaders;
 * pages at the section's top level (other than the gallery itself, `exclude`) and pages not
 * known in `pages` (external links) are left out, and so are groups with no card.
 * @returns groups in drawer order; empty when `section` is not in the tree.
 */
export function galleryGroups(tree: readonly NavPage[], section: string, pages: ReadonlyMap<string, GalleryPage>, exclude?: string): GalleryGroup[] {
  const node = walkTree([...tree]).find(({ page }) => page.pathname === section)?.page;
  const groups: GalleryGroup[] = [];
  for (const group of node?.children ?? []) {
    if (!group.children) continue;
    const cards = group.children.flatMap((entry) => {
      const page = isContentPage(entry) && entry.pathname !== exclude ? pages.get(entry.pathname) : undefined;
      return page ? [{ ...page, href: `${entry.pathname}/` }] : [];
    });
    if (cards.length) groups.push({ title: group.subheader ?? group.title ?? group.pathname, cards });
  }
  return groups;
}
