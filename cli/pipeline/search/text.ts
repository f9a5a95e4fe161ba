/** Text of rendered HTML, for search documents and Markdown copies. */

/** Plain text of an HTML fragment. */
export function htmlText(html: string): string {
  return (
    html
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      // Inline elements are part of the words around them (`the <code>sx</code> prop`).
      .replace(/<\/?(?:a|code|em|strong|kbd|b|i|span)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/\s+/g, ' ')
      .trim()
  );
}
