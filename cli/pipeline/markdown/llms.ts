/**
 * `llms.txt` files (llmstxt.org format): `/llms.txt` for the site and one per product,
 * each listing its pages with a one-line description and a link to their Markdown.
 */
import { PRODUCTS, type ProductId } from '../../../runtime/products/products';
import { PAGE_KINDS } from '../model/page-kinds';
import type { SitePage } from '../model/site';

/** Where a product's llms.txt is written, e.g. `/material-ui/llms.txt`. */
export function productLlmsPath(productId: ProductId): string {
  const home = PRODUCTS[productId].home;
  return `/${home
    .split('/')
    .filter(Boolean)
    .slice(0, productId.startsWith('x-') ? 2 : 1)
    .join('/')}/llms.txt`;
}

function entries(pages: readonly SitePage[], origin: string): string[] {
  return pages.map((page) => `- [${page.title}](${new URL(`${page.route}index.md`, origin).href}): ${page.description}`);
}

/** The llms.txt of one product. */
export function productLlmsTxt(productId: ProductId, pages: readonly SitePage[], origin: string): string {
  const own = pages.filter((page) => page.productId === productId);
  const guides = own.filter((page) => PAGE_KINDS[page.kind].llms === 'docs');
  const api = own.filter((page) => PAGE_KINDS[page.kind].llms === 'api');
  return [
    `# ${PRODUCTS[productId].name}`,
    '',
    `> ${PRODUCTS[productId].name} documentation: guides with live demos${api.length ? ', and the API reference of every component' : ''}.`,
    '',
    '## Docs',
    '',
    ...entries(guides, origin),
    ...(api.length ? ['', '## API reference', '', ...entries(api, origin)] : []),
    '',
  ].join('\n');
}

/** The site-wide llms.txt: every product's guides, links to the product files, and the blog. */
export function siteLlmsTxt(pages: readonly SitePage[], origin: string): string {
  const products = (Object.keys(PRODUCTS) as ProductId[]).filter((id) => id !== 'docs' && pages.some((page) => page.productId === id));
  return [
    '# MUI docs',
    '',
    '> Documentation for the MUI family of React component libraries: Material UI, Joy UI, MUI System, and the MUI X Data Grid and Date Pickers. Every page is available as Markdown at its path plus index.md.',
    '',
    ...products.flatMap((id) => [
      `## ${PRODUCTS[id].name}`,
      '',
      `- [${PRODUCTS[id].name} llms.txt](${new URL(productLlmsPath(id), origin).href}): every page of ${PRODUCTS[id].name}, API reference included`,
      ...entries(
        pages.filter((page) => page.productId === id && PAGE_KINDS[page.kind].llms === 'docs'),
        origin,
      ),
      '',
    ]),
    '## Optional',
    '',
    ...entries(
      pages.filter((page) => PAGE_KINDS[page.kind].post),
      origin,
    ),
    '',
  ].join('\n');
}
