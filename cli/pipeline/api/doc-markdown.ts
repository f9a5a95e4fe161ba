/**
 * JSDoc descriptions rendered from Markdown to HTML (links kept, external ones marked),
 * memoised: many props share the same description across components.
 */
import rehypeExternalLinks from 'rehype-external-links';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeExternalLinks, { rel: ['noopener'], properties: { dataExternal: '' } })
  .use(rehypeStringify);

const memo = new Map<string, string>();

/** Markdown text to HTML; raw HTML in the source is dropped, never passed through. */
export function docMarkdown(text: string): string {
  // TypeDoc-style `[[GridColDef]]` references read as code.
  const source = text.trim().replace(/\[\[([\w.]+)\]\]/g, '`$1`');
  if (!source) return '';
  let html = memo.get(source);
  if (html === undefined) {
    html = String(processor.processSync(source)).trim();
    memo.set(source, html);
  }
  return html;
}
